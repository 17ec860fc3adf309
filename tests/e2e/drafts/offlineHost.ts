// The app (browser host) and its API as two separate processes on a seeded data folder, each of
// which a test stops and starts: the API to take the network away and bring it back, the app to
// "restart the app" (same data folder, same keychain session). Like tests/e2e/articles/seededHost
// but with the app restartable, and a second user for two-person scenarios.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { startHost, type StartedHost } from '../support/hostProcess';
import { SEEDED_ADMIN } from '../articles/seededHost';

const ROOT = resolve(__dirname, '../../..');

export interface OfflineHost {
  /** The app's current URL (a new secret after each restart). */
  url(): string;
  apiUrl: string;
  dataDir: string;
  stopApi(): Promise<void>;
  startApi(): Promise<void>;
  /** Stops the app's process (SIGTERM, as a user quitting) and starts it again. */
  restartApp(): Promise<void>;
  /** A GraphQL call as the seeded super-admin. */
  graphql<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
  close(): Promise<void>;
}

export interface ArticleRow {
  id: string;
  version: number;
  title: string;
  body: unknown;
  lockedBy?: { name: string } | null;
}

export async function startOfflineHost(): Promise<OfflineHost> {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-drafts-e2e-'));
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
  const port = Number(new URL(apiUrl).port);
  const appEnv = { BACKOFFICE_DATA_DIR: dataDir, BACKOFFICE_API_URL: apiUrl, DATABASE_URL: '' };
  let app: StartedHost = await startHost(appEnv);
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
    url: () => app.url,
    apiUrl,
    dataDir,
    async stopApi() {
      if (api) await stopChild(api);
      api = null;
    },
    async startApi() {
      api = (await startServer(port, serverDataDir)).child;
    },
    async restartApp() {
      await app.stop();
      app = await startHost(appEnv);
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
      await app.stop();
      if (api) await stopChild(api);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

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

export const offlineHostFixture: [
  (fixtures: object, use: (host: OfflineHost) => Promise<void>) => Promise<void>,
  { scope: 'worker'; timeout: number },
] = [
  // eslint-disable-next-line no-empty-pattern
  async ({}: object, use: (host: OfflineHost) => Promise<void>) => {
    const host = await startOfflineHost();
    await use(host);
    await host.close();
  },
  { scope: 'worker', timeout: 180_000 },
];

export async function signIn(page: Page, host: OfflineHost): Promise<void> {
  await page.goto(`${host.url()}#/login`);
  const account = page.getByRole('button', { name: /^Compte :/ });
  const login = page.getByRole('button', { name: 'Se connecter' });
  await expect(login.or(account)).toBeVisible();
  if (await account.isVisible()) return;
  await page.getByLabel('Adresse e-mail').fill(SEEDED_ADMIN.email);
  await page.getByLabel('Mot de passe').fill(SEEDED_ADMIN.password);
  await login.click();
  await expect(account).toBeVisible();
}

export async function createArticle(host: OfflineHost, title: string): Promise<ArticleRow> {
  const { upsertArticle } = await host.graphql<{ upsertArticle: ArticleRow }>(
    'mutation($create: ArticleCreateInput!) { upsertArticle(create: $create, update: {}) { id version title body } }',
    { create: { brandKey: 'TEL', format: 'Rich', title } },
  );
  return upsertArticle;
}

export async function serverArticle(host: OfflineHost, id: string): Promise<ArticleRow> {
  const { article } = await host.graphql<{ article: ArticleRow }>(
    'query($id: ID!) { article(where: { id: $id }) { id version title body lockedBy { name } } }',
    { id },
  );
  return article;
}

/**
 * The outbox entries on disk, of one content type when `keyPrefix` is given (`card:`…): the spec
 * files of a worker share the host, and an earlier file may have left an entry of its own.
 */
export function outboxOnDisk(
  host: Pick<OfflineHost, 'dataDir'>,
  keyPrefix = '',
): Array<{ key: string; attempts: number }> {
  const folder = join(host.dataDir, 'outbox');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => /^\d{12}\.json$/.test(name))
    .map(
      (name) =>
        JSON.parse(readFileSync(join(folder, name), 'utf8')) as { key: string; attempts: number },
    )
    .filter((entry) => entry.key.startsWith(keyPrefix));
}

export const textOf = (doc: unknown): string => JSON.stringify(doc ?? null);
export const editorBody = (page: Page) => page.locator('.pm-content-body');
export const titleBox = (page: Page) => page.getByRole('textbox', { name: 'Titre', exact: true });
export const saveStatus = (page: Page, label: string) =>
  page.getByRole('status').filter({ hasText: new RegExp(`^${label}$`) });

export async function typeInBody(page: Page, text: string): Promise<void> {
  await editorBody(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text, { delay: 10 });
}
