// One browser host with the embedded server per worker slot for the whole run, each on a fresh data
// folder, with the first super-admin created from the environment. Main keeps one session per host:
// two workers on one host would sign each other out, so each parallel slot has its own host (and,
// beyond the first, its own keychain: slotKeyring.ts), whose URLs the workers read through
// sharedHost.ts (TEST_PARALLEL_INDEX).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startHost } from './hostProcess';
import { E2E_ADMIN } from './admin';
import { sharedHostKey } from './sharedHost';
import { startSlotKeyring } from './slotKeyring';

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  if (!existsSync(resolve(__dirname, '../../../out/renderer/index.html'))) {
    throw new Error('Build the renderer first: npm run build');
  }
  // The seeded folders of this run (tests/e2e/support/seededApi.ts), made once and copied.
  const seeds = mkdtempSync(join(tmpdir(), 'backoffice-e2e-seeds-'));
  process.env.BACKOFFICE_E2E_SEEDS = seeds;
  const slots = Array.from({ length: Math.max(1, config.workers) }, (_, slot) => slot);
  const hosts = await Promise.all(
    slots.map(async (slot) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-e2e-'));
      const keyring = slot === 0 ? null : startSlotKeyring(join(dataDir, 'keyring'));
      if (keyring) process.env[sharedHostKey('DBUS', slot)] = keyring.address;
      const host = await startHost({
        ...(keyring ? { DBUS_SESSION_BUS_ADDRESS: keyring.address } : {}),
        BACKOFFICE_DATA_DIR: dataDir,
        BACKOFFICE_ADMIN_EMAIL: E2E_ADMIN.email,
        BACKOFFICE_ADMIN_PASSWORD: E2E_ADMIN.password,
        BACKOFFICE_API_URL: '',
      });
      process.env[sharedHostKey('URL', slot)] = host.url;
      process.env[sharedHostKey('API_URL', slot)] = host.apiUrl;
      process.env[sharedHostKey('DATA_DIR', slot)] = dataDir;
      return { host, dataDir, keyring };
    }),
  );
  return async () => {
    rmSync(seeds, { recursive: true, force: true });
    for (const { host, dataDir, keyring } of hosts) {
      await host.stop();
      keyring?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
}
