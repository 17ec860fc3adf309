// Hand walkthrough helper: API on demo data (stoppable), host, Chromium. Steps chosen by argv.
import { spawn, type ChildProcess } from 'node:child_process';
import { chromium, type Page } from '@playwright/test';
import { startHost } from './tests/e2e/support/hostProcess';
import { CHROMIUM_LAUNCH } from './tests/support/chromium';

const PORT = 4777;
let api: ChildProcess | null = null;
async function startApi() {
  api = spawn(process.execPath, ['out/main/server.js', '--port', String(PORT)], {
    env: { ...process.env, BACKOFFICE_DATA_DIR: '/tmp/walk/api', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((done) => api!.stdout!.on('data', (c: Buffer) => c.toString().includes('LISTENING') && done()));
}
async function stopApi() {
  const a = api!; const exited = new Promise((d) => a.once('exit', d)); a.kill('SIGTERM'); await exited; api = null;
}
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/shots/${name}.png` });

(async () => {
  await startApi();
  const host = await startHost({ BACKOFFICE_DATA_DIR: '/tmp/walk/app', BACKOFFICE_API_URL: `http://127.0.0.1:${PORT}` });
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const scheme = (process.env.SCHEME ?? 'light') as 'light' | 'dark';
  const context = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris', viewport: { width: 1440, height: 900 }, colorScheme: scheme });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  page.on('console', (m) => m.type() === 'error' && console.log('CONSOLE', m.text().slice(0, 200)));
  const ctx = { page, host, startApi, stopApi, shot, url: host.url };
  try {
    await page.goto(`${host.url}#/login`);
    const account = page.getByRole('button', { name: /^Compte :/ });
    const login = page.getByRole('button', { name: 'Se connecter' });
    await login.or(account).waitFor();
    if (await login.isVisible()) {
      await page.getByLabel('Adresse e-mail').fill('admin@demo.backoffice.test');
      await page.getByLabel('Mot de passe').fill('demo-backoffice');
      await login.click();
      await account.waitFor();
    }
    const steps = await import(process.env.STEPS ?? '/tmp/steps.ts');
    await steps.default(ctx);
  } catch (e) {
    console.log('FAILED', e);
    await shot(page, 'failure');
  } finally {
    await browser.close(); await host.stop(); if (api) await stopApi();
  }
})();
