// Issue 13 end to end, in Chromium against the browser host, with the API a separate server the
// test stops and starts: reading offline from the local copy, the banner on a connection lost
// mid-session, pages that waited reloading by themselves, a restart offline.
import { test as base, expect } from '@playwright/test';
import {
  createArticle,
  editorBody,
  offlineHostFixture,
  outboxOnDisk,
  saveStatus,
  serverArticle,
  signIn,
  textOf,
  titleBox,
  typeInBody,
  type OfflineHost,
} from './offlineHost';

const test = base.extend<object, { host: OfflineHost }>({ host: offlineHostFixture });
test.setTimeout(300_000);

const SCREENS = process.env.SCREENSHOT_DIR;
const OFFLINE_BANNER = 'Serveur injoignable : vous travaillez hors ligne.';
const COPY_NOTICE = /^hors ligne — copie locale du \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/;

test.beforeEach(async ({ page, host }) => {
  await signIn(page, host);
});

test('failures 1, 3 and the restart: offline mid-session the banner shows, the article reopens from the local copy with its draft, even after restarting the app, and the save lands without a click', async ({
  page,
  host,
}) => {
  const article = await createArticle(host, 'Municipales : le second tour à Lyon');
  // Listed and opened once online: main keeps both.
  await page.goto(`${host.url()}#/article/list?brand=TEL&status=Draft`);
  await expect(page.getByRole('cell', { name: article.title })).toBeVisible();
  await page.getByRole('cell', { name: article.title }).click();
  await expect(titleBox(page)).toHaveValue(article.title);
  await expect(saveStatus(page, 'Enregistré')).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);

  // Failure 3: the connection goes while the user reads; no click, no call from the page.
  await host.stopApi();
  await expect(page.getByTestId('offline-banner')).toContainText(OFFLINE_BANNER, {
    timeout: 20_000,
  });
  if (SCREENS) await page.screenshot({ path: `${SCREENS}/offline-banner-mid-session.png` });

  const typed = 'Le dépouillement commence à 20 heures dans les 9 arrondissements.';
  await typeInBody(page, typed);
  await expect(saveStatus(page, 'Brouillon local')).toBeVisible();

  // Failure 1: reloading the editor offline opens the local copy and offers the draft.
  await page.reload();
  await expect(page.getByTestId('offline-copy-notice').locator('.fui-MessageBarTitle')).toHaveText(
    COPY_NOTICE,
  );
  const offer = page.getByRole('alertdialog', { name: 'Brouillon local trouvé' });
  await offer.getByRole('button', { name: 'Restaurer le brouillon local' }).click();
  await expect(titleBox(page)).toHaveValue(article.title);
  await expect(editorBody(page)).toContainText(typed);
  if (SCREENS) await page.screenshot({ path: `${SCREENS}/article-opened-offline.png` });

  // The list too, from its last loaded rows, with the same notice.
  await page.goto(`${host.url()}#/article/list?brand=TEL&status=Draft`);
  await expect(page.getByRole('cell', { name: article.title })).toBeVisible();
  await expect(page.getByTestId('offline-copy-notice')).toContainText(
    'hors ligne — copie locale du',
  );
  await expect(page.getByText('Une erreur est survenue')).toHaveCount(0);

  // Restart the app with no network: the session, the article and the draft are all there.
  await host.restartApp();
  await page.goto(`${host.url()}#/TEL/article/edit/${article.id}`);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByTestId('offline-copy-notice')).toContainText(
    'hors ligne — copie locale du',
  );
  await offer.getByRole('button', { name: 'Restaurer le brouillon local' }).click();
  await expect(editorBody(page)).toContainText(typed);
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(saveStatus(page, 'En attente de réseau')).toBeVisible();
  expect(outboxOnDisk(host, `TEL:${article.id}`).map((entry) => entry.key)).toEqual([
    `TEL:${article.id}`,
  ]);

  // The network comes back: banner gone, outbox replayed, page reloaded — with no click.
  await host.startApi();
  await expect(page.getByTestId('offline-banner')).toHaveCount(0, { timeout: 30_000 });
  await expect(saveStatus(page, 'Enregistré')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('offline-copy-notice')).toHaveCount(0);
  expect(textOf((await serverArticle(host, article.id)).body)).toContain('dépouillement');
  await expect.poll(() => outboxOnDisk(host, `TEL:${article.id}`)).toEqual([]);
});

test('failure 2: a page that waited for the network reloads by itself when it returns', async ({
  page,
  host,
}) => {
  const article = await createArticle(host, 'Transports : la ligne 18 ouvre en avance');
  await page.goto(`${host.url()}#/article/list?brand=TEL&status=Draft`);
  await expect(page.getByRole('cell', { name: article.title })).toBeVisible();

  await host.stopApi();
  try {
    // Never opened on this computer: says what waits, not « Une erreur est survenue ».
    await page.goto(`${host.url()}#/TEL/article/edit/${article.id}`);
    await expect(page.getByTestId('waiting-for-network')).toContainText(
      'Il s’ouvrira de lui-même dès le retour du réseau.',
    );
    await expect(page.getByText('Une erreur est survenue, veuillez réessayer')).toHaveCount(0);
  } finally {
    await host.startApi();
  }
  await expect(titleBox(page)).toHaveValue(article.title, { timeout: 30_000 });
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});
