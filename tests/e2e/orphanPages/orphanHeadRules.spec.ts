// Issue 30 "Input rules written once", on screen: an orphan page's meta holding markup
// (`"><script>`) is refused under « Métas » in French before anything is sent, what was typed
// stays in the field, and once corrected the page saves.
import { test as base, expect, type Page } from '@playwright/test';
import { MESSAGES } from '../../../common/domain/messages';
import { seededHostFixture, signIn, type SeededHost } from '../articles/seededHost';
import { shootLightAndDark } from '../support/screens';

const test = base.extend<object, { host: SeededHost }>({ host: seededHostFixture });
test.setTimeout(120_000);
const toast = (page: Page, text: string) =>
  page.locator('.fui-ToastTitle').filter({ hasText: text });

test('a meta with markup is refused under « Métas », kept as typed, and saves once corrected', async ({
  page,
  host,
}) => {
  await signIn(page, host);
  await page.goto(`${host.url}#/orphanpage/new/TEL`);
  await page.getByRole('textbox', { name: 'URL', exact: true }).fill('/jeux/meta-piegee');
  await page.getByRole('textbox', { name: 'Titre', exact: true }).fill('Jeu de l’été');
  await page.getByRole('button', { name: 'Ajouter une méta' }).click();
  const meta = page.getByLabel('Méta 1', { exact: true });
  await meta.fill('description: "><script>alert(1)</script>');

  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(page.getByText(MESSAGES.plainTextMarkup)).toBeVisible();
  await expect(meta).toHaveValue('description: "><script>alert(1)</script>');
  await expect(page).toHaveURL(/#\/orphanpage\/new\/TEL/);
  await shootLightAndDark(page, 'orphan-meta-refused', {
    ready: () => expect(page.getByText(MESSAGES.plainTextMarkup)).toBeVisible(),
  });

  await meta.fill('description: le jeu « été » de la rédaction');
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(toast(page, 'Votre page a bien été sauvegardée')).toBeVisible();
  await expect(page).toHaveURL(/#\/orphanpage\/edit\/TEL\/[0-9a-f-]{36}$/);
  await expect(page.getByText(MESSAGES.plainTextMarkup)).toHaveCount(0);
});
