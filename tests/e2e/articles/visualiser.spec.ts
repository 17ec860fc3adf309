// « Visualiser » in the browser host (issue 30: it did nothing visible there). The host has no
// system browser to hand the address to, so the page opens the article's public URL in a new tab;
// an address recorded as not answering shows the spec's dialog first (000 §2), whose « Ouvrir
// quand même » opens the tab too. The public site is a local page served by the test.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base, expect, type Page } from '@playwright/test';
import { seededHostFixture, signIn, type SeededHost } from './seededHost';

const test = base.extend<object, { host: SeededHost }>({ host: seededHostFixture });
test.setTimeout(150_000);

let site: Server;
let origin: string;
test.beforeAll(async () => {
  site = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>Site public</title><h1>Page publique ${req.url ?? ''}</h1>`);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

/** A published TEL article (requirements met) with the given public addresses; its id. */
async function publishedArticle(host: SeededHost, fields: Record<string, unknown>) {
  const { categories } = await host.graphql<{ categories: Array<{ id: string }> }>(
    '{ categories(first: 1, where: { brandKey: "TEL", format: Category }) { id } }',
  );
  const { upsertTag } = await host.graphql<{ upsertTag: { id: string } }>(
    'mutation { upsertTag(where: { title: "Sorties", lang: "fr", type: "Tag" }, create: { title: "Sorties", type: "Tag", lang: "fr" }) { id } }',
  );
  const { upsertArticle } = await host.graphql<{ upsertArticle: { id: string } }>(
    `mutation($create: ArticleCreateInput!) { upsertArticle(create: $create, update: {}) { id } }`,
    {
      create: {
        brandKey: 'TEL',
        format: 'Rich',
        title: 'Les sorties du week-end',
        status: 'Published',
        medias: [
          {
            key: 'sorties',
            href: 'https://img.example.fr/sorties.jpg',
            credit: 'AFP',
            source: 'AFP',
            format: 'image',
          },
        ],
        categories: { set: [{ id: categories[0]!.id }] },
        tags: { set: [{ id: upsertTag.id }] },
        ...fields,
      },
    },
  );
  return upsertArticle.id;
}

async function openVisualiser(page: Page, host: SeededHost, id: string) {
  await page.goto(`${host.url}#/TEL/article/edit/${id}`);
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Visualiser' }).click();
}

test('opens the public URL of a published article in a new tab', async ({ page, host }) => {
  const id = await publishedArticle(host, { canonical: `${origin}/les-sorties.html` });
  await signIn(page, host);
  const tab = page.context().waitForEvent('page');
  await openVisualiser(page, host, id);
  const opened = await tab;
  await expect(opened).toHaveURL(`${origin}/les-sorties.html`);
  await expect(
    opened.getByRole('heading', { name: 'Page publique /les-sorties.html' }),
  ).toBeVisible();
  // The public page cannot reach back into the app.
  expect(await opened.evaluate(() => window.opener)).toBeNull();
  await opened.close();
});

test('says an address that did not answer, then opens it on « Ouvrir quand même »', async ({
  page,
  host,
}) => {
  const id = await publishedArticle(host, {
    urls: [{ origin, path: '/ailleurs.html', statusOk: false }],
  });
  await signIn(page, host);
  await openVisualiser(page, host, id);
  const dialog = page.getByRole('dialog', { name: 'Adresse publique injoignable' });
  await expect(dialog).toContainText(`${origin}/ailleurs.html`);
  const tab = page.context().waitForEvent('page');
  await dialog.getByRole('button', { name: 'Ouvrir quand même' }).click();
  await expect(await tab).toHaveURL(`${origin}/ailleurs.html`);
  await expect(dialog).toBeHidden();
});
