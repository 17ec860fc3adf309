// The admin, tag and author screens on their own seeded host (tests/e2e/articles/seededHost.ts):
// `npx playwright test -c tests/e2e/admin/playwright.config.ts`. SCREENSHOT_DIR keeps screenshots.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../support/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: ['*.spec.ts'],
  workers: 1,
  // One retry: on a loaded 2-core machine a toolbar click can race the editor's selection
  // update; Playwright still reports such a test as flaky, so the race stays visible.
  retries: 1,
  timeout: 150_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
});
