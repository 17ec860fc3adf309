// The slideshow speed dial's « Recette » in Chromium through the browser host: recipes of its own
// (uniquely named, written into the seeded host's database while its API is stopped, as the
// external recipe editor would) are searched by title in a new FAC slideshow; the picked one
// becomes a recipe slide with its title and public address, kept after saving and reloading. A
// draft recipe is not offered. Screenshot (SCREENSHOT_DIR) of the picker.
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { seededHostFixture, signIn, type SeededHost } from '../articles/seededHost';

const test = base.extend<object, { host: SeededHost }>({ host: seededHostFixture });
test.setTimeout(180_000);
const SHOTS = process.env.SCREENSHOT_DIR;
const ROOT = resolve(__dirname, '../../..');

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
