// `npm run bench -- push` (issue 20): 1,000 pushes scheduled within the same minute, dispatched by
// TWO server processes (`server/src/cli.ts`, each with its job worker) sharing one PostgreSQL (a
// fresh database next to BENCH_DATABASE_URL, dropped at the end), to the local FCM stand-in.
//   - latency scheduledAt → provider call, p50/p95 (target p95 < 2 s);
//   - the slowest push (every push must go out within 60 s of its time);
//   - duplicates (pushes the stand-in received more than once: must be 0);
//   - how the jobs were shared between the two processes (printed).
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { prepareDatabase } from '../../../server/src/app';
import { createSuperAdmin } from '../../../server/src/auth/adminAccount';
import { openDatabase } from '../../../server/src/db/database';
import { JobQueue } from '../../../server/src/jobs/jobQueue';
import { queryRows } from '../../../server/src/services/content/sqlRows';
import { createPush } from '../../../server/src/services/pushes/pushes';
import { providersFromEnv } from '../../../server/src/services/pushes/providers';
import { startStandIns } from '../../server/pushes/standIns';
import { percentile, type BenchResult } from '../run';

const ROOT = resolve(__dirname, '../../..');
const DB_NAME = 'push_bench';
const PUSHES = Number(process.env.BENCH_PUSHES ?? 1_000);
/** The first push is due this long after they are all created; the last one a minute later. */
const LEAD_MS = 20_000;
const SPREAD_MS = 59_000;

async function admin(base: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [resolve(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/src/cli.ts', '--port', '0'],
    { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((done, fail) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('BACKOFFICE_SERVER_LISTENING')) done(child);
    });
    child.once('exit', (code) => fail(new Error(`server exited (${String(code)}):\n${stderr}`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  await exited;
}

export async function run(): Promise<BenchResult[]> {
  const base = process.env.BENCH_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/test';
  await admin(base, `drop database if exists ${DB_NAME} with (force)`);
  await admin(base, `create database ${DB_NAME}`);
  const url = new URL(base);
  url.pathname = `/${DB_NAME}`;
  const standIns = await startStandIns();
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  const servers: ChildProcess[] = [];
  try {
    await prepareDatabase(handle);
    const adminId = await createSuperAdmin(handle.db, {
      email: 'bench@example.test',
      name: 'Bench',
      password: 'bench-password-push',
    });
    const [article] = await queryRows<{ id: string }>(
      handle.db,
      sql`insert into articles (brand_key, format, status, title, published_at)
          values ('TEL', 'Rich', 'Published', 'Bench', now() - interval '1 hour') returning id`,
    );
    const env = {
      ...standIns.env,
      DATABASE_URL: url.toString(),
      BACKOFFICE_JOBS_POLL_MS: process.env.BACKOFFICE_JOBS_POLL_MS ?? '500',
    };
    servers.push(await startServer(env), await startServer(env));

    const user = {
      id: adminId,
      name: 'Bench',
      email: '',
      isSuperAdmin: true,
      brandKeys: [],
      allBrands: true,
    };
    const deps = {
      db: handle.db,
      queue: new JobQueue(handle.db),
      providers: providersFromEnv(standIns.env),
    };
    const createdAt = Date.now();
    const first = createdAt + LEAD_MS;
    const due = new Map<string, number>();
    for (let i = 0; i < PUSHES; i += 1) {
      const at = first + Math.round((i * SPREAD_MS) / PUSHES);
      const [push] = await createPush(deps, user, new Date(), {
        brandKey: 'TEL',
        title: `Push ${i}`,
        body: 'Bench',
        targetDevices: ['android'],
        articleId: article!.id,
        scheduledAt: new Date(at).toISOString(),
        segments: ['DORMANT'],
      });
      due.set(push!.id, at);
    }
    const created = Date.now();
    console.log(
      `  ${PUSHES} pushes created in ${created - createdAt} ms (first due ${first - created} ms later)`,
    );
    if (created > first) console.log('  warning: creation outlasted the lead; latencies inflate');

    const deadline = first + SPREAD_MS + 60_000;
    while (Date.now() < deadline) {
      const received = new Set(standIns.calls.map((c) => c.id));
      if ([...due.keys()].every((id) => received.has(id))) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    await new Promise((r) => setTimeout(r, 2_000)); // any late duplicate
    const latencies: number[] = [];
    let missing = 0;
    for (const [id, at] of due) {
      const call = standIns.calls.find((c) => c.id === id);
      if (call) latencies.push(call.at - at);
      else missing += 1;
    }
    const counts = new Map<string, number>();
    for (const c of standIns.calls) counts.set(c.id, (counts.get(c.id) ?? 0) + 1);
    const duplicates = [...counts.values()].filter((n) => n > 1).length;
    const shares = await queryRows<{ locked_by: string; n: number }>(
      handle.db,
      sql`select locked_by, count(*)::int as n from jobs where status = 'done' group by locked_by`,
    );
    console.log(
      `  dispatched ${latencies.length}/${PUSHES}, missing ${missing}, duplicates ${duplicates}; ` +
        `jobs per process: ${shares.map((s) => `${s.locked_by}=${s.n}`).join(', ')}`,
    );
    const max = latencies.length ? Math.max(...latencies) : NaN;
    return [
      {
        name: 'push: scheduledAt → provider call (2 processes, 1,000 in a minute)',
        unit: 'ms',
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        target: 2_000,
      },
      {
        name: 'push: slowest dispatch after its time (all within 60 s)',
        unit: 'ms',
        p50: max,
        p95: missing > 0 ? Infinity : max,
        target: 60_000,
      },
      {
        name: 'push: duplicates and missing pushes',
        unit: 'count',
        p50: duplicates,
        p95: duplicates + missing,
        target: 0,
      },
    ];
  } finally {
    for (const s of servers) await stop(s);
    await handle.close();
    await standIns.close();
    await admin(base, `drop database if exists ${DB_NAME} with (force)`);
  }
}
