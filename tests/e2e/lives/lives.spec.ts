// The live of an article through the real app (issue 19): open it from the article's « Live »
// action, post twice (a confirmation each time), edit one, delete one, close the live (the
// backdrop), reopen it; a second browser context on the same live sees the new post without
// reloading, within 5 s.
import { test as base, expect, type Page } from '@playwright/test';
import { seededHostFixture, signIn, type SeededHost } from '../articles/seededHost';
import { shootLightAndDark } from '../support/screens';

const test = base.extend<object, { host: SeededHost }>({ host: seededHostFixture });
test.setTimeout(150_000);
const SHOTS = process.env.SCREENSHOT_DIR;
/** A toast's title (the same words are also read out by an aria-live region). */
// The newest one: two posts added in quick succession show two « Post ajouté » at once.
const toast = (page: Page, text: string) =>
  page.locator('.fui-ToastTitle').filter({ hasText: text }).last();

async function publishPost(page: Page, title: string, text: string): Promise<void> {
  await page.getByLabel('Titre du post').first().fill(title);
  const publish = page.getByRole('button', { name: 'Publier le post' });
  await expect(publish).toBeDisabled();
  await page.getByRole('textbox', { name: 'Texte du nouveau post' }).click();
  await page.keyboard.type(text, { delay: 10 });
  await expect(publish).toBeEnabled();
  await publish.click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Publier le post')).toBeVisible();
  await dialog.getByRole('button', { name: 'Publier' }).click();
  await expect(toast(page, 'Post ajouté')).toBeVisible();
}

const post = (page: Page, title: string) =>
  page.getByTestId('live-post').filter({ has: page.getByText(title, { exact: true }) });

test('a live written from two windows', async ({ page, host, browser }) => {
  const { upsertArticle } = await host.graphql<{ upsertArticle: { id: string } }>(
    `mutation($c: ArticleCreateInput!) { upsertArticle(create: $c, update: {}) { id } }`,
    {
      c: { brandKey: 'TEL', format: 'Rich', title: 'Élections municipales : la soirée en direct' },
    },
  );
  const id = upsertArticle.id;
  await signIn(page, host);
  await page.goto(`${host.url}#/TEL/article/edit/${id}`);
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: /^Live/ }).click();
  await expect(page).toHaveURL(new RegExp(`#/TEL/article/live/${id}$`));
  await expect(page.getByRole('heading', { name: 'Live' })).toBeVisible();
  await expect(page.getByText('Aucun post pour le moment.')).toBeVisible();

  // A colleague's window on the same live.
  const other = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const colleague = await other.newPage();
  await colleague.goto(`${host.url}#/TEL/article/live/${id}`);
  await expect(colleague.getByText('Aucun post pour le moment.')).toBeVisible();

  await publishPost(page, '20 h', 'Les bureaux de vote ferment.');
  const sentAt = Date.now();
  await expect(post(colleague, '20 h')).toBeVisible({ timeout: 5_000 });
  const seenAfter = Date.now() - sentAt;
  console.log(`new post seen by the second window after ${seenAfter} ms`);

  await publishPost(page, '20 h 05', 'Premières estimations : participation en hausse.');
  // Newest first.
  await expect(page.getByTestId('live-post').first()).toContainText('20 h 05');

  // Edit the first post: read-only until 'Modifier'.
  await post(page, '20 h').getByRole('button', { name: 'Actions du post' }).click();
  await page.getByRole('menuitem', { name: 'Modifier' }).click();
  const editor = page.getByRole('textbox', { name: 'Texte du post modifié' });
  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Dépouillement en cours.', { delay: 10 });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Post modifié')).toBeVisible();
  await expect(post(page, '20 h')).toContainText(
    'Les bureaux de vote ferment. Dépouillement en cours.',
  );
  await expect(post(colleague, '20 h')).toContainText('Dépouillement en cours.', {
    timeout: 5_000,
  });

  await shootLightAndDark(page, 'live', { fullPage: true });

  // Delete the second post, after the confirmation.
  await post(page, '20 h 05').getByRole('button', { name: 'Actions du post' }).click();
  await page.getByRole('menuitem', { name: 'Supprimer' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(toast(page, 'Post supprimé')).toBeVisible();
  await expect(post(page, '20 h 05')).toHaveCount(0);
  await expect(post(colleague, '20 h 05')).toHaveCount(0, { timeout: 5_000 });

  // Close: the backdrop covers the posts, here and for the colleague; reopen removes it.
  await page.getByRole('button', { name: 'Clôturer le live' }).click();
  await expect(toast(page, 'Le live est clôturé')).toBeVisible();
  await expect(page.getByTestId('live-backdrop')).toBeVisible();
  await expect(colleague.getByTestId('live-backdrop')).toBeVisible({ timeout: 5_000 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/live-closed-light.png` });
  await page.getByRole('button', { name: 'Rouvrir le live' }).click();
  await expect(toast(page, 'Le live est rouvert')).toBeVisible();
  await expect(page.getByTestId('live-backdrop')).toHaveCount(0);
  await other.close();
});
