// Issue 30: a new installation greets its first launch instead of a login form nobody can use.
// Both paths on fresh data folders, through the real browser host and its embedded server:
// « Travailler en local » (first super-admin created on screen, demo data loaded) and « Se
// connecter au serveur de la rédaction » (address checked before it is kept, then sign-in there,
// changeable later from the account menu).
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHost, type StartedHost } from '../support/hostProcess';
import { SEEDED_ADMIN, startSeededApi, type SeededApi } from '../support/seededApi';
import { shootLightAndDark } from '../support/screens';

const SCREENS = process.env.SCREENSHOT_DIR;

/** A first launch: a new data folder, no API configured, no admin from the environment. */
async function freshHost(): Promise<{ host: StartedHost; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-first-launch-'));
  const host = await startHost({
    BACKOFFICE_DATA_DIR: dataDir,
    BACKOFFICE_API_URL: '',
    BACKOFFICE_ADMIN_EMAIL: '',
    BACKOFFICE_ADMIN_PASSWORD: '',
    BACKOFFICE_DEMO_PASSWORD: '',
    DATABASE_URL: '',
  });
  return { host, dataDir };
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!SCREENS) return;
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
}

test.describe('first launch', () => {
  let started: { host: StartedHost; dataDir: string } | null = null;
  let newsroom: SeededApi | null = null;
  test.afterEach(async () => {
    await started?.host.stop();
    if (started) rmSync(started.dataDir, { recursive: true, force: true });
    started = null;
    await newsroom?.close();
    newsroom = null;
  });

  test('« Travailler en local »: the first super-admin on screen, then the demo data', async ({
    page,
  }) => {
    test.setTimeout(600_000);
    started = await freshHost();
    await page.goto(started.host.url);
    await expect(page).toHaveURL(/#\/bienvenue$/);
    await expect(
      page.getByRole('heading', { name: 'Se connecter au serveur de la rédaction' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Travailler en local' })).toBeVisible();
    await shootLightAndDark(page, 'first-launch', { fullPage: true });

    const local = page.getByRole('region', { name: 'Travailler en local' });
    await local.getByLabel('Nom').fill('Ada Lovelace');
    await local.getByLabel('Adresse e-mail').fill('ada@redaction.test');
    await local.getByLabel('Mot de passe').fill('court');
    await local.getByRole('button', { name: 'Créer le compte super-administrateur' }).click();
    // The server's refusal on its field, what was typed kept.
    await expect(
      local.getByText('Le mot de passe doit comporter au moins 8 caractères'),
    ).toBeVisible();
    await expect(local.getByLabel('Adresse e-mail')).toHaveValue('ada@redaction.test');

    await local.getByLabel('Mot de passe').fill('un-mot-de-passe-solide');
    await local.getByRole('button', { name: 'Créer le compte super-administrateur' }).click();
    await expect(page.getByRole('heading', { name: 'Votre compte est créé' })).toBeVisible();
    await page.getByRole('button', { name: 'Charger les données de démonstration' }).click();
    await expect(page.getByText('Données de démonstration chargées.')).toBeVisible({
      timeout: 480_000,
    });
    await expect(page.getByText('camille.martin@demo.backoffice.test')).toBeVisible();
    await expect(page.getByText('mot de passe : demo-backoffice', { exact: false })).toBeVisible();
    await shoot(page, 'first-launch-demo-loaded');

    await page.getByRole('button', { name: 'Ouvrir le back-office' }).click();
    await expect(page).toHaveURL(/#\/article\/list/);
    await expect(page.getByRole('button', { name: 'Compte : Ada Lovelace' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Articles' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();

    // The super-admin reaches the admin hub from the side menu (no address bar in the app).
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('link', { name: 'Administration' }).click();
    await expect(page).toHaveURL(/#\/crud$/);
    await expect(page.getByRole('heading', { name: 'Administration' })).toBeVisible();
    await shootLightAndDark(page, 'admin-entry', { fullPage: true });

    // The next launch of the same installation opens the login form, not the welcome.
    await page.getByRole('button', { name: 'Compte : Ada Lovelace' }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/#\/login$/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Se connecter', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/#\/login$/);
  });

  test('« Se connecter au serveur de la rédaction »: checked, kept, signed in, changeable later', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    newsroom = await startSeededApi('backoffice-newsroom-');
    started = await freshHost();
    await page.goto(started.host.url);
    await expect(page).toHaveURL(/#\/bienvenue$/);

    const connect = page.getByRole('region', { name: 'Se connecter au serveur de la rédaction' });
    const address = connect.getByLabel('Adresse du serveur');
    // http to another computer: refused before anything is asked.
    await address.fill('http://192.168.1.20:4000');
    await connect.getByRole('button', { name: 'Se connecter à ce serveur' }).click();
    await expect(connect.getByText(/doit commencer par https:\/\//)).toBeVisible();
    // Nobody answers there: refused by main, the address kept in the field.
    await address.fill('http://127.0.0.1:9');
    await connect.getByRole('button', { name: 'Se connecter à ce serveur' }).click();
    await expect(
      connect.getByText('Aucun serveur ne répond à cette adresse.', { exact: false }),
    ).toBeVisible();
    await expect(address).toHaveValue('http://127.0.0.1:9');

    await address.fill(newsroom.apiUrl);
    await connect.getByRole('button', { name: 'Se connecter à ce serveur' }).click();
    await expect(page).toHaveURL(/#\/login$/);
    await page.getByLabel('Adresse e-mail').fill(SEEDED_ADMIN.email);
    await page.getByLabel('Mot de passe').fill(SEEDED_ADMIN.password);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    const account = page.getByRole('button', { name: /^Compte :/ });
    await expect(account).toBeVisible();

    await account.click();
    await page.getByRole('menuitem', { name: 'Changer de serveur…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Serveur de la rédaction' });
    await expect(dialog.getByText(newsroom.apiUrl)).toBeVisible();
    await expect(dialog.getByLabel('Adresse du serveur')).toHaveValue(newsroom.apiUrl);
    await shoot(page, 'first-launch-server-dialog');
    // Back to local work: signed out, and the embedded server, still without account, greets again.
    await dialog.getByRole('button', { name: 'Travailler en local (serveur intégré)' }).click();
    await expect(page).toHaveURL(/#\/bienvenue$/, { timeout: 60_000 });
  });
});
