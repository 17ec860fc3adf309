// End-to-end tests drive the real app: the browser host (main/host) with the embedded server on a
// temporary data folder, in the system Chromium. The shell specs share one host and its one
// signed-in session, so they run one at a time; every other spec file starts a host of its own
// (or the editor harness), so two files run side by side, one per core.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tests/support/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/globalSetup.ts',
  fullyParallel: false,
  workers: 2,
  // One retry: on a loaded 2-core machine a toolbar click can race the editor's selection
  // update; Playwright still reports such a test as flaky, so the race stays visible.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    { name: 'shared-host', testMatch: ['shell/**/*.spec.ts'], workers: 1 },
    { name: 'browser-host', testIgnore: ['electron/**', 'shell/**'] },
    { name: 'electron', testMatch: ['electron/**/*.spec.ts'] },
  ],
});
