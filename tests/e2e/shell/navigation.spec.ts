// The shell's navigation rules (spec 000 §2): brand selector, `brand` query parameter on menu
// links, entries needing a brand disabled until one is chosen, page-list path rewriting, and the
// look of each section.
import { expect, test } from '@playwright/test';
import { appUrl, openSignedOut, signIn } from '../support/app';

test.beforeEach(async ({ page }) => {
  await openSignedOut(page);
  await signIn(page);
  await expect(page.getByRole('button', { name: /^Compte :/ })).toBeVisible();
});

test('choosing a brand puts it on menu links and enables brand-only entries', async ({ page }) => {
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Encart' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('combobox', { name: 'Marque' }).click();
  await expect(page.getByRole('option').first()).toHaveText('Toutes');
  await page.getByRole('option', { name: 'Télé-Loisirs (TEL)', exact: true }).click();
  await expect(page).toHaveURL(/#\/article\/list\?brand=TEL$/);
  await expect(menu.getByRole('link', { name: 'Diaporama' })).toHaveAttribute(
    'href',
    '#/slideshow/list?brand=TEL',
  );
  await menu.getByRole('link', { name: 'Encart' }).click();
  await expect(page).toHaveURL(/#\/TEL\/card\/list\?brand=TEL$/);
});

test('on a page list, changing brand rewrites the path', async ({ page }) => {
  await page.goto(appUrl('/page/category/list'));
  await expect(page).toHaveTitle(/· Page —/);
  await page.getByRole('combobox', { name: 'Marque' }).click();
  await page.getByRole('option', { name: 'Cuisine Actuelle (CAC)', exact: true }).click();
  await expect(page).toHaveURL(/#\/CAC\/page\/category\/list\?brand=CAC$/);
  await page.getByRole('combobox', { name: 'Marque' }).click();
  await page.getByRole('option', { name: 'Toutes' }).click();
  await expect(page).toHaveURL(/#\/page\/category\/list$/);
});

test('each section has its own title, favicon and theme colour', async ({ page }) => {
  const look = async () =>
    page.evaluate(() => ({
      icon: document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href'),
      theme: document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content,
    }));
  await page.goto(appUrl('/slideshow/list'));
  await expect(page).toHaveTitle('Diaporamas · Diaporama — Back-office éditorial');
  expect(await look()).toEqual({ icon: 'favicons/slideshow.svg', theme: '#8764b8' });
  await page.goto(appUrl('/mobilepush/list'));
  await expect(page).toHaveTitle('Push · Push — Back-office éditorial');
  expect(await look()).toEqual({ icon: 'favicons/push.svg', theme: '#c50f1f' });
});

test('a route naming its brand in the path shows that brand in the selector', async ({ page }) => {
  await page.goto(appUrl('/CAC/card/list'));
  await expect(page.getByRole('combobox', { name: 'Marque' })).toHaveText('Cuisine Actuelle (CAC)');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Diaporama' })).toHaveAttribute(
    'href',
    '#/slideshow/list?brand=CAC',
  );
});
