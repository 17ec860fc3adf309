// « Historique » in the real app (spec 000 §2, 001 §9): a new article offers no history; once
// saved the action appears; after a second save the dialog 'Historique des modifications' lists
// the two saves (less than 60 s apart) as one entry of the seeded user, and choosing it shows the
// version saved last, as text (the <script> typed in the body stays text).
import { test as base, expect, type Page } from '@playwright/test';
import { seededHostFixture, signIn, type SeededHost } from './seededHost';

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
