// Issue 39's acceptance test: two app instances (two browser-host processes, each with its own
// main and live subscription, two Chromium contexts, two users) on one API server. A (the seeded
// admin) opens an article: B (Camille Martin) sees A « modifie » on its row of the article list,
// live; B opening it meets the lock and is sent back to the list. A publishes: B's row says
// « Publié » without a reload. A closes the editor: B's row no longer shows A and B's locked
// notice turns into the hand-off (« Modifier maintenant »), which opens the article with its lock
// — and now A, on the list, sees B. Set SCREENSHOT_DIR to keep light and dark screenshots.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect, type Browser, type Page } from '@playwright/test';
import { startHost, type StartedHost } from './support/hostProcess';
import { SEEDED_ADMIN, startSeededApi, type SeededApi } from './support/seededApi';
import { shootLightAndDark } from './support/screens';

test.setTimeout(300_000);

const TITLE = 'Municipales : le second tour en direct';
const CAMILLE = 'camille.martin@demo.backoffice.test';

let api: SeededApi;
const hosts: StartedHost[] = [];
const dirs: string[] = [];

test.beforeAll(async () => {
  api = await startSeededApi('backoffice-live-e2e-');
});
test.afterAll(async () => {
  await Promise.all(hosts.map((host) => host.stop()));
  await api?.close();
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

/** One app instance: its own browser host (main, drafts, outbox, live channel) on the shared API. */
async function appInstance(): Promise<StartedHost> {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-live-app-'));
  dirs.push(dataDir);
  const host = await startHost({
    BACKOFFICE_DATA_DIR: dataDir,
    BACKOFFICE_API_URL: api.apiUrl,
    DATABASE_URL: '',
  });
  hosts.push(host);
  return host;
}

async function signInAs(page: Page, url: string, email: string): Promise<void> {
  await page.goto(`${url}#/login`);
  await page.getByLabel('Adresse e-mail').fill(email);
  // Not remembered: both instances share this machine's keychain, where a remembered session
  // would sign the other instance in as the same user.
  await page.getByRole('checkbox', { name: 'Se souvenir de moi' }).uncheck();
  await page.getByLabel('Mot de passe').fill(SEEDED_ADMIN.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('button', { name: /^Compte :/ })).toBeVisible();
}

/** A TEL draft that may be published (an image, a category, a tag). */
async function seedDraft(): Promise<string> {
  const { categories } = await api.graphql<{ categories: Array<{ id: string }> }>(
    '{ categories(first: 1, where: { brandKey: "TEL", format: Category }) { id } }',
  );
  const { upsertTag } = await api.graphql<{ upsertTag: { id: string } }>(
    'mutation { upsertTag(where: { title: "Municipales", lang: "fr", type: "Tag" }, create: { title: "Municipales", type: "Tag", lang: "fr" }) { id } }',
  );
  const { upsertArticle } = await api.graphql<{ upsertArticle: { id: string } }>(
    `mutation($create: ArticleCreateInput!) { upsertArticle(create: $create, update: {}) { id } }`,
    {
      create: {
        brandKey: 'TEL',
        format: 'Rich',
        title: TITLE,
        status: 'Draft',
        medias: [
          {
            key: 'urne',
            href: 'https://img.example.fr/urne.jpg',
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
  return upsertArticle.id;
}

async function openPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

test('two app instances see each other live: presence, publication, the lock handed over', async ({
  browser,
}) => {
  const [hostA, hostB] = await Promise.all([appInstance(), appInstance()]);
  const id = await seedDraft();
  const a = await openPage(browser);
  const b = await openPage(browser);
  await signInAs(a, hostA.url, SEEDED_ADMIN.email);
  await signInAs(b, hostB.url, CAMILLE);

  // B looks at the drafts of TEL; A opens the article.
  await b.goto(`${hostB.url}#/article/list?brand=TEL&status=Draft`);
  const rowB = b.getByRole('row').filter({ hasText: TITLE });
  await expect(rowB).toBeVisible();
  await a.goto(`${hostA.url}#/TEL/article/edit/${id}`);
  await expect(a.getByRole('button', { name: 'Statut : Brouillon' })).toBeVisible();

  // — B sees A in the list, without reloading.
  const presenceB = rowB.getByTestId('row-presence');
  await expect(presenceB).toContainText('Administratrice Démo modifie');
  await shootLightAndDark(b, 'live-list-presence');

  // — B opens it: the lock sends B back to the list (its « Publié » tab), which says who holds it.
  await rowB.click();
  await expect(b.getByRole('button', { name: 'Prendre la main' })).toBeVisible();
  await expect(b.getByText('Aucun résultat')).toBeVisible();

  // — A publishes: B's list offers it (« nouveaux articles ») without reloading by itself.
  await a.getByRole('button', { name: 'Statut : Brouillon' }).click();
  await a.getByRole('menuitem', { name: 'Publier' }).click();
  await expect(a.getByRole('button', { name: 'Statut : Publié' })).toBeVisible();
  await b.getByRole('button', { name: 'nouveaux articles' }).click();
  await expect(rowB).toContainText('Publié');
  await expect(presenceB).toContainText('Administratrice Démo modifie');

  // — A closes: B's row no longer shows A, and B is told the lock is free.
  await a.getByRole('button', { name: 'Retour à la liste' }).click();
  await expect(presenceB).toHaveCount(0);
  await expect(b.getByTestId('lock-freed')).toBeVisible();
  await shootLightAndDark(b, 'live-lock-freed');

  // — B takes it: the editor opens with the lock, and A's list shows B.
  await b.getByRole('button', { name: 'Modifier maintenant' }).click();
  await expect(b.getByRole('button', { name: 'Statut : Publié' })).toBeVisible();
  await a.goto(`${hostA.url}#/article/list?brand=TEL`);
  const rowA = a.getByRole('row').filter({ hasText: TITLE });
  await expect(rowA.getByTestId('row-presence')).toContainText('Camille Martin modifie');

  // — The editor header: A follows the article's live screen (it reads, holding no lock), and
  // B's header shows it at once.
  await a.goto(`${hostA.url}#/TEL/article/live/${id}`);
  await expect(b.getByTestId('editor-presence')).toContainText('Administratrice Démo regarde');
  await shootLightAndDark(b, 'live-header-presence');

  // — Pages, through the list kit: A opens one of TEL's root pages, B's card of it shows A.
  const { categories: roots } = await api.graphql<{
    categories: Array<{ id: string; title: string }>;
  }>(
    '{ categories(first: 1, where: { brandKey: "TEL", format: Category, root: true }) { id title } }',
  );
  const root = roots[0]!;
  await b.goto(`${hostB.url}#/TEL/page/category/list`);
  const cardB = b
    .getByRole('list', { name: 'Pages' })
    .getByRole('listitem')
    .filter({ has: b.getByText(root.title, { exact: true }) });
  await expect(cardB).toBeVisible();
  await a.goto(`${hostA.url}#/TEL/page/category/edit/${root.id}`);
  await expect(cardB.getByTestId('row-presence')).toContainText('Administratrice Démo modifie');
  await shootLightAndDark(b, 'live-page-list-presence');

  // — B opens it: read-only while A holds it. A leaves: B's editor itself offers the hand-off,
  // and « Modifier maintenant » opens the form in place.
  await b.goto(`${hostB.url}#/TEL/page/category/edit/${root.id}`);
  const titleB = b.getByRole('textbox', { name: 'Titre', exact: true });
  await expect(titleB).toBeDisabled();
  // In the app (not a reload): leaving the editor releases the lock.
  await a.evaluate(() => (window.location.hash = '#/TEL/page/category/list'));
  await expect(b.getByTestId('lock-freed')).toContainText('vous pouvez le modifier.');
  await shootLightAndDark(b, 'live-editor-hand-off');
  await b.getByRole('button', { name: 'Modifier maintenant' }).click();
  await expect(titleB).toBeEnabled();
  await expect(b.getByTestId('lock-freed')).toHaveCount(0);
  await expect(b).toHaveURL(new RegExp(`/TEL/page/category/edit/${root.id}$`));
});
