// Issue 15's acceptance test through the real app: a journalist creates a Rich article, sees
// « Publier » disabled with the exact missing fields, adds an image, a tag from the suggestions, a
// category and an author in the drawer, publishes, unpublishes with the warning (the header stops
// saying « Publié le »), schedules it in the future ('Programmer l'article', Paris time), and
// duplicates it to another brand. Set SCREENSHOT_DIR to keep light and dark screenshots.
import { test as base, expect, type Page } from '@playwright/test';
import { seededHostFixture, signIn, type SeededHost } from './seededHost';
import { shootLightAndDark } from '../support/screens';

const test = base.extend<object, { host: SeededHost }>({ host: seededHostFixture });
test.setTimeout(240_000);

const SIMILAR_TITLE = 'Retraites : la réforme votée au Sénat';
const TITLE = 'Retraites : le calendrier de la réforme';

/** A published article of TEL, close in words, tagged « Retraites » (what suggestTags reads). */
async function publishSimilarArticle(host: SeededHost): Promise<void> {
  const { categories } = await host.graphql<{ categories: Array<{ id: string }> }>(
    '{ categories(first: 1, where: { brandKey: "TEL", format: Category }) { id } }',
  );
  const { upsertTag } = await host.graphql<{ upsertTag: { id: string } }>(
    'mutation { upsertTag(where: { title: "Retraites", lang: "fr", type: "Tag" }, create: { title: "Retraites", type: "Tag", lang: "fr" }) { id } }',
  );
  await host.graphql(
    `mutation($create: ArticleCreateInput!) { upsertArticle(create: $create, update: {}) { id } }`,
    {
      create: {
        brandKey: 'TEL',
        format: 'Rich',
        title: SIMILAR_TITLE,
        status: 'Published',
        medias: [
          {
            key: 'senat',
            href: 'https://img.example.fr/senat.jpg',
            credit: 'AFP',
            source: 'AFP',
            format: 'image',
          },
        ],
        categories: { set: [{ id: categories[0]!.id }] },
        tags: { set: [{ id: upsertTag.id }] },
      },
    },
  );
}

async function pickFirst(page: Page, label: string, text = ''): Promise<string> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  if (text) await box.fill(text);
  // With a text, the first option answering it: the options of the empty box may still be shown
  // while its search runs (CI picked another tag that way once).
  const option = page
    .getByRole('option')
    .filter(text ? { hasText: new RegExp(text, 'i') } : { hasNotText: 'Aucun résultat' })
    .first();
  await expect(option).toBeVisible();
  const chosen = (await option.innerText()).split('\n')[0]!.trim();
  await option.click();
  return chosen;
}

test('a journalist writes, enriches, publishes, unpublishes, schedules and duplicates an article', async ({
  page,
  host,
}) => {
  await publishSimilarArticle(host);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, host);

  // — An unknown brand is refused.
  await page.goto(`${host.url}#/XXX/article/edit`);
  await expect(page.getByText("Erreur, il n'y a pas de BrandKey")).toBeVisible();

  // — Creation: the main author is prefilled.
  await page.goto(`${host.url}#/TEL/article/edit`);
  await expect(page).toHaveURL(/#\/TEL\/article\/edit\?draft=[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('region', { name: 'Auteurs' }).getByRole('button', { name: /^Retirer / }),
  ).toHaveCount(1);

  await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(TITLE);
  await page.locator('.pm-content-lead').click();
  await page.keyboard.type('La réforme des retraites entre en vigueur au Sénat.', { delay: 5 });
  await page.keyboard.press('Control+s');
  await expect(page.locator('.fui-ToastTitle', { hasText: 'Article enregistré' })).toBeVisible();
  await expect(page).toHaveURL(/#\/TEL\/article\/edit\/[0-9a-f-]{36}$/);

  // — « Publier » is disabled and says exactly what is missing.
  await page.getByRole('button', { name: 'Statut : Brouillon' }).click();
  const publish = page.getByRole('menuitem', { name: 'Publier' });
  await expect(publish).toHaveAttribute('aria-disabled', 'true');
  await publish.hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toContainText('Une catégorie est obligatoire pour publier.');
  await expect(tooltip).toContainText('Une image est obligatoire pour publier.');
  await expect(tooltip).toContainText('Au moins un tag est obligatoire pour publier.');
  await shootLightAndDark(page, 'status-menu-disabled', {
    ready: async () => {
      await publish.hover();
      await expect(tooltip).toBeVisible();
    },
  });
  await page.keyboard.press('Escape');

  // — The image, a suggested tag, a category.
  // The media field (issue 14): a URL typed and Enter adds the image (https added), then its
  // credit and source.
  const url = page.getByRole('textbox', { name: "URL de l'image" });
  await url.fill('img.example.fr/calendrier.jpg');
  await url.press('Enter');
  await page.getByRole('textbox', { name: 'Crédit', exact: true }).fill('AFP');
  await page.getByRole('textbox', { name: 'Source', exact: true }).fill('AFP');
  await page.getByRole('button', { name: 'Ajouter le tag Retraites' }).click();
  await expect(page.getByRole('button', { name: 'Retirer Retraites' })).toBeVisible();
  const category = await pickFirst(page, 'Catégories');
  await expect(page.getByRole('button', { name: `Retirer ${category}` })).toBeVisible();
  await shootLightAndDark(page, 'editor-drawer');

  // — Publish.
  await page.getByRole('button', { name: 'Statut : Brouillon' }).click();
  await page.getByRole('menuitem', { name: 'Publier' }).click();
  await expect(page.getByRole('button', { name: 'Statut : Publié' })).toBeVisible();
  await expect(page.getByTestId('article-dates')).toContainText('Publié le');

  // — Unpublish with the warning: the header no longer says « Publié le ».
  await page.getByRole('button', { name: 'Statut : Publié' }).click();
  await page.getByRole('menuitem', { name: 'Dépublier' }).click();
  const warning = page.getByRole('alertdialog');
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'Dépublier' }).click();
  await expect(page.getByRole('button', { name: 'Statut : Brouillon' })).toBeVisible();
  await expect(page.getByTestId('article-dates')).not.toContainText('Publié le');

  // — Schedule in the future, typed in Paris time.
  await page.getByRole('button', { name: 'Statut : Brouillon' }).click();
  await page.getByRole('menuitem', { name: 'Programmer' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('textbox', { name: 'Date de publication' }).fill('14/07/2099 22:30');
  await expect(dialog).toContainText("Programmer l'article");
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByRole('button', { name: /^Statut : Programmé/ })).toBeVisible();
  await expect(page.getByTestId('article-dates')).toContainText('Programmé le 14/07/2099 à 22:30');

  // — Duplication web to another brand: a new CAP article started from this one.
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Duplication web' }).click();
  await page.getByRole('menuitem', { name: /CAP/ }).click();
  await expect(page).toHaveURL(/#\/CAP\/article\/edit\?draft=[0-9a-f-]{36}$/);
  await expect(page.getByRole('textbox', { name: 'Titre', exact: true })).toHaveValue(TITLE);
  await expect(page.getByRole('button', { name: 'Retirer Retraites' })).toBeVisible();
  // It says what it is a copy of, has its own slug, and names what TEL kept (and why).
  await expect(page.getByText(`Copie de « ${TITLE} » (TEL)`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(
    'retraites-le-calendrier-de-la-reforme',
  );
  await expect(
    page.getByText(/^Non repris, car propres à la marque TEL : Catégories : « /),
  ).toBeVisible();
  await shootLightAndDark(page, 'duplication');
});

test('the top-bar search opens an article; an advanced search restores its filters after a reload', async ({
  page,
  host,
}) => {
  const { searchArticleCount } = await host.graphql<{ searchArticleCount: number }>(
    `{ searchArticleCount(like: "Retraites : la réforme", where: { brandKey: "TEL" }) }`,
  );
  if (searchArticleCount === 0) await publishSimilarArticle(host);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, host);
  await page.goto(`${host.url}#/article/list?brand=TEL`);

  // — Top-bar autocomplete (Ctrl+K focuses it): published articles, newest first. The shortcut is
  // pressed once the list (and the shell's key handler) is there.
  const topBar = page.getByRole('combobox', { name: 'Rechercher un article publié' });
  await expect(page.getByRole('table', { name: 'Liste des articles' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(topBar).toBeFocused();
  await topBar.fill('Retraites');
  await page.getByRole('option', { name: new RegExp(SIMILAR_TITLE) }).click();
  await expect(page).toHaveURL(/#\/TEL\/article\/edit\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('textbox', { name: 'Titre', exact: true })).toHaveValue(
    SIMILAR_TITLE,
  );

  // — Advanced search: 'Programmé' and a tag, written into the URL.
  await page.goto(`${host.url}#/article/list?brand=TEL`);
  await page.getByRole('button', { name: 'Recherche avancée' }).click();
  const panel = page.getByRole('form', { name: 'Recherche avancée' });
  await panel.getByRole('checkbox', { name: 'Programmé' }).check();
  await pickFirst(page, 'Tags', 'Retrai');
  await panel.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/adv=1/);
  await expect(page).toHaveURL(/scheduled=1/);
  await expect(page).toHaveURL(/tag=/);
  const list = page.getByRole('table', { name: 'Liste des articles' });
  await expect(list.getByText(SIMILAR_TITLE)).toBeVisible();
  await shootLightAndDark(page, 'advanced-search');

  await page.reload();
  const restored = page.getByRole('form', { name: 'Recherche avancée' });
  await expect(restored.getByRole('checkbox', { name: 'Programmé' })).toBeChecked();
  await expect(restored.getByRole('button', { name: 'Retirer Retraites' })).toBeVisible();
  await expect(list.getByText(SIMILAR_TITLE)).toBeVisible();
});
