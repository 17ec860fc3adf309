// Offline drafts through the real app and its real embedded server (DESIGN.md "Offline drafts"):
// words typed and not saved survive a reload and are offered back word for word; a save made while
// the API is unreachable waits ('En attente de réseau') and lands when it is back ('Enregistré');
// a save over a version changed by another session is refused with both versions kept, and asked.
// Waits only on visible French text and on the draft and outbox files main writes.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { outboxOnDisk } from '../drafts/offlineHost';
import { seededHostFixture, signIn, type SeededHost } from './seededHost';

const test = base.extend<object, { host: SeededHost }>({ host: seededHostFixture });
test.setTimeout(90_000);

const SCREENS = process.env.SCREENSHOT_DIR;
const body = (page: Page) => page.locator('.pm-content-body');
const title = (page: Page) => page.getByRole('textbox', { name: 'Titre', exact: true });
const saveStatus = (page: Page, label: string) =>
  page.getByRole('status').filter({ hasText: new RegExp(`^${label}$`) });

interface ArticleRow {
  id: string;
  version: number;
  title: string;
  body: unknown;
}

async function createArticle(host: SeededHost, articleTitle: string): Promise<ArticleRow> {
  const { upsertArticle } = await host.graphql<{ upsertArticle: ArticleRow }>(
    'mutation($create: ArticleCreateInput!) { upsertArticle(create: $create, update: {}) { id version title body } }',
    { create: { brandKey: 'TEL', format: 'Rich', title: articleTitle } },
  );
  return upsertArticle;
}

async function serverArticle(host: SeededHost, id: string): Promise<ArticleRow> {
  const { article } = await host.graphql<{ article: ArticleRow }>(
    'query($id: ID!) { article(where: { id: $id }) { id version title body } }',
    { id },
  );
  return article;
}

const textOf = (doc: unknown): string => JSON.stringify(doc ?? null);

/** The draft main keeps on disk for an article (main/drafts/DraftStore: base64url of the key). */
function draftOnDisk(
  host: SeededHost,
  id: string,
): { value: { title?: string; body?: unknown }; problem?: unknown } | null {
  const file = join(
    host.dataDir,
    'drafts',
    `${Buffer.from(`TEL:${id}`, 'utf8').toString('base64url')}.json`,
  );
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as {
        value: { title?: string; body?: unknown };
        problem?: unknown;
      })
    : null;
}

async function openArticle(page: Page, host: SeededHost, article: ArticleRow): Promise<void> {
  await page.goto(`${host.url}#/TEL/article/edit/${article.id}`);
  await expect(title(page)).toHaveValue(article.title);
  await expect(saveStatus(page, 'Enregistré')).toBeVisible();
}

async function typeInBody(page: Page, text: string): Promise<void> {
  await body(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text, { delay: 10 });
}

test.beforeEach(async ({ page, host }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, host);
});

test('words typed and not saved are offered back after a reload, word for word; keeping the server version drops them', async ({
  page,
  host,
}) => {
  const article = await createArticle(host, 'Brouillon : la rentrée littéraire');
  await openArticle(page, host, article);

  const typedTitle = 'Brouillon : la rentrée littéraire, 500 romans';
  const typedBody =
    'Cinq cents romans paraissent cette année, dont « L’été d’après » et 74 premiers romans.';
  await title(page).fill(typedTitle);
  await typeInBody(page, typedBody);
  await expect(saveStatus(page, 'Brouillon local')).toBeVisible();
  // On disk (main's DraftStore), not saved on the server.
  await expect.poll(() => draftOnDisk(host, article.id)?.value.title).toBe(typedTitle);
  await expect.poll(() => textOf(draftOnDisk(host, article.id)?.value.body)).toContain(typedBody);
  const typedDoc = draftOnDisk(host, article.id)!.value.body;
  expect((await serverArticle(host, article.id)).title).toBe(article.title);

  await page.reload();
  const offer = page.getByRole('alertdialog', { name: 'Brouillon local trouvé' });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('diffère de la version enregistrée sur le serveur');
  if (SCREENS) await page.screenshot({ path: `${SCREENS}/drafts-restore-offer.png` });
  await offer.getByRole('button', { name: 'Restaurer le brouillon local' }).click();
  await expect(offer).toBeHidden();
  await expect(title(page)).toHaveValue(typedTitle);
  await expect(body(page)).toHaveText(typedBody);
  expect(
    await body(page).evaluate((el) =>
      (
        el as HTMLElement & { pmViewDesc?: { node: { toJSON(): unknown } } }
      ).pmViewDesc?.node.toJSON(),
    ),
  ).toEqual(typedDoc);
  await expect(saveStatus(page, 'Brouillon local')).toBeVisible();

  // Restoring did not save it: still offered after another reload; keeping the server's copy is
  // the user's explicit choice, and only then does the draft go.
  await page.reload();
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Garder la version du serveur' }).click();
  await expect(title(page)).toHaveValue(article.title);
  await expect(body(page)).not.toContainText('Cinq cents romans');
  await expect(saveStatus(page, 'Enregistré')).toBeVisible();
  await expect.poll(() => draftOnDisk(host, article.id)).toBeNull();
});

test("a save made while the API is unreachable waits ('En attente de réseau') and lands when it is back", async ({
  page,
  host,
}) => {
  const article = await createArticle(host, 'Grève SNCF : le trafic du week-end');
  await openArticle(page, host, article);

  await host.stopApi();
  try {
    const typedBody = 'Un TGV sur deux circulera samedi, selon la direction.';
    await typeInBody(page, typedBody);
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(saveStatus(page, 'En attente de réseau')).toBeVisible();
    // The outbox tried, failed on the network, and keeps the save for later.
    await expect
      .poll(
        () => outboxOnDisk(host).find((entry) => entry.key === `TEL:${article.id}`)?.attempts ?? 0,
      )
      .toBeGreaterThanOrEqual(1);
    await expect(saveStatus(page, 'En attente de réseau')).toBeVisible();
    if (SCREENS) await page.screenshot({ path: `${SCREENS}/drafts-waiting-for-network.png` });
    expect(textOf((await Promise.resolve(draftOnDisk(host, article.id)))?.value.body)).toContain(
      typedBody,
    );
  } finally {
    await host.startApi();
  }

  // The outbox's next replay (at most a few seconds later) lands the save.
  await expect(saveStatus(page, 'Enregistré')).toBeVisible({ timeout: 40_000 });
  await expect(page.locator('.fui-ToastTitle', { hasText: 'Article enregistré' })).toBeVisible();
  expect(textOf((await serverArticle(host, article.id)).body)).toContain(
    'Un TGV sur deux circulera samedi',
  );
  await expect.poll(() => draftOnDisk(host, article.id)).toBeNull();
  await expect.poll(() => outboxOnDisk(host, `TEL:${article.id}`)).toEqual([]);

  await page.reload();
  await expect(title(page)).toHaveValue(article.title);
  await expect(body(page)).toHaveText('Un TGV sur deux circulera samedi, selon la direction.');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('a save over a version another session changed keeps both versions and asks', async ({
  page,
  host,
}) => {
  const article = await createArticle(host, 'Météo : vigilance orange');
  await openArticle(page, host, article);
  const mine = 'Vents violents attendus sur la façade atlantique.';
  await typeInBody(page, mine);

  // Another session (the API, as the same editor elsewhere) saves first.
  const theirTitle = 'Météo : vigilance rouge en Bretagne';
  await host.graphql(
    'mutation($id: ID!, $v: Int!, $t: String!) { upsertArticle(where: { id: $id }, create: { brandKey: "TEL", format: Rich, title: $t }, update: { version: $v, title: $t }) { id version } }',
    {
      id: article.id,
      v: article.version,
      t: theirTitle,
    },
  );

  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Conflit de versions' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Rien n’a été écrasé');
  // The modal hides the page from the accessibility tree: the badge is found by its text.
  await expect(page.locator('.fui-Badge', { hasText: /^Conflit$/ })).toBeVisible();
  // Both kept: theirs on the server, mine in the editor and on disk.
  const server = await serverArticle(host, article.id);
  expect(server.title).toBe(theirTitle);
  expect(textOf(server.body)).not.toContain(mine);
  expect(textOf(draftOnDisk(host, article.id)?.value.body)).toContain(mine);
  await expect(body(page)).toHaveText(mine);

  await dialog.getByRole('button', { name: 'Garder ma version' }).click();
  await expect(saveStatus(page, 'Enregistré')).toBeVisible();
  expect(textOf((await serverArticle(host, article.id)).body)).toContain(mine);
});

test('a queued save the server refuses as invalid shows each field message under its field', async ({
  page,
  host,
}) => {
  const article = await createArticle(host, 'Cinéma : les sorties de la semaine');
  // The editor itself never sends a blank title; a save queued by another client could. The
  // bridge's socket is relayed as is, except that this save's title is emptied on its way to main,
  // so main's outbox sends it and the real server refuses it (BAD_USER_INPUT, fields.title).
  await page.routeWebSocket(/\/bridge(\?|$)/, (socket) => {
    const main = socket.connectToServer();
    socket.onMessage((message) => {
      const data = JSON.parse(String(message)) as {
        channel?: string;
        payload?: {
          variables?: { create?: Record<string, unknown>; update?: Record<string, unknown> };
        };
      };
      const variables = data.channel === 'outbox.enqueue' ? data.payload?.variables : undefined;
      if (variables?.create) variables.create.title = '';
      if (variables?.update) variables.update.title = '';
      main.send(JSON.stringify(data));
    });
  });
  await page.reload();
  await openArticle(page, host, article);
  await title(page).fill('Cinéma : les sorties du mercredi');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();

  const titleRequired = 'Un article doit comporter un titre pour pouvoir être enregistré.';
  const titleField = page.locator('.fui-Field').filter({ has: title(page) });
  await expect(titleField.locator('.fui-Field__validationMessage')).toHaveText(titleRequired);
  await expect(title(page)).toHaveAccessibleDescription(
    new RegExp(titleRequired.replace(/\./g, '\\.')),
  );
  // Not repeated as a form-level line: the title is on screen.
  await expect(page.getByText(titleRequired)).toHaveCount(1);
  expect(draftOnDisk(host, article.id)).toMatchObject({
    problem: { code: 'BAD_USER_INPUT', fields: { title: titleRequired } },
  });
  expect((await serverArticle(host, article.id)).title).toBe(article.title);
  if (SCREENS) await page.screenshot({ path: `${SCREENS}/field-errors.png` });

  await title(page).fill('Cinéma : les sorties du mercredi 12');
  await expect(page.getByText(titleRequired)).toHaveCount(0);
});
