// Runs only the editor's end-to-end tests, without the app's globalSetup (the editor harness needs
// no API server): `npx playwright test -c tests/e2e/editor/playwright.config.ts`.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './harnessServer';

export default defineConfig({
  testDir: '.',
  testMatch: ['*.spec.ts'],
  outputDir: '../../../test-results/editor',
  workers: 1,
  // See the root config: one retry, flaky tests still reported as such.
  retries: 1,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    locale: 'fr-FR',
    viewport: { width: 1280, height: 800 },
    launchOptions: CHROMIUM_LAUNCH,
  },
});
