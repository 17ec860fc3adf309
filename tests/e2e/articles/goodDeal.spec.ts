// The good-deal AI page (issue 35) end to end in Chromium: the real app and API, the server's AI
// gateway on the local OpenAI stand-in and product pages read from the local shop
// (tests/support/productPageStandIn.ts, loopback allowed by BACKOFFICE_PRODUCT_FETCH_ALLOW_LOOPBACK).
// A good deal generated from a product page, seen running then SUCCESS (the page's 5 s poller moved
// by Playwright's clock, not waited for), opened in the editor; a page without a product ends in
// ERROR with its message; a refused address keeps what was typed. Screenshots of both tabs.
import { test as base, expect, type Page } from '@playwright/test';
import { MESSAGES } from '../../../common/domain/messages';
import { LIMITS } from '../../../common/domain/limits';
import { STAND_IN_PRODUCTS } from '../../support/productPageStandIn';
import { goodDealHostFixture, type GoodDealHost } from '../support/aiHost';
import { shootLightAndDark } from '../support/screens';
import { signIn, type SeededHost } from './seededHost';

// A host of this file's own: its API is started with the AI and shop variables of this process.
const test = base.extend<object, { gd: GoodDealHost }>({ gd: goodDealHostFixture() });
test.setTimeout(180_000);

interface ServerProcess {
  id: string;
  status: 'SUCCESS' | 'ERROR' | null;
  error: string | null;
}

/** What the API says of the user's processes (the same user as the page). */
async function serverProcesses(host: SeededHost): Promise<ServerProcess[]> {
  const data = await host.graphql<{ articleGoodDealAiProcesses: ServerProcess[] }>(
    '{ articleGoodDealAiProcesses(first: 30) { id status error } }',
  );
  return data.articleGoodDealAiProcesses;
}

const form = (page: Page) => page.getByRole('form', { name: MESSAGES.goodDealGenerateTab });
const urlField = (page: Page) => form(page).getByRole('textbox', { name: /URL du produit/ });
const history = (page: Page) => page.getByRole('table', { name: MESSAGES.goodDealHistoryTab });
/** The newest process (row 0 is the header). */
const newest = (page: Page) => history(page).getByRole('row').nth(1);

/** Generates a good deal for `url` on TEL; the history tab opens with it on top. */
async function generate(page: Page, url: string): Promise<void> {
  await urlField(page).fill(url);
  await expect(form(page).getByRole('combobox', { name: /Marque/ })).toHaveValue('TEL');
  await page.getByRole('button', { name: MESSAGES.goodDealGenerate, exact: true }).click();
  await expect(page.getByText(MESSAGES.goodDealStarted)).toBeVisible();
  await expect(page.getByRole('tab', { name: MESSAGES.goodDealHistoryTab })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

/** Waits for the server to end the newest process, then moves the page's poller by 5 s. */
async function pollOnceEnded(page: Page, host: SeededHost): Promise<ServerProcess> {
  await expect
    .poll(async () => (await serverProcesses(host))[0]?.status ?? null, { timeout: 60_000 })
    .not.toBeNull();
  await page.clock.runFor(LIMITS.polling.goodDealProcessesMs);
  return (await serverProcesses(host))[0]!;
}

test('a good deal from a product page: running, then SUCCESS, opened in the editor', async ({
  page,
  gd,
}) => {
  const { host, shop } = gd;
  const product = STAND_IN_PRODUCTS[0]!;
  await page.clock.install();
  await signIn(page, host);
  // Reached from the article list, with the brand in effect.
  await page.goto(`${host.url}#/article/list?brand=TEL`);
  await page.getByRole('button', { name: MESSAGES.goodDealTitle }).click();
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES.goodDealTitle })).toBeVisible();
  await expect(page.getByText('Beta', { exact: true })).toBeVisible();
  // The super-admin sees the prompts and the transparency clause.
  await expect(page.getByRole('heading', { name: MESSAGES.goodDealPromptsTitle })).toBeVisible();
  await expect(page.getByRole('textbox', { name: MESSAGES.goodDealClauseLabel })).toBeVisible();
  await shootLightAndDark(page, 'good-deal-generate', { fullPage: true });

  // The provider holds its answer until the page has shown the process running.
  gd.standIn.pause();
  await generate(page, shop.pageUrl(product.slug));
  // Running: the address until the page was read, then the product's name.
  await expect(newest(page)).toContainText('En cours');
  gd.standIn.resume();
  const ended = await pollOnceEnded(page, host);
  expect(ended).toMatchObject({ status: 'SUCCESS', error: null });
  const done = newest(page);
  await expect(done).toContainText(product.name);
  await expect(done).toContainText('Terminé');
  await shootLightAndDark(page, 'good-deal-history');

  await done.getByRole('button', { name: MESSAGES.goodDealOpenArticle }).click();
  await expect(page).toHaveURL(/#\/TEL\/article\/edit\/[^/?]+/);
  const title = page.getByRole('textbox', { name: 'Titre', exact: true });
  await expect(title).toHaveValue(new RegExp(`^Bon plan : ${product.name}`));
  // The product's image, imported into the media store, is the article's media.
  const image = page.getByRole('img', { name: product.name });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});

test('a page without a product ends in ERROR with its message; a refused address keeps the text', async ({
  page,
  gd,
}) => {
  const { host, shop } = gd;
  shop.page(
    'nos-magasins',
    '<!doctype html><html><head><title>Nos magasins</title></head><body><h1>Nos magasins</h1><p>Venez nous voir.</p></body></html>',
  );
  await page.clock.install();
  await signIn(page, host);
  await page.goto(`${host.url}#/ia/article?brand=TEL`);

  await urlField(page).fill('ftp://boutique.example.fr/produit');
  await page.getByRole('button', { name: MESSAGES.goodDealGenerate, exact: true }).click();
  await expect(page.getByText(MESSAGES.urlInvalid)).toBeVisible();
  await expect(urlField(page)).toHaveValue('ftp://boutique.example.fr/produit');

  await generate(page, shop.pageUrl('nos-magasins'));
  // No provider call here: the job may end before the first look, so no « En cours » is asserted.
  const ended = await pollOnceEnded(page, host);
  expect(ended).toMatchObject({ status: 'ERROR', error: MESSAGES.goodDealNoProduct });
  const failed = newest(page);
  await expect(failed).toContainText(shop.pageUrl('nos-magasins'));
  await expect(failed).toContainText('Erreur');
  await expect(failed).toContainText(MESSAGES.goodDealNoProduct);
  await shootLightAndDark(page, 'good-deal-history-error');
});
