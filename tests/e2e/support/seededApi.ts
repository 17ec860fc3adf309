// The API as a newsroom's remote server would be: the built server's CLI on a loopback port, over
// a data folder seeded with the demo catalogue (categories, tags, sources, users; no articles).
// The app under test is configured to use it (BACKOFFICE_API_URL); tests call it directly to seed,
// and stop and restart it to take the app offline. Built bundles (out/main), as the app ships:
// starting from the sources through tsx cost about 3 s more per process.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';

const BUILT = resolve(__dirname, '../../../out/main');

/** The seed's super-admin (server/src/seed/catalogue.ts DEMO_USERS), with the password we give it. */
export const SEEDED_ADMIN = {
  email: 'admin@demo.backoffice.test',
  password: 'Motdepasse-articles-e2e-1',
} as const;

export interface SeededApi {
  apiUrl: string;
  /** The app's data folder (drafts/, outbox/, server/). */
  dataDir: string;
  /** Stops the API server (SIGTERM): the API is unreachable. */
  stopApi(): Promise<void>;
  /** Starts the server again on the same port and data folder: the app finds its API back. */
  startApi(): Promise<void>;
  /** A GraphQL call as the seeded super-admin (the token of an API login). */
  graphql<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
  /** Stops the API and removes the data folder. */
  close(): Promise<void>;
}

/** `seedArgs`: the seed's arguments (default: the catalogue alone; `--demo` adds the demo content). */
export async function startSeededApi(
  folderPrefix: string,
  seedArgs: readonly string[] = ['--articles', '0'],
): Promise<SeededApi> {
  const dataDir = mkdtempSync(join(tmpdir(), folderPrefix));
  const serverDataDir = join(dataDir, 'server');
  await seedInto(dataDir, seedArgs);
  const started = await startServer(0, serverDataDir);
  let api: ChildProcess | null = started.child;
  const apiUrl = started.url;
  const port = Number(new URL(apiUrl).port);
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
  return {
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
      if (api) await stopChild(api);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs the seed on `<dataDir>/server` (its photos go to `<dataDir>/server-media`). */
function runSeed(dataDir: string, seedArgs: readonly string[]): void {
  execFileSync(process.execPath, [join(BUILT, 'seed.js'), ...seedArgs], {
    env: {
      ...process.env,
      BACKOFFICE_DATA_DIR: join(dataDir, 'server'),
      BACKOFFICE_DB_TEMPLATE: join(BUILT, 'embedded-db.tar.gz'),
      DATABASE_URL: '',
      BACKOFFICE_DEMO_PASSWORD: SEEDED_ADMIN.password,
    },
    stdio: 'ignore',
  });
}

/**
 * Seeds `dataDir` for `seedArgs`. Within a Playwright run (BACKOFFICE_E2E_SEEDS, made by the
 * global setup) each set of arguments is seeded once and its folder copied for every host: a seed
 * with its demo photos takes 8–18 s, a copy of its ~45 Mo a fraction of a second, and about thirty
 * spec files start a host of their own. With two workers, the first to take the set's lock seeds
 * it; the other waits for the folder instead of seeding it a second time on the same two cores.
 */
async function seedInto(dataDir: string, seedArgs: readonly string[]): Promise<void> {
  const seeds = process.env.BACKOFFICE_E2E_SEEDS;
  if (!seeds) return runSeed(dataDir, seedArgs);
  const seeded = join(seeds, seedArgs.join('_').replace(/[^a-z0-9_]/gi, '') || 'default');
  if (!existsSync(seeded) && !(await seededByAnotherWorker(seeded))) {
    // Made aside, then renamed: a cut run leaves no half-made folder.
    const making = mkdtempSync(`${seeded}.making-`);
    runSeed(making, seedArgs);
    renameSync(making, seeded);
  }
  cpSync(seeded, dataDir, { recursive: true });
}

/**
 * Takes the seed's lock (a folder: mkdir is atomic), or waits for the worker holding it to finish
 * the folder: true when that folder is there. A holder that died leaves the lock: after three
 * minutes (ten times the longest seed seen) this worker seeds the set itself.
 */
async function seededByAnotherWorker(seeded: string): Promise<boolean> {
  try {
    mkdirSync(`${seeded}.lock`);
    return false;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  for (let waited = 0; waited < 180_000 && !existsSync(seeded); waited += 250) {
    await new Promise((done) => setTimeout(done, 250));
  }
  return existsSync(seeded);
}

/** The server's CLI on a port of the loopback (0: any free one), over the seeded data folder. */
function startServer(
  port: number,
  serverDataDir: string,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [join(BUILT, 'server.js'), '--port', String(port)], {
    env: { ...process.env, BACKOFFICE_DATA_DIR: serverDataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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

/** Signs the seeded administrator in on the app at `appUrl` (or finds the session still open). */
export async function signInSeededAdmin(page: Page, appUrl: string): Promise<void> {
  await page.goto(`${appUrl}#/login`);
  const account = page.getByRole('button', { name: /^Compte :/ });
  const login = page.getByRole('button', { name: 'Se connecter' });
  await expect(login.or(account)).toBeVisible();
  if (await account.isVisible()) return;
  await page.getByLabel('Adresse e-mail').fill(SEEDED_ADMIN.email);
  await page.getByLabel('Mot de passe').fill(SEEDED_ADMIN.password);
  await login.click();
  await expect(account).toBeVisible();
}
