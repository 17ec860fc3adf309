// The dashboard in the real app (spec 000 §2, the flow): filter by author and category and
// see the chart and the list change, open a row, download the CSV and read it back, « Reset », and
// the « nouveaux articles » button after another user publishes (the 60 s poll, fast-forwarded).
// Screenshots of the dashboard with its chart, light and dark, go to SCREENSHOT_DIR when set.
import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { ownSeededHost, signIn, SEEDED_ADMIN, type SeededHost } from '../articles/seededHost';
import { shootLightAndDark } from '../support/screens';

// It counts every article published today: a host of its own, not the one other files share.
const test = base.extend<object, { host: SeededHost; hostGroup: string }>(ownSeededHost);
test.use({ hostGroup: 'dashboard' });
test.setTimeout(180_000);

interface Seeded {
  authors: { id: string; name: string }[];
  categories: { id: string; title: string }[];
  tagId: string;
}

async function catalogue(host: SeededHost): Promise<Seeded> {
  const { authors } = await host.graphql<{ authors: { id: string; name: string }[] }>(
    '{ authors(first: 2, where: { brandKey: "TEL" }, orderBy: name_ASC) { id name } }',
  );
  const { categories } = await host.graphql<{ categories: { id: string; title: string }[] }>(
    '{ categories(first: 2, where: { brandKey: "TEL", format: Category, level: 2 }) { id title } }',
  );
  const { upsertTag } = await host.graphql<{ upsertTag: { id: string } }>(
    'mutation { upsertTag(where: { title: "Tableau de bord", lang: "fr", type: "Tag" }, create: { title: "Tableau de bord", type: "Tag", lang: "fr" }) { id } }',
  );
  return { authors, categories, tagId: upsertTag.id };
}

const UPSERT =
  'mutation($create: ArticleCreateInput!) { upsertArticle(create: $create, update: {}) { id status } }';

function publishable(title: string, seeded: Seeded, author: number, category: number) {
  return {
    brandKey: 'TEL',
    format: 'Rich',
    title,
    status: 'Published',
    medias: [
      {
        key: `${title}.jpg`,
        href: 'https://img.example.fr/dashboard.jpg',
        credit: 'AFP',
        source: 'AFP',
        format: 'image',
      },
    ],
    categories: { set: [{ id: seeded.categories[category]!.id }] },
    tags: { set: [{ id: seeded.tagId }] },
    authors: { set: [{ id: seeded.authors[author]!.id }] },
  };
}

/** Publishes as another demo user (Camille Martin), signed in to the API on her own. */
async function publishAsCamille(host: SeededHost, create: Record<string, unknown>): Promise<void> {
  const post = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const response = await fetch(`${host.apiUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data: Record<string, { token?: string; status?: string }> };
  };
  const login = await post(
    'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
    { e: 'camille.martin@demo.backoffice.test', p: SEEDED_ADMIN.password },
  );
  const saved = await post(UPSERT, { create }, login.data.login!.token);
  expect(saved.data.upsertArticle!.status).toBe('Published');
}

const rows = (page: Page) => page.getByRole('table', { name: 'Publications' }).getByRole('row');
const chartCaption = (page: Page) => page.getByText(/^Publications par heure \(heure de Paris\)/);

async function pick(page: Page, label: string, text: string, option: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(text);
  // A multiselect combobox lists its options as checkable items; 'Toutes' names their brand.
  await page.getByRole('menuitemcheckbox', { name: `${option} (TEL)` }).click();
  await page.keyboard.press('Escape');
}

test('filters, chart, row, CSV, Reset and « nouveaux articles »', async ({ page, host }) => {
  const seeded = await catalogue(host);
  const [alice, bruno] = seeded.authors;
  const [catA, catB] = seeded.categories;
  for (const [title, author, category] of [
    ['Budget : le vote ; « serré »', 0, 0],
    ['Festival : la programmation', 1, 1],
    ['Réforme : ce qui change', 0, 1],
  ] as const)
    await host.graphql(UPSERT, { create: publishable(title, seeded, author, category) });

  // The page's clock is ours from the start, so that the 60 s poll can be fast-forwarded.
  await page.clock.install();
  await signIn(page, host);
  await page.goto(`${host.url}#/dashboard`);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // Reset: published + scheduled, today, three formats — the three articles of today.
  await expect(rows(page)).toHaveCount(1 + 3);
  await expect(chartCaption(page)).toContainText('3 au total');
  await expect(page.getByText('3 résultats')).toBeVisible();
  // The chart keeps its height: its hour labels do not run under the count (the page's flex
  // column once shrank the chart's box on a short window).
  const chartBottom = await page
    .getByRole('figure')
    .evaluate((figure) => figure.getBoundingClientRect().bottom);
  const countTop = await page
    .getByText('3 résultats')
    .evaluate((count) => count.getBoundingClientRect().top);
  expect(countTop).toBeGreaterThanOrEqual(chartBottom);

  // — By author: the chart and the list follow.
  await pick(page, 'Auteurs', alice!.name.slice(0, 4), alice!.name);
  await expect(rows(page)).toHaveCount(1 + 2);
  await expect(chartCaption(page)).toContainText('2 au total');
  await expect(page.getByRole('table', { name: 'Publications' })).not.toContainText('Festival');
  void bruno;

  // — And by category.
  await pick(page, 'Catégories', catA!.title.slice(0, 4), catA!.title);
  await expect(rows(page)).toHaveCount(1 + 1);
  await expect(chartCaption(page)).toContainText('1 au total');
  await expect(rows(page).nth(1)).toContainText('Budget : le vote ; « serré »');
  await expect(rows(page).nth(1)).toContainText(alice!.name);
  await expect(rows(page).nth(1)).toContainText(catA!.title);

  // — The CSV of this filter, downloaded and read back.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^dashboard-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
  expect(lines[0]).toBe(
    'Date de publication;Image;Description;Catégories;Contributeurs;Média;Diffusion;Statut',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(
    new RegExp(
      `^\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2};https://img\\.example\\.fr/dashboard\\.jpg;"Budget : le vote ; « serré »";${catA!.title};${alice!.name};1 image;TEL;Publié$`,
    ),
  );

  // — Filters survive a reload (session storage).
  await page.reload();
  // A reload restores the session and loads the screen's chunk first: longer on a busy machine.
  await expect(rows(page)).toHaveCount(1 + 1, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: `Retirer ${alice!.name} (TEL)` })).toBeVisible();

  // — Screenshots with the chart, light and dark (the whole day's chart: Reset first).
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(rows(page)).toHaveCount(1 + 3);
  await expect(page.getByRole('button', { name: `Retirer ${alice!.name} (TEL)` })).toHaveCount(0);
  await shootLightAndDark(page, 'dashboard');

  // — Another user publishes; at the next poll (60 s later) the button appears and loads it.
  await expect(page.getByRole('button', { name: 'nouveaux articles' })).toHaveCount(0);
  await publishAsCamille(host, publishable('Dernière minute : alerte météo', seeded, 1, 0));
  await page.clock.fastForward(61_000);
  const fresh = page.getByRole('button', { name: 'nouveaux articles' });
  await expect(fresh).toBeVisible();
  await fresh.click();
  await expect(fresh).toHaveCount(0);
  await expect(rows(page)).toHaveCount(1 + 4);
  await expect(rows(page).nth(1)).toContainText('Dernière minute : alerte météo');

  // — A row opens the article editor.
  await rows(page).filter({ hasText: 'Festival : la programmation' }).click();
  await expect(page).toHaveURL(/#\/TEL\/article\/edit\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('textbox', { name: 'Titre', exact: true })).toHaveValue(
    'Festival : la programmation',
  );
  void catB;
});
