// End-to-end in Chromium on the editor harness: a YouTube URL pasted alone becomes an embed that
// main's embed-metadata client fills from a local stand-in of the iframely service (the harness
// server runs main's dispatcher for the embeds channel; see harnessServer.ts); the preview card
// shows the title, and the metadata survives a save and a reload. A media the service does not know
// gets the French message on its element. The person-link dialog searches persons (`people`) by name.
// Set SCREENSHOT_DIR to keep the pictures.
import { test as base, expect, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH, startHarness, type HarnessServer } from './harnessServer';
import {
  DOUBLE_VIDEO,
  DOUBLE_VIDEO_ATTRS,
  startIframelyDouble,
  type IframelyDouble,
} from '../../unit/embeds/iframelyDouble';
import type { RichTextDoc, RichTextNode } from '../../../common/richtext';

const test = base.extend<object, { service: IframelyDouble; harness: HarnessServer }>({
  service: [
    // Playwright reads fixture dependencies from the destructuring pattern: it must be there, empty.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const double = await startIframelyDouble();
      await use(double);
      await double.close();
    },
    { scope: 'worker' },
  ],
  harness: [
    async ({ service }, use) => {
      const server = await startHarness({ embedMetadataUrl: service.url });
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
});

test.use({ browserName: 'chromium', launchOptions: CHROMIUM_LAUNCH });
test.setTimeout(120_000);

/** A 16×9 red PNG. */
const THUMBNAIL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAJCAIAAAC0SDtlAAAAFElEQVR4nGM4yi9PEmIY1TAoNAAAIZuIsUQA61IAAAAASUVORK5CYII=';

const editor = (page: Page) => page.locator('.ProseMirror');
const mediaCard = (page: Page) => editor(page).locator('[data-element="media"]');

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('.ProseMirror');
}

async function pasteText(page: Page, text: string): Promise<void> {
  await page.evaluate((t) => {
    const dt = new DataTransfer();
    dt.setData('text/plain', t);
    window.harness.view!.dom.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }),
    );
  }, text);
}

async function savedJson(page: Page): Promise<RichTextDoc> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.waitForFunction(() => window.harness.json !== null);
  return page.evaluate(() => window.harness.json as RichTextDoc);
}

async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png` });
}

test('a pasted YouTube URL is filled from the metadata service, and its metadata survives save and reload', async ({
  page,
  harness,
  service,
}) => {
  // The thumbnail is an https image (the CSP's img-src allows them); served here, offline.
  await page.route('https://i.ytimg.com/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: Buffer.from(THUMBNAIL_PNG, 'base64') }),
  );
  await open(page, harness.url);
  await editor(page).click();
  await page.keyboard.type('Avant la vidéo', { delay: 15 });
  await page.keyboard.press('Enter');
  await pasteText(page, DOUBLE_VIDEO.uri);

  await expect(mediaCard(page).locator('.pm-embed-title')).toHaveText(DOUBLE_VIDEO.title);
  await expect(mediaCard(page).locator('.pm-embed-byline')).toHaveText(
    `${DOUBLE_VIDEO.site} · ${DOUBLE_VIDEO.author}`,
  );
  await expect(mediaCard(page).locator('.pm-embed-url')).toHaveText(DOUBLE_VIDEO.uri);
  await expect(mediaCard(page).locator('img.pm-embed-thumbnail')).toHaveAttribute(
    'src',
    DOUBLE_VIDEO.thumbnail,
  );
  await expect(mediaCard(page).locator('img.pm-embed-thumbnail')).toBeVisible();
  expect(service.requests.filter((r) => r.uri === DOUBLE_VIDEO.uri)).toHaveLength(1);
  // The service's html is stored, not rendered.
  await expect(editor(page).locator('iframe, script')).toHaveCount(0);
  await screenshot(page, 'embed-card');

  const saved = await savedJson(page);
  const media = saved.content.find((n: RichTextNode) => n.type === 'media');
  expect(media?.attrs).toEqual(DOUBLE_VIDEO_ATTRS);

  // Reload in a fresh page: the card comes from the stored attributes, without asking again.
  const asked = service.requests.length;
  await open(page, harness.url);
  await page.evaluate((json) => window.harness.mount('body', json), saved);
  await expect(mediaCard(page).locator('.pm-embed-title')).toHaveText(DOUBLE_VIDEO.title);
  expect(await page.evaluate(() => window.harness.view!.state.doc.toJSON() as RichTextDoc)).toEqual(
    saved,
  );
  expect(service.requests.length).toBe(asked);
});

test('a media the service does not know keeps its URL and says so on the element', async ({
  page,
  harness,
}) => {
  await open(page, harness.url);
  await editor(page).click();
  await pasteText(page, 'https://www.youtube.com/introuvable');
  await expect(mediaCard(page).getByRole('status')).toHaveText("Ce média n'a pas été trouvé.");
  await expect(mediaCard(page)).toContainText('https://www.youtube.com/introuvable');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await screenshot(page, 'embed-error');
  const saved = await savedJson(page);
  expect(saved.content.find((n: RichTextNode) => n.type === 'media')?.attrs).toMatchObject({
    url: 'https://www.youtube.com/introuvable',
    meta: null,
  });
});

test('the person-link dialog finds a person by name and links the selection to it', async ({
  page,
  harness,
}) => {
  await open(page, harness.url);
  // The action is offered once the body has a person link (spec 000 §2).
  const doc: RichTextDoc = {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          {
            type: 'text',
            text: 'Victor Hugo',
            marks: [
              { type: 'person_link', attrs: { personId: 'p-hugo', name: 'Victor Hugo', href: '' } },
            ],
          },
        ],
      },
      { type: 'paragraph', content: [{ type: 'text', text: 'Une lettre de George Sand' }] },
    ],
  };
  await page.evaluate((json) => window.harness.mount('body', json), doc);
  await editor(page).getByText('Une lettre de George Sand').click();
  await page.keyboard.press('End');
  for (let i = 0; i < 'George Sand'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await page.getByRole('button', { name: 'Lien personne', exact: true }).click();

  const search = page.getByRole('combobox', { name: 'Rechercher une personne' });
  await expect(search).toHaveValue('George Sand');
  await search.fill('');
  await search.pressSequentially('hug', { delay: 30 });
  await expect(page.getByRole('option')).toHaveText(['Victor Hugo', 'Hugues Aufray']);
  await screenshot(page, 'person-search');
  await search.fill('');
  await search.pressSequentially('sand', { delay: 30 });
  await page.getByRole('option', { name: 'George Sand' }).click();
  await expect(page.getByRole('textbox', { name: /Identifiant de la personne/ })).toHaveValue(
    'p-sand',
  );
  await page.getByRole('button', { name: 'Valider' }).click();

  const saved = await savedJson(page);
  expect(saved.content[1]).toEqual({
    type: 'paragraph',
    content: [
      { type: 'text', text: 'Une lettre de ' },
      {
        type: 'text',
        text: 'George Sand',
        marks: [
          { type: 'person_link', attrs: { personId: 'p-sand', name: 'George Sand', href: '' } },
        ],
      },
    ],
  });
});
