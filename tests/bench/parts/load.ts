// `npm run bench -- load`: the API under load on PostgreSQL (issue 12 "Figures"). N simulated
// editors (default 50), each with its own account and session, run a realistic mix — list 30 %,
// search 20 %, open an article 20 %, autocomplete 20 %, save 10 % — through the server's HTTP layer
// on loopback for a bounded time; then the same while one more user sends, four at a time, the
// worst query the limits still allow (30 aliases of articleCount over a 2-character media credit,
// each a read of the brand's articles). Reported: throughput, p50/p99 per operation, errors, and the others'
// p99 with and without that user.
// Database: BENCH_DATABASE_URL (else postgres://postgres@127.0.0.1:5432/test), its `content_bench`
// database seeded by the same idempotent code as the server part. Knobs: BENCH_LOAD_ARTICLES
// (100000), BENCH_LOAD_EDITORS (50), BENCH_LOAD_SECONDS (60 per phase, after an unmeasured warm-up
// of BENCH_LOAD_WARMUP_SECONDS, 10), BENCH_LOAD_THINK_MS (1000):
// each editor's pause between two actions, drawn between half and one and a half of it (0: every
// editor fires its next call as soon as the last answers — the server's saturation, not a
// newsroom; a journalist clicks every few seconds at most).
// The API runs as the app ships it, in a process of its own (out/main/server.js, `npm run build`
// first): the simulated editors' own work (50 clients' HTTP and JSON) stays out of its event loop.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { prepareDatabase } from '../../../server/src/app';
import { createSession } from '../../../server/src/auth/session';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/database';
import { DEFAULT_API_LIMITS } from '../../../server/src/limits/apiLimits';
import { insertRole } from '../../../server/src/services/accounts/roleStore';
import { insertUser } from '../../../server/src/services/accounts/userStore';
import { seedArticles } from '../../../server/src/seed/articles';
import { seedCatalogue, seedUsers } from '../../../server/src/seed/catalogue';
import { percentile, type BenchResult } from '../run';

const ARTICLES = Number(process.env.BENCH_LOAD_ARTICLES ?? 100_000);
const EDITORS = Number(process.env.BENCH_LOAD_EDITORS ?? 50);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const THINK_MS = Number(process.env.BENCH_LOAD_THINK_MS ?? 1000);
const WARMUP_SECONDS = Number(process.env.BENCH_LOAD_WARMUP_SECONDS ?? 10);
const BRANDS = ['TEL', 'CAP', 'GEO', 'FAC', 'CAC', 'BEA'];
const SEARCHES = ['rentrée scolaire', 'festival', 'retraites', 'logement', 'tramway', 'vaccin'];
const PREFIXES = ['fest', 'gouv', 'les el', 'musée', 'le tour', 'infirm'];
const P99_TARGET_MS = 250;

const LIST = `query articles($brand: String!) { articles(first: 50, where: { brandKey: $brand }, orderBy: publishedAt_DESC) {
  id title status publishedAt brandKey format authors { author { id name } } tags { id title } categories { id title } } }`;
const SEARCH = `query searchArticles($q: String!, $brand: String!) { searchArticles(first: 50, query: $q, where: { brandKey: $brand }) { id title status publishedAt } }`;
const AUTOCOMPLETE = `query searchArticles($like: String!, $brand: String!) { searchArticles(first: 10, like: $like, where: { brandKey: $brand }, orderBy: publishedAt_DESC) { id title publishedAt format } }`;
const OPEN = `query article($id: ID!) { article(where: { id: $id }) { id title slug status lead body version brandKey format
  categories { id title } tags { id title type } authors { order author { id name } } source { id title } lockedBy { id name } } }`;
const CREATE = `mutation upsertArticle($c: ArticleCreateInput!) { upsertArticle(create: $c, update: {}) { id version } }`;
const SAVE = `mutation updateArticle($id: ID!, $data: ArticleUpdateInput!) { updateArticle(where: { id: $id }, data: $data) { id version } }`;
// A credit filter of 3 characters or more reads a trigram index (migration 0140); under 3 it reads
// the credits of every article of the brand: as heavy as any filter a one-brand user can ask
// (measured over the TEL's 16,700 articles: 2-character credit 19 ms, title prefix 'l' 20 ms,
// hasVideo: false 18–21 ms, the brand alone 15 ms; a 3-character credit matching none 0.3 ms).
const WORST = `query worst { ${Array.from(
  { length: DEFAULT_API_LIMITS.maxAliases },
  (_, i) =>
    `a${i}: articleCount(where: { brandKey: "TEL", imageCredit: "${String.fromCharCode(97 + (i % 26))}${i}" })`,
).join(' ')} }`;

type Op = 'list' | 'search' | 'open' | 'autocomplete' | 'save';
const MIX: [Op, number][] = [
  ['list', 0.3],
  ['search', 0.2],
  ['open', 0.2],
  ['autocomplete', 0.2],
  ['save', 0.1],
];

function benchDatabaseUrl(): string {
  const base = process.env.BENCH_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/test';
  const url = new URL(base);
  url.pathname = '/content_bench';
  return url.toString();
}

/** The built API server on a loopback port, on the bench database. */
function startServerProcess(): Promise<{ url: string; close: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    // As `npm run server` runs it for a newsroom (package.json): 32 MB semi-spaces.
    ['--max-semi-space-size=32', resolve(__dirname, '../../../out/main/server.js'), '--port', '0'],
    {
      env: { ...process.env, DATABASE_URL: benchDatabaseUrl() },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return new Promise((done, fail) => {
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /BACKOFFICE_SERVER_LISTENING (http:\/\/\S+)/.exec(stdout)?.[1];
      if (url)
        done({
          url,
          close: async () => {
            child.kill('SIGTERM');
            await exited;
          },
        });
    });
    child.once('exit', (code) => fail(new Error(`server exited (${String(code)}):\n${stderr}`)));
  });
}

export async function benchDatabase(): Promise<DatabaseHandle> {
  const base = process.env.BENCH_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [
      'content_bench',
    ]);
    if (exists.rowCount === 0) await admin.query('create database content_bench');
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({
    kind: 'postgres',
    url: benchDatabaseUrl(),
    statementTimeoutMs: DEFAULT_API_LIMITS.requestTimeoutMs,
  });
  await prepareDatabase(handle);
  const now = new Date();
  const catalogue = await seedCatalogue(
    handle.db,
    await seedUsers(handle.db, 'bench-load', now),
    now,
  );
  const added = await seedArticles(handle.db, catalogue, ARTICLES, now, (done) => {
    if (done % 10_000 === 0) console.log(`  seed: ${done}/${ARTICLES}`);
  });
  if (added) await handle.runScript('vacuum analyze');
  return handle;
}

interface Editor {
  token: string;
  brand: string;
  articleId: string;
  version: number;
  seen: string[];
}

export async function run(): Promise<BenchResult[]> {
  const handle = await benchDatabase();
  const server = await startServerProcess();
  const post = async (query: string, variables: Record<string, unknown>, token: string) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    return { status: response.status, body };
  };
  try {
    // One account and session per editor (and one for the heavy user), created directly.
    const roleId = await insertRole(handle.db, `bench-load-${Date.now()}`);
    const now = new Date();
    const account = async (i: number, brand: string) => {
      const id = await insertUser(
        handle.db,
        {
          name: `Éditeur de charge ${i}`,
          email: `charge-${Date.now()}-${i}@bench.test`,
          passwordHash: 'scrypt$1$1$1$x$x',
          isSuperAdmin: false,
          brandKeys: [brand],
          roleIds: [roleId],
        },
        now,
      );
      return createSession(handle.db, id, now, 1);
    };
    const editors: Editor[] = [];
    for (let i = 0; i < EDITORS; i++) {
      const brand = BRANDS[i % BRANDS.length]!;
      const token = await account(i, brand);
      const created = await post(
        CREATE,
        { c: { brandKey: brand, format: 'Rich', title: `Charge ${i}` } },
        token,
      );
      const article = (created.body.data?.upsertArticle ?? null) as {
        id: string;
        version: number;
      } | null;
      if (!article) throw new Error(`setup failed: ${JSON.stringify(created.body.errors)}`);
      const listed = await post(LIST, { brand }, token);
      const seen = ((listed.body.data?.articles ?? []) as { id: string }[]).map((a) => a.id);
      editors.push({ token, brand, articleId: article.id, version: article.version, seen });
    }
    const heavyToken = await account(EDITORS, 'TEL');

    const phase = async (label: string, withWorst: boolean, seconds = SECONDS) => {
      const samples = new Map<Op, number[]>(MIX.map(([op]) => [op, []]));
      let errors = 0;
      let done = 0;
      let worstDone = 0;
      // When the slow answers came (s from the phase's start): a burst or a steady trickle.
      const slowAt: number[] = [];
      const until = performance.now() + seconds * 1000;
      let counter = 0;
      const step = async (editor: Editor) => {
        const roll = ((counter++ * 0.6180339887) % 1) as number;
        let acc = 0;
        const op = (MIX.find(([, share]) => (acc += share) > roll)?.[0] ?? 'list') as Op;
        const i = counter;
        const started = performance.now();
        let result;
        if (op === 'list') result = await post(LIST, { brand: editor.brand }, editor.token);
        else if (op === 'search')
          result = await post(
            SEARCH,
            { q: SEARCHES[i % SEARCHES.length], brand: editor.brand },
            editor.token,
          );
        else if (op === 'autocomplete')
          result = await post(
            AUTOCOMPLETE,
            { like: PREFIXES[i % PREFIXES.length], brand: editor.brand },
            editor.token,
          );
        else if (op === 'open')
          result = await post(
            OPEN,
            { id: editor.seen[i % Math.max(1, editor.seen.length)] ?? editor.articleId },
            editor.token,
          );
        else {
          result = await post(
            SAVE,
            { id: editor.articleId, data: { version: editor.version, title: `Charge ${i}` } },
            editor.token,
          );
          const saved = result.body.data?.updateArticle as { version: number } | undefined;
          if (saved) editor.version = saved.version;
        }
        const elapsed = performance.now() - started;
        samples.get(op)!.push(elapsed);
        if (elapsed > P99_TARGET_MS) slowAt.push((started - phaseStart) / 1000);
        done++;
        if (result.status >= 400 || result.body.errors?.length) errors++;
      };
      const worker = async (editor: Editor) => {
        // Journalists do not all click in the same millisecond: with a think time, each editor's
        // first action comes at a random moment of the first pause, as arrivals do in a newsroom.
        // (Started together, the 50 first requests queued behind one another: 50 × ~15 ms of CPU.)
        if (THINK_MS > 0) await sleep(THINK_MS * Math.random());
        while (performance.now() < until) {
          await step(editor);
          if (THINK_MS > 0) await sleep(THINK_MS * (0.5 + Math.random()));
        }
      };
      const heavy = async () => {
        while (performance.now() < until) {
          await post(WORST, {}, heavyToken);
          worstDone++;
        }
      };
      const phaseStart = performance.now();
      await Promise.all([
        ...editors.map(worker),
        ...(withWorst ? [heavy(), heavy(), heavy(), heavy()] : []),
      ]);
      const took = (performance.now() - phaseStart) / 1000;
      const early = slowAt.filter((at) => at < 5).length;
      const all = [...samples.values()].flat();
      console.log(
        `  ${label}: ${done} requests in ${took.toFixed(1)} s (${(done / took).toFixed(0)}/s), ${errors} errors, p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms${withWorst ? `, worst query answered ${worstDone}×` : ''}; over ${P99_TARGET_MS} ms: ${slowAt.length} (${early} in the first 5 s)`,
      );
      return { samples, errors, throughput: done / took, p99: percentile(all, 99) };
    };

    const pace = THINK_MS > 0 ? `, ${THINK_MS} ms think` : '';
    // Unmeasured first: the server just started (each operation compiled at its first call, the
    // database's pages read from disk) — the phases compare a server in use, not its first seconds.
    await phase(`warm-up, ${WARMUP_SECONDS} s`, false, WARMUP_SECONDS);
    const calm = await phase(`${EDITORS} editors${pace}`, false);
    const stormy = await phase(`${EDITORS} editors${pace} + worst query`, true);
    const results: BenchResult[] = [];
    for (const [op, values] of calm.samples) {
      results.push({
        name: `load ${op}${pace} (p50, p99)`,
        unit: 'ms',
        p50: percentile(values, 50),
        p95: percentile(values, 99),
        target: P99_TARGET_MS,
      });
    }
    results.push(
      {
        name: `load throughput${pace}`,
        unit: 'req/s',
        p50: calm.throughput,
        p95: calm.throughput,
        target: null,
      },
      { name: `load errors${pace}`, unit: 'count', p50: calm.errors, p95: calm.errors, target: 0 },
      {
        name: `load p99 with the worst allowed query${pace} (others, ×calm)`,
        unit: 'ratio',
        p50: stormy.p99 / calm.p99,
        p95: stormy.p99 / calm.p99,
        target: 2,
      },
      {
        name: `load errors with the worst query${pace}`,
        unit: 'count',
        p50: stormy.errors,
        p95: stormy.errors,
        target: 0,
      },
    );
    return results;
  } finally {
    await server.close();
    await handle.close();
  }
}
