// A browser host of its own for the article screens, on a data folder seeded with the demo
// catalogue (categories, tags, sources, no articles): publishing needs a category, which the API
// cannot create, so the linked article of the test is published on top of the seed.
// The API is the server's CLI on a loopback port, which the app is configured to use
// (BACKOFFICE_API_URL), as a newsroom's remote API would be: tests call it directly to seed, and
// stop and restart it to take the app offline. (The embedded server answers only the app that
// started it, over its message channel; the shared host of the other specs covers that path.)
import type { Page } from '@playwright/test';
import { startHost } from '../support/hostProcess';
import {
  SEEDED_ADMIN,
  signInSeededAdmin,
  startSeededApi,
  type SeededApi,
} from '../support/seededApi';

export { SEEDED_ADMIN };

export interface SeededHost extends SeededApi {
  url: string;
}

/** `env`: more of the app's environment (a third-party stand-in's address, say). */
export async function startSeededHost(
  seedArgs?: readonly string[],
  env: NodeJS.ProcessEnv = {},
): Promise<SeededHost> {
  const api = await startSeededApi('backoffice-articles-e2e-', seedArgs);
  const host = await startHost({
    BACKOFFICE_DATA_DIR: api.dataDir,
    BACKOFFICE_API_URL: api.apiUrl,
    DATABASE_URL: '',
    ...env,
  });
  return {
    ...api,
    url: host.url,
    async close() {
      await host.stop();
      await api.close();
    },
  };
}

type HostFixture<Deps> = [
  (fixtures: Deps, use: (host: SeededHost) => Promise<void>) => Promise<void>,
  { scope: 'worker'; timeout: number },
];

async function runSeededHost(use: (host: SeededHost) => Promise<void>): Promise<void> {
  const host = await startSeededHost();
  await use(host);
  await host.close();
}

/**
 * A worker-scoped seeded host. Playwright keeps one worker for consecutive spec files (until a test
 * fails) and shares its worker fixtures: the files using this one share one host, which saves a
 * start per file. A test must therefore not count what other files may have created (published
 * articles of the day, say); a file that does uses `ownSeededHost` below.
 */
export const seededHostFixture: HostFixture<object> = [
  // Playwright reads fixture dependencies from the destructuring pattern: it must be there, empty.
  // eslint-disable-next-line no-empty-pattern
  async ({}: object, use) => runSeededHost(use),
  { scope: 'worker', timeout: 180_000 },
];

/**
 * A host of the file's own: `test.use({ hostGroup: '<file>' })` gives the file a worker option no
 * other file has, so Playwright runs it in a worker (and host) of its own.
 */
export const ownSeededHost = {
  hostGroup: ['shared', { scope: 'worker', option: true }] as [
    string,
    { scope: 'worker'; option: true },
  ],
  host: [
    async ({ hostGroup }: { hostGroup: string }, use: (host: SeededHost) => Promise<void>) => {
      void hostGroup; // only there to set this file's workers apart
      await runSeededHost(use);
    },
    { scope: 'worker', timeout: 180_000 },
  ] as HostFixture<{ hostGroup: string }>,
};

/** Signs the seeded administrator in (or finds the session still open). */
export function signIn(page: Page, host: SeededHost): Promise<void> {
  return signInSeededAdmin(page, host.url);
}
