// `npm run bench -- dashboard`: the dashboard's server side on PostgreSQL (issue 21).
//   - filter change: the three queries the screen sends at once for a new filter (first page of 50,
//     the chart, the count), over HTTP as a remote API is called, until all three answered;
//   - the CSV of every article of the base, streamed over HTTP and read to the end, with the
//     server's heap and RSS sampled every 10 ms while it streams (flat memory = no growth with rows).
// Not measured here: the renderer's paint and scroll frames (Chromium), see the README.
//   BENCH_DATABASE_URL (else postgres://postgres@127.0.0.1:5432/test): the bench creates and uses its
//   own database `dashboard_bench` next to it. BENCH_DASHBOARD_ARTICLES (default 100,000) articles,
//   seeded once by the idempotent seed code; BENCH_DASHBOARD_RUNS (default 40) filter changes.
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { createApp, prepareDatabase } from '../../../server/src/app';
import { hashPassword } from '../../../server/src/auth/password';
import { users } from '../../../server/src/db/schema/accounts';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/database';
import { listen } from '../../../server/src/http';
import { seedArticles } from '../../../server/src/seed/articles';
import { DEMO_USERS, seedCatalogue, seedUsers } from '../../../server/src/seed/catalogue';
import { queryRows } from '../../../server/src/services/content/sqlRows';
import { sql } from 'drizzle-orm';
import { percentile, type BenchResult } from '../run';

const ARTICLES = Number(process.env.BENCH_DASHBOARD_ARTICLES ?? 100_000);
const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 40);
const PASSWORD = 'bench-password-dashboard';
const TARGETS = { filterChange: 100, csvSeconds: 5 } as const;

const LIST = `query DashboardList($filter: DashboardFilterInput!) { dashboardArticles(filter: $filter, first: 50) {
  items { id title brandKey format status publishedAt medias pushCount live { id } categories { id title }
  authors { author { id name } } creator { id name } } endCursor hasMore } }`;
const HISTOGRAM = `query DashboardHistogram($filter: DashboardFilterInput!) {
  dashboardHistogram(filter: $filter) { unit total buckets { start label count } } }`;
const COUNT = `query DashboardCount($filter: DashboardFilterInput!) { dashboardCount(filter: $filter) }`;

async function database(): Promise<DatabaseHandle> {
  const base = process.env.BENCH_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [
      'dashboard_bench',
    ]);
    if (exists.rowCount === 0) await admin.query('create database dashboard_bench');
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = '/dashboard_bench';
  return openDatabase({ kind: 'postgres', url: url.toString() });
}

function day(offsetDays: number, now: Date): string {
  return new Date(now.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

export async function run(): Promise<BenchResult[]> {
  const handle = await database();
  await prepareDatabase(handle);
  const now = new Date();
  const userIds = await seedUsers(handle.db, PASSWORD, now);
  const catalogue = await seedCatalogue(handle.db, userIds, now);
  const started = Date.now();
  const added = await seedArticles(handle.db, catalogue, ARTICLES, now, (done) => {
    if (done % 10_000 === 0) console.log(`  seed: ${done}/${ARTICLES}`);
  });
  if (added)
    console.log(`  seed: ${added} articles in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  await handle.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.email, DEMO_USERS[1]!.email));
  await handle.runScript('vacuum analyze');
  const [{ total }] = (await queryRows<{ total: number }>(
    handle.db,
    sql`select count(*)::int as total from articles`,
  )) as [{ total: number }];

  const server = await listen(createApp({ handle }), { port: 0 });
  try {
    const post = async <T>(query: string, variables: Record<string, unknown>, token?: string) => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
      if (body.errors?.length) throw new Error(body.errors[0]!.message);
      return body.data as T;
    };
    const { login } = await post<{ login: { token: string } }>(
      'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
      { e: DEMO_USERS[1]!.email, p: PASSWORD },
    );
    const token = login.token;
    const [author] = await queryRows<{ id: string }>(
      handle.db,
      sql`select author_id::text as id from article_authors group by 1 order by count(*) desc limit 1`,
    );
    const [category] = await queryRows<{ id: string }>(
      handle.db,
      sql`select category_id::text as id from article_categories group by 1 order by count(*) desc limit 1`,
    );
    const base = { status: ['Published', 'Scheduled'], format: ['Rich', 'Slideshow', 'Video'] };
    // Filter changes an editor makes: a day, a month of a brand, a year of an author, a category,
    // a text search, everything published.
    const filters: Record<string, unknown>[] = [
      { ...base, startDate: day(-1, now), endDate: day(-1, now) },
      { ...base, startDate: day(-30, now), endDate: day(0, now), brandKey: 'TEL' },
      { ...base, startDate: day(-365, now), endDate: day(0, now), authorIds: [author!.id] },
      { ...base, startDate: day(-90, now), endDate: day(0, now), categoryIds: [category!.id] },
      { ...base, startDate: day(-365, now), endDate: day(0, now), search: 'festival' },
      { ...base, startDate: null, endDate: null },
    ];
    const change = async (i: number) => {
      const filter = filters[i % filters.length]!;
      await Promise.all([
        post(LIST, { filter }, token),
        post(HISTOGRAM, { filter }, token),
        post(COUNT, { filter }, token),
      ]);
    };
    for (let i = 0; i < filters.length; i++) await change(i); // warm-up
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await change(i);
      samples.push(performance.now() - t);
    }

    // The CSV of the whole base (no filter but the statuses: every status), read to the end.
    const all = { status: null, startDate: null, endDate: null };
    global.gc?.();
    const before = process.memoryUsage();
    let peakHeap = before.heapUsed;
    let peakRss = before.rss;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakHeap = Math.max(peakHeap, m.heapUsed);
      peakRss = Math.max(peakRss, m.rss);
    }, 10);
    const t = performance.now();
    const response = await fetch(
      `${server.url}/dashboard/export.csv?filter=${encodeURIComponent(JSON.stringify(all))}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const b of chunk) if (b === 10) lines++;
    }
    const csvMs = performance.now() - t;
    clearInterval(sampler);
    const heapGrowthMb = (peakHeap - before.heapUsed) / 1024 / 1024;
    const rssGrowthMb = (peakRss - before.rss) / 1024 / 1024;
    console.log(
      `  ${total} articles; CSV: ${lines - 1} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${(csvMs / 1000).toFixed(2)} s; heap +${heapGrowthMb.toFixed(1)} MB, RSS +${rssGrowthMb.toFixed(1)} MB at most while streaming`,
    );
    return [
      {
        name: `dashboard filter change, 3 queries (pg, ${total} articles)`,
        unit: 'ms',
        p50: percentile(samples, 50),
        p95: percentile(samples, 95),
        target: TARGETS.filterChange,
      },
      {
        name: `dashboard CSV streamed (pg, ${lines - 1} rows)`,
        unit: 's',
        p50: csvMs / 1000,
        p95: csvMs / 1000,
        target: TARGETS.csvSeconds,
      },
      {
        name: `dashboard CSV peak heap growth (pg, ${lines - 1} rows)`,
        unit: 'MB',
        p50: heapGrowthMb,
        p95: heapGrowthMb,
        target: null,
      },
    ];
  } finally {
    await server.close();
    await handle.close();
  }
}
