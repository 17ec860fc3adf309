// End-to-end tests drive the real app: the browser host (main/host) with the embedded server on a
// temporary data folder, in the system Chromium. Two workers, each with a shared host and keychain
// of its own (support/globalSetup.ts): the suite alone took 787 s on two cores (with one worker,
// 1,189 s beside the server suite; README, Tests).
//
// The one config of the suite: a folder that needs settings of its own is a project here (run one
// with `npx playwright test --project drafts`, or a folder with `npx playwright test articles/`).
// SCREENSHOT_DIR keeps the light and dark screenshots (tests/e2e/support/screens.ts).
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tests/support/chromium';
import { adoptWorkerSlotKeychain } from './tests/e2e/support/sharedHost';

// In a worker (the config is loaded there too): its slot's keychain (tests/e2e/support/slotKeyring.ts).
adoptWorkerSlotKeychain();

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/globalSetup.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // No retry: a test that fails once is a bug to fix, in the test (wait for the state it needs,
  // not for time) or in the app. The race that retries used to hide, a toolbar click arriving
  // before the editor read the new selection, is fixed in the editor (toolbar actions read the DOM
  // selection first) and reproduced deterministically in editor/editor.spec.ts.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // COLOR_SCHEME=dark: a run in dark mode (the media spec names its screenshots *-dark.png).
    colorScheme: process.env.COLOR_SCHEME === 'dark' ? 'dark' : 'light',
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 1280, height: 800 },
    // A failed test keeps its trace: actions, DOM snapshots, network, console. Without the
    // screencast: its frames, encoded for every test that passes too, were a third of the suite's
    // CPU (87 → 64 core-seconds over the cards and admin specs).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    { name: 'browser-host', testIgnore: ['electron/**', 'drafts/**', 'editor/**'] },
    // Offline editing (issue 13) on a host whose API and app the tests stop and start: the slowest
    // waits of the suite (the machine is shared and often loaded).
    {
      name: 'drafts',
      testMatch: ['drafts/**/*.spec.ts'],
      timeout: 300_000,
      expect: { timeout: 30_000 },
    },
    // The editor on its harness (no API server): its specs set their own timeout.
    { name: 'editor', testMatch: ['editor/**/*.spec.ts'] },
    { name: 'electron', testMatch: ['electron/**/*.spec.ts'] },
  ],
});
