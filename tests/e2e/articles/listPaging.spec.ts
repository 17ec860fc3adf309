// The article list loads 50 rows at a time as it scrolls (spec 000 §2, §4): the pages after the
// first are asked as the end of the table nears and appended once each; another tab starts again
// from its first page, and a row of a later page opens its article.
import { test as base, expect, type Page } from '@playwright/test';
import { ownSeededHost, signIn, type SeededHost } from './seededHost';

const test = base.extend<object, { host: SeededHost; hostGroup: string }>(ownSeededHost);
test.use({ hostGroup: 'listPaging' });
test.setTimeout(150_000);

const DRAFTS = 120;
const scroller = (page: Page) => page.getByTestId('article-list-scroller');
const counter = (page: Page) => page.getByText(/^\d+ sur \d+$/);

async function scrollToEnd(page: Page): Promise<void> {
  await scroller(page).evaluate((element) => (element.scrollTop = element.scrollHeight));
}

test('pages of 50 appended as the list scrolls, each once; another tab starts from its first page', async ({
  page,
  host,
}) => {
  for (let i = 0; i < DRAFTS; i++)
    await host.graphql(
      `mutation($c: ArticleCreateInput!) { upsertArticle(create: $c, update: {}) { id } }`,
      { c: { brandKey: 'GEO', format: 'Rich', title: `Brouillon paginé ${1000 + i}` } },
    );
  await signIn(page, host);
  await page.goto(`${host.url}#/article/list?status=Draft&brand=GEO`);
  await expect(counter(page)).toHaveText(`50 sur ${DRAFTS}`);

  await scrollToEnd(page);
  await expect(counter(page)).toHaveText(`100 sur ${DRAFTS}`);
  await scrollToEnd(page);
  await expect(counter(page)).toHaveText(`${DRAFTS} sur ${DRAFTS}`);
  await expect(page.getByRole('button', { name: 'Charger plus' })).toHaveCount(0);
  // Every draft once, newest change first: the last row is the first one created.
  await scrollToEnd(page);
  const last = page.locator(`tbody tr[data-index="${DRAFTS - 1}"]`);
  await expect(last).toContainText('Brouillon paginé 1000');

  // Another tab, then back: the list starts again from its first page.
  await page.goto(`${host.url}#/article/list?status=Published&brand=GEO`);
  await expect(page.getByText('Aucun résultat')).toBeVisible();
  await page.goto(`${host.url}#/article/list?status=Draft&brand=GEO`);
  await expect(counter(page)).toHaveText(`50 sur ${DRAFTS}`);

  // A row of the second page opens its article.
  await scrollToEnd(page);
  await expect(counter(page)).toHaveText(`100 sur ${DRAFTS}`);
  const row = page.locator('tbody tr[data-index="52"]');
  // The title cell's first line (a second one names who holds the lock).
  const title = (await row.locator('td').nth(1).innerText()).split('\n')[0]!.trim();
  await row.click();
  await expect(page.getByRole('textbox', { name: 'Titre', exact: true })).toHaveValue(title);
});
