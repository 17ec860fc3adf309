// A slideshow AI process survives its server (issue 35): the real server CLI in a child process, the
// OpenAI stand-in holding its answer, kill -9 while the job waits for it, a restart on the same
// database; once the job's lease (shortened by BACKOFFICE_JOBS_LEASE_MS) has passed, the restarted
// server takes the same process up and finishes it into ONE Draft slideshow. And a run cut after
// its save (the process row not yet updated) ends, when taken up again, as that save: the receipt
// answers it, the AI is not asked again, no second slideshow. The waits poll what the server
// records; nothing waits a fixed time.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { prepareDatabase } from '../../../server/src/app';
import { createSuperAdmin } from '../../../server/src/auth/adminAccount';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/database';
import { aiSlideshowProcesses } from '../../../server/src/db/schema/aiProcesses';
import { jobs } from '../../../server/src/db/schema/jobs';
import { JobQueue, JobWorker } from '../../../server/src/jobs/jobQueue';
import { aiProcessJobHandlers } from '../../../server/src/aiProcesses/jobs';
import { answers, startOpenAiStandIn, type OpenAiStandIn } from '../../support/openAiStandIn';
import { forEachBackend } from '../helpers/backends';
import {
  GENERATE,
  PROCESSES,
  seedRecipes,
  slideshowCount,
  startSlideshowAiServer,
  type Process,
} from './slideshowAiFixtures';

const ROOT = join(__dirname, '..', '..', '..');
const TSX = pathToFileURL(join(ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
const EMAIL = 'admin.diaporama@example.test';
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

forEachBackend('slideshow AI process cut off by kill -9', (backend) => {
  let standIn: OpenAiStandIn;
  let dataDir: string | null = null;
  let pg: (DatabaseHandle & { url?: string }) | null = null;
  let env: Record<string, string>;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    let handle: DatabaseHandle & { url?: string };
    if (backend.kind === 'pglite') {
      dataDir = mkdtempSync(join(tmpdir(), 'bo-slideshow-ai-crash-'));
      handle = await openDatabase({ kind: 'pglite', dataDir, template: inject('pgliteTemplate') });
      await prepareDatabase(handle);
    } else {
      handle = pg = await backend.openDatabase();
    }
    await createSuperAdmin(handle.db, { email: EMAIL, name: 'Admin', password: PASSWORD });
    await seedRecipes(handle.db);
    // PGlite: one process per folder, so the server child opens it after we closed it.
    if (backend.kind === 'pglite') await handle.close();
    env = {
      DATABASE_URL: pg?.url ?? '',
      BACKOFFICE_DATA_DIR: dataDir ?? '',
      BACKOFFICE_JOBS_POLL_MS: '100',
      BACKOFFICE_JOBS_LEASE_MS: '3000',
      BACKOFFICE_AI_BASE_URL: standIn.url,
      BACKOFFICE_AI_API_KEY: 'cle-de-test',
      BACKOFFICE_AI_MODEL: 'modele-texte',
      BACKOFFICE_AI_ALLOW_LOOPBACK: '1',
    };
  });

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await standIn.close();
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

  it('is finished by the restarted server into one Draft slideshow', async () => {
    const first = await startServer();
    const token = await login(first);
    // The provider holds its first answer: the job is waiting for it when the server dies.
    standIn.script(answers.timeout());
    const started = await gql<{ generateAISlideshow: Process }>(
      first,
      GENERATE,
      { brandKey: 'CAC', subject: 'Gratins', query: 'gratin', recipeNumber: 2 },
      token,
    );
    expect(started.errors).toBeUndefined();
    const processId = started.data!.generateAISlideshow.id;
    await waitFor(async () => (standIn.requests.length > 0 ? true : null), 'le job appelle l’IA');
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startServer();
    const token2 = await login(second);
    const done = await waitFor(async () => {
      const r = await gql<{ openAiProcesses: Process[] }>(
        second,
        PROCESSES,
        { brandKey: 'CAC' },
        token2,
      );
      const p = r.data?.openAiProcesses.find((x) => x.id === processId);
      return p && p.status !== 'RUNNING' ? p : null;
    }, 'le serveur redémarré termine le processus');
    expect(done).toMatchObject({ status: 'SUCCESS', generatedTitle: expect.any(String) });
    expect(standIn.requests).toHaveLength(2);
    second.child.kill('SIGTERM');
    await second.exited;

    const handle = pg ?? (await openDatabase({ kind: 'pglite', dataDir: dataDir! }));
    try {
      expect(await slideshowCount(handle.db)).toBe(1);
    } finally {
      if (!pg) await handle.close();
    }
  }, 180_000);
});

forEachBackend('slideshow AI process cut off after its save', (backend) => {
  it('ends as the first save, the AI not asked again, one slideshow', async () => {
    const standIn = await startOpenAiStandIn();
    const s = await startSlideshowAiServer(backend, standIn);
    try {
      const db = s.server.handle.db;
      await seedRecipes(db);
      const user = await s.server.createUser({ brandKeys: ['CAC'] });
      const started = await s.server.gql<{ generateAISlideshow: Process }>(
        GENERATE,
        { brandKey: 'CAC', subject: 'Gratins', query: 'gratin', recipeNumber: 2 },
        user.token,
      );
      const id = started.data!.generateAISlideshow.id;
      await s.worker.drain();
      const [first] = await db
        .select()
        .from(aiSlideshowProcesses)
        .where(eq(aiSlideshowProcesses.id, id));
      expect(first?.status).toBe('SUCCESS');
      // What a process killed between the save and the row's update leaves: the row RUNNING,
      // its job 'running' under a lease that has run out.
      await db
        .update(aiSlideshowProcesses)
        .set({ status: 'RUNNING', articleId: null, generatedTitle: null })
        .where(eq(aiSlideshowProcesses.id, id));
      await db
        .update(jobs)
        .set({ status: 'running', lockedBy: 'mort', lockedUntil: sql`now() - interval '1 minute'` })
        .where(eq(jobs.key, id));
      const restarted = new JobWorker(new JobQueue(db), aiProcessJobHandlers(s.deps));
      expect(await restarted.tick()).toBe(1);
      const [again] = await db
        .select()
        .from(aiSlideshowProcesses)
        .where(eq(aiSlideshowProcesses.id, id));
      expect(again).toMatchObject({
        status: 'SUCCESS',
        articleId: first!.articleId,
        generatedTitle: first!.generatedTitle,
      });
      expect(await slideshowCount(db)).toBe(1);
      expect(standIn.requests).toHaveLength(1);
    } finally {
      await s.close();
      await standIn.close();
    }
  });
});
