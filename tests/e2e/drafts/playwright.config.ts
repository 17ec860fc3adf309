// Offline editing end to end (issue 13) on its own host whose API and app the tests stop and
// start: `npx playwright test -c tests/e2e/drafts/playwright.config.ts` after `npm run build`.
// Set SCREENSHOT_DIR to keep the screenshots (light and dark).
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: ['*.spec.ts'],
  workers: 1,
  retries: 0,
  timeout: 300_000,
  // The machine these run on is shared and often loaded (load average 20+ on 2 cores).
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
