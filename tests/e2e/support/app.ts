// Helpers shared by the end-to-end tests: the host's URL, and signing in or out through the UI.
import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './admin';
import { sharedHost } from './sharedHost';

export function appUrl(hash = ''): string {
  const url = sharedHost('URL');
  return `${url}${hash ? `#${hash}` : ''}`;
}

export async function signIn(
  page: Page,
  options: { email?: string; password?: string; remember?: boolean } = {},
): Promise<void> {
  await page.getByLabel('Adresse e-mail').fill(options.email ?? E2E_ADMIN.email);
  await page.getByLabel('Mot de passe').fill(options.password ?? E2E_ADMIN.password);
  const remember = page.getByRole('checkbox', { name: 'Se souvenir de moi' });
  if ((options.remember ?? true) !== (await remember.isChecked())) await remember.click();
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Opens the app signed out: main keeps one session for the whole run, so end it if needed. */
export async function openSignedOut(page: Page): Promise<void> {
  await page.goto(appUrl('/login'));
  const loginTitle = page.getByRole('heading', { name: 'Back-office éditorial' });
  const account = page.getByRole('button', { name: /^Compte :/ });
  await expect(loginTitle.or(account)).toBeVisible();
  if (await account.isVisible()) {
    await account.click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  }
  await expect(page).toHaveURL(/#\/login/);
}
