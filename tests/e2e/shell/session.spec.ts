// Issue 6, "must show": sign in, see the shell, stay signed in across a reload and a restart of
// the app (token from the keychain), sign out back to /login; wrong password in French; unknown
// paths to the article list; the token in no file of the data folder and in no web storage.
import { expect, test } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHost } from '../support/hostProcess';
import { appUrl, openSignedOut, signIn } from '../support/app';
import { E2E_ADMIN } from '../support/admin';
import { keychainEntries } from '../support/keychain';
import { dumpWebStorage } from '../support/storageDump';
import { filesContaining } from '../support/grepTree';
import { sharedHost } from '../support/sharedHost';

const SCREENS = process.env.SCREENSHOT_DIR;

test.beforeEach(async ({ page }) => {
  await openSignedOut(page);
});

test('a wrong password shows a French error and stays on /login', async ({ page }) => {
  await signIn(page, { password: 'pas-le-bon-mot-de-passe' });
  await expect(page.getByRole('alert')).toHaveText('Adresse e-mail ou mot de passe incorrect.');
  await expect(page).toHaveURL(/#\/login$/);
});

test('empty fields are flagged before anything is sent', async ({ page }) => {
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Champ obligatoire')).toHaveCount(2);
});

test('an unauthenticated visitor is sent to /login', async ({ page }) => {
  await page.goto(appUrl('/dashboard'));
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
});

test('sign in, see the shell, reload and stay signed in, sign out to /login', async ({ page }) => {
  if (SCREENS) {
    mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: `${SCREENS}/login.png` });
  }
  await signIn(page);
  await expect(page).toHaveURL(/#\/article\/list$/);
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  for (const label of [
    'Article',
    'Diaporama',
    'Vidéo',
    'Page',
    'Orpheline',
    'Push',
    'Auteurs',
    'Tags',
    'Dashboard',
  ]) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Articles' })).toBeVisible();
  await expect(page).toHaveTitle('Articles · Web — Back-office éditorial');
  if (SCREENS) await page.screenshot({ path: `${SCREENS}/shell.png` });

  // The token went to the keychain, under the API's origin and the user's account.
  const entries = await keychainEntries();
  expect(entries.map((e) => e.account)).toEqual([E2E_ADMIN.email]);

  await page.reload();
  await expect(page.getByRole('button', { name: /^Compte :/ })).toBeVisible();
  await expect(page).toHaveURL(/#\/article\/list$/);

  await page.getByRole('button', { name: /^Compte :/ }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  expect(await keychainEntries()).toEqual([]);
  await page.goto(appUrl('/article/list'));
  await expect(page).toHaveURL(/#\/login$/);
});

test('a restarted app restores the session from the keychain', async ({ browser }) => {
  test.setTimeout(300_000);
  // An app of its own, quit and started again on the same data folder: its embedded server is its
  // own child, so only the keychain can sign the second run in.
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-restart-e2e-'));
  const env = {
    BACKOFFICE_DATA_DIR: dataDir,
    BACKOFFICE_ADMIN_EMAIL: E2E_ADMIN.email,
    BACKOFFICE_ADMIN_PASSWORD: E2E_ADMIN.password,
    BACKOFFICE_API_URL: '',
  };
  try {
    const first = await startHost(env);
    try {
      const page = await browser.newPage();
      await page.goto(`${first.url}#/login`);
      await signIn(page);
      await expect(page.getByRole('button', { name: /^Compte :/ })).toBeVisible();
      await page.close();
    } finally {
      await first.stop();
    }
    const second = await startHost(env);
    try {
      const page = await browser.newPage();
      await page.goto(`${second.url}#/dashboard`);
      await expect(page.getByRole('button', { name: /^Compte :/ })).toBeVisible();
      await expect(page).toHaveURL(/#\/dashboard$/);
      // Signing out empties the keychain again, as the other tests expect it.
      await page.getByRole('button', { name: /^Compte :/ }).click();
      await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
      await expect(page).toHaveURL(/#\/login$/);
      await page.close();
    } finally {
      await second.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('"Se souvenir de moi" unticked keeps the token out of the keychain', async ({ page }) => {
  await signIn(page, { remember: false });
  await expect(page.getByRole('button', { name: /^Compte :/ })).toBeVisible();
  expect(await keychainEntries()).toEqual([]);
});

test('an unknown hash path lands on the article list', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('button', { name: /^Compte :/ })).toBeVisible();
  await page.goto(appUrl('/cette/page/nexiste/pas'));
  await expect(page).toHaveURL(/#\/article\/list$/);
  await page.goto(appUrl('/TEL/recette/edit/1'));
  await expect(page).toHaveURL(/#\/article\/list$/);
});

test('after a signed-in session the token is in no data file and no web storage', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole('button', { name: /^Compte :/ })).toBeVisible();
  const [entry] = await keychainEntries();
  expect(entry?.password.length).toBeGreaterThan(10);
  const token = entry!.password;
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(await dumpWebStorage(page)).not.toContain(token);
  expect(filesContaining(sharedHost('DATA_DIR'), token)).toEqual([]);
});
