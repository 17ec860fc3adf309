// A browser host of its own for the article screens, on a data folder seeded with the demo
// catalogue (categories, tags, sources, no articles): publishing needs a category, which the API
// cannot create, so the linked article of the test is published on top of the seed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startHost } from '../support/hostProcess';

const ROOT = resolve(__dirname, '../../..');

/** The seed's super-admin (server/src/seed/catalogue.ts DEMO_USERS), with the password we give it. */
export const SEEDED_ADMIN = { email: 'admin@demo.backoffice.test', password: 'Motdepasse-articles-e2e-1' } as const;

export interface SeededHost {
  url: string;
  apiUrl: string;
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
  return {
    url: host.url,
    apiUrl: host.apiUrl,
    async graphql<T>(query: string, variables: Record<string, unknown> = {}) {
      if (!token) {
        const login = await post<{ login: { token: string } }>('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', { e: SEEDED_ADMIN.email, p: SEEDED_ADMIN.password }, null);
        token = login.login.token;
      }
      return post<T>(query, variables, token);
    },
    async close() {
      await host.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function graphqlUrl(apiUrl: string): string {
  const base = apiUrl.replace(/\/$/, '');
  return base.endsWith('/graphql') ? base : `${base}/graphql`;
}
