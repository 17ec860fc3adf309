// The slideshow AI processes' figures (issue 35), for `npm run bench -- ai-processes`: the real API
// and the job worker in this process, the OpenAI stand-in answering after a fixed latency behind the
// provider timer (its own time is taken out), a brand catalogue of 60 gratins.
// (a) a process started → seen RUNNING in openAiProcesses, target < 300 ms;
// (b) SUCCESS seen by the screen's 5 s poller after the job ended: the poller's phase is spread
//     evenly over the period (the wait until its next poll) plus a real openAiProcesses call,
//     target < 5.5 s;
// (c) a 20-recipe slideshow generated: mutation and job, the provider's time taken out, target < 1 s;
// (d) with TEST_DATABASE_URL or DATABASE_URL: 50 generations at once on PostgreSQL run by 3
//     workers on 3 pools (3 server processes): duplicates and lost processes, target 0.
// Knobs: BENCH_AI_PROCESS_RUNS (30), BENCH_AI_LATENCY_MS (50).
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { LIMITS } from '../../../common/domain/limits';
import { createAiGateway } from '../../../server/src/ai/aiFromEnv';
import type { AiGateway } from '../../../server/src/ai/AiGateway';
import type { AiProcessDeps } from '../../../server/src/aiProcesses/deps';
import { aiProcessJobHandlers } from '../../../server/src/aiProcesses/jobs';
import { createApp, prepareDatabase } from '../../../server/src/app';
import { createSuperAdmin } from '../../../server/src/auth/adminAccount';
import { openDatabase, type Database, type DatabaseHandle } from '../../../server/src/db/database';
import { listen } from '../../../server/src/http';
import { JobQueue, JobWorker } from '../../../server/src/jobs/jobQueue';
import { insertRecipes } from '../../../server/src/services/recipes/recipes';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../support/openAiStandIn';
import { standInConfig } from '../../server/ai/aiFixtures';
import { GENERATE, PROCESSES, recipe } from '../../server/aiProcesses/slideshowAiDocuments';
import { percentile, type BenchResult } from '../run';
import { startProviderTimer, type ProviderTimer } from './providerTimer';

const RUNS = Number(process.env.BENCH_AI_PROCESS_RUNS ?? 30);
const LATENCY_MS = Number(process.env.BENCH_AI_LATENCY_MS ?? 50);
const POLL_MS = LIMITS.polling.aiProcessesMs;
const CONCURRENT = 50;
const ADMIN = {
  email: 'bench.diaporama@example.test',
  password: 'bench-mot-de-passe',
  name: 'Banc',
};

interface Api {
  gql<T>(query: string, variables: Record<string, unknown>): Promise<T>;
  close(): Promise<void>;
}

async function serve(handle: DatabaseHandle, ai: AiGateway): Promise<Api> {
  const app = createApp({ handle, ai, providers: { push: {} }, oidc: null });
  const running = await listen(app, { port: 0 });
  let token = '';
  const gql = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const response = await fetch(`${running.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: unknown };
    if (!body.data) throw new Error(`bench: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
  await createSuperAdmin(handle.db, ADMIN);
  token = (
    await gql<{ login: { token: string } }>(
      'mutation login($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
      { e: ADMIN.email, p: ADMIN.password },
    )
  ).login.token;
  return { gql, close: () => running.close() };
}

async function seed(db: Database): Promise<void> {
  const rows = Array.from({ length: 60 }, (_, i) =>
    recipe('CAC', `Gratin numéro ${i + 1}`, ['pommes de terre', `fromage ${i % 7}`, 'crème']),
  );
  await insertRecipes(db, rows);
}

const row = (name: string, unit: string, samples: number[], target: number | null) => ({
  name,
  unit,
  p50: percentile(samples, 50),
  p95: percentile(samples, 95),
  target,
});

function gatewayOf(db: Database, timer: ProviderTimer, standIn: OpenAiStandIn): AiGateway {
  // The timer relays to the stand-in: the provider's own time is measured there.
  const config = standInConfig(standIn, {
    baseUrl: timer.url,
    userPerMinute: 100_000,
    brandDailyTokens: 1_000_000_000,
  });
  return createAiGateway(config, { db, log: () => {} });
}

const depsOf = (db: Database, ai: AiGateway): AiProcessDeps => ({
  db,
  ai,
  providers: { push: {} },
  log: () => {},
});

interface Started {
  generateAISlideshow: { id: string };
}
type Listed = { openAiProcesses: { id: string; status: string }[] };

const vars = (recipeNumber: number) => ({
  brandKey: 'CAC',
  subject: 'Gratins',
  query: 'gratin',
  recipeNumber,
});

/** (a), (b), (c) on PGlite in memory. */
async function onPglite(): Promise<BenchResult[]> {
  const standIn = await startOpenAiStandIn({ latencyMs: LATENCY_MS });
  const timer = await startProviderTimer(standIn.url);
  const handle = await openDatabase({ kind: 'pglite' });
  await prepareDatabase(handle);
  await seed(handle.db);
  const ai = gatewayOf(handle.db, timer, standIn);
  const api = await serve(handle, ai);
  const worker = new JobWorker(
    new JobQueue(handle.db),
    aiProcessJobHandlers(depsOf(handle.db, ai)),
  );
  const visible: number[] = [];
  const seen: number[] = [];
  const serverMs: number[] = [];
  try {
    for (let i = 0; i < RUNS + 3; i++) {
      const t0 = performance.now();
      const started = await api.gql<Started>(GENERATE, vars(i % 2 === 0 ? 20 : 5));
      const t1 = performance.now();
      const listed = await api.gql<Listed>(PROCESSES, { brandKey: 'CAC', first: 100 });
      const t2 = performance.now();
      const first = listed.openAiProcesses[0];
      if (first?.id !== started.generateAISlideshow.id || first.status !== 'RUNNING')
        throw new Error('bench: the process is not listed as running');
      const calls = timer.calls.length;
      await worker.drain();
      const t3 = performance.now();
      const polled = await api.gql<Listed>(PROCESSES, { brandKey: 'CAC', first: 100 });
      const queryMs = performance.now() - t3;
      if (polled.openAiProcesses[0]?.status !== 'SUCCESS') throw new Error('bench: not SUCCESS');
      if (i < 3) continue; // warm-up
      visible.push(t2 - t0);
      // The poller's next poll comes after a wait spread evenly over its period, then its call.
      seen.push(((i - 3 + 0.5) / RUNS) * POLL_MS + queryMs);
      if (i % 2 === 0) {
        const provider = timer.calls
          .slice(calls)
          .reduce((sum, c) => sum + ((c.ended ?? c.sent) - c.sent), 0);
        serverMs.push(t1 - t0 + (t3 - t2) - provider);
      }
    }
  } finally {
    await api.close();
    await handle.close();
    await timer.close();
    await standIn.close();
  }
  return [
    row('ai-processes: started → RUNNING in openAiProcesses', 'ms', visible, 300),
    row('ai-processes: job ended → SUCCESS seen by the 5 s poller', 'ms', seen, 5_500),
    row(
      'ai-processes: 20-recipe slideshow, server time without the provider',
      'ms',
      serverMs,
      1_000,
    ),
  ];
}

/** A fresh database on the PostgreSQL server (dropped at the end). */
async function freshPostgres(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bo_bench_ai_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

async function count(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

/** (d): 50 generations at once, run by 3 server processes' workers (3 pools) on PostgreSQL. */
async function onPostgres(adminUrl: string): Promise<BenchResult[]> {
  const standIn = await startOpenAiStandIn({ latencyMs: LATENCY_MS });
  const database = await freshPostgres(adminUrl);
  const handles = [] as DatabaseHandle[];
  try {
    for (let i = 0; i < 3; i++)
      handles.push(await openDatabase({ kind: 'postgres', url: database.url }));
    await prepareDatabase(handles[0]!);
    await seed(handles[0]!.db);
    const gatewayConfig = standInConfig(standIn, {
      userPerMinute: 100_000,
      brandDailyTokens: 1_000_000_000,
      // The production default (the tests' 2 s is too short for 30 calls at once on a shared machine).
      timeoutMs: 60_000,
    });
    const gateways = handles.map((h) =>
      createAiGateway(gatewayConfig, { db: h.db, log: () => {} }),
    );
    const api = await serve(handles[0]!, gateways[0]!);
    try {
      await Promise.all(
        Array.from({ length: CONCURRENT }, () => api.gql<Started>(GENERATE, vars(3))),
      );
      const workers = handles.map(
        (h, i) =>
          new JobWorker(new JobQueue(h.db), aiProcessJobHandlers(depsOf(h.db, gateways[i]!)), {
            batch: 10,
            workerId: `bench-${i}`,
          }),
      );
      // The three processes poll at once until nothing is due.
      await Promise.all(workers.map((w) => w.drain()));
      await Promise.all(workers.map((w) => w.drain()));
    } finally {
      await api.close();
    }
    const db = handles[0]!.db;
    const slideshows = await count(
      db,
      sql`select count(*)::int as n from articles where format = 'Slideshow'`,
    );
    const succeeded = await count(
      db,
      sql`select count(distinct article_id)::int as n from ai_slideshow_processes where status = 'SUCCESS'`,
    );
    const duplicates = slideshows - succeeded;
    const outcomes = (await db.execute(
      sql`select status, error_msg, count(*)::int as n from ai_slideshow_processes group by 1, 2`,
    )) as unknown as { rows: unknown[] };
    console.log('  ', JSON.stringify(outcomes.rows));
    const lost = await count(
      db,
      sql`select count(*)::int as n from ai_slideshow_processes where status <> 'SUCCESS'`,
    );
    console.log(
      `  ${CONCURRENT} générations : ${slideshows} diaporamas, ${succeeded} processus réussis`,
    );
    return [
      row(
        'ai-processes: 50 concurrent generations on PostgreSQL, duplicates',
        'count',
        [duplicates],
        0,
      ),
      row('ai-processes: 50 concurrent generations on PostgreSQL, lost', 'count', [lost], 0),
    ];
  } finally {
    for (const h of handles) await h.close();
    await database.drop();
    await standIn.close();
  }
}

export async function runSlideshowAiBench(): Promise<BenchResult[]> {
  const results = await onPglite();
  const adminUrl = (process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? '').trim();
  if (adminUrl) results.push(...(await onPostgres(adminUrl)));
  else console.log('  (d) sauté : ni TEST_DATABASE_URL ni DATABASE_URL');
  return results;
}
