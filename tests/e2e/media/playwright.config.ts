// The media e2e on the articles' seeded host (../articles/seededHost.ts), without the shared host
// of the root config: `npx playwright test -c tests/e2e/media/playwright.config.ts`.
// Set SCREENSHOT_DIR to keep the picker, upload and focus-point screenshots.
import { defineConfig } from '@playwright/test';

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
    // COLOR_SCHEME=dark: the same run in dark mode (screenshots named *-dark.png).
    colorScheme: process.env.COLOR_SCHEME === 'dark' ? 'dark' : 'light',
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
