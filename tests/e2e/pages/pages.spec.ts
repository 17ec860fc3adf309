// Pages end to end in Chromium (issue 17): walk the brand's tree by its cards and breadcrumbs,
// create a sub-page, add a board section with 3 articles, reorder them by drag, pin one, add a
// text section, save and publish; then another user holds the page's lock and the app shows it.
// Run: npx playwright test pages/ (SCREENSHOT_DIR keeps shots).
import { test as base, expect, type Page } from '@playwright/test';
import { SEEDED_ADMIN, seededHostFixture, signIn, type SeededHost } from '../articles/seededHost';
import { shootLightAndDark } from '../support/screens';

const test = base.extend<object, { host: SeededHost }>({ host: seededHostFixture });
test.setTimeout(150_000);

const ARTICLES = ['Marée noire en Bretagne', 'Les vendanges précoces', 'Un été sans canicule'];
const PAGE_TITLE = 'Dossier climat';

const shoot = (page: Page, name: string) => shootLightAndDark(page, name);

const toast = (page: Page, text: string) => page.locator('.fui-ToastTitle', { hasText: text });

async function apiLogin(host: SeededHost, email: string): Promise<string> {
  const r = await fetch(`${host.apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
      variables: { e: email, p: SEEDED_ADMIN.password },
    }),
  });
  const json = (await r.json()) as { data: { login: { token: string } } };
  return json.data.login.token;
}

test('walks the tree, creates a sub-page with a board and a text section, publishes it; another user’s lock shows', async ({
  page,
  host,
}) => {
  for (const title of ARTICLES)
    await host.graphql(
      'mutation($c: ArticleCreateInput!) { upsertArticle(create: $c, update: {}) { id } }',
      { c: { brandKey: 'TEL', format: 'Rich', title } },
    );
  await signIn(page, host);

  // — The tree: Racine → TEL (level 1) → Actualités (level 2) → its level-3 pages.
  await page.goto(`${host.url}#/TEL/page/category/list`);
  const cards = page.getByRole('list', { name: 'Pages' }).getByRole('listitem');
  const card = (title: string) =>
    cards.filter({ has: page.getByText(title, { exact: true }) }).first();
  await card('TEL')
    .getByRole('button', { name: /^Ouvrir/ })
    .click();
  // Level 2 is shown once the trail ends on TEL (before that the root's cards are still there).
  await expect(
    page
      .getByRole('navigation', { name: 'Arborescence' })
      .getByRole('button', { name: 'TEL', exact: true }),
  ).toBeVisible();
  await expect(card('TEL')).toHaveCount(0);
  await expect(cards.first()).toBeVisible();
  const level2 = cards.filter({ has: page.getByRole('button', { name: /^Ouvrir/ }) }).first();
  const level2Title = (await level2.getAttribute('aria-label'))!;
  await level2.getByRole('button', { name: /^Ouvrir/ }).click();
  const breadcrumbs = page.getByRole('navigation', { name: 'Arborescence' });
  await expect(breadcrumbs.getByRole('button', { name: level2Title })).toBeVisible();
  await expect(breadcrumbs.getByRole('button', { name: 'Racine' })).toBeVisible();
  await expect(page.getByText('Niveau 3').first()).toBeVisible();
  await shoot(page, 'page-list-level3');

  // Breadcrumbs: back to level 2 through 'TEL', then forward again.
  await breadcrumbs.getByRole('button', { name: 'TEL', exact: true }).click();
  await expect(card(level2Title)).toBeVisible();
  await card(level2Title)
    .getByRole('button', { name: /^Ouvrir/ })
    .click();
  // Read the parent only once the level-3 cards replaced the level-2 ones (else the title read is
  // the old first card's while the click lands on the new one's).
  await expect(breadcrumbs.getByRole('button', { name: level2Title })).toBeVisible();
  await expect(cards.first()).toContainText('Niveau 3');
  const parentCard = cards.first();
  const parentTitle = (await parentCard.getAttribute('aria-label'))!;

  // — Create a sub-page under a level-3 page.
  await parentCard.getByRole('button', { name: 'Créer une sous-page' }).click();
  await expect(page.getByRole('heading', { name: 'Nouvelle page' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Page parente' })).toHaveValue(parentTitle);
  await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(PAGE_TITLE);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Création effectuée')).toBeVisible();
  await expect(page).toHaveURL(/\/TEL\/page\/category\/edit\/[^#]+\/[0-9a-f-]{36}$/);

  // — A board section with 3 articles, reordered by drag, one pinned.
  await page.getByRole('button', { name: 'Ajouter une section' }).click();
  await page.getByRole('menuitem', { name: 'Contenu' }).click();
  await expect(page).toHaveURL(/#section-/);
  await page.getByRole('textbox', { name: 'Titre de la section' }).fill('À la une');
  const results = page.getByRole('list', { name: 'Résultats de recherche' });
  for (const title of ARTICLES) {
    await page.getByRole('searchbox').fill(title.slice(0, 12));
    await results.getByRole('button', { name: `Ajouter ${title}` }).click();
  }
  const items = page.getByRole('list', { name: 'Éléments de la section' }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  // Adding the same article again is refused with the spec's message.
  await results.getByRole('button', { name: `Ajouter ${ARTICLES[2]}` }).click();
  await expect(page.getByText('Cet élément est déjà présent dans la section.')).toBeVisible();
  await items.nth(2).dragTo(items.nth(0));
  await expect(items.nth(0)).toHaveAccessibleName(`1. ${ARTICLES[2]}`);
  await expect(items.nth(1)).toHaveAccessibleName(`2. ${ARTICLES[0]}`);
  // Keyboard reorder too: Alt+↓ moves the focused item down.
  await items.nth(1).focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(items.nth(2)).toHaveAccessibleName(`3. ${ARTICLES[0]}`);
  await page.getByRole('button', { name: `Épingler ${ARTICLES[2]}` }).click();
  await expect(items.nth(0)).toHaveAccessibleName(`1. ${ARTICLES[2]} (épinglé)`);
  await shoot(page, 'page-editor-board');

  // — A text section with the rich-text editor.
  await page.getByRole('button', { name: 'Ajouter une section' }).click();
  await page.getByRole('menuitem', { name: 'Texte' }).click();
  await page.getByRole('textbox', { name: 'Titre de la section' }).fill('Introduction');
  await page.locator('.pm-content-body').click();
  await page.keyboard.type('Le climat change, nos pages aussi.', { delay: 10 });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Sauvegarde effectuée')).toBeVisible();

  // — Publish.
  await page.getByRole('button', { name: 'Statut', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publier' }).click();
  await expect(toast(page, 'La page a bien été publiée')).toBeVisible();

  // The server has it all, in order.
  const pageId = /([0-9a-f-]{36})(?:#.*)?$/.exec(page.url())![1]!;
  const saved = await host.graphql<{
    category: {
      status: string;
      level: number;
      sections: {
        type: string;
        title: string;
        boardItems: { title: string; pinnedAt: string | null }[];
      }[];
    };
  }>(
    'query($id: ID!) { category(where: { id: $id }) { status level sections { type title boardItems { title pinnedAt } } } }',
    { id: pageId },
  );
  expect(saved.category.status).toBe('Published');
  expect(saved.category.level).toBe(4);
  expect(saved.category.sections.map((s) => [s.type, s.title])).toEqual([
    ['Board', 'À la une'],
    ['Text', 'Introduction'],
  ]);
  expect(saved.category.sections[0]!.boardItems.map((i) => i.title)).toEqual([
    ARTICLES[2],
    ARTICLES[1],
    ARTICLES[0],
  ]);
  expect(saved.category.sections[0]!.boardItems[0]!.pinnedAt).not.toBeNull();

  // The location hash selects a section: reopening with the text section's hash shows it.
  await page.getByRole('button', { name: /^Texte : Introduction/ }).click();
  await expect(page.getByRole('heading', { name: 'Texte', exact: true })).toBeVisible();

  // — Another user takes the lock once this editor is closed: the list and the editor show it.
  await breadcrumbsBack(page);
  const camille = await apiLogin(host, 'camille.martin@demo.backoffice.test');
  await expect
    .poll(async () => {
      const r = await fetch(`${host.apiUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${camille}` },
        body: JSON.stringify({
          query: 'mutation($id: ID!) { lockCategory(where: { id: $id }) { lockedBy { name } } }',
          variables: { id: pageId },
        }),
      });
      const json = (await r.json()) as { data?: { lockCategory: { lockedBy: { name: string } } } };
      return json.data?.lockCategory.lockedBy.name ?? null;
    })
    .toBe('Camille Martin');
  await page.reload();
  const lockedCard = page.getByRole('listitem', { name: PAGE_TITLE, exact: true });
  await expect(lockedCard.getByText('En cours de modification par Camille Martin')).toBeVisible();
  await expect(lockedCard.getByRole('button', { name: 'Modifier' })).toHaveCount(0);
  await page.goto(`${host.url}#/TEL/page/category/edit/${pageId}`);
  await expect(
    page.getByText('Cette page est en cours de modification par Camille Martin.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Titre', exact: true })).toBeDisabled();
});

/** Leaves the editor for the parent's list (the editor gives its lock back on leaving). */
async function breadcrumbsBack(page: Page): Promise<void> {
  const url = page.url().replace(/#.*$/, '');
  const route = new URL(page.url()).hash.replace(/^#/, '').replace(/#.*$/, '');
  const listRoute = route.replace('/edit/', '/list/').replace(/\/[0-9a-f-]{36}$/, '');
  await page.goto(`${url}#${listRoute}`);
  await expect(page.getByRole('listitem', { name: PAGE_TITLE })).toBeVisible();
}
