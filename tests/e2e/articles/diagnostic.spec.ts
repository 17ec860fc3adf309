// « Diagnostic » end to end in Chromium (issue 37; spec 000 §2 "Actions": published only, in a new
// window — a new tab under the browser host). A published article whose public URL is a page of
// the local site (tests/support/articlePageStandIn.ts; the API started with
// BACKOFFICE_DIAGNOSTIC_ALLOW_LOOPBACK=1): run from the editor's action menu, the new tab shows
// every check green; a bad page shows them red with why; « Relancer » asks again; a page that
// cannot be read says so in the bar. Screenshots of the window, light and dark.
import { test as base, expect, type Page } from '@playwright/test';
import { MESSAGES } from '../../../common/domain/messages';
import { startArticlePageStandIn, type ArticlePageStandIn } from '../../support/articlePageStandIn';
import { shootLightAndDark } from '../support/screens';
import { signIn, startSeededHost, type SeededHost } from './seededHost';

interface DiagnosticHost {
  host: SeededHost;
  site: ArticlePageStandIn;
}

const test = base.extend<object, { dh: DiagnosticHost }>({
  dh: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const site = await startArticlePageStandIn();
      // The API reads this variable when it starts: the local site is on loopback.
      process.env.BACKOFFICE_DIAGNOSTIC_ALLOW_LOOPBACK = '1';
      const host = await startSeededHost();
      delete process.env.BACKOFFICE_DIAGNOSTIC_ALLOW_LOOPBACK;
      await use({ host, site });
      await host.close();
      await site.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});
test.setTimeout(150_000);

/** A published TEL article (requirements met) whose canonical URL is `url`; its id. */
async function publishedArticle(host: SeededHost, url: string): Promise<string> {
  const { categories } = await host.graphql<{ categories: Array<{ id: string }> }>(
    '{ categories(first: 1, where: { brandKey: "TEL", format: Category }) { id } }',
  );
  const { upsertTag } = await host.graphql<{ upsertTag: { id: string } }>(
    'mutation { upsertTag(where: { title: "Vendanges", lang: "fr", type: "Tag" }, create: { title: "Vendanges", type: "Tag", lang: "fr" }) { id } }',
  );
  const { upsertArticle } = await host.graphql<{ upsertArticle: { id: string } }>(
    `mutation($create: ArticleCreateInput!) { upsertArticle(create: $create, update: {}) { id } }`,
    {
      create: {
        brandKey: 'TEL',
        format: 'Rich',
        title: 'Les vendanges précoces',
        status: 'Published',
        canonical: url,
        medias: [
          {
            key: 'cle-creditee-123',
            href: 'https://img.example.fr/cuve.jpg',
            credit: 'Jeanne Martin',
            source: 'AFP',
            format: 'image',
          },
        ],
        categories: { set: [{ id: categories[0]!.id }] },
        tags: { set: [{ id: upsertTag.id }] },
      },
    },
  );
  return upsertArticle.id;
}

/** Runs « Diagnostic » from the editor's action menu; the new tab it opened. */
async function runDiagnostic(page: Page, host: SeededHost, id: string): Promise<Page> {
  await page.goto(`${host.url}#/TEL/article/edit/${id}`);
  await page.getByRole('button', { name: 'Actions' }).click();
  const tab = page.context().waitForEvent('page');
  await page.getByRole('menuitem', { name: MESSAGES.actionDiagnostic }).click();
  const opened = await tab;
  // Tall enough for the nine checks in one picture (the shell scrolls inside, not the page).
  await opened.setViewportSize({ width: 1280, height: 1100 });
  await expect(opened).toHaveURL(new RegExp(`#/TEL/article/diagnostic/${id}$`));
  return opened;
}

const checks = (page: Page) =>
  page.getByRole('list', { name: MESSAGES.diagnosticTitle }).getByRole('listitem');

test('a good page: the new tab shows every check green', async ({ page, dh }) => {
  const id = await publishedArticle(dh.host, dh.site.pageUrl('bon'));
  await signIn(page, dh.host);
  const window = await runDiagnostic(page, dh.host, id);
  await expect(
    window.getByRole('heading', { level: 1, name: MESSAGES.diagnosticTitle }),
  ).toBeVisible();
  await expect(checks(window)).toHaveCount(9);
  for (const row of await checks(window).all())
    await expect(row).toHaveAttribute('data-ok', 'true');
  await expect(window.getByText(`Page analysée : ${dh.site.pageUrl('bon')}`)).toBeVisible();
  await expect(checks(window).filter({ hasText: 'Image Open Graph' })).toContainText(
    '1200 × 630 px',
  );
  await shootLightAndDark(window, 'diagnostic-good', { fullPage: true });
  await window.close();
});

test('a bad page: checks red with why; « Relancer » asks again', async ({ page, dh }) => {
  const id = await publishedArticle(dh.host, dh.site.pageUrl('mauvais'));
  await signIn(page, dh.host);
  const window = await runDiagnostic(page, dh.host, id);
  await expect(checks(window)).toHaveCount(9);
  await expect(checks(window).filter({ hasText: 'URL canonique' })).toHaveAttribute(
    'data-ok',
    'false',
  );
  await expect(checks(window).filter({ hasText: 'Liens internes' })).toContainText(
    `Sans réponse : ${dh.site.url}/articles/disparu`,
  );
  await expect(checks(window).filter({ hasText: MESSAGES.diagnosticFailed })).toHaveCount(7);
  await shootLightAndDark(window, 'diagnostic-bad', { fullPage: true });
  await window.getByRole('button', { name: MESSAGES.diagnosticRerun }).click();
  await expect(checks(window)).toHaveCount(9);
  await window.close();
});

test('a page that cannot be read is said in the bar', async ({ page, dh }) => {
  const id = await publishedArticle(dh.host, dh.site.pageUrl('redirection-privee'));
  await signIn(page, dh.host);
  const window = await runDiagnostic(page, dh.host, id);
  await expect(window.getByRole('alert')).toContainText(MESSAGES.diagnosticPageForbidden);
  await window.close();
});
