// Issue 14 "Must show", end to end in Chromium through the browser host: real image files dropped
// on an article (a DataTransfer of File objects built from files on disk, dispatched as a drop)
// show progress then the images; credit and source filled; the publish requirement for an image
// is met; a dropped text file is refused with 'Invalid File type and/or size'; with the API
// stopped, an upload waits and finishes once the API is started again. Screenshots of the
// picker, an upload in progress and the focus-point picker go to SCREENSHOT_DIR.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { ArticleForRules, MediaObject, RichTextNode } from '../../../common/domain/article';
import { publishRequirementErrors } from '../../../common/domain/validation/publishRequirements';
import { seededHostFixture, signIn, type SeededHost } from '../articles/seededHost';

const test = base.extend<object, { host: SeededHost }>({ host: seededHostFixture });
test.setTimeout(240_000);
const SHOTS = process.env.SCREENSHOT_DIR;
const SUFFIX = process.env.COLOR_SCHEME === 'dark' ? '-dark' : '';
const ROOT = resolve(__dirname, '../../..');

interface FileSpec {
  name: string;
  type: string;
  bytes: Buffer;
}

async function photo(width: number, height: number, artist: string): Promise<Buffer> {
  return sharp(readFileSync(join(ROOT, 'tests/fixtures/j5.jpeg')))
    .resize(width, height, { fit: 'fill' })
    .withExif({ IFD0: { Artist: artist, Copyright: 'Agence Test' } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** Drops real files on a target as the OS would: a DataTransfer holding File objects. */
async function dropFiles(page: Page, target: Locator, files: FileSpec[]): Promise<void> {
  const payload = files.map((f) => ({
    name: f.name,
    type: f.type,
    b64: f.bytes.toString('base64'),
  }));
  const dataTransfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.b64), (c) => c.charCodeAt(0));
      dt.items.add(new File([bytes], f.name, { type: f.type }));
    }
    return dt;
  }, payload);
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

function imageNodes(body: unknown): RichTextNode[] {
  const out: RichTextNode[] = [];
  const walk = (node: RichTextNode) => {
    if (node.type === 'image') out.push(node);
    for (const child of node.content ?? []) walk(child);
  };
  if (body) walk(body as RichTextNode);
  return out;
}

test('drops photos on an article, shows progress then images, meets the image requirement; refuses a text file; waits for the API', async ({
  page,
  host,
}) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await signIn(page, host);
  await page.goto(`${host.url}#/TEL/article/edit`);
  await page
    .getByRole('textbox', { name: 'Titre', exact: true })
    .fill('Les robots envahissent la ville');
  const field = page.getByTestId('media-drop-zone');
  const bodyZone = page.getByTestId('body-drop-zone');
  await page.locator('.pm-content-body').click();
  await page.keyboard.type('Premier paragraphe du corps.');

  // A text file on the media field: refused at once with the spec's message, nothing sent.
  await dropFiles(page, field, [
    { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('pas une image\n') },
  ]);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid File type and/or size' }),
  ).toBeVisible();
  await page
    .getByRole('group', { name: 'Téléversement de notes.txt' })
    .getByRole('button', { name: 'Retirer' })
    .click();

  // Two photos on the body: two placeholders with progress, then two images in the body.
  const big = await photo(6000, 4000, 'Jean Reporter');
  const small = await photo(1600, 1000, 'Anne Photographe');
  await dropFiles(page, bodyZone, [
    { name: 'robot-24mpx.jpg', type: 'image/jpeg', bytes: big },
    { name: 'robot-rue.jpg', type: 'image/jpeg', bytes: small },
  ]);
  const bigTile = page.getByRole('group', { name: 'Téléversement de robot-24mpx.jpg' });
  await expect(bigTile).toBeVisible();
  await expect(bigTile.getByRole('progressbar')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `upload-in-progress${SUFFIX}.png`) });
  await expect(
    page.locator(
      '.pm-content-body figure, .pm-content-body [data-node-type="image"], .pm-content-body img',
    ),
  ).toHaveCount(2, { timeout: 60_000 });
  await expect(bigTile).toHaveCount(0);

  // One photo on the main image field: its card with credit and source (read from the file).
  await dropFiles(page, field, [{ name: 'une.jpg', type: 'image/jpeg', bytes: small }]);
  const card = page.getByRole('group', { name: /^Image / });
  await expect(card).toBeVisible({ timeout: 60_000 });
  await expect(card.getByRole('textbox', { name: 'Crédit' })).toHaveValue('Anne Photographe');
  await card.getByRole('textbox', { name: 'Crédit' }).fill('Anne Photographe / Rédaction');
  await card.getByRole('textbox', { name: 'Source' }).fill('Rédaction');
  // A second file on a single-image field is refused with the spec's message.
  await dropFiles(page, field, [{ name: 'autre.jpg', type: 'image/jpeg', bytes: small }]);
  await expect(page.getByText("Supprimez l'image avant d'en importer une nouvelle")).toBeVisible();

  // The focus point: « Suggérer » fills it from the server's saliency crop.
  await card.getByRole('button', { name: 'Point focal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Point focal' });
  await expect(dialog.locator('img')).toBeVisible();
  await dialog.getByRole('button', { name: 'Suggérer' }).click();
  await expect(dialog.getByTestId('focus-marker')).toBeVisible();
  await expect(dialog.getByText(/^Point focal : \d+ % × \d+ %$/)).toBeVisible();
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `focus-point${SUFFIX}.png`) });
  await dialog.getByRole('button', { name: 'Valider' }).click();

  // The picker: sources, tabs, chips, views; the uploaded photos are in « One Photos ».
  await page.getByRole('button', { name: 'Médiathèque' }).click();
  const picker = page.getByRole('dialog', { name: 'Médiathèque' });
  // « Image principale » is an image field (issue 30): its picker offers the image tab only (no
  // Article, Video, Diapo or Podcast, which the body's « Multimédia » element offers).
  await expect(picker.getByRole('tab')).toHaveCount(1);
  await expect(picker.getByRole('tab', { name: 'Photo' })).toHaveAttribute('aria-selected', 'true');
  // The field holds its image: the picker says first that a pick replaces it.
  await expect(picker.getByText(/remplacera l'image actuelle du champ/)).toBeVisible();
  // The three photos this test uploaded are there, beside the demo's own pictures of TEL.
  const results = picker.getByTestId('picker-results');
  for (const name of ['robot-24mpx.jpg', 'robot-rue.jpg', 'une.jpg'])
    await expect(results.getByRole('button', { name: `Choisir ${name}` })).toBeVisible({
      timeout: 20_000,
    });
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `picker-grid${SUFFIX}.png`) });
  // The media actions (issue 30): copy a photo's public address, download its original.
  // (Reading the clipboard back is the test's: the app only writes it.)
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(host.url).origin,
  });
  await picker.getByRole('button', { name: "Copier l'adresse de une.jpg" }).click();
  await expect(
    page.locator('.fui-ToastTitle', { hasText: 'URL copied to clipboard' }),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /^http:\/\/127\.0\.0\.1:\d+\/media\/files\/TEL\/.+/,
  );
  // The original comes from the API's origin as an attachment: the browser saves it.
  const downloading = page.waitForEvent('download');
  await picker.getByRole('button', { name: "Télécharger l'original de une.jpg" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^[0-9a-f-]{36}\.(jpg|webp)$/);
  await picker.getByRole('button', { name: 'Liste', exact: true }).click();
  await expect(picker.getByTestId('picker-results')).toHaveAttribute('data-view', 'list');
  await picker.getByRole('button', { name: 'Fermer' }).click();

  // Saved: the article holds its image with credit and source, the body its two images.
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Enregistré', { exact: true })).toBeVisible({ timeout: 20_000 });
  const { searchArticles } = await host.graphql<{
    searchArticles: { id: string; medias: unknown; body: unknown; title: string }[];
  }>('{ searchArticles(first: 5, like: "Les robots") { id title medias body } }');
  const saved = searchArticles[0]!;
  const medias = saved.medias as MediaObject[];
  expect(medias).toHaveLength(1);
  expect(medias[0]).toMatchObject({ credit: 'Anne Photographe / Rédaction', source: 'Rédaction' });
  expect(medias[0]!.focusPoint).toBeTruthy();
  const bodyImages = imageNodes(saved.body);
  expect(bodyImages).toHaveLength(2);
  expect(bodyImages.map((n) => n.attrs?.credit).sort()).toEqual([
    'Anne Photographe',
    'Jean Reporter',
  ]);
  const rules: ArticleForRules = {
    title: saved.title,
    status: 'Draft',
    format: 'Rich',
    brandKey: 'TEL',
    slug: null,
    publishedAt: null,
    medias: medias,
    body: saved.body as ArticleForRules['body'],
    tags: [],
    categories: [],
    channels: [],
    authors: [],
    source: null,
    events: [],
    qualifiers: [],
    machineTags: [],
    guides: [],
  };
  const missing = publishRequirementErrors(rules, new Date());
  expect(missing.medias).toBeUndefined();
  expect(missing.imageCredit).toBeUndefined();
  expect(missing.imageSource).toBeUndefined();

  // The API goes away: an upload waits (« Connexion perdue »), then finishes when it is back.
  await card.getByRole('button', { name: 'Supprimer' }).click();
  await host.stopApi();
  await dropFiles(page, field, [{ name: 'pendant-coupure.jpg', type: 'image/jpeg', bytes: small }]);
  const waiting = page.getByRole('group', { name: 'Téléversement de pendant-coupure.jpg' });
  await expect(waiting.getByText('Connexion perdue : reprise automatique…')).toBeVisible({
    timeout: 30_000,
  });
  await host.startApi();
  await expect(waiting).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByRole('group', { name: /^Image / })).toBeVisible();
});
