// Picking recipes in Chromium through the browser host, from recipes each test writes itself
// (uniquely named, into the seeded host's database while its API is stopped, as the external
// recipe editor would): the slideshow speed dial's « Recette » searches them by title in a new FAC
// slideshow, the picked one becomes a recipe slide with its title and public address, kept after
// saving and reloading, a draft recipe not offered; a FAC page's Board section adds one, saved
// and resolved by the server; « Lien interne » in a FAC article's body links one (labelled
// « Recette », to its public URL). Screenshots (SCREENSHOT_DIR) of each picker.
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { seededHostFixture, signIn, type SeededHost } from '../articles/seededHost';

const test = base.extend<object, { host: SeededHost }>({ host: seededHostFixture });
test.setTimeout(180_000);
const SHOTS = process.env.SCREENSHOT_DIR;
const ROOT = resolve(__dirname, '../../..');

/** Writes recipes as the external recipe editor would: straight into the (stopped) API's database. */
async function writeRecipes(host: SeededHost, recipes: unknown[]): Promise<void> {
  await host.stopApi();
  try {
    execFileSync(
      process.execPath,
      [
        resolve(ROOT, 'node_modules/tsx/dist/cli.mjs'),
        'tests/e2e/support/insertRecipes.ts',
        join(host.dataDir, 'server'),
        JSON.stringify(recipes),
      ],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: '' }, stdio: 'pipe' },
    );
  } finally {
    await host.startApi();
  }
}

const recipeOf = (tag: string, title: string, status = 'Published') => ({
  brandKey: 'FAC',
  title,
  status,
  slug: `${title.toLowerCase().replace(/\W+/g, '-')}`,
  medias: [
    {
      key: `recettes/${tag}.jpg`,
      href: `https://images.demo.backoffice.test/recettes/${tag}.jpg`,
      credit: 'StockFood',
      format: 'image',
    },
  ],
  recipeUrls: [{ url: `https://www.femmeactuelle.fr/recettes/${tag}`, isCanonical: true }],
  publishedAt: status === 'Published' ? new Date().toISOString() : null,
});

test('adds a recipe slide picked from the brand’s published recipes', async ({ page, host }) => {
  const tag = `e2e${Date.now().toString(36)}`;
  const published = `Tarte fine aux figues ${tag}`;
  const draft = `Tarte aux mirabelles ${tag}`;
  const url = `https://www.femmeactuelle.fr/recettes/tarte-fine-aux-figues-${tag}`;
  const recipes = [
    {
      brandKey: 'FAC',
      title: published,
      status: 'Published',
      slug: `tarte-fine-aux-figues-${tag}`,
      medias: [
        {
          key: `recettes/${tag}.jpg`,
          href: `https://images.demo.backoffice.test/recettes/${tag}.jpg`,
          credit: 'StockFood',
          format: 'image',
        },
      ],
      recipeUrls: [{ url, isCanonical: true }],
      publishedAt: new Date().toISOString(),
    },
    { brandKey: 'FAC', title: draft, status: 'Draft', publishedAt: null },
  ];
  await writeRecipes(host, recipes);

  await signIn(page, host);
  await page.goto(`${host.url}#/slideshow/list?brand=FAC`);
  await page.getByRole('button', { name: 'Ajouter un diaporama' }).click();
  await expect(page).toHaveURL(/#\/slideshow\/new\/FAC\?draft=/);
  await page.getByRole('textbox', { name: 'Titre' }).fill(`Desserts d’automne ${tag}`);

  await page.getByRole('button', { name: 'Ajouter des diapositives' }).click();
  await page.getByRole('menuitem', { name: 'Recette' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter : Recette' });
  await expect(dialog).toBeVisible();
  // Title search (case ignored): both recipes of ours match, only the published one is offered.
  await dialog
    .getByRole('searchbox', { name: 'Rechercher une recette publiée' })
    .fill(tag.toUpperCase());
  const results = dialog.getByRole('listbox', { name: 'Résultats' });
  await expect(results.getByRole('option')).toHaveCount(1);
  await expect(results.getByRole('option', { name: new RegExp(published) })).toBeVisible();
  await expect(results.getByText(draft)).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: join(SHOTS, 'slideshow-recipe-picker.png') });
  await results.getByRole('option', { name: new RegExp(published) }).click();
  await expect(dialog).toBeHidden();

  const slide = page.getByTestId('slide').filter({ hasText: published });
  await expect(slide).toHaveCount(1);
  await expect(slide).toContainText('© StockFood');
  if (SHOTS) await page.screenshot({ path: join(SHOTS, 'slideshow-recipe-slide.png') });

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.locator('.fui-ToastTitle', { hasText: 'Diaporama enregistré' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/#\/slideshow\/edit\/[0-9a-f-]{36}$/);
  const id = /edit\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  // Stored as a recipe slide pointing at the recipe's public address.
  const { article } = await host.graphql<{ article: { body: unknown } }>(
    `query($id: ID!) { article(where: { id: $id }) { body } }`,
    { id },
  );
  expect(JSON.stringify(article.body)).toContain(url);
  await page.reload();
  await expect(page.getByTestId('slide').filter({ hasText: published })).toHaveCount(1);
});

test('adds a published recipe to a FAC page’s Board section', async ({ page, host }) => {
  const tag = `e2e${Date.now().toString(36)}`;
  const published = `Velouté de châtaignes ${tag}`;
  await writeRecipes(host, [
    recipeOf(tag, published),
    recipeOf(`${tag}-d`, `Velouté brouillon ${tag}`, 'Draft'),
  ]);
  const { createCategory: created } = await host.graphql<{ createCategory: { id: string } }>(
    'mutation($d: CategoryCreateInput!) { createCategory(data: $d) { id } }',
    { d: { brandKey: 'FAC', format: 'Category', title: `Menus d’automne ${tag}` } },
  );
  await host.graphql('mutation($id: ID!) { unlockCategory(where: { id: $id }) { id } }', {
    id: created.id,
  });

  await signIn(page, host);
  await page.goto(`${host.url}#/FAC/page/category/edit/${created.id}`);
  await page.getByRole('button', { name: 'Ajouter une section' }).click();
  await page.getByRole('menuitem', { name: 'Contenu' }).click();
  await page.getByRole('textbox', { name: 'Titre de la section' }).fill('À cuisiner');
  await page.getByRole('combobox', { name: 'Type de contenu' }).click();
  await page.getByRole('option', { name: 'Recette' }).click();
  await page.getByRole('searchbox').fill(tag);
  const results = page.getByRole('list', { name: 'Résultats de recherche' });
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await results.getByRole('button', { name: `Ajouter ${published}` }).click();
  const items = page.getByRole('list', { name: 'Éléments de la section' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Recette');
  await expect(items.first()).toHaveAccessibleName(`1. ${published}`);
  if (SHOTS) await page.screenshot({ path: join(SHOTS, 'page-board-recipe.png') });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.locator('.fui-ToastTitle', { hasText: 'Sauvegarde effectuée' })).toBeVisible();

  const saved = await host.graphql<{
    category: { sections: { boardItems: { type: string; title: string; status: string }[] }[] };
  }>(
    'query($id: ID!) { category(where: { id: $id }) { sections { boardItems { type title status } } } }',
    {
      id: created.id,
    },
  );
  expect(saved.category.sections[0]!.boardItems).toEqual([
    { type: 'recipe', title: published, status: 'Published' },
  ]);
});

test('links a published recipe from an article body with « Lien interne »', async ({
  page,
  host,
}) => {
  const tag = `e2e${Date.now().toString(36)}`;
  const published = `Clafoutis aux poires ${tag}`;
  await writeRecipes(host, [recipeOf(tag, published)]);

  await signIn(page, host);
  await page.goto(`${host.url}#/article/list?brand=FAC`);
  await page.getByRole('button', { name: 'Ajouter un article' }).click();
  await expect(page).toHaveURL(/#\/FAC\/article\/edit\?draft=/);
  await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(`Goûter ${tag}`);
  const body = page.locator('.pm-content-body');
  await body.click();
  await page.keyboard.type('Notre idée : ', { delay: 15 });
  await page
    .getByRole('toolbar', { name: 'Outils du corps' })
    .getByRole('button', { name: 'Lien interne', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Lien interne' });
  await dialog.getByLabel('Rechercher un article, une vidéo ou une recette').fill(tag);
  const option = dialog.getByRole('option', { name: new RegExp(published) });
  await expect(option).toContainText('Recette');
  if (SHOTS) await page.screenshot({ path: join(SHOTS, 'internal-link-recipe.png') });
  await option.click();
  const link = body.locator('a[data-internal-link="RECIPE"]');
  await expect(link).toHaveText(published);
  await expect(link).toHaveAttribute('href', `https://www.femmeactuelle.fr/recettes/${tag}`);
});
