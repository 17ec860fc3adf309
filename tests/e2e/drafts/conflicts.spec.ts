// Issue 13 failures 4 and 5 end to end: an article created offline whose « Brouillon local
// trouvé » offer is left open while the network returns keeps its words; a conflict shows both
// versions side by side as a word diff, and each of its three answers keeps both texts reachable.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import {
  createArticle,
  editorBody,
  offlineHostFixture,
  saveStatus,
  serverArticle,
  signIn,
  textOf,
  titleBox,
  typeInBody,
  type ArticleRow,
  type OfflineHost,
} from './offlineHost';

const test = base.extend<object, { host: OfflineHost }>({ host: offlineHostFixture });
test.setTimeout(300_000);

const SCREENS = process.env.SCREENSHOT_DIR;

test.beforeEach(async ({ page, host }) => {
  await signIn(page, host);
});

/** Every local draft main keeps, by key. */
function draftsOnDisk(
  host: OfflineHost,
): Array<{ key: string; value: { title?: string; body?: unknown } }> {
  const folder = join(host.dataDir, 'drafts');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .map(
      (name) =>
        JSON.parse(readFileSync(join(folder, name), 'utf8')) as {
          key: string;
          value: { title?: string; body?: unknown };
        },
    );
}

test('failure 4: an article created offline, its draft offer left open while the network returns, keeps its words', async ({
  page,
  host,
}) => {
  await host.stopApi();
  let apiStarted = false;
  try {
    await page.goto(`${host.url()}#/TEL/article/edit`);
    await expect(page).toHaveURL(/draft=/);
    const title = 'Inondations : la Seine à 6 mètres';
    const words = 'Les quais sont fermés à la circulation depuis ce matin.';
    await titleBox(page).fill(title);
    await typeInBody(page, words);
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(saveStatus(page, 'En attente de réseau')).toBeVisible();

    await page.reload();
    const offer = page.getByRole('alertdialog', { name: 'Brouillon local trouvé' });
    await expect(offer).toBeVisible();
    // The offer stays open while the network comes back and the queued save lands.
    await host.startApi();
    apiStarted = true;
    await expect(page).toHaveURL(/\/TEL\/article\/edit\/[^/?]+$/, { timeout: 40_000 });
    await expect(offer).toBeHidden();
    await expect(titleBox(page)).toHaveValue(title);
    await expect(editorBody(page)).toContainText(words);
    await expect(saveStatus(page, 'Enregistré')).toBeVisible();
    const id = /edit\/([^/?]+)$/.exec(page.url())![1]!;
    expect((await serverArticle(host, id)).title).toBe(title);
  } finally {
    if (!apiStarted) await host.startApi();
  }
});

async function conflictOn(page: Page, host: OfflineHost, name: string) {
  const article = await createArticle(host, `${name} : version initiale`);
  await page.goto(`${host.url()}#/TEL/article/edit/${article.id}`);
  await expect(titleBox(page)).toHaveValue(article.title);
  await expect(saveStatus(page, 'Enregistré')).toBeVisible();
  const mine = `${name} : ma version`;
  const myWords = 'Le maire a confirmé la fermeture des écoles jeudi.';
  await titleBox(page).fill(mine);
  await typeInBody(page, myWords);
  // Another session saves first.
  const theirs = `${name} : leur version`;
  const saved = await host.graphql<{ upsertArticle: ArticleRow }>(
    'mutation($id: ID!, $v: Int!, $t: String!) { upsertArticle(where: { id: $id }, create: { brandKey: "TEL", format: Rich, title: $t }, update: { version: $v, title: $t }) { id version title body } }',
    { id: article.id, v: article.version, t: theirs },
  );
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Conflit de versions' });
  await expect(dialog).toBeVisible();
  // Side by side, word diff: each side marks its own words.
  await expect(dialog.getByTestId('conflict-mine').locator('mark').first()).toHaveText('ma');
  await expect(dialog.getByTestId('conflict-theirs').locator('mark').first()).toHaveText('leur');
  await expect(dialog.getByTestId('conflict-mine')).toContainText(myWords);
  await expect(dialog).not.toContainText('n’ont pas été appliquées');
  return { article, mine, myWords, theirs, dialog, savedVersion: saved.upsertArticle.version };
}

test('failure 5, keep mine: saved over the other version, which stays in the history, and the user is told', async ({
  page,
  host,
}) => {
  const { article, mine, dialog } = await conflictOn(page, host, 'Grève');
  if (SCREENS) await page.screenshot({ path: `${SCREENS}/conflict-comparison.png` });
  await expect(dialog).toContainText('reste consultable dans l’historique');
  await dialog.getByRole('button', { name: 'Garder ma version' }).click();
  await expect(
    page.locator('.fui-ToastTitle', {
      hasText: 'l’autre version reste consultable dans l’historique',
    }),
  ).toBeVisible();
  await expect(saveStatus(page, 'Enregistré')).toBeVisible();
  expect((await serverArticle(host, article.id)).title).toBe(mine);
  // The other version is not lost: the article's history holds it.
  const { article: withHistory } = await host.graphql<{
    article: { histories: Array<{ snapshot: unknown }> };
  }>('query($id: ID!) { article(where: { id: $id }) { histories { snapshot } } }', {
    id: article.id,
  });
  expect(JSON.stringify(withHistory.histories)).toContain('Grève : leur version');
});

test('failure 5, take theirs: the server version in the editor, mine kept as a local copy', async ({
  page,
  host,
}) => {
  const { article, mine, myWords, theirs, dialog } = await conflictOn(page, host, 'Canicule');
  await dialog.getByRole('button', { name: 'Prendre l’autre version' }).click();
  await expect(titleBox(page)).toHaveValue(theirs);
  await expect(editorBody(page)).not.toContainText(myWords);
  await expect(page.locator('.fui-ToastTitle', { hasText: 'Brouillons locaux' })).toBeVisible();
  expect((await serverArticle(host, article.id)).title).toBe(theirs);
  await expect
    .poll(() =>
      draftsOnDisk(host).find((d) => d.key.startsWith('TEL:new:') && d.value.title === mine),
    )
    .toBeTruthy();
  const copy = draftsOnDisk(host).find((d) => d.value.title === mine)!;
  expect(textOf(copy.value.body)).toContain(myWords);
});

test('failure 5, copy mine into a new article: this one keeps theirs, mine opens as a new article', async ({
  page,
  host,
}) => {
  const { article, mine, myWords, theirs, dialog } = await conflictOn(page, host, 'Tempête');
  await dialog.getByRole('button', { name: 'Copier ma version dans un nouvel article' }).click();
  await expect(page).toHaveURL(/\/TEL\/article\/edit\?draft=/);
  const offer = page.getByRole('alertdialog', { name: 'Brouillon local trouvé' });
  await offer.getByRole('button', { name: 'Restaurer le brouillon local' }).click();
  await expect(titleBox(page)).toHaveValue(mine);
  await expect(editorBody(page)).toContainText(myWords);
  expect((await serverArticle(host, article.id)).title).toBe(theirs);
});
