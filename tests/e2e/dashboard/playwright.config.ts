// The dashboard e2e on its own seeded host (../articles/seededHost.ts), without the shared host
// of the root config: `npx playwright test -c tests/e2e/dashboard/playwright.config.ts`.
// Screenshots go to SCREENSHOT_DIR when set.
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
