// `npm run bench -- admin` (issue 16): the admin screens as a super admin uses them, in Chromium (the
// built browser host, tests/bench/support/browserApp.ts) on PostgreSQL — the users list with
// 10,000 users (`#/crud/user`) and the tag list with 50,000 tags (`#/tag/list`; 20,000 articles
// use the first 5,000 of them, three tags each, so the rows' usage counts are not all zero):
//   - first rows painted: from setting the route (coming from the admin hub, the app loaded) to
//     the frame showing the list's first row;
//   - search: from the input event that types a search into the list's box to the frame showing
//     its first result (the row the server puts first for that search, asked beforehand through
//     the API), the box's debounce included.
// Database `admin_bench` next to BENCH_DATABASE_URL, seeded once by bulk inserts (a few seconds) and
// kept. Needs a keyring session (README « Benchmarks »). Knobs: BENCH_DATABASE_URL,
// BENCH_ADMIN_RUNS (samples per figure, default 30).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Page } from '@playwright/test';
import { createApp, prepareDatabase } from '../../../server/src/app';
import { createSuperAdmin } from '../../../server/src/auth/adminAccount';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/database';
import { users } from '../../../server/src/db/schema/accounts';
import { articles, articleTags, tags } from '../../../server/src/db/schema/content';
import { listen } from '../../../server/src/http';
import { DEFAULT_API_LIMITS } from '../../../server/src/limits/apiLimits';
import { emailTaken } from '../../../server/src/services/accounts/userStore';
import { FIRST_NAMES, LAST_NAMES, TOPIC_TAGS } from '../../../server/src/seed/frenchCorpus';
import { slugify } from '../../../common/domain/validation/slug';
import { loadLine, openBrowserApp, paintedAfter } from '../support/browserApp';
import { percentile, type BenchResult } from '../run';

const RUNS = Number(process.env.BENCH_ADMIN_RUNS ?? 30);
const USERS = 10_000;
const TAGS = 50_000;
const TAGGED_ARTICLES = 20_000;
const DB_NAME = 'admin_bench';
const ADMIN = { email: 'bench-admin@example.test', password: 'bench-password-admin' };
const BRANDS = ['TEL', 'CAP', 'GEO', 'FAC', 'CAC', 'BEA'];
const TAG_TYPES = ['Tag', 'Person', 'Company', 'Destination'] as const;
const SYLLABLES = ['ba', 'lo', 'mi', 'ran', 'tor', 'vel', 'ché', 'pré', 'sur', 'lin'];
const SYLLABLES_2 = ['da', 'mor', 'quin', 'tal', 'ber', 'gé', 'nou', 'fa', 'ri', 'zo'];

const USER_ROW = 'table[aria-label="Liste des utilisateurs"] tbody tr';
const TAG_ROW = 'table[aria-label="Liste des tags"] tbody tr';
const USER_SEARCHES = ['mart', 'camille', 'dubois-r', 'lé', 'fontaine', 'hugo g', 'zoé', '17'];
const TAG_SEARCHES = ['tor', 'sophie', 'pré', 'vin', 'chéda', 'climat', 'rantal', 'camille'];

/** A made-up word, distinct for each n below 10,000 (four syllables). */
function word(n: number): string {
  const digits = [n % 10, Math.floor(n / 10) % 10, Math.floor(n / 100) % 10, Math.floor(n / 1000)];
  return digits.map((d, i) => (i % 2 ? SYLLABLES_2 : SYLLABLES)[d % 10]).join('');
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function tagTitle(i: number): string {
  const type = TAG_TYPES[i % TAG_TYPES.length]!;
  const made = capitalized(word(Math.floor(i / 5) % 10_000));
  const variant = i % 5;
  if (type === 'Person') return `${FIRST_NAMES[i % FIRST_NAMES.length]} ${made} ${variant}`;
  if (type === 'Tag') return `${TOPIC_TAGS[i % TOPIC_TAGS.length]} ${made} ${variant}`;
  return `${made} ${variant}`;
}

async function count(db: DatabaseHandle['db'], table: string): Promise<number> {
  const result = (await db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as { rows: { n: number }[] } | { n: number }[];
  const rows = Array.isArray(result) ? result : result.rows;
  return rows[0]?.n ?? 0;
}

async function insertInBatches<T>(
  rows: T[],
  size: number,
  insert: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** admin_bench: 10,000 users, 50,000 tags and 20,000 tagged articles, seeded once. */
async function adminDatabase(): Promise<DatabaseHandle> {
  const base = process.env.BENCH_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [DB_NAME]);
    if (exists.rowCount === 0) await client.query(`create database ${DB_NAME}`);
  } finally {
    await client.end();
  }
  const url = new URL(base);
  url.pathname = `/${DB_NAME}`;
  const handle = await openDatabase({
    kind: 'postgres',
    url: url.toString(),
    statementTimeoutMs: DEFAULT_API_LIMITS.requestTimeoutMs,
  });
  await prepareDatabase(handle);
  const db = handle.db;
  let seeded = false;
  const started = Date.now();
  if ((await count(db, 'users')) < USERS) {
    const epoch = Date.UTC(2020, 0, 1);
    const rows = Array.from({ length: USERS }, (_, i) => {
      const first = FIRST_NAMES[i % FIRST_NAMES.length]!;
      const last = `${LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]}-${capitalized(word(i % 10_000))}`;
      return {
        name: `${first} ${last}`,
        email: `${slugify(first)}.${slugify(last)}.${i}@redaction.test`,
        createdAt: new Date(epoch + i * 3_600_000),
        passwordHash: null,
        isSuperAdmin: false,
        allBrands: i % 3 === 0,
        brandKeys: i % 3 === 0 ? [] : [BRANDS[i % BRANDS.length]!],
      };
    });
    await insertInBatches(rows, 1000, (batch) =>
      db.insert(users).values(batch).onConflictDoNothing(),
    );
    seeded = true;
  }
  if ((await count(db, 'tags')) < TAGS) {
    const rows = Array.from({ length: TAGS }, (_, i) => {
      const title = tagTitle(i);
      return {
        title,
        slug: slugify(title),
        type: TAG_TYPES[i % TAG_TYPES.length]!,
        isActive: i % 10 !== 9,
      };
    });
    await insertInBatches(rows, 1000, (batch) =>
      db.insert(tags).values(batch).onConflictDoNothing(),
    );
    seeded = true;
  }
  if ((await count(db, 'article_tags')) === 0) {
    const tagIds = (
      (await db.execute(sql`select id from tags order by title limit 5000`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows.map((r) => r.id);
    for (let start = 0; start < TAGGED_ARTICLES; start += 1000) {
      const made = await db
        .insert(articles)
        .values(
          Array.from({ length: Math.min(1000, TAGGED_ARTICLES - start) }, (_, k) => {
            const i = start + k;
            return {
              brandKey: BRANDS[i % BRANDS.length]!,
              format: 'Rich',
              status: i % 4 === 0 ? 'Draft' : 'Published',
              title: `Article étiqueté ${i}`,
            };
          }),
        )
        .returning({ id: articles.id });
      await db.insert(articleTags).values(
        made.flatMap(({ id }, k) =>
          [0, 1, 2].map((position) => ({
            articleId: id,
            otherId: tagIds[((start + k) * 7 + position * 1709) % tagIds.length]!,
            position,
          })),
        ),
      );
    }
    seeded = true;
  }
  if (seeded) {
    await handle.runScript('vacuum analyze');
    console.log(`  seed: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return handle;
}

function summary(name: string, samples: number[], target: number | null): BenchResult {
  const result = {
    name,
    unit: 'ms',
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    target,
  };
  console.log(
    `  ${name}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms (${samples.length} samples; ${loadLine()})`,
  );
  return result;
}

async function go(page: Page, hash: string): Promise<void> {
  await page.evaluate((target) => (window.location.hash = target), hash);
  await page.waitForFunction((target) => window.location.hash === target, hash);
}

async function toHub(page: Page, row: string): Promise<void> {
  await go(page, '#/crud');
  await page.getByRole('heading', { name: 'Administration' }).first().waitFor();
  await page.locator(row).first().waitFor({ state: 'detached' });
}

async function firstRows(page: Page, hash: string, row: string): Promise<number[]> {
  const samples: number[] = [];
  for (let i = -1; i < RUNS; i++) {
    await toHub(page, row);
    const ms = await paintedAfter(page, () => go(page, hash), row);
    if (i >= 0) samples.push(ms);
  }
  return samples;
}

/**
 * Types each search into the list's box: ms from the input event to the frame whose first row
 * holds `firstOf(search)` (asked from the API beforehand; must differ from the unfiltered first row).
 */
async function searches(
  page: Page,
  hash: string,
  row: string,
  box: string,
  terms: string[],
  firstOf: (term: string | null) => Promise<string>,
): Promise<number[]> {
  await toHub(page, row);
  await go(page, hash);
  const first = page.locator(`${row}:first-child`);
  const unfiltered = await firstOf(null);
  await first.filter({ hasText: unfiltered }).waitFor();
  const expected = new Map<string, string>();
  for (const term of terms) {
    const text = await firstOf(term);
    if (text === unfiltered) throw new Error(`« ${term} » gives the unfiltered first row`);
    expected.set(term, text);
  }
  const input = page.getByRole('searchbox', { name: box });
  const samples: number[] = [];
  for (let i = -1; i < RUNS; i++) {
    const term = terms[(i + terms.length) % terms.length]!;
    await input.fill('');
    await first.filter({ hasText: unfiltered }).waitFor();
    await input.focus();
    const ms = await paintedAfter(
      page,
      () => page.keyboard.insertText(term),
      `${row}:first-child`,
      { text: expected.get(term)! },
    );
    if (i >= 0) samples.push(ms);
  }
  await input.fill('');
  return samples;
}

export async function run(): Promise<BenchResult[]> {
  const handle = await adminDatabase();
  if (!(await emailTaken(handle.db, ADMIN.email)))
    await createSuperAdmin(handle.db, { ...ADMIN, name: 'Banc administration' });
  const server = await listen(createApp({ handle }), { port: 0 });
  let token = '';
  const gql = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: unknown[] };
    if (!body.data || body.errors?.length) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
  const app = await openBrowserApp(server.url, ADMIN).catch(async (error: unknown) => {
    await server.close();
    await handle.close();
    throw error;
  });
  try {
    token = (
      await gql<{ login: { token: string } }>(
        'mutation login($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
        { e: ADMIN.email, p: ADMIN.password },
      )
    ).login.token;
    const { page } = app;
    console.log(
      `  ${loadLine()}; users ${await count(handle.db, 'users')}, tags ${await count(handle.db, 'tags')}`,
    );
    const results: BenchResult[] = [];
    results.push(
      summary(
        'admin users list (10,000), first rows painted',
        await firstRows(page, '#/crud/user', USER_ROW),
        400,
      ),
    );
    results.push(
      summary(
        'admin users search, keystroke to results (debounce included)',
        await searches(
          page,
          '#/crud/user',
          USER_ROW,
          'Rechercher un utilisateur',
          USER_SEARCHES,
          async (term) =>
            (
              await gql<{ users: { email: string }[] }>(
                'query u($w: UserWhereInput) { users(first: 1, skip: 0, where: $w) { email } }',
                { w: term ? { search: term } : null },
              )
            ).users[0]!.email,
        ),
        200,
      ),
    );
    results.push(
      summary(
        'admin tags list (50,000), first rows painted',
        await firstRows(page, '#/tag/list', TAG_ROW),
        400,
      ),
    );
    results.push(
      summary(
        'admin tags search, keystroke to results (debounce included)',
        await searches(
          page,
          '#/tag/list',
          TAG_ROW,
          'Rechercher un tag',
          TAG_SEARCHES,
          async (term) =>
            term
              ? (
                  await gql<{ searchTags: { slug: string }[] }>(
                    'query t($q: String!) { searchTags(query: $q, first: 1, skip: 0) { slug } }',
                    { q: term },
                  )
                ).searchTags[0]!.slug
              : (
                  await gql<{ tags: { slug: string }[] }>(
                    'query t { tags(first: 1, skip: 0) { slug } }',
                    {},
                  )
                ).tags[0]!.slug,
        ),
        200,
      ),
    );
    return results;
  } finally {
    await app.close();
    await server.close();
    await handle.close();
  }
}
