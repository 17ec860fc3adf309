// The dashboard's reads (spec 000 §2–§3): one set of SQL conditions for the list, its count, its
// chart and its CSV, so the four always agree. The article search's conditions are reused
// (articleConditions: statuses, formats, relations, brand, French full text); the dates are whole
// Paris days turned into instants here, DST included.
import { sql, type SQL } from 'drizzle-orm';
import {
  DASHBOARD_LIMITS,
  histogramUnit,
  parisDayStart,
  type DashboardFilter,
} from '../../../../common/domain/dashboard';
import type { Database } from '../../db/database';
import type { ArticleWhereInput } from '../../generated/resolvers';
import {
  ARTICLE_SUMMARY_COLUMNS,
  articleConditions,
  summaryColumnsFor,
  type ArticleSummaryRow,
} from '../content/articleQueries';
import { isUuid, queryOne, queryRows } from '../content/sqlRows';

/** The filter once checked: the domain filter plus the brands the user may see and the search. */
export interface DashboardQuery extends DashboardFilter {
  /** One brand (the brand menu) … */
  brandKey: string | null;
  /** … or, for a user restricted to some brands, those (null = every brand). */
  brandKeys: string[] | null;
  search: string | null;
}

/** The day after a 'yyyy-MM-dd' day. */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Every condition of the filter, as SQL on `articles`. */
export function dashboardConditions(q: DashboardQuery): SQL[] {
  const where: ArticleWhereInput = {
    brandKey: q.brandKey,
    brandKey_in: q.brandKey ? null : q.brandKeys,
    status_in: q.status,
    format_in: q.format,
    categoryIds: q.categoryIds,
    tagIds: q.tagIds,
    qualifierIds: q.qualifierIds,
    sourceIds: q.sourceIds,
    authorIds: q.authorIds,
  };
  const c = articleConditions(where, q.search);
  // An empty list in the filter means "none chosen", which matches nothing (not "any").
  if (q.status.length === 0 || q.format.length === 0) c.push(sql`false`);
  if (q.startDate)
    c.push(
      sql`"articles"."published_at" >= ${parisDayStart(q.startDate).toISOString()}::timestamptz`,
    );
  if (q.endDate)
    c.push(
      sql`"articles"."published_at" < ${parisDayStart(nextDay(q.endDate)).toISOString()}::timestamptz`,
    );
  return c;
}

function whereOf(q: DashboardQuery): SQL {
  const c = dashboardConditions(q);
  return c.length ? sql.join(c, sql` and `) : sql`true`;
}

// — The list, keyset-paged: newest publication first, unpublished last, then id.

interface Cursor {
  /** published_at as PostgreSQL prints it (exact to the microsecond), or null. */
  at: string | null;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id]), 'utf8').toString('base64url');
}

export function decodeCursor(value: string | null | undefined): Cursor | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      (parsed[0] === null || (typeof parsed[0] === 'string' && parsed[0].length < 64)) &&
      isUuid(parsed[1])
    )
      return { at: parsed[0] as string | null, id: parsed[1] };
  } catch {
    // fall through
  }
  return null;
}

/** Rows after the cursor in the order `published_at desc nulls last, id`. */
export function afterCursor(cursor: Cursor | null): SQL | null {
  if (!cursor) return null;
  if (cursor.at === null)
    return sql`("articles"."published_at" is null and "articles"."id" > ${cursor.id}::uuid)`;
  return sql`("articles"."published_at" < ${cursor.at}::timestamptz
    or ("articles"."published_at" = ${cursor.at}::timestamptz and "articles"."id" > ${cursor.id}::uuid)
    or "articles"."published_at" is null)`;
}

export const DASHBOARD_ORDER = sql`"articles"."published_at" desc nulls last, "articles"."id"`;

export interface DashboardPageResult {
  items: ArticleSummaryRow[];
  endCursor: string | null;
  hasMore: boolean;
}

type SummaryColumn = (typeof ARTICLE_SUMMARY_COLUMNS)[keyof typeof ARTICLE_SUMMARY_COLUMNS];

export async function dashboardPage(
  db: Database,
  q: DashboardQuery,
  first: number | null | undefined,
  after: string | null | undefined,
  fields?: ReadonlySet<string> | null,
): Promise<DashboardPageResult> {
  const limit = Math.min(
    Math.max(first ?? DASHBOARD_LIMITS.pageSize, 0),
    DASHBOARD_LIMITS.pageSize,
  );
  if (limit === 0) return { items: [], endCursor: null, hasMore: false };
  const columns = Object.entries(summaryColumnsFor(fields)) as [string, SummaryColumn][];
  const selected = sql.join(
    columns.map(
      ([key, column]) => sql`"articles".${sql.identifier(column.name)} as ${sql.identifier(key)}`,
    ),
    sql`, `,
  );
  const conditions = dashboardConditions(q);
  const cursor = afterCursor(decodeCursor(after));
  if (cursor) conditions.push(cursor);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${selected}, "articles"."published_at"::text as "__cursorAt", "articles"."id"::text as "__cursorId"
        from articles where ${conditions.length ? sql.join(conditions, sql` and `) : sql`true`}
        order by ${DASHBOARD_ORDER} limit ${limit + 1}`,
  );
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  for (const row of page) {
    for (const [key, column] of columns) {
      const value = row[key];
      if (value !== null && value !== undefined)
        row[key] = column.mapFromDriverValue(value as never);
    }
  }
  const endCursor = last
    ? encodeCursor({ at: (last.__cursorAt as string | null) ?? null, id: String(last.__cursorId) })
    : null;
  for (const row of page) {
    delete row.__cursorAt;
    delete row.__cursorId;
  }
  return { items: page as unknown as ArticleSummaryRow[], endCursor, hasMore };
}

export async function dashboardCount(db: Database, q: DashboardQuery): Promise<number> {
  const row = await queryOne<{ count: number }>(
    db,
    sql`select count(*)::int as count from articles where ${whereOf(q)}`,
  );
  return Number(row?.count ?? 0);
}

// — The chart: publications per hour within one day, per day beyond, in Paris time.

export interface HistogramBucket {
  start: Date;
  label: string;
  count: number;
}

export interface Histogram {
  unit: 'hour' | 'day';
  buckets: HistogramBucket[];
  total: number;
}

/** The days the chart spans: the filter's, else those of the matching publications. */
async function histogramDays(
  db: Database,
  q: DashboardQuery,
): Promise<{ from: string; to: string } | null> {
  let from = q.startDate;
  let to = q.endDate;
  if (!from || !to) {
    // The first and last instants, then their Paris days (the day of an instant only grows with
    // it): min and max of the column itself are one step each at the ends of articles_published,
    // where the day of every row computed first read and converted every matching row.
    const row = await queryOne<{ first: string | null; last: string | null }>(
      db,
      sql`select to_char((min("articles"."published_at") at time zone 'Europe/Paris')::date, 'YYYY-MM-DD') as first,
                 to_char((max("articles"."published_at") at time zone 'Europe/Paris')::date, 'YYYY-MM-DD') as last
          from articles where ${whereOf(q)} and "articles"."published_at" is not null`,
    );
    from ??= row?.first ?? null;
    to ??= row?.last ?? null;
  }
  if (!from || !to || to < from) return null;
  // A longer window keeps its last days (the chart would be unreadable anyway).
  if (daysBetween(from, to) >= DASHBOARD_LIMITS.histogramDays)
    from = addDays(to, -(DASHBOARD_LIMITS.histogramDays - 1));
  return { from, to };
}

export async function dashboardHistogram(db: Database, q: DashboardQuery): Promise<Histogram> {
  const unit = histogramUnit(q.startDate, q.endDate);
  const days = await histogramDays(db, q);
  if (!days) return { unit, buckets: [], total: 0 };
  const lo = parisDayStart(days.from).toISOString();
  const hi = parisDayStart(nextDay(days.to)).toISOString();
  const inWindow = sql`${whereOf(q)} and "articles"."published_at" >= ${lo}::timestamptz and "articles"."published_at" < ${hi}::timestamptz`;
  // Hours are counted on the UTC hour: Paris is a whole number of hours from UTC all year, so a UTC
  // hour is a Paris hour, and a DST day has its 23 or 25 of them. Days are Paris calendar days.
  const rows =
    unit === 'hour'
      ? await queryRows<{ start: string; label: string; count: number }>(
          db,
          sql`with series as (
                select generate_series(${lo}::timestamptz, ${hi}::timestamptz - interval '1 hour', interval '1 hour') as start
              ), counts as (
                select date_trunc('hour', "articles"."published_at", 'UTC') as start, count(*)::int as n
                from articles where ${inWindow} group by 1
              )
              select to_char(s.start at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as start,
                     to_char(s.start at time zone 'Europe/Paris', 'HH24:MI') as label,
                     coalesce(c.n, 0)::int as count
              from series s left join counts c on c.start = s.start order by s.start`,
        )
      : await queryRows<{ start: string; label: string; count: number }>(
          db,
          sql`with series as (
                select d::date as day from generate_series(${days.from}::date::timestamp, ${days.to}::date::timestamp, interval '1 day') d
              ), counts as (
                select ("articles"."published_at" at time zone 'Europe/Paris')::date as day, count(*)::int as n
                from articles where ${inWindow} group by 1
              )
              select to_char((s.day::timestamp at time zone 'Europe/Paris') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as start,
                     to_char(s.day, 'DD/MM/YYYY') as label,
                     coalesce(c.n, 0)::int as count
              from series s left join counts c on c.day = s.day order by s.day`,
        );
  const buckets = rows.map((r) => ({
    start: new Date(r.start),
    label: r.label,
    count: Number(r.count),
  }));
  return { unit, buckets, total: buckets.reduce((sum, b) => sum + b.count, 0) };
}
