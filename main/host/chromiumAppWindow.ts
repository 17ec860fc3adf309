// Opens the browser host's URL in a Chromium "app" window (no tabs, no address bar), when a
// Chromium is installed. The profile lives next to the app data so it never mixes with the
// user's own browsing.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export function findChromium(env: NodeJS.ProcessEnv): string | null {
  if (env.BACKOFFICE_CHROMIUM && existsSync(env.BACKOFFICE_CHROMIUM))
    return env.BACKOFFICE_CHROMIUM;
  return CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
}

export function openAppWindow(executable: string, url: string, dataDir: string): void {
  const child = spawn(
    executable,
    [
      `--app=${url}`,
      `--user-data-dir=${join(dataDir, 'browser-profile')}`,
      '--no-first-run',
      '--disable-sync',
      '--disable-background-networking',
    ],
    { detached: true, stdio: 'ignore' },
  );
  child.on('error', () => {});
  child.unref();
}
