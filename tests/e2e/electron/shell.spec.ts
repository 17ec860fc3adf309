// The same flow in the real Electron app, where its binary exists. On machines without it (this
// CI image cannot download it) the tests are skipped with the reason.
import { _electron as electron, expect, test } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { E2E_ADMIN } from '../support/admin';
import { electronBinary } from '../support/electronBinary';

const binary = electronBinary();
const ROOT = resolve(__dirname, '../../..');

test.skip(
  binary === null,
  "Binaire Electron absent (node_modules/electron/dist non téléchargé) : tests Electron ignorés, le même parcours est couvert par l'hôte navigateur.",
);

test('sign in, shell, sign out in the Electron app', async () => {
  const app = await electron.launch({
    executablePath: binary!,
    args: [ROOT],
    env: {
      ...process.env,
      BACKOFFICE_ADMIN_EMAIL: E2E_ADMIN.email,
      BACKOFFICE_ADMIN_PASSWORD: E2E_ADMIN.password,
      BACKOFFICE_API_URL: '',
      BACKOFFICE_DATA_DIR: mkdtempSync(join(tmpdir(), 'backoffice-electron-')),
    },
  });
  try {
    const window = await app.firstWindow();
    await expect(window).toHaveURL(/#\/login$/, { timeout: 120_000 });
    expect(
      await window.evaluate(() => typeof (window as unknown as { require?: unknown }).require),
    ).toBe('undefined');
    await window.getByLabel('Adresse e-mail').fill(E2E_ADMIN.email);
    await window.getByLabel('Mot de passe').fill(E2E_ADMIN.password);
    await window.getByRole('button', { name: 'Se connecter' }).click();
    await expect(window.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await window.reload();
    await expect(window.getByRole('button', { name: /^Compte :/ })).toBeVisible();
    await window.getByRole('button', { name: /^Compte :/ }).click();
    await window.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect(window).toHaveURL(/#\/login$/);
  } finally {
    await app.close();
  }
});
