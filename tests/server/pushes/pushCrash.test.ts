// A push whose server is killed (SIGKILL) while FCM is still answering is not sent again when the
// server restarts (issue 30): the real server CLI in a child process, a stand-in FCM that receives
// the message and holds its answer, kill -9, a restart on the same database; once the restarted
// server has taken the job up again (its lease, shortened here by BACKOFFICE_JOBS_LEASE_MS), FCM
// has received the push once, with the push's id as its collapse keys, and the history says that
// the outcome is unknown. The waits poll for what the server records; nothing waits a fixed time.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import { prepareDatabase } from '../../../server/src/app';
import { createSuperAdmin } from '../../../server/src/auth/adminAccount';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/database';
import { forEachBackend } from '../helpers/backends';
import { startStandIns, type StandIns } from './standIns';

const ROOT = join(__dirname, '..', '..', '..');
const TSX = pathToFileURL(join(ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
const EMAIL = 'admin.crash@example.test';
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

forEachBackend('push cut off by a crash', (backend) => {
  let standIns: StandIns;
  let dataDir: string | null = null;
  let pg: (DatabaseHandle & { url?: string }) | null = null;
  let env: Record<string, string>;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    standIns = await startStandIns();
    let handle: DatabaseHandle & { url?: string };
    if (backend.kind === 'pglite') {
      dataDir = mkdtempSync(join(tmpdir(), 'bo-push-crash-'));
      handle = await openDatabase({ kind: 'pglite', dataDir, template: inject('pgliteTemplate') });
      await prepareDatabase(handle);
    } else {
      handle = pg = await backend.openDatabase();
    }
    await createSuperAdmin(handle.db, { email: EMAIL, name: 'Admin', password: PASSWORD });
    await handle.db
      .execute(sql`insert into articles (brand_key, format, status, title, published_at)
      values ('TEL', 'Rich', 'Published', 'Alerte orages', '2026-01-01T08:00:00Z')`);
    // PGlite: one process per folder, so the server child opens it after we closed it.
    if (backend.kind === 'pglite') await handle.close();
    env = {
      ...standIns.env,
      DATABASE_URL: pg?.url ?? '',
      BACKOFFICE_DATA_DIR: dataDir ?? '',
      BACKOFFICE_JOBS_POLL_MS: '100',
      BACKOFFICE_JOBS_LEASE_MS: '3000',
    };
  });

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await standIns.close();
    await pg?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
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

  it('received once by FCM, with its id as collapse key, and recorded as an unknown outcome', async () => {
    const first = await startServer();
    const token = await login(first);
    const article = await gql<{ articles: { id: string }[] }>(
      first,
      'query articles { articles(first: 1, where: { brandKey: "TEL" }) { id } }',
      {},
      token,
    );
    standIns.holdNextFcm();
    const created = await gql<{ createPush: { id: string }[] }>(
      first,
      `mutation createPush($data: PushCreateInput!) { createPush(data: $data) { id } }`,
      {
        data: {
          brandKey: 'TEL',
          title: 'Alerte orages',
          body: 'Vigilance orange sur le sud-est',
          targetDevices: ['android'],
          articleId: article.data!.articles[0]!.id,
          segments: ['DORMANT'],
        },
      },
      token,
    );
    expect(created.errors).toBeUndefined();
    const pushId = created.data!.createPush[0]!.id;

    // FCM has the message and has not answered: the server is killed there.
    await waitFor(async () => (standIns.countFor(pushId) > 0 ? true : null), 'FCM reçoit le push');
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startServer();
    const token2 = await login(second);
    const push = await waitFor(async () => {
      const r = await gql<{ pushes: { state: string; outcome: string | null }[] }>(
        second,
        'query pushes($id: ID!) { pushes(where: { articleId: $id }) { state outcome } }',
        { id: article.data!.articles[0]!.id },
        token2,
      );
      const p = r.data?.pushes[0];
      return p && p.state !== 'sending' ? p : null;
    }, 'le serveur redémarré reprend la tâche');
    expect(push.state).toBe('unknown');
    expect(push.outcome).toBe(MESSAGES.pushOutcomeUnknown.replace('{label}', 'Android (FCM)'));
    expect(standIns.countFor(pushId)).toBe(1);
    const fcm = standIns.calls.find((c) => c.id === pushId)!.body as {
      message: { android?: { collapse_key?: string }; apns?: { headers?: Record<string, string> } };
    };
    expect(fcm.message.android?.collapse_key).toBe(pushId);
    expect(fcm.message.apns?.headers?.['apns-collapse-id']).toBe(pushId);
    second.child.kill('SIGTERM');
    await second.exited;
  }, 120_000);
});
