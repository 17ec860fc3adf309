// End-to-end in Chromium on the editor harness (spec 000 §2): type a body with every mark and
// frame, insert a table and an internal link, paste a hostile web fragment, save, reload the JSON
// into a fresh editor and get the identical document.
import { test as base, expect, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH, startHarness, type HarnessServer } from './harnessServer';
import { FRAMES, openTableDialog, typeOneParagraphPerFrame } from '../support/bodyEditing';
import type { RichTextDoc } from '../../../common/richtext';

const test = base.extend<object, { harness: HarnessServer }>({
  harness: [
    // Playwright reads fixture dependencies from the destructuring pattern: it must be there, empty.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startHarness();
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
});

test.use({ browserName: 'chromium', launchOptions: CHROMIUM_LAUNCH });
test.setTimeout(120_000);

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('.ProseMirror');
}

/** The harness with a body of two paragraphs, « un deux » and « trois quatre ». */
async function openTwoParagraphs(page: Page, url: string): Promise<void> {
  await open(page, url);
  await page.evaluate(() =>
    window.harness.mount('body', {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'un deux' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'trois quatre' }] },
      ],
    }),
  );
  await page.waitForFunction(() => window.harness.view?.state.doc.childCount === 2);
}

async function savedJson(page: Page): Promise<RichTextDoc> {
  // Blur flushes the debounced onChange, as leaving the field does in the app.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.waitForFunction(() => window.harness.json !== null);
  return page.evaluate(() => window.harness.json as RichTextDoc);
}

async function paste(page: Page, html: string, text: string): Promise<void> {
  await page.evaluate(
    ([h, t]) => {
      const dt = new DataTransfer();
      dt.setData('text/html', h!);
      dt.setData('text/plain', t!);
      window.harness.view!.dom.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }),
      );
    },
    [html, text],
  );
}

// Keys are sent at a fast human pace (15 ms apart) rather than all at once: on a loaded machine,
// keys sent in the same task as ProseMirror's DOM read could otherwise land on a stale selection.
const editor = (page: Page) => page.locator('.ProseMirror');
const tool = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test('types every mark and frame, inserts a table and an internal link, pastes, saves and reloads identically', async ({
  page,
  harness,
}) => {
  await open(page, harness.url);
  await editor(page).click();

  // Marks: bold and italic by shortcut, strikethrough by the toolbar, a link through Ctrl+K.
  await page.keyboard.type('Normal ', { delay: 15 });
  await page.keyboard.press('Control+b');
  await page.keyboard.type('gras', { delay: 15 });
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' ', { delay: 15 });
  await page.keyboard.press('Control+i');
  await page.keyboard.type('italique', { delay: 15 });
  await page.keyboard.press('Control+i');
  await page.keyboard.type(' ', { delay: 15 });
  await tool(page, 'Barré').click();
  await page.keyboard.type('barré', { delay: 15 });
  await tool(page, 'Barré').click();
  await page.keyboard.type(' lien', { delay: 15 });
  // Ctrl+K reads the selection the browser holds at that key press (no wait between keys).
  for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Control+k');
  await page.getByLabel('Adresse du lien').fill('https://www.example.org/page');
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(editor(page).locator('a[href="https://www.example.org/page"]')).toHaveText('lien');
  await expect(editor(page).locator('strong')).toHaveText('gras');
  await expect(editor(page).locator('em')).toHaveText('italique');
  await expect(editor(page).locator('s')).toHaveText('barré');
  await page.keyboard.press('End');

  // A title, a list and a quote through input rules.
  await page.keyboard.press('Enter');
  await page.keyboard.type('## Un intertitre', { delay: 15 });
  await page.keyboard.press('Enter');
  await page.keyboard.type('- premier point', { delay: 15 });
  await page.keyboard.press('Enter');
  await page.keyboard.type('second point', { delay: 15 });
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('> une citation', { delay: 15 });
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(editor(page).locator('h2')).toHaveText('Un intertitre');
  await expect(editor(page).locator('ul > li')).toHaveCount(2);
  await expect(editor(page).locator('blockquote')).toHaveText('une citation');

  // One paragraph per frame, then each put in its frame from the toolbar menu.
  await typeOneParagraphPerFrame(page, editor(page), (name) => tool(page, name));

  // Table: the dialog never goes below one row or column.
  await openTableDialog(page, editor(page), (name) => tool(page, name), {
    title: 'Résultats',
    source: 'Insee',
  });
  const removeRow = page.getByRole('button', { name: 'Supprimer une ligne' });
  await removeRow.click();
  await removeRow.click();
  await expect(removeRow).toBeDisabled();
  await page.getByRole('button', { name: 'Ajouter une ligne' }).click();
  await page.getByRole('button', { name: 'Valider' }).click();
  const table = editor(page).locator('figure[data-element="table"]');
  await expect(table).toHaveAttribute('data-title', 'Résultats');
  await expect(table).toHaveAttribute('data-accentuation', 'top');
  await expect(table.locator('tr')).toHaveCount(2);
  await expect(table.locator('tr').first().locator('td')).toHaveCount(3);
  await table.locator('td').first().click();
  await page.keyboard.type('Cellule', { delay: 15 });

  // Internal link: an unknown type is refused, a known one inserted.
  await editor(page).getByText('Fin du texte.').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Voir ', { delay: 15 });
  await tool(page, 'Lien interne').click();
  await page.getByLabel('Rechercher un article, une vidéo ou une recette').fill('inconnu');
  await page.getByRole('option', { name: /type inconnu/ }).click();
  await expect
    .poll(() => page.evaluate(() => window.harness.errors))
    .toContain('Unknown internal link type');
  await page.getByLabel('Rechercher un article, une vidéo ou une recette').fill('retraites');
  await page.getByRole('option', { name: /Réforme des retraites/ }).click();
  await expect(editor(page).locator('a[data-internal-link="ARTICLE"]')).toHaveText(
    'Réforme des retraites : ce qui change',
  );

  // Paste a hostile web fragment in a new paragraph after the internal link.
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await paste(
    page,
    '<h2 style="color:red" onclick="alert(1)">Extrait du web</h2><p>Lire <a href="javascript:alert(1)">ici</a> <img src=x onerror="alert(1)"> ou https://www.example.com/source et <b>fin</b></p><script>alert(1)</script>',
    'Extrait du web',
  );
  await expect(editor(page).locator('h2', { hasText: 'Extrait du web' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => window.harness.errors))
    .toContain("L'insertion de code script n'est pas autorisé dans un article.");
  await expect(editor(page).locator('a[href="https://www.example.com/source"]')).toHaveText(
    'https://www.example.com/source',
  );

  const saved = await savedJson(page);
  const serialised = JSON.stringify(saved);
  for (const hostile of ['javascript:', 'onerror', 'onclick', 'style', '<script', 'alert('])
    expect(serialised).not.toContain(hostile);
  const types = new Set<string>();
  const walk = (n: { type: string; content?: unknown[]; marks?: { type: string }[] }): void => {
    types.add(n.type);
    n.marks?.forEach((m) => types.add(`mark:${m.type}`));
    (n.content as (typeof n)[] | undefined)?.forEach(walk);
  };
  walk(saved);
  for (const t of [
    'title',
    'bullet_list',
    'blockquote',
    'frame',
    'table',
    'mark:bold',
    'mark:italic',
    'mark:strikethrough',
    'mark:link',
    'mark:internal_link',
  ])
    expect(types).toContain(t);

  // Reload in a fresh page and editor: the same document.
  await open(page, harness.url);
  await page.evaluate((json) => window.harness.mount('body', json), saved);
  await page.waitForFunction(() => window.harness.view?.state.doc.childCount ?? 0 > 1);
  const reloaded = await page.evaluate(
    () => window.harness.view!.state.doc.toJSON() as RichTextDoc,
  );
  expect(reloaded).toEqual(saved);
  await expect(editor(page).locator('aside[data-frame]')).toHaveCount(FRAMES.length);
});

test('a pasted /edit URL becomes an internal link only with a canonical URL', async ({
  page,
  harness,
}) => {
  await open(page, harness.url);
  await editor(page).click();
  await page.keyboard.type('Avant ', { delay: 15 });
  await paste(page, '', 'https://bo.example.fr/article/edit/42');
  await expect(editor(page).locator('a[data-internal-link]')).toHaveAttribute(
    'href',
    'https://www.example.fr/article-42.html',
  );
  await page.keyboard.press('End');
  await page.keyboard.type(' puis ', { delay: 15 });
  await paste(page, '', 'https://bo.example.fr/article/edit/404');
  await expect
    .poll(() => page.evaluate(() => window.harness.errors))
    .toContain('Aucun lien trouvé');
  await expect(editor(page)).not.toContainText('/edit/404');
  await paste(page, '', 'https://interdit.example/video.mp4');
  await expect
    .poll(() => page.evaluate(() => window.harness.errors))
    .toContain("Les url's Cerise ne sont pas autorisées");
  await expect(editor(page)).not.toContainText('interdit.example');
  await page.keyboard.press('Enter');
  await paste(page, '', 'https://www.youtube.com/watch?v=abc');
  await expect(editor(page).locator('[data-element="media"]')).toHaveCount(1);
});

// Set SCREENSHOT_DIR to keep a picture of a long article with frames and a table (for review).
test('renders a long article with frames and a table', async ({ page, harness }) => {
  await page.setViewportSize({ width: 1100, height: 2400 });
  await open(page, harness.url);
  await page.evaluate(() => window.harness.mount('body', window.harness.sampleArticle()));
  await expect(editor(page).locator('aside[data-frame]')).toHaveCount(7);
  await expect(editor(page).locator('figure[data-element="table"] tr')).toHaveCount(5);
  // The image has no source: its card says so, as the publish rules will.
  await expect(editor(page).locator('.pm-element-invalid')).toContainText(
    'Source : Ce champ est obligatoire',
  );
  await expect(page.getByTestId('rich-text-counts')).toContainText(/caractères · \d+ mots/);
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({
      path: `${process.env.SCREENSHOT_DIR}/editor-long-article.png`,
      fullPage: true,
    });
});

// Long bodies render with content-visibility (editorStyles, `pm-long`): typing, Enter, input rules,
// Home/End, arrows and Backspace in the middle of 100,000 words must land exactly where a short
// body would put them, and leave every other block untouched.
test('types exactly in the middle of a 100,000-word body', async ({ page, harness }) => {
  await open(page, harness.url);
  const original = await page.evaluate(() => {
    const doc = window.harness.bigDoc(100_000, 200);
    window.harness.mount('body', doc);
    return doc;
  });
  await page.waitForFunction(
    (n) => window.harness.view?.state.doc.childCount === n,
    original.content.length,
  );
  await expect(editor(page)).toHaveClass(/pm-long/);
  const index = await page.evaluate(() => {
    window.harness.cursorToMiddle();
    const view = window.harness.view!;
    return view.state.doc.resolve(view.state.selection.from).index(0);
  });
  const type = (text: string) => page.keyboard.type(text, { delay: 15 });
  await type(' Début du test.xyz');
  for (let i = 0; i < 3; i++) await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  await type('## Intertitre long');
  await page.keyboard.press('Enter');
  await type('- point un');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await type('Fin.');
  await page.keyboard.press('Home');
  await type('A ');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await type('!');

  const saved = await savedJson(page);
  const text = (node: { content?: unknown[]; text?: string }): string =>
    node.text ??
    (node.content ?? []).map((c) => text(c as { content?: unknown[]; text?: string })).join('');
  expect(saved.content.length).toBe(original.content.length + 3);
  expect(saved.content.slice(0, index)).toEqual(original.content.slice(0, index));
  expect(text(saved.content[index]!)).toBe(`${text(original.content[index]!)} Début du test.`);
  expect(saved.content[index + 1]!.type).toBe('title');
  expect(text(saved.content[index + 1]!)).toBe('Intertitre long');
  expect(saved.content[index + 2]!.type).toBe('bullet_list');
  expect(text(saved.content[index + 2]!)).toBe('point un');
  expect(saved.content[index + 3]).toEqual({
    type: 'paragraph',
    content: [{ type: 'text', text: 'A Fin!.' }],
  });
  expect(saved.content.slice(index + 4)).toEqual(original.content.slice(index + 1));
});

test('a toolbar click right after a new selection acts on that selection, not the previous one', async ({
  page,
  harness,
}) => {
  await openTwoParagraphs(page, harness.url);
  const bolded = await page.evaluate(() => {
    const view = window.harness.view!;
    view.focus();
    // The user selects « trois » and clicks G at once: the click runs before the browser's
    // selectionchange task, the moment ProseMirror would normally read the new selection.
    const text = view.dom.querySelectorAll('p')[1]!.firstChild!;
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, 5);
    const selection = document.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    document.querySelector<HTMLButtonElement>('[aria-label="Gras"]')!.click();
    const second = view.state.doc.child(1);
    return (
      second.firstChild!.marks.map((m) => m.type.name).join(',') + '|' + second.firstChild!.text
    );
  });
  expect(bolded).toBe('bold|trois');
});

test('a frame picked from « Encadré » right after a new selection frames that paragraph', async ({
  page,
  harness,
}) => {
  await openTwoParagraphs(page, harness.url);
  await page.evaluate(() => {
    const view = window.harness.view!;
    view.focus();
    // The user clicks into « trois quatre » and presses « Encadré » at once; the menu takes the
    // focus before the browser's selectionchange task runs, so ProseMirror never reads it.
    const text = view.dom.querySelectorAll('p')[1]!.firstChild!;
    const range = document.createRange();
    range.setStart(text, 2);
    range.collapse(true);
    const selection = document.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    const button = document.querySelector<HTMLButtonElement>('[aria-label="Encadré"]')!;
    button.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
    view.dom.blur();
  });
  await page.getByRole('button', { name: 'Encadré' }).click();
  await page.getByRole('menuitem', { name: FRAMES[0], exact: true }).click();
  const framed = await page.evaluate(() => {
    const doc = window.harness.view!.state.doc;
    return [doc.child(0).type.name, doc.child(1).type.name, doc.child(1).textContent];
  });
  expect(framed).toEqual(['paragraph', 'frame', 'trois quatre']);
});
