// A browser host of its own for the article screens, on a data folder seeded with the demo
// catalogue (categories, tags, sources, no articles): publishing needs a category, which the API
// cannot create, so the linked article of the test is published on top of the seed.
// The API is the server's CLI on a loopback port, which the app is configured to use
// (BACKOFFICE_API_URL), as a newsroom's remote API would be: tests call it directly to seed, and
// stop and restart it to take the app offline. (The embedded server answers only the app that
// started it, over its message channel; the shared host of the other specs covers that path.)
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { startHost } from '../support/hostProcess';

const ROOT = resolve(__dirname, '../../..');

/** The seed's super-admin (server/src/seed/catalogue.ts DEMO_USERS), with the password we give it. */
export const SEEDED_ADMIN = {
  email: 'admin@demo.backoffice.test',
  password: 'Motdepasse-articles-e2e-1',
} as const;

export interface SeededHost {
  url: string;
  apiUrl: string;
  /** The app's data folder (drafts/, outbox/, server/). */
  dataDir: string;
  /** Stops the API server (SIGTERM): the API is unreachable. */
  stopApi(): Promise<void>;
  /** Starts the server again on the same port and data folder: the app finds its API back. */
  startApi(): Promise<void>;
  /** A GraphQL call as the seeded super-admin (the token of an API login). */
  graphql<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
  close(): Promise<void>;
}

export async function startSeededHost(): Promise<SeededHost> {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-articles-e2e-'));
  const serverDataDir = join(dataDir, 'server');
  execFileSync(
    process.execPath,
    [resolve(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/src/seed/cli.ts', '--articles', '0'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        BACKOFFICE_DATA_DIR: serverDataDir,
        DATABASE_URL: '',
        BACKOFFICE_DEMO_PASSWORD: SEEDED_ADMIN.password,
      },
      stdio: 'ignore',
    },
  );
  const started = await startServer(0, serverDataDir);
  let api: ChildProcess | null = started.child;
  const apiUrl = started.url;
  const host = await startHost({
    BACKOFFICE_DATA_DIR: dataDir,
    BACKOFFICE_API_URL: apiUrl,
    DATABASE_URL: '',
  });
  let token: string | null = null;
  const post = async <T>(
    query: string,
    variables: Record<string, unknown>,
    auth: string | null,
  ): Promise<T> => {
    const response = await fetch(`${apiUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(auth ? { authorization: `Bearer ${auth}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const json = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
    if (json.errors?.length || !json.data)
      throw new Error(`GraphQL: ${JSON.stringify(json.errors)}`);
    return json.data;
  };
  const port = Number(new URL(apiUrl).port);
  return {
    url: host.url,
    apiUrl,
    dataDir,
    async stopApi() {
      if (api) await stopChild(api);
      api = null;
    },
    async startApi() {
      api = (await startServer(port, serverDataDir)).child;
    },
    async graphql<T>(query: string, variables: Record<string, unknown> = {}) {
      if (!token) {
        const login = await post<{ login: { token: string } }>(
          'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
          { e: SEEDED_ADMIN.email, p: SEEDED_ADMIN.password },
          null,
        );
        token = login.login.token;
      }
      return post<T>(query, variables, token);
    },
    async close() {
      await host.stop();
      if (api) await stopChild(api);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The server's CLI on a port of the loopback (0: any free one), over the seeded data folder. */
function startServer(
  port: number,
  serverDataDir: string,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [resolve(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/src/cli.ts', '--port', String(port)],
    {
      cwd: ROOT,
      env: { ...process.env, BACKOFFICE_DATA_DIR: serverDataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  let stdout = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /BACKOFFICE_SERVER_LISTENING (http:\/\/\S+)/.exec(stdout)?.[1];
      if (url) done({ child, url });
    });
    child.once('exit', (code) => fail(new Error(`server exited (${String(code)}):\n${stderr}`)));
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  await exited;
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
export async function signIn(page: Page, host: SeededHost): Promise<void> {
  await page.goto(`${host.url}#/login`);
  const account = page.getByRole('button', { name: /^Compte :/ });
  const login = page.getByRole('button', { name: 'Se connecter' });
  await expect(login.or(account)).toBeVisible();
  if (await account.isVisible()) return;
  await page.getByLabel('Adresse e-mail').fill(SEEDED_ADMIN.email);
  await page.getByLabel('Mot de passe').fill(SEEDED_ADMIN.password);
  await login.click();
  await expect(account).toBeVisible();
}
