// The app (browser host) and its API as two separate processes on a seeded data folder, each of
// which a test stops and starts: the API to take the network away and bring it back, the app to
// "restart the app" (same data folder, same keychain session). Like tests/e2e/articles/seededHost
// but with the app restartable, and a second user for two-person scenarios.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startHost, type StartedHost } from '../support/hostProcess';
import {
  SEEDED_ADMIN,
  signInSeededAdmin,
  startSeededApi,
  type SeededApi,
} from '../support/seededApi';

export interface OfflineHost extends SeededApi {
  /** The app's current URL (a new secret after each restart). */
  url(): string;
  /** Stops the app's process (SIGTERM, as a user quitting) and starts it again. */
  restartApp(): Promise<void>;
}

export interface ArticleRow {
  id: string;
  version: number;
  title: string;
  body: unknown;
  lockedBy?: { name: string } | null;
}

export async function startOfflineHost(): Promise<OfflineHost> {
  const api = await startSeededApi('backoffice-drafts-e2e-');
  const appEnv = {
    BACKOFFICE_DATA_DIR: api.dataDir,
    BACKOFFICE_API_URL: api.apiUrl,
    DATABASE_URL: '',
  };
  let app: StartedHost = await startHost(appEnv);
  return {
    ...api,
    url: () => app.url,
    async restartApp() {
      await app.stop();
      app = await startHost(appEnv);
    },
    async close() {
      await app.stop();
      await api.close();
    },
  };
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

export function signIn(page: Page, host: OfflineHost): Promise<void> {
  return signInSeededAdmin(page, host.url());
}

export async function createArticle(
  host: Pick<OfflineHost, 'graphql'>,
  title: string,
): Promise<ArticleRow> {
  const { upsertArticle } = await host.graphql<{ upsertArticle: ArticleRow }>(
    'mutation($create: ArticleCreateInput!) { upsertArticle(create: $create, update: {}) { id version title body } }',
    { create: { brandKey: 'TEL', format: 'Rich', title } },
  );
  return upsertArticle;
}

export async function serverArticle(
  host: Pick<OfflineHost, 'graphql'>,
  id: string,
): Promise<ArticleRow> {
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
    .flatMap((name) => {
      // An entry acknowledged between the listing and the read is gone: not an error.
      const text = readIfPresent(join(folder, name));
      return text === null ? [] : [JSON.parse(text) as { key: string; attempts: number }];
    })
    .filter((entry) => entry.key.startsWith(keyPrefix));
}

function readIfPresent(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
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

/** GraphQL on the API as the seeded journalist Camille Martin (the demo password is shared). */
export async function asCamille(host: OfflineHost) {
  const call = async <T>(query: string, variables: object, token?: string) => {
    const response = await fetch(`${host.apiUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  };
  const login = await call<{ login: { token: string } }>(
    'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
    { e: 'camille.martin@demo.backoffice.test', p: SEEDED_ADMIN.password },
  );
  const token = login.data!.login.token;
  return <T>(query: string, variables: object) => call<T>(query, variables, token);
}
