// AI in the editor (issue 34) end to end in Chromium: the real app and API, the server's AI
// gateway configured (BACKOFFICE_AI_*) on the local OpenAI stand-in (tests/support/openAiStandIn).
// Suggest and pick a title (streamed through main's 'ai.suggest'); duplicate to a brand of another
// language and see the translated copy; add two suggested internal links and see them in the body;
// then the same API without an AI provider: every AI control disabled, saying why.
import { test as base, expect, type Page } from '@playwright/test';
import { MESSAGES } from '../../../common/domain/messages';
import { answers, standInTitle } from '../../support/openAiStandIn';
import { aiHostFixture, clearAiEnv, type AiHost } from '../support/aiHost';
import { shootLightAndDark } from '../support/screens';
import { signIn, type SeededHost } from './seededHost';

// A host of this file's own: its API is started with the AI variables of this process.
const test = base.extend<object, { ai: AiHost }>({ ai: aiHostFixture({ streamDelayMs: 40 }) });
test.setTimeout(180_000);

const BODY_TEXT =
  "La Bourse de Paris progresse encore et le livret d'épargne attire toujours les ménages prudents.";
const paragraphs = (...texts: string[]) => ({
  type: 'doc',
  content: texts.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
});

async function createArticle(host: SeededHost, fields: Record<string, unknown>): Promise<string> {
  const { upsertArticle } = await host.graphql<{ upsertArticle: { id: string } }>(
    `mutation($create: ArticleCreateInput!) { upsertArticle(create: $create, update: {}) { id } }`,
    { create: { format: 'Rich', ...fields } },
  );
  return upsertArticle.id;
}

/** A published CAP article with a public address: something an internal link can point to. */
async function publishCap(host: SeededHost, title: string, slug: string): Promise<void> {
  const { categories } = await host.graphql<{ categories: Array<{ id: string }> }>(
    '{ categories(first: 1, where: { brandKey: "CAP", format: Category }) { id } }',
  );
  const { sources } = await host.graphql<{ sources: Array<{ id: string }> }>(
    '{ sources(first: 1, where: { brandKey: "CAP" }) { id } }',
  );
  const { upsertTag } = await host.graphql<{ upsertTag: { id: string } }>(
    'mutation { upsertTag(where: { title: "Finances", lang: "fr", type: "Tag" }, create: { title: "Finances", type: "Tag", lang: "fr" }) { id } }',
  );
  await createArticle(host, {
    brandKey: 'CAP',
    title,
    status: 'Published',
    canonical: `https://www.capital.fr/${slug}`,
    body: paragraphs(title),
    medias: [
      {
        key: slug,
        href: 'https://img.example.fr/a.jpg',
        credit: 'AFP',
        source: 'AFP',
        format: 'image',
      },
    ],
    categories: { set: [{ id: categories[0]!.id }] },
    tags: { set: [{ id: upsertTag.id }] },
    // CAP asks for a source to publish (001 §5).
    source: { connect: sources[0]!.id },
  });
}

const titleField = (page: Page) => page.getByRole('textbox', { name: 'Titre', exact: true });
const bodyEditor = (page: Page) =>
  page.locator('.ProseMirror').filter({ hasText: 'La Bourse de Paris' });

test('suggests titles one by one and puts the picked one in the title', async ({ page, ai }) => {
  const { host } = ai;
  await signIn(page, host);
  await page.goto(`${host.url}#/CAP/article/edit`);
  await titleField(page).fill('La Bourse de Paris au plus haut');
  const chip = page.getByRole('button', { name: 'Suggestions IA : Titre', exact: true });
  await expect(chip).toBeEnabled();
  // Every count of suggestions on screen, as the page changes (8 characters every 40 ms arrive).
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { seenCounts: number[] }).seenCounts = seen;
    new MutationObserver(() => {
      const count = document.querySelectorAll('ul[aria-label="Suggestions"] > li').length;
      if (count !== seen.at(-1)) seen.push(count);
    }).observe(document.body, { childList: true, subtree: true });
  });
  await chip.click();
  const list = page.getByRole('list', { name: 'Suggestions' });
  await expect(list.getByRole('button')).toHaveCount(3);
  // They appeared one by one, not all at the end.
  const seen = await page.evaluate(
    () => (window as unknown as { seenCounts: number[] }).seenCounts,
  );
  expect(seen.filter((n) => n > 0)).toEqual([1, 2, 3]);
  await expect(page.getByText("L'IA rédige…")).toBeHidden();
  const request = ai.standIn.requests.at(-1)!;
  expect(request.body.stream).toBe(true);
  await shootLightAndDark(page, 'ai-title-chip', {
    ready: async () => {
      if (!(await list.isVisible())) await chip.click();
      await expect(list.getByRole('button')).toHaveCount(3);
    },
  });
  await list.getByRole('button', { name: standInTitle(2) }).click();
  await expect(titleField(page)).toHaveValue(standInTitle(2));
  await expect(list).toBeHidden();
});

test('« Duplication web » to a brand of another language makes a translated copy', async ({
  page,
  ai,
}) => {
  const { host, standIn } = ai;
  const id = await createArticle(host, {
    brandKey: 'TEL',
    title: "L'été à Paris",
    body: paragraphs('Le soleil brille sur Paris.'),
  });
  await signIn(page, host);
  await page.goto(`${host.url}#/TEL/article/edit/${id}`);
  await expect(titleField(page)).toHaveValue("L'été à Paris");
  standIn.script(
    answers.json({ translations: ['Sommer in Paris', 'Die Sonne scheint über Paris.'] }),
  );
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Duplication web' }).click();
  // DEGTS sits far down a long submenu: on a loaded machine the pointer's way to it crossed the
  // items below « Duplication web » and the click was lost (the menu stayed open). Chosen with the
  // keyboard, as a journalist can: focus, then Enter.
  const degts = page.getByRole('menu', { name: 'Duplication web' }).getByRole('menuitem', {
    name: /DEGTS/,
  });
  await degts.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/DEGTS\/article\/edit\?draft=/);
  await expect(titleField(page)).toHaveValue('Sommer in Paris');
  await expect(
    page.locator('.ProseMirror').filter({ hasText: 'Die Sonne scheint über Paris.' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue('sommer-in-paris');
  await expect(page.getByText(MESSAGES.articleTranslateError)).toBeHidden();
});

test('adds two suggested internal links to the body', async ({ page, ai }) => {
  const { host, standIn } = ai;
  await publishCap(host, 'Bourse : le CAC 40 termine la semaine en hausse', 'bourse-cac-40');
  await publishCap(host, 'Épargne : ce que rapporte vraiment le livret A', 'epargne-livret-a');
  const id = await createArticle(host, {
    brandKey: 'CAP',
    title: 'Les ménages et la Bourse',
    body: paragraphs(BODY_TEXT),
  });
  await signIn(page, host);
  await page.goto(`${host.url}#/CAP/article/edit/${id}`);
  await expect(bodyEditor(page)).toBeVisible();
  // The candidates go to the model newest first, numbered: 1 is the article on savings.
  standIn.script(
    answers.json({
      links: [
        { id: '1', anchorText: "le livret d'épargne" },
        { id: '2', anchorText: 'La Bourse de Paris' },
      ],
    }),
  );
  await page.getByRole('button', { name: 'Liens internes (bêta)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Liens internes suggérés' });
  const boxes = dialog.getByRole('checkbox');
  await expect(boxes).toHaveCount(2);
  const add = dialog.getByRole('button', { name: 'Ajouter' });
  await expect(add).toBeDisabled();
  await boxes.nth(0).check();
  await expect(add).toBeEnabled();
  await boxes.nth(1).check();
  await shootLightAndDark(page, 'ai-internal-links', { target: dialog });
  await add.click();
  await expect(dialog).toBeHidden();
  const links = bodyEditor(page).locator('a');
  await expect(links).toHaveCount(2);
  await expect(links.nth(0)).toHaveText('La Bourse de Paris');
  await expect(links.nth(1)).toHaveText("le livret d'épargne");
  await expect(links.nth(0)).toHaveAttribute('href', 'https://www.capital.fr/bourse-cac-40');
  await expect(links.nth(1)).toHaveAttribute('href', 'https://www.capital.fr/epargne-livret-a');
});

test("a super-admin edits the brand's title prompt in the admin area", async ({ page, ai }) => {
  const { host } = ai;
  await signIn(page, host);
  await page.goto(`${host.url}#/crud`);
  await page.getByRole('region', { name: 'IA' }).getByRole('link', { name: 'Prompts IA' }).click();
  await page.goto(`${host.url}#/crud/prompt?brand=CAP`);
  const table = page.getByRole('table', { name: 'Liste des prompts' });
  const titleRow = table.getByRole('row').filter({ hasText: /^Title/ });
  await expect(titleRow).toContainText('Toutes les marques (par défaut)');
  await titleRow.click();
  await expect(page.getByText("l'enregistrer crée celui de CAP")).toBeVisible();
  const body = page.getByRole('textbox', { name: 'Prompt' });
  await body.fill(
    'Propose {count} titres sobres pour Capital. Réponds en JSON : {"titles": [...]}.',
  );
  await page.getByRole('button', { name: MESSAGES.save }).click();
  await expect(page.getByText('Sauvegarde effectuée').first()).toBeVisible();
  await page.goto(`${host.url}#/crud/prompt?brand=CAP`);
  await expect(titleRow.getByRole('cell', { name: 'CAP', exact: true })).toBeVisible();
  // The other brands keep the shared prompt.
  const { prompt } = await host.graphql<{ prompt: { brandKey: string | null; body: string } }>(
    '{ prompt(where: { field: "Title", brandKey: "TEL" }) { brandKey body } }',
  );
  expect(prompt.brandKey).toBeNull();
});

test('without an AI provider every AI control is disabled and says why', async ({ page, ai }) => {
  const { host } = ai;
  clearAiEnv();
  await host.stopApi();
  await host.startApi();
  await signIn(page, host);
  await page.goto(`${host.url}#/CAP/article/edit`);
  const chip = page.getByRole('button', { name: 'Suggestions IA : Titre', exact: true });
  await expect(chip).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: 'Liens internes (bêta)' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await chip.focus();
  await expect(page.getByRole('tooltip')).toHaveText(MESSAGES.aiNotConfigured);
  // Nothing else changes: the title is typed as always.
  await titleField(page).fill('Un titre sans IA');
  await expect(titleField(page)).toHaveValue('Un titre sans IA');
  await shootLightAndDark(page, 'ai-not-configured', {
    ready: async () => {
      await chip.focus();
      await expect(page.getByRole('tooltip')).toBeVisible();
    },
  });
});
