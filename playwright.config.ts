// End-to-end tests drive the real app: the browser host (main/host) with the embedded server on a
// temporary data folder, in the system Chromium. One test at a time: on two cores, two spec files
// side by side (each with its own host) took 18.3 min against 12.8 min in series, every test about
// twice as slow, and the timing-sensitive ones flaky.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tests/support/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/globalSetup.ts',
  fullyParallel: false,
  workers: 1,
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
    { name: 'browser-host', testIgnore: ['electron/**'] },
    { name: 'electron', testMatch: ['electron/**/*.spec.ts'] },
  ],
});
