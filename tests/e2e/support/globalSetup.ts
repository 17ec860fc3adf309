// One browser host with the embedded server for the whole run, on a fresh data folder, with the
// first super-admin created from the environment. Workers read the URL from the environment.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startHost } from './hostProcess';
import { E2E_ADMIN } from './admin';

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(resolve(__dirname, '../../../out/renderer/index.html'))) {
    throw new Error('Build the renderer first: npm run build');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-e2e-'));
  const host = await startHost({
    BACKOFFICE_DATA_DIR: dataDir,
    BACKOFFICE_ADMIN_EMAIL: E2E_ADMIN.email,
    BACKOFFICE_ADMIN_PASSWORD: E2E_ADMIN.password,
    BACKOFFICE_API_URL: '',
  });
  process.env.BACKOFFICE_E2E_URL = host.url;
  process.env.BACKOFFICE_E2E_API_URL = host.apiUrl;
  process.env.BACKOFFICE_E2E_DATA_DIR = dataDir;
  // The seeded folders of this run (tests/e2e/support/seededApi.ts), made once and copied.
  const seeds = mkdtempSync(join(tmpdir(), 'backoffice-e2e-seeds-'));
  process.env.BACKOFFICE_E2E_SEEDS = seeds;
  return async () => {
    rmSync(seeds, { recursive: true, force: true });
    await host.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
