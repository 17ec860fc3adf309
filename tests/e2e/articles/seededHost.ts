// A browser host of its own for the article screens, on a data folder seeded with the demo
// catalogue (categories, tags, sources, no articles): publishing needs a category, which the API
// cannot create, so the linked article of the test is published on top of the seed.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { startHost } from '../support/hostProcess';

const ROOT = resolve(__dirname, '../../..');

/** The seed's super-admin (server/src/seed/catalogue.ts DEMO_USERS), with the password we give it. */
export const SEEDED_ADMIN = { email: 'admin@demo.backoffice.test', password: 'Motdepasse-articles-e2e-1' } as const;

export interface SeededHost {
  url: string;
  apiUrl: string;
  /** The app's data folder (drafts/, outbox/, server/). */
  dataDir: string;
  /** Stops the embedded API server (SIGTERM to the process listening on its port): the API is unreachable. */
  stopApi(): Promise<void>;
  /** Starts the server again on the same port and data folder: the app finds its API back. */
  startApi(): Promise<void>;
  /** A GraphQL call as the seeded super-admin (the token of an API login). */
  graphql<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
  close(): Promise<void>;
}

export async function startSeededHost(): Promise<SeededHost> {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-articles-e2e-'));
  execFileSync(process.execPath, [resolve(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/src/seed/cli.ts', '--articles', '0'], {
    cwd: ROOT,
    // The host's embedded server keeps its database in <data>/server (main/embedded).
    env: { ...process.env, BACKOFFICE_DATA_DIR: join(dataDir, 'server'), DATABASE_URL: '', BACKOFFICE_DEMO_PASSWORD: SEEDED_ADMIN.password },
    stdio: 'ignore',
  });
  const host = await startHost({
    BACKOFFICE_DATA_DIR: dataDir,
    BACKOFFICE_API_URL: '',
    DATABASE_URL: '',
  });
  let token: string | null = null;
  const post = async <T>(query: string, variables: Record<string, unknown>, auth: string | null): Promise<T> => {
    const response = await fetch(graphqlUrl(host.apiUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const json = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
    if (json.errors?.length || !json.data) throw new Error(`GraphQL: ${JSON.stringify(json.errors)}`);
    return json.data;
  };
  const port = Number(new URL(host.apiUrl).port);
  let restarted: ChildProcess | null = null;
  return {
    url: host.url,
    apiUrl: host.apiUrl,
    dataDir,
    async stopApi() {
      if (restarted) {
        await stopChild(restarted);
        restarted = null;
      } else {
        process.kill(listenerPid(port), 'SIGTERM');
      }
      await waitUntil(async () => !(await isListening(port)), 'API still listening');
    },
    async startApi() {
      restarted = await startServer(port, join(dataDir, 'server'));
    },
    async graphql<T>(query: string, variables: Record<string, unknown> = {}) {
      if (!token) {
        const login = await post<{ login: { token: string } }>('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', { e: SEEDED_ADMIN.email, p: SEEDED_ADMIN.password }, null);
        token = login.login.token;
      }
      return post<T>(query, variables, token);
    },
    async close() {
      if (restarted) await stopChild(restarted);
      await host.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function graphqlUrl(apiUrl: string): string {
  const base = apiUrl.replace(/\/$/, '');
  return base.endsWith('/graphql') ? base : `${base}/graphql`;
}

/** The pid of the process listening on a loopback port (the embedded server's node process). */
function listenerPid(port: number): number {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`no process listens on ${port}: ${out}`);
  return Number(pid);
}

function isListening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), done(true)));
    socket.once('error', () => done(false));
  });
}

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(what);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The server's CLI on a given port, as the app's embedded server runs it (main/embedded). */
function startServer(port: number, serverDataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [resolve(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/src/cli.ts', '--port', String(port)], {
    cwd: ROOT,
    env: { ...process.env, BACKOFFICE_DATA_DIR: serverDataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('BACKOFFICE_SERVER_LISTENING')) done(child);
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

/**
 * A Playwright test with a worker-scoped seeded host. Each spec file extends it on its own, so each
 * file still gets its own fresh host (one file stops and restarts the API).
 */
export const seededHostFixture: [
  (fixtures: object, use: (host: SeededHost) => Promise<void>) => Promise<void>,
  { scope: 'worker'; timeout: number },
] = [
  // Playwright reads fixture dependencies from the destructuring pattern: it must be there, empty.
  // eslint-disable-next-line no-empty-pattern
  async ({}: object, use: (host: SeededHost) => Promise<void>) => {
    const host = await startSeededHost();
    await use(host);
    await host.close();
  },
  { scope: 'worker', timeout: 180_000 },
];

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
