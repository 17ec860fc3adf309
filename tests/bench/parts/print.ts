// `npm run bench -- print` (issue 36) on PostgreSQL with 10,000 raw articles (support/
// printBenchSeed.ts), the API in this process, logged in as the demo journalist:
// (a) a print version opened as a web article: createArticleFromPrintVersion, then the article
//     read as the editor loads it (the renderer's ArticleEditor document), target p95 < 500 ms;
//     each run on another raw article (asked again, the route answers the copy already made);
// (b) the duplication dialog's subject search: assignments(where: {brandKey,
//     subjectTitle_contains}, first: 20) with the dialog's fields, target p95 < 150 ms.
// A fresh database next to TEST_DATABASE_URL (else DATABASE_URL), dropped at the end; skipped
// with a line saying so when neither is set. Knobs: BENCH_PRINT_RAW_ARTICLES (10,000),
// BENCH_PRINT_RUNS (40).
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { print } from 'graphql';
import pg from 'pg';
import { PRINT_LIMITS } from '../../../common/domain/printWorkflow';
import { ArticleEditorDocument } from '../../../renderer/src/graphql/generated/documents/ArticleEditorDocument';
import { createApp, prepareDatabase } from '../../../server/src/app';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/database';
import { listen } from '../../../server/src/http';
import { DEMO_USERS, seedCatalogue, seedUsers } from '../../../server/src/seed/catalogue';
import { percentile, type BenchResult } from '../run';
import { printBenchIds, seedPrintBench } from '../support/printBenchSeed';

const RAW_ARTICLES = Number(process.env.BENCH_PRINT_RAW_ARTICLES ?? 10_000);
const RUNS = Number(process.env.BENCH_PRINT_RUNS ?? 40);
const WARM_UP = 5;
const PASSWORD = 'bench-mot-de-passe-print';
const TARGETS = { openAsWebArticle: 500, subjectSearch: 150 } as const;
const SEARCHES = [
  'series',
  'été',
  'Élections',
  'festival de',
  'jardins',
  'enquête 12',
  'cinéma d',
  'xyz',
];

const CREATE = `mutation createArticleFromPrintVersion($rawArticle: ID!, $version: ID!, $brandKey: String!) {
  createArticleFromPrintVersion(where: { rawArticle: $rawArticle, version: $version }, brandKey: $brandKey) { id }
}`;
// The fields of the duplication dialog's list (renderer articleKit/printDuplication).
const SEARCH = `query PrintAssignments($where: AssignmentWhereInput!, $first: Int) {
  assignments(where: $where, first: $first) {
    id brandKey
    subject { id title unit { id title } }
    printHeading { id title issue { id title } publication { id title } }
    rawArticle { id versions { id status } }
  }
}`;
const EDITOR = print(ArticleEditorDocument);

type Gql = <T>(query: string, variables: Record<string, unknown>) => Promise<T>;

async function freshDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bo_bench_print_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // The name is ours (letters, digits, underscore): safe to inline; DDL takes no parameters.
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

async function serve(handle: DatabaseHandle): Promise<{ gql: Gql; close(): Promise<void> }> {
  const app = createApp({ handle, providers: { push: {} }, oidc: null });
  const running = await listen(app, { port: 0 });
  let token = '';
  const gql: Gql = async <T>(query: string, variables: Record<string, unknown>) => {
    const response = await fetch(`${running.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const answer = (await response.json()) as { data?: T; errors?: unknown };
    if (!answer.data || answer.errors) throw new Error(`bench: ${JSON.stringify(answer.errors)}`);
    return answer.data;
  };
  token = (
    await gql<{ login: { token: string } }>(
      'mutation login($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
      { e: DEMO_USERS[1]!.email, p: PASSWORD },
    )
  ).login.token;
  return { gql, close: () => running.close() };
}

async function time(runs: number, fn: (i: number) => Promise<void>): Promise<number[]> {
  for (let i = 0; i < WARM_UP; i++) await fn(i);
  const samples: number[] = [];
  for (let i = WARM_UP; i < WARM_UP + runs; i++) {
    const t0 = performance.now();
    await fn(i);
    samples.push(performance.now() - t0);
  }
  return samples;
}

const row = (name: string, samples: number[], target: number): BenchResult => ({
  name,
  unit: 'ms',
  p50: percentile(samples, 50),
  p95: percentile(samples, 95),
  target,
});

/** The TEL raw articles, in an order that spreads the runs over the table. */
function telRawArticles(count: number): number[] {
  const step = Math.max(1, Math.floor(RAW_ARTICLES / count / 2));
  const out: number[] = [];
  for (let n = 1; out.length < count && n <= RAW_ARTICLES; n += step)
    if (printBenchIds.brandOf(n) === 'TEL') out.push(n);
  return out;
}

/** One measure, or a line saying why it could not be taken (an operation not served yet). */
async function measure(label: string, fn: () => Promise<BenchResult>): Promise<BenchResult[]> {
  try {
    return [await fn()];
  } catch (error) {
    console.log(`  print: ${label} not measured — ${(error as Error).message.slice(0, 300)}`);
    return [];
  }
}

export async function run(): Promise<BenchResult[]> {
  const adminUrl = process.env.TEST_DATABASE_URL?.trim() || process.env.DATABASE_URL?.trim();
  if (!adminUrl) {
    console.log(
      '  print: skipped — set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server',
    );
    return [];
  }
  const database = await freshDatabase(adminUrl);
  const handle = await openDatabase({ kind: 'postgres', url: database.url });
  let api: Awaited<ReturnType<typeof serve>> | null = null;
  try {
    await prepareDatabase(handle);
    const now = new Date();
    await seedCatalogue(handle.db, await seedUsers(handle.db, PASSWORD, now), now);
    const started = performance.now();
    await seedPrintBench(handle.db, RAW_ARTICLES);
    console.log(
      `  print: ${RAW_ARTICLES} raw articles seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    await handle.runScript('vacuum analyze');
    api = await serve(handle);
    const { gql } = api;
    const sources = telRawArticles(WARM_UP + RUNS);
    if (sources.length < WARM_UP + RUNS) throw new Error('bench: too few raw articles');

    const opened = await measure('(a) print version → web article in the editor', async () =>
      row(
        'print: version → web article shown in the editor (10,000 raw articles)',
        await time(RUNS, async (i) => {
          const n = sources[i]!;
          const made = await gql<{ createArticleFromPrintVersion: { id: string } }>(CREATE, {
            rawArticle: printBenchIds.rawArticle(n),
            version: printBenchIds.latestVersion(n),
            brandKey: 'TEL',
          });
          const id = made.createArticleFromPrintVersion.id;
          const loaded = await gql<{ article: { id: string; title: string } | null }>(EDITOR, {
            id,
          });
          if (loaded.article?.id !== id) throw new Error('bench: the new article is not loaded');
        }),
        TARGETS.openAsWebArticle,
      ),
    );
    const searched = await measure('(b) the duplication dialog’s subject search', async () =>
      row(
        'print: duplication dialog subject search (10,000 subjects)',
        await time(RUNS, async (i) => {
          const found = await gql<{ assignments: { brandKey: string }[] }>(SEARCH, {
            where: { brandKey: 'TEL', subjectTitle_contains: SEARCHES[i % SEARCHES.length] },
            first: PRINT_LIMITS.subjectSearchFirst,
          });
          if (found.assignments.some((a) => a.brandKey !== 'TEL'))
            throw new Error('bench: the search left the brand');
        }),
        TARGETS.subjectSearch,
      ),
    );
    return [...opened, ...searched];
  } finally {
    await api?.close();
    await handle.close();
    await database.drop();
  }
}
