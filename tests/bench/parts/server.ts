// `npm run bench -- server`: the content API on 100,000 articles (issue 4). For each operation,
// p50/p95 through GraphQL as the desktop app calls it (main's bridge to the server process,
// started as the app starts its embedded server, over its message channel) and the same work done with
// hand-written SQL on the same database, timed in turns; the ratio is GraphQL ÷ raw SQL, at p50
// and at p95. PGlite's API runs in the bench's process (one process per data folder).
//   PostgreSQL: BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test; the bench creates
//   and uses its own database `content_bench` next to it (never the one named in the URL).
//   PGlite: a data folder in BENCH_PGLITE_DIR (default: <tmp>/backoffice-bench-pglite), seeded with
//   BENCH_PGLITE_ARTICLES articles (default 100,000). BENCH_SKIP_PGLITE=1 / BENCH_SKIP_POSTGRES=1.
// Seeding is the idempotent `npm run seed` code: the first run is long, later runs start at once.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { GraphqlBridge } from '../../../main/api/GraphqlBridge';
import type { HttpTransport } from '../../../main/api/httpTransport';
import { startNodeChildServer } from '../../../main/embedded/nodeChildServer';
import { createApp, prepareDatabase } from '../../../server/src/app';
import { hashPassword } from '../../../server/src/auth/password';
import { users } from '../../../server/src/db/schema/accounts';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/database';
import { listen } from '../../../server/src/http';
import { queryRows } from '../../../server/src/services/content/sqlRows';
import { searchIndexer } from '../../../server/src/services/content/searchIndexer';
import { articleId, seedArticles } from '../../../server/src/seed/articles';
import { DEMO_USERS, seedCatalogue, seedUsers } from '../../../server/src/seed/catalogue';
import { percentile, type BenchResult } from '../run';

const ARTICLES = 100_000;
const READ_RUNS = Number(process.env.BENCH_READ_RUNS ?? 150);
const SAVE_RUNS = Number(process.env.BENCH_SAVE_RUNS ?? 60);
const PASSWORD = 'bench-password-content';
const TARGETS = { list: 20, search: 50, autocomplete: 20, load: 15, save: 60, ratio: 2 } as const;
const SEARCHES = [
  'rentrée scolaire',
  'eleve',
  'transition écologique',
  'festival',
  'retraites',
  'logement',
  'tramway',
  'vaccin grippe',
];
const PREFIXES = ['fest', 'gouv', 'les el', 'la sn', 'musée', 'le tour', 'une ass', 'infirm'];
const BRANDS = ['TEL', 'CAP', 'GEO', 'FAC', 'CAC', 'BEA'];

async function postgresHandle(): Promise<{ handle: DatabaseHandle; url: string }> {
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
  const url = new URL(base);
  url.pathname = '/content_bench';
  return {
    handle: await openDatabase({ kind: 'postgres', url: url.toString() }),
    url: url.toString(),
  };
}

async function ensureSeeded(handle: DatabaseHandle, count: number): Promise<void> {
  await prepareDatabase(handle);
  const now = new Date();
  const userIds = await seedUsers(handle.db, PASSWORD, now);
  const catalogue = await seedCatalogue(handle.db, userIds, now);
  const started = Date.now();
  const added = await seedArticles(handle.db, catalogue, count, now, (done) => {
    if (done % 10_000 === 0) console.log(`  seed ${handle.kind}: ${done}/${count}`);
  });
  if (added)
    console.log(
      `  seed ${handle.kind}: ${added} articles in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  // The bench logs in as the demo journalist: give it the bench password even when an earlier
  // `npm run seed` created the account with the demo one.
  await handle.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.email, DEMO_USERS[1]!.email));
  // A maintained database, as autovacuum keeps one (it is off on some machines, this one
  // included): planner statistics, and a visibility map so index-only scans skip the heap.
  await handle.runScript('vacuum analyze');
  // Then every write so far (the seed, a previous run's saves, the vacuum) on disk, so that the
  // timings below are not taken while the machine writes them back.
  await handle.runScript('checkpoint');
}

async function time(runs: number, fn: (i: number) => Promise<void>): Promise<number[]> {
  for (let i = 0; i < Math.min(5, runs); i++) await fn(i); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn(i);
    samples.push(performance.now() - t);
  }
  return samples;
}

/**
 * The same operation through GraphQL and with raw SQL, taken in turns (which one goes first
 * alternates): both see the same machine, so their ratio holds even when the load varies.
 */
async function compare(
  runs: number,
  viaGraphql: (i: number) => Promise<void>,
  viaSql: (i: number) => Promise<void>,
): Promise<[number[], number[]]> {
  for (let i = 0; i < Math.min(5, runs); i++) {
    await viaGraphql(i);
    await viaSql(i);
  }
  const graphql: number[] = [];
  const raw: number[] = [];
  const timed = async (fn: (i: number) => Promise<void>, i: number, into: number[]) => {
    const t = performance.now();
    await fn(i);
    into.push(performance.now() - t);
  };
  for (let i = 0; i < runs; i++) {
    if (i % 2 === 0) {
      await timed(viaGraphql, i, graphql);
      await timed(viaSql, i, raw);
    } else {
      await timed(viaSql, i, raw);
      await timed(viaGraphql, i, graphql);
    }
  }
  return [graphql, raw];
}

function twentyThousandWords(seed: number) {
  const words = [
    'rédaction',
    'élève',
    'gouvernement',
    'festival',
    'écologie',
    'logement',
    'culture',
    'sport',
    'région',
    'économie',
  ];
  const content = Array.from({ length: 2000 }, (_, p) => ({
    type: 'paragraph',
    content: [
      {
        type: 'text',
        text: Array.from({ length: 10 }, (_, w) => words[(p * 10 + w + seed) % words.length]).join(
          ' ',
        ),
      },
    ],
  }));
  return { type: 'doc', content };
}

const LIST_QUERY = `query articles($brand: String!) { articles(first: 50, where: { brandKey: $brand, status: Published }, orderBy: publishedAt_DESC) {
  id title status publishedAt brandKey format authors { author { id name } } tags { id title } categories { id title } } }`;
const SEARCH_QUERY = `query searchArticles($q: String!, $brand: String!) { searchArticles(first: 50, query: $q, where: { brandKey: $brand }) { id title status publishedAt } }`;
const AUTOCOMPLETE_QUERY = `query searchArticles($like: String!, $brand: String!) { searchArticles(first: 10, like: $like, where: { brandKey: $brand, status_in: [Published], format_in: [Rich, Slideshow] }, orderBy: publishedAt_DESC) { id title publishedAt format } }`;
const LOAD_QUERY = `query article($id: ID!) { article(where: { id: $id }) { id title secondaryTitle partnerTitle discoverTitle slug status lead body createdAt publishedAt editedAt updatedAt
  brandKey format medias version live { postCount endedAt } categories { id title order } channels { id title } events { id title } guides { id title }
  qualifiers { id title } tags { id title type order } authors { order author { id name } } source { id title status } machineTags { id tag }
  histories { id createdAt user { name } } creator { name } urls { id path } lockedAt lockedBy { id name } } }`;
const SAVE_MUTATION = `mutation updateArticle($id: ID!, $data: ArticleUpdateInput!) { updateArticle(where: { id: $id }, data: $data) { id version updatedAt } }`;

interface Api {
  url: string;
  /** How the bridge reaches it (the embedded server's channel); HTTP when absent. */
  transport?: HttpTransport;
  stop(): Promise<void>;
}

/**
 * The API as the desktop app runs it: its own process (the embedded server's launcher, the same
 * CLI and Node options), so client and server work on separate cores as they do in the app.
 */
async function apiProcess(databaseUrl: string): Promise<Api> {
  const projectRoot = join(__dirname, '../../..');
  return startNodeChildServer({
    projectRoot,
    dataDir: mkdtempSync(join(tmpdir(), 'bench-api-')),
    env: { DATABASE_URL: databaseUrl },
    log: () => {},
  });
}

/** PGlite allows one process per data folder: that API runs in the bench's process. */
async function apiInProcess(handle: DatabaseHandle): Promise<Api> {
  const server = await listen(createApp({ handle }), { port: 0, bodyLimitBytes: 8 * 1024 * 1024 });
  return {
    url: server.url,
    stop: async () => {
      await server.close();
      // The saves left their bodies to index: finish that before the database closes.
      await searchIndexer(handle.db).idle();
    },
  };
}

async function benchBackend(
  handle: DatabaseHandle,
  label: string,
  server: Api,
): Promise<BenchResult[]> {
  const raw = <T>(q: ReturnType<typeof sql>) => queryRows<T>(handle.db, q);
  try {
    // GraphQL as the desktop app calls it: through main's bridge (its transport, headers, parsing).
    const bridge = new GraphqlBridge({
      apiUrl: () => server.url,
      clientVersion: 'bench',
      transport: server.transport,
    });
    const gql = async <T>(
      query: string,
      variables: Record<string, unknown>,
      token?: string,
    ): Promise<T> => {
      const operationName = /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
      const result = await bridge.request({ operationName, query, variables }, token ?? null);
      if (result.errors?.length) throw new Error(`${operationName}: ${result.errors[0]!.message}`);
      return result.data as T;
    };
    const login = await gql<{ login: { token: string } }>(
      'mutation login($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
      { e: DEMO_USERS[1]!.email, p: PASSWORD },
    );
    const token = login.login.token;
    const results: BenchResult[] = [];
    const record = (name: string, [viaGraphql, viaSql]: [number[], number[]], target: number) => {
      const g50 = percentile(viaGraphql, 50);
      const s50 = percentile(viaSql, 50);
      results.push({
        name: `${label} ${name} (GraphQL)`,
        unit: 'ms',
        p50: g50,
        p95: percentile(viaGraphql, 95),
        target: label === 'postgres' ? target : null,
      });
      results.push({
        name: `${label} ${name} (raw SQL)`,
        unit: 'ms',
        p50: s50,
        p95: percentile(viaSql, 95),
        target: null,
      });
      results.push({
        name: `${label} ${name} GraphQL÷SQL`,
        unit: 'ratio',
        p50: g50 / s50,
        p95: percentile(viaGraphql, 95) / percentile(viaSql, 95),
        target: label === 'postgres' ? TARGETS.ratio : null,
      });
    };

    // 0. The floor every request pays (HTTP, GraphQL parse/validate, session lookup): informative.
    const floor = await time(
      READ_RUNS,
      async () => void (await gql('query ping { ping }', {}, token)),
    );
    results.push({
      name: `${label} request floor (ping)`,
      unit: 'ms',
      p50: percentile(floor, 50),
      p95: percentile(floor, 95),
      target: null,
    });

    // 1. Default article list: brand, Published, newest first, 50, with authors, tags, categories.
    record(
      'list 50',
      await compare(
        READ_RUNS,
        async (i) => void (await gql(LIST_QUERY, { brand: BRANDS[i % BRANDS.length] }, token)),
        async (i) => {
          const rows = await raw<{
            id: string;
          }>(sql`select id, title, status, published_at, brand_key, format from articles
          where brand_key = ${BRANDS[i % BRANDS.length]} and status = 'Published' order by published_at desc nulls last, id limit 50`);
          const ids = sql`(${sql.join(
            rows.map((r) => sql`${r.id}::uuid`),
            sql`, `,
          )})`;
          await raw(
            sql`select aa.article_id, a.id, a.name from article_authors aa join authors a on a.id = aa.author_id where aa.article_id in ${ids} order by aa.position`,
          );
          await raw(
            sql`select at.article_id, t.id, t.title from article_tags at join tags t on t.id = at.tag_id where at.article_id in ${ids} order by at.position`,
          );
          await raw(
            sql`select ac.article_id, c.id, c.title from article_categories ac join categories c on c.id = ac.category_id where ac.article_id in ${ids} order by ac.position`,
          );
        },
      ),
      TARGETS.list,
    );

    // 2. French full-text search, ranked.
    record(
      'text search',
      await compare(
        READ_RUNS,
        async (i) =>
          void (await gql(
            SEARCH_QUERY,
            { q: SEARCHES[i % SEARCHES.length], brand: BRANDS[i % BRANDS.length] },
            token,
          )),
        async (i) => {
          await raw(sql`select id, title, status, published_at from articles, websearch_to_tsquery('public.fr_unaccent', ${SEARCHES[i % SEARCHES.length]}) q
          where brand_key = ${BRANDS[i % BRANDS.length]} and search_vector @@ q order by ts_rank(rank_vector, q) desc, published_at desc nulls last, id limit 50`);
        },
      ),
      TARGETS.search,
    );

    // 3. Top-bar autocomplete: title prefix, published, 10, newest first.
    record(
      'autocomplete',
      await compare(
        READ_RUNS,
        async (i) =>
          void (await gql(
            AUTOCOMPLETE_QUERY,
            { like: PREFIXES[i % PREFIXES.length], brand: BRANDS[i % BRANDS.length] },
            token,
          )),
        async (i) => {
          const words = PREFIXES[i % PREFIXES.length]!.split(' ')
            .map((w) => `${w}:*`)
            .join(' & ');
          await raw(sql`select id, title, published_at, format from articles where brand_key = ${BRANDS[i % BRANDS.length]} and status in ('Published')
          and format in ('Rich', 'Slideshow') and title_prefix @@ to_tsquery('public.fr_prefix', ${words}) order by published_at desc nulls last, id limit 10`);
        },
      ),
      TARGETS.autocomplete,
    );

    // 4. One article with every relation the editor shows.
    const ids = Array.from({ length: 50 }, (_, i) => articleId(i * 997));
    record(
      'load article',
      await compare(
        READ_RUNS,
        async (i) => void (await gql(LOAD_QUERY, { id: ids[i % ids.length] }, token)),
        async (i) => {
          const id = ids[i % ids.length]!;
          await raw(sql`select * from articles where id = ${id}::uuid`);
          await raw(
            sql`select c.id, c.title, c.format, ac.position from article_categories ac join categories c on c.id = ac.category_id where ac.article_id = ${id}::uuid order by ac.position`,
          );
          await raw(
            sql`select t.id, t.title, t.type, at.position from article_tags at join tags t on t.id = at.tag_id where at.article_id = ${id}::uuid order by at.position`,
          );
          await raw(
            sql`select a.id, a.name from article_authors aa join authors a on a.id = aa.author_id where aa.article_id = ${id}::uuid order by aa.position`,
          );
          await raw(
            sql`select q.id, q.title from article_qualifiers aq join qualifiers q on q.id = aq.qualifier_id where aq.article_id = ${id}::uuid`,
          );
          await raw(
            sql`select h.id, h.created_at, u.name from article_histories h left join users u on u.id = h.user_id where h.article_id = ${id}::uuid order by h.created_at desc limit 100`,
          );
          // What GraphQL also returns: source, machine tags, urls, live, creator and lock holder.
          await raw(
            sql`select s.id, s.title, s.status from articles a join sources s on s.id = a.source_id where a.id = ${id}::uuid`,
          );
          await raw(
            sql`select m.id, m.tag from article_machine_tags am join machine_tags m on m.id = am.machine_tag_id where am.article_id = ${id}::uuid order by am.position`,
          );
          await raw(sql`select id, path from article_urls where article_id = ${id}::uuid`);
          await raw(sql`select post_count, ended_at from lives where article_id = ${id}::uuid`);
          await raw(
            sql`select u.id, u.name from articles a join users u on u.id in (a.creator_id, a.locked_by) where a.id = ${id}::uuid`,
          );
        },
      ),
      TARGETS.load,
    );

    // 5. Saving a 20,000-word article (lock held, version named, history written).
    const saveId = articleId(ARTICLES - 1);
    const article = await gql<{ lockArticle: { version: number } }>(
      'mutation lockArticle($id: ID!) { lockArticle(where: { id: $id }) { version } }',
      { id: saveId },
      token,
    );
    let version = article.lockArticle.version;
    const bodies = [twentyThousandWords(1), twentyThousandWords(2)];
    const saveViaGraphql = async (i: number) => {
      const saved = await gql<{ updateArticle: { version: number } }>(
        SAVE_MUTATION,
        { id: saveId, data: { version, body: bodies[i % 2] } },
        token,
      );
      version = saved.updateArticle.version;
    };
    const { docToPlainText } = await import('../../../common/richtext/plainText');
    const saveViaSql = async (i: number) => {
      const body = bodies[i % 2]!;
      const text = docToPlainText(body as Parameters<typeof docToPlainText>[0]);
      await handle.db.transaction(async (tx) => {
        // Same in-request work as the API: a long body's search vector is completed after commit
        // (migration 0004, services/content/searchIndexer.ts).
        await tx.execute(sql`select set_config('backoffice.defer_body_index', 'on', true)`);
        await tx.execute(sql`select version from articles where id = ${saveId}::uuid for update`);
        await tx.execute(
          sql`update articles set body = ${JSON.stringify(body)}::jsonb, body_text = ${text}, version = version + 1, updated_at = now() where id = ${saveId}::uuid`,
        );
        // The snapshot copies the body from the row just written, as the API does.
        await tx.execute(sql`insert into article_histories (article_id, snapshot)
          select a.id, jsonb_build_object('version', a.version, 'body', a.body) from articles a where a.id = ${saveId}::uuid`);
      });
      version += 1; // the row's version moved on: the next API save names it
    };
    record('save 20k words', await compare(SAVE_RUNS, saveViaGraphql, saveViaSql), TARGETS.save);
    return results;
  } finally {
    // The server process finishes its pending search indexing on SIGTERM (server/src/cli.ts).
    await server.stop();
  }
}

export async function run(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  if (process.env.BENCH_SKIP_POSTGRES !== '1') {
    const { handle, url } = await postgresHandle();
    try {
      await ensureSeeded(handle, ARTICLES);
      results.push(...(await benchBackend(handle, 'postgres', await apiProcess(url))));
    } finally {
      await handle.close();
    }
  }
  if (process.env.BENCH_SKIP_PGLITE !== '1') {
    const count = Number(process.env.BENCH_PGLITE_ARTICLES ?? ARTICLES);
    const handle = await openDatabase({
      kind: 'pglite',
      dataDir: process.env.BENCH_PGLITE_DIR || join(tmpdir(), 'backoffice-bench-pglite'),
    });
    try {
      await ensureSeeded(handle, count);
      results.push(
        ...(await benchBackend(handle, `pglite(${count / 1000}k)`, await apiInProcess(handle))),
      );
    } finally {
      await handle.close();
    }
  }
  return results;
}
