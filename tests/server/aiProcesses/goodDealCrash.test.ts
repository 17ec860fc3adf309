// A good deal whose server is killed (SIGKILL) while the AI is writing (issue 35): the real server
// CLI in a child process, the AI stand-in holding its first answer, kill -9, a restart on the same
// database; once the job's lease (BACKOFFICE_JOBS_LEASE_MS, shortened here) has passed, the
// restarted server takes the job up again and finishes the same process into ONE Draft article.
// The waits poll for what the server records; nothing waits a fixed time.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { prepareDatabase } from '../../../server/src/app';
import { createSuperAdmin } from '../../../server/src/auth/adminAccount';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/database';
import { answers, startOpenAiStandIn, type OpenAiStandIn } from '../../support/openAiStandIn';
import { startProductPageStandIn, type ProductPageStandIn } from '../../support/productPageStandIn';
import { forEachBackend } from '../helpers/backends';
import { GENERATE, PROCESSES, type GoodDealProcess } from './goodDealFixtures';

const ROOT = join(__dirname, '..', '..', '..');
const TSX = pathToFileURL(join(ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
const EMAIL = 'admin.bonplan@example.test';
const PASSWORD = 'un mot de passe solide';

interface Running {
  child: ChildProcess;
  url: string;
  exited: Promise<void>;
}

async function waitFor<T>(probe: () => Promise<T | null>, what: string, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > end) throw new Error(`délai dépassé : ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

forEachBackend('good deal cut off by a crash', (backend) => {
  let standIn: OpenAiStandIn;
  let shop: ProductPageStandIn;
  let dataDir: string | null = null;
  let mediaDir: string;
  let pg: (DatabaseHandle & { url?: string }) | null = null;
  let env: Record<string, string>;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    shop = await startProductPageStandIn();
    mediaDir = mkdtempSync(join(tmpdir(), 'bo-good-deal-media-'));
    let handle: DatabaseHandle & { url?: string };
    if (backend.kind === 'pglite') {
      dataDir = mkdtempSync(join(tmpdir(), 'bo-good-deal-crash-'));
      handle = await openDatabase({ kind: 'pglite', dataDir, template: inject('pgliteTemplate') });
      await prepareDatabase(handle);
    } else {
      handle = pg = await backend.openDatabase();
    }
    await createSuperAdmin(handle.db, { email: EMAIL, name: 'Admin', password: PASSWORD });
    // PGlite: one process per folder, so the server child opens it after we closed it.
    if (backend.kind === 'pglite') await handle.close();
    env = {
      DATABASE_URL: pg?.url ?? '',
      BACKOFFICE_DATA_DIR: dataDir ?? '',
      BACKOFFICE_MEDIA_DIR: mediaDir,
      BACKOFFICE_JOBS_POLL_MS: '100',
      BACKOFFICE_JOBS_LEASE_MS: '3000',
      BACKOFFICE_AI_BASE_URL: standIn.url,
      BACKOFFICE_AI_API_KEY: 'cle-de-test',
      BACKOFFICE_AI_MODEL: 'modele-texte',
      BACKOFFICE_AI_ALLOW_LOOPBACK: '1',
      BACKOFFICE_PRODUCT_FETCH_ALLOW_LOOPBACK: '1',
    };
  });

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await standIn.close();
    await shop.close();
    await pg?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const startServer = async (): Promise<Running> => {
    const child = spawn(
      process.execPath,
      ['--import', TSX, join(ROOT, 'server/src/cli.ts'), '--port', '0'],
      { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    children.push(child);
    const stderr: string[] = [];
    child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const url = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout! }).on('line', (line) => {
        const m = /^BACKOFFICE_SERVER_LISTENING (\S+)/.exec(line);
        if (m) resolve(m[1]!);
      });
      void exited.then(() => reject(new Error(`le serveur s'est arrêté :\n${stderr.join('')}`)));
    });
    return { child, url, exited };
  };

  const gql = async <T>(
    server: Running,
    query: string,
    variables: Record<string, unknown>,
    token?: string,
  ): Promise<{ data: T | null; errors?: { message: string }[] }> => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data: T | null; errors?: { message: string }[] };
  };
  const login = async (server: Running) =>
    (
      await gql<{ login: { token: string } }>(
        server,
        'mutation login($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
        { e: EMAIL, p: PASSWORD },
      )
    ).data!.login.token;

  it('is finished by the restarted server into one Draft article', async () => {
    const first = await startServer();
    const token = await login(first);
    // The AI receives the request and does not answer: the server is killed there.
    standIn.script(answers.timeout());
    const started = await gql<{ generateAIGoodDealArticle: GoodDealProcess }>(
      first,
      GENERATE,
      { productUrl: shop.pageUrl('robot-cuiseur'), brandKey: 'TEL' },
      token,
    );
    expect(started.errors).toBeUndefined();
    const id = started.data!.generateAIGoodDealArticle.id;
    await waitFor(
      async () => (standIn.requests.length > 0 ? true : null),
      "l'IA reçoit la demande",
    );
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startServer();
    const token2 = await login(second);
    const process = await waitFor(async () => {
      const r = await gql<{ articleGoodDealAiProcesses: GoodDealProcess[] }>(
        second,
        PROCESSES,
        {},
        token2,
      );
      const p = r.data?.articleGoodDealAiProcesses.find((row) => row.id === id);
      return p && p.status !== null ? p : null;
    }, 'le serveur redémarré reprend la tâche');
    expect(process).toMatchObject({ status: 'SUCCESS', error: null });
    expect(process.article).toMatchObject({ status: 'Draft', format: 'Rich' });
    const articles = await gql<{ articles: { id: string }[] }>(
      second,
      'query articles { articles(first: 10, where: { brandKey: "TEL" }) { id } }',
      {},
      token2,
    );
    expect(articles.data!.articles.map((a) => a.id)).toEqual([process.article!.id]);
    expect(standIn.requests.filter((r) => r.path.endsWith('/chat/completions'))).toHaveLength(2);
    second.child.kill('SIGTERM');
    await second.exited;
  }, 120_000);
});
