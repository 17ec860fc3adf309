// « Historique » in the real app (spec 000 §2, 001 §9): a new article offers no history; once
// saved the action appears; after a second save the dialog 'Historique des modifications' lists
// the two saves (less than 60 s apart) as one entry of the seeded user, and choosing it shows the
// version saved last, as text (the <script> typed in the body stays text).
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { test as base, expect, type Page } from '@playwright/test';
import { PGLITE_EXTENSIONS } from '../../../server/src/db/database';
import { seededHostFixture, signIn, type SeededHost } from './seededHost';
import { shootLightAndDark } from '../support/screens';

const test = base.extend<object, { host: SeededHost }>({ host: seededHostFixture });
test.setTimeout(150_000);

const FIRST_TITLE = 'Municipales : les listes déposées';
const SECOND_TITLE = 'Municipales : toutes les listes déposées';
const SCREENS = '/work/notes/screens';

const body = (page: Page) => page.locator('.pm-content-body');

async function historyCount(host: SeededHost, id: string): Promise<number> {
  const { articleHistoryCount } = await host.graphql<{ articleHistoryCount: number }>(
    'query($id: ID!) { articleHistoryCount(where: { id: $id }) }',
    { id },
  );
  return articleHistoryCount;
}

test('saving twice gives a history entry whose saved version opens as text', async ({
  page,
  host,
}) => {
  await signIn(page, host);
  await page.goto(`${host.url}#/TEL/article/edit`);
  await expect(page).toHaveURL(/#\/TEL\/article\/edit\?draft=[0-9a-f-]{36}$/);
  const actions = page.getByRole('button', { name: 'Actions' });
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
  await expect(actions).toHaveCount(0);

  // — First save: the article exists and has one history entry; the action appears.
  await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(FIRST_TITLE);
  await body(page).click();
  await page.keyboard.type('Premier paragraphe <script>alert(1)</script>', { delay: 10 });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/#\/TEL\/article\/edit\/[0-9a-f-]{36}$/);
  const id = /edit\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
  await expect(actions).toBeVisible();
  expect(await historyCount(host, id)).toBe(1);

  // — Second save, a few seconds later.
  await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(SECOND_TITLE);
  await body(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Deuxième version.', { delay: 10 });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect.poll(() => historyCount(host, id)).toBe(2);

  // — The dialog: one entry for both saves, by the seeded user.
  await actions.click();
  await page.getByRole('menuitem', { name: 'Historique' }).click();
  const dialog = page.getByRole('dialog', { name: 'Historique des modifications' });
  await expect(dialog).toBeVisible();
  const entries = dialog.getByRole('list', { name: 'Enregistrements' }).getByRole('button');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toHaveText(
    /^\d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}Administratrice Démo2 enregistrements$/,
  );

  // — Its version: the second save, as text.
  await entries.first().click();
  const version = dialog.getByRole('region', { name: 'Version enregistrée' });
  await expect(version.getByTestId('history-title')).toHaveText(SECOND_TITLE);
  await expect(version.getByTestId('history-status')).toHaveText('Brouillon');
  await expect(version.getByTestId('history-body')).toHaveText(
    'Premier paragraphe <script>alert(1)</script>\nDeuxième version.',
  );
  await expect(version.locator('script')).toHaveCount(0);
  await dialog.screenshot({ path: `${SCREENS}/history-dialog.png` });

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Titre', exact: true })).toHaveValue(SECOND_TITLE);
});

// — Issue 30: two saves an hour apart, compared as a word diff, and the older one taken back into
// the editor, where it stays unsaved until « Enregistrer ».

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

/** The server's clock moved on: the article's saves so far are dated an hour earlier. */
async function saveHourEarlier(host: SeededHost, id: string): Promise<void> {
  await host.stopApi();
  const db = new PGlite(join(host.dataDir, 'server'), { extensions: PGLITE_EXTENSIONS });
  try {
    await db.query(
      `update article_histories set created_at = created_at - interval '1 hour' where article_id = $1`,
      [id],
    );
  } finally {
    await db.close();
  }
  await host.startApi();
}

async function serverTitle(host: SeededHost, id: string): Promise<string> {
  const { article } = await host.graphql<{ article: { title: string } }>(
    'query($id: ID!) { article(where: { id: $id }) { title } }',
    { id },
  );
  return article.title;
}

test('two versions compare word by word, and the older one comes back unsaved until « Enregistrer »', async ({
  page,
  host,
}) => {
  const OLD_TITLE = 'Budget : le conseil vote lundi';
  const NEW_TITLE = 'Budget : le conseil vote mardi soir';
  const { upsertArticle } = await host.graphql<{ upsertArticle: { id: string } }>(
    `mutation($create: ArticleCreateInput!) { upsertArticle(create: $create, update: {}) { id } }`,
    {
      create: {
        brandKey: 'TEL',
        format: 'Rich',
        title: OLD_TITLE,
        status: 'Draft',
        lead: doc('Le chapô du budget.'),
        body: doc('Le conseil municipal examine le budget lundi.'),
      },
    },
  );
  const id = upsertArticle.id;
  await saveHourEarlier(host, id);
  await host.graphql(
    `mutation($id: ID!, $update: ArticleUpdateInput!) {
       upsertArticle(where: { id: $id }, create: { brandKey: "TEL", format: Rich, title: "" }, update: $update) { id }
     }`,
    {
      id,
      update: {
        version: 1,
        title: NEW_TITLE,
        body: doc('Le conseil municipal adopte le budget mardi soir.'),
      },
    },
  );
  expect(await historyCount(host, id)).toBe(2);

  await signIn(page, host);
  await page.goto(`${host.url}#/TEL/article/edit/${id}`);
  const title = page.getByRole('textbox', { name: 'Titre', exact: true });
  await expect(title).toHaveValue(NEW_TITLE);
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Historique' }).click();
  const dialog = page.getByRole('dialog', { name: 'Historique des modifications' });
  const entries = dialog.getByRole('list', { name: 'Enregistrements' }).getByRole('button');
  await expect(entries).toHaveCount(2);

  // — The older save next to the newer one: older on the left, each side's own words marked.
  await entries.nth(1).click();
  await expect(dialog.getByTestId('history-title')).toHaveText(OLD_TITLE);
  const compareWith = dialog.getByRole('combobox', { name: 'Comparer avec' });
  const newerDate = (await entries.first().textContent())!.slice(0, 18);
  await compareWith.selectOption({ label: `Version du ${newerDate} · Administratrice Démo` });
  const comparison = dialog.getByTestId('history-comparison');
  await expect(comparison.getByRole('region')).toHaveCount(2);
  await expect(comparison.getByRole('region').last()).toHaveAccessibleName(
    `Version du ${newerDate}`,
  );
  await expect(dialog.getByTestId('history-theirs').locator('mark')).toHaveText([
    'lundi',
    'examine',
    'lundi',
  ]);
  await expect(dialog.getByTestId('history-mine').locator('mark')).toHaveText([
    'mardi soir',
    'adopte',
    'mardi soir',
  ]);
  await expect(dialog.getByTestId('history-mine')).toContainText('Chapô · Identique');
  await shootLightAndDark(page, 'history-compare', { target: dialog });

  // — Taken back: in the editor, not on the server until « Enregistrer ».
  await dialog.getByRole('button', { name: 'Reprendre cette version' }).click();
  await expect(dialog).toHaveCount(0);
  // (The toast's title; a live region repeats it for screen readers.)
  await expect(
    page
      .locator('.fui-ToastTitle')
      .getByText(/^La version du .* est reprise dans l'éditeur\. Enregistrez pour la garder\.$/),
  ).toBeVisible();
  await expect(title).toHaveValue(OLD_TITLE);
  await expect(body(page)).toHaveText('Le conseil municipal examine le budget lundi.');
  expect(await serverTitle(host, id)).toBe(NEW_TITLE);
  expect(await historyCount(host, id)).toBe(2);

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect.poll(() => serverTitle(host, id)).toBe(OLD_TITLE);
  expect(await historyCount(host, id)).toBe(3);
});
