// Issue 32 through the real app (browser host, the API as a separate server process with its own
// video host): a journalist drops a video file on a new TEL video article, sees it go up, creates
// the article with 'Créer la vidéo' and sees the video processed (poster, duration, dimensions,
// codecs, « Prête »); sets its « Localisation » to France and Belgium, finds it again after a reload;
// moves it to the trash through 'Les articles reliés à cette vidéo'. Then a large file whose upload
// is cut by the API stopping mid-way: 'Le chargement a été interrompu', and the upload starting
// again by itself once the API is back. Set SCREENSHOT_DIR to keep light and dark screenshots.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { ownSeededHost, signIn, type SeededHost } from './seededHost';
import { shootLightAndDark } from '../support/screens';

const test = base.extend<object, { host: SeededHost; hostGroup: string }>(ownSeededHost);
test.use({ hostGroup: 'video' });
test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);

const FIXTURE = join(__dirname, '..', 'fixtures', 'vendanges.mp4');
const TITLE = 'Reportage : les vendanges à la main';

/** Drops a file on the video panel's zone as the desktop's file manager would. */
async function dropVideo(page: Page, path: string, name: string): Promise<void> {
  const base64 = readFileSync(path).toString('base64');
  const dataTransfer = await page.evaluateHandle(
    ({ base64, name }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type: 'video/mp4' }));
      return transfer;
    },
    { base64, name },
  );
  const zone = page.getByTestId('video-drop-zone');
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

async function pickFirst(page: Page, label: string): Promise<string> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  const option = page.getByRole('option').filter({ hasNotText: 'Aucun résultat' }).first();
  await expect(option).toBeVisible();
  const chosen = (await option.innerText()).split('\n')[0]!.trim();
  await option.click();
  return chosen;
}

async function openLocalisation(page: Page) {
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Localisation' }).click();
  return page.getByRole('dialog', { name: 'Localisation' });
}

test('a video file dropped on a new TEL video goes up, is processed, located and trashed', async ({
  page,
  host,
}) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, host);
  await page.goto(`${host.url}#/TEL/video/edit`);
  await expect(page).toHaveURL(/#\/TEL\/video\/edit\?draft=[0-9a-f-]{36}$/);
  await expect(page.getByText('Déposez une vidéo ici')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choisir une vidéo' })).toBeVisible();

  // — The title and the channel TEL requires, then the file.
  await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(TITLE);
  const channel = await pickFirst(page, 'Chaîne vidéo');
  await expect(page.getByRole('button', { name: `Retirer ${channel}` })).toBeVisible();
  await dropVideo(page, FIXTURE, 'vendanges.mp4');

  const upload = page.getByTestId('video-upload');
  await expect(upload).toContainText('vendanges.mp4');
  await expect(upload.getByRole('progressbar', { name: 'Envoi de vendanges.mp4' })).toBeVisible();
  // The article does not exist yet: the file waits up, « Envoyée ».
  await expect(upload.getByTestId('video-upload-state')).toHaveText(/^Envoyée · /, {
    timeout: 30_000,
  });
  await expect(upload).toContainText('39 Ko sur 39 Ko');

  // — 'Créer la vidéo': the article is created, the video attached to it, processed, Ready.
  await page.getByRole('button', { name: 'Créer la vidéo' }).click();
  await expect(page).toHaveURL(/#\/TEL\/video\/edit\/[0-9a-f-]{36}$/);
  const id = /edit\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
  const facts = page.getByTestId('video-facts');
  await expect(facts).toBeVisible({ timeout: 30_000 });
  await expect(facts).toContainText('Prête', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Statut : Prêt' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(facts).toContainText('00:03');
  await expect(facts).toContainText('640 × 360');
  await expect(facts).toContainText('h264 / aac');
  const poster = facts.getByRole('img', { name: 'Image de la vidéo' });
  await expect(poster).toBeVisible();
  await expect
    .poll(() => poster.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const { article } = await host.graphql<{
    article: { status: string; title: string; histories: Array<{ id: string }> };
  }>('query($id: ID!) { article(where: { id: $id }) { status title histories { id } } }', { id });
  expect(article).toMatchObject({ status: 'Ready', title: TITLE });
  // It went through Pending on its way (too short to be seen here): its history keeps the step.
  const statuses: unknown[] = [];
  for (const entry of article.histories) {
    const { articleHistory } = await host.graphql<{
      articleHistory: { snapshot: { status?: string } };
    }>('query($id: ID!) { articleHistory(where: { id: $id }) { snapshot } }', { id: entry.id });
    statuses.push(articleHistory.snapshot.status);
  }
  expect(statuses).toContain('Pending');
  expect(statuses).toContain('Ready');
  await shootLightAndDark(page, 'video-ready');

  // — « Localisation »: only in France and Belgium, kept after a reload.
  let dialog = await openLocalisation(page);
  await dialog.getByRole('radio', { name: 'Uniquement dans ces pays' }).check();
  const search = dialog.getByRole('searchbox', { name: 'Rechercher un pays' });
  await search.fill('franc');
  await dialog.getByRole('checkbox', { name: 'France', exact: true }).check();
  await search.fill('belg');
  await dialog.getByRole('checkbox', { name: 'Belgique', exact: true }).check();
  await expect(dialog.getByText('Pays choisis : France, Belgique')).toBeVisible();
  // From the keyboard: the country list is one Tab stop, walked with the arrows.
  // The chosen ones come first, in French order.
  await dialog.getByRole('checkbox', { name: 'Belgique', exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('checkbox', { name: 'France', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await shootLightAndDark(page, 'video-localisation', { target: dialog });
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.locator('.fui-ToastTitle', { hasText: 'La localisation de la vidéo a été enregistrée.' }),
  ).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('video-facts')).toBeVisible();
  dialog = await openLocalisation(page);
  await expect(dialog.getByRole('radio', { name: 'Uniquement dans ces pays' })).toBeChecked();
  await expect(dialog.getByText('Pays choisis : France, Belgique')).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler' }).click();

  // — The trash: the related articles first, then the video leaves its host.
  await page.getByRole('button', { name: 'Statut : Prêt' }).click();
  await page.getByRole('menuitem', { name: 'Mettre en corbeille' }).click();
  const related = page.getByRole('alertdialog', { name: 'Les articles reliés à cette vidéo' });
  await expect(related.getByText("Aucun article n'intègre cette vidéo.")).toBeVisible();
  await shootLightAndDark(page, 'video-related-articles', { target: related });
  await related.getByRole('button', { name: 'Mettre en corbeille' }).click();
  await expect(page.getByRole('button', { name: 'Statut : Corbeille' })).toBeVisible({
    timeout: 15_000,
  });
  const after = await host.graphql<{ article: { status: string; video: unknown } }>(
    'query($id: ID!) { article(where: { id: $id }) { status video { hostVideoId } } }',
    { id },
  );
  expect(after.article).toEqual({ status: 'Deleted', video: null });
});

test('an upload cut by the API going away says so, and starts again by itself once it is back', async ({
  page,
  host,
}) => {
  // A large file (1 Go of raw frames): its upload lasts long enough to be cut half-way.
  const dir = mkdtempSync(join(tmpdir(), 'backoffice-video-e2e-'));
  const big = join(dir, 'rushes.mkv');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const ffmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  execFileSync(ffmpeg, [
    '-v', 'error', '-y',
    '-f', 'lavfi', '-i', 'color=c=0x2060a0:s=1280x720:r=25:d=30',
    '-c:v', 'rawvideo', '-pix_fmt', 'yuv420p', '-f', 'matroska', big,
  ]); // prettier-ignore
  try {
    const { categories } = await host.graphql<{ categories: Array<{ id: string }> }>(
      '{ categories(first: 1, where: { brandKey: "TEL", format: Channel }) { id } }',
    );
    const { upsertArticle } = await host.graphql<{ upsertArticle: { id: string } }>(
      `mutation($create: ArticleCreateInput!) { upsertArticle(create: $create, update: {}) { id } }`,
      {
        create: {
          brandKey: 'TEL',
          format: 'Video',
          title: 'Rushes : la cueillette',
          status: 'Draft',
          channels: { set: [{ id: categories[0]!.id }] },
        },
      },
    );
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signIn(page, host);
    await page.goto(`${host.url}#/TEL/video/edit/${upsertArticle.id}`);
    await expect(page.getByText('Déposez une vidéo ici')).toBeVisible();
    await page.getByLabel('Choisir une vidéo', { exact: true }).setInputFiles(big);

    const upload = page.getByTestId('video-upload');
    const state = upload.getByTestId('video-upload-state');
    const bar = upload.getByRole('progressbar', { name: 'Envoi de rushes.mkv' });
    await expect(state).toHaveText(/^Envoi en cours · /, { timeout: 60_000 });
    // Some bytes are up (the bar moved), not all.
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 60_000 })
      .toBeGreaterThan(0);
    await shootLightAndDark(page, 'video-upload-progress', {
      target: page.getByTestId('video-panel'),
    });

    // — The API goes away mid-upload: said within seconds, with « Réessayer ».
    await host.stopApi();
    await expect(state).toHaveText(/^Le chargement a été interrompu/, { timeout: 10_000 });
    await expect(upload.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await shootLightAndDark(page, 'video-upload-interrupted', {
      target: page.getByTestId('video-panel'),
    });

    // — Back: the upload starts again by itself (a new URL, from byte 0) and completes.
    await host.startApi();
    await expect(state).toHaveText(/^Envoi en cours · /, { timeout: 60_000 });
    await expect(page.getByTestId('video-facts')).toBeVisible({ timeout: 120_000 });
    await expect(page.getByTestId('video-facts')).toContainText('1280 × 720');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
