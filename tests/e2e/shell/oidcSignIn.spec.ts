// Issue 16 end to end through the browser host: « Se connecter avec Google » opens the OpenID
// provider (a real oidc-provider started here) in a new Chromium tab, the person fills its login
// and consent pages, the provider redirects to main's loopback listener, and the app is signed in.
import { expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_ADMIN } from '../support/admin';
import { startHost } from '../support/hostProcess';
import { startOidcProvider } from '../../support/oidcProvider';

test('signs in with the provider in a browser tab; refuses an unknown account in French', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const op = await startOidcProvider({
    accounts: {
      admin: { email: E2E_ADMIN.email, name: 'Admin' },
      stranger: { email: 'inconnu@ailleurs.fr', name: 'Inconnu', groups: ['aucun@example.fr'] },
    },
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-oidc-e2e-'));
  const host = await startHost({
    BACKOFFICE_DATA_DIR: dataDir,
    BACKOFFICE_ADMIN_EMAIL: E2E_ADMIN.email,
    BACKOFFICE_ADMIN_PASSWORD: E2E_ADMIN.password,
    BACKOFFICE_API_URL: '',
    BACKOFFICE_OIDC_ISSUER: op.issuer,
    BACKOFFICE_OIDC_CLIENT_ID: op.clientId,
  });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${host.url}#/login`);

    async function signInAtProvider(login: string) {
      const [tab] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: 'Se connecter avec Google' }).click(),
      ]);
      await expect(tab).toHaveURL(new RegExp(`^${op.issuer}/interaction/`));
      await tab.getByPlaceholder('Enter any login').fill(login);
      await tab.getByPlaceholder('and password').fill('nimporte');
      await tab.getByRole('button', { name: 'Sign-in' }).click();
      await tab.getByRole('button', { name: 'Continue' }).click();
      // Main's loopback listener answers the redirect, then the tab can be closed.
      await expect(tab.getByRole('heading', { name: 'Connexion reçue' })).toBeVisible();
      await expect(tab).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/callback\?code=/);
      await tab.close();
    }

    await signInAtProvider('stranger');
    await expect(page.getByRole('alert')).toHaveText(
      "Votre compte Google n'a pas accès au back-office : demandez à un administrateur de vous ajouter.",
    );
    await expect(page).toHaveURL(/#\/login$/);

    // Another person at the provider: its session cookies go (the app's, same host, stay).
    await context.clearCookies({ name: /^_(session|interaction)/ });
    await signInAtProvider('admin');
    await expect(page.getByRole('button', { name: /^Compte :/ })).toBeVisible();
    // Sign out again: the keychain is shared with the other end-to-end tests.
    await page.getByRole('button', { name: /^Compte :/ }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/#\/login$/);
    await context.close();
  } finally {
    await host.stop();
    await op.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
