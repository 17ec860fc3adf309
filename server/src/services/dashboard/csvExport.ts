// The dashboard's CSV (the issue: the list's columns, UTF-8 with BOM, ';', dd/MM/yyyy HH:mm in
// Paris time), written by csv-stringify batch by batch: rows are read 1,000 at a time in the
// list's order (keyset, so each batch is an index range, not an ever-growing offset) and each
// batch is written before the next is read, waiting for the reader: memory stays flat whatever
// the number of rows.
import { stringify } from 'csv-stringify/sync';
import { sql, type SQL } from 'drizzle-orm';
import {
  DASHBOARD_COLUMNS,
  dashboardDiffusionSummary,
  dashboardImageUrl,
  dashboardMediaSummary,
} from '../../../../common/domain/dashboard';
import {
  ARTICLE_STATUS_LABELS,
  isArticleStatus,
  isScheduledType,
} from '../../../../common/domain/statuses';
import type { Database } from '../../db/database';
import { queryRows } from '../content/sqlRows';
import { DASHBOARD_ORDER, dashboardConditions, type DashboardQuery } from './dashboardQueries';

export const CSV_BATCH_ROWS = 1000;

interface CsvRow {
  id: string;
  cursorAt: string | null;
  published: string | null;
  title: string;
  brandKey: string;
  status: string;
  medias: unknown;
  pushCount: number;
  hasLive: boolean;
  categories: string | null;
  contributors: string | null;
}

/**
 * A cell a spreadsheet would run as a formula (=, +, @, tab, carriage return first) gets a leading
 * apostrophe (OWASP "CSV injection"): a title is text, never a command.
 */
function safeCell(value: string): string {
  return /^[=+@\t\r]/.test(value) ? `'${value}` : value;
}

export function statusCell(status: string, published: string | null): string {
  if (!isArticleStatus(status)) return status;
  const label = ARTICLE_STATUS_LABELS[status];
  return isScheduledType(status) && published ? `${label} ${published}` : label;
}

function csvRecord(row: CsvRow): string[] {
  return [
    row.published ?? '',
    dashboardImageUrl(row.medias),
    row.title,
    row.categories ?? '',
    row.contributors ?? '',
    dashboardMediaSummary(row.medias),
    dashboardDiffusionSummary({
      brandKey: row.brandKey,
      pushCount: Number(row.pushCount),
      hasLive: row.hasLive,
    }),
    statusCell(row.status, row.published),
  ].map(safeCell);
}

const OPTIONS = { delimiter: ';', record_delimiter: 'windows' as const, quoted_match: /^\s|\s$/ };

/** The first bytes: BOM (so a spreadsheet reads UTF-8) and the column titles. */
export function csvHeader(): string {
  return stringify([[...DASHBOARD_COLUMNS]], { ...OPTIONS, bom: true });
}

type After = { at: string | null; id: string } | null;

const PUBLISHED = sql`"articles"."published_at" is not null`;
const UNPUBLISHED = sql`"articles"."published_at" is null`;

/**
 * The batch after `after`, in the list's order (published_at desc nulls last, id). The list's
 * cursor (afterCursor) is one OR of three cases, which no index can serve: each batch re-read the
 * index from the top and dropped the rows already written (100 batches of the base: 5 million
 * rows read). Here the published rows and the unpublished ones are two ranges of
 * articles_published, each a plain range condition: published after the cursor first
 * (published_at <= at, ties by id), then, once those run out, the unpublished ones by id.
 */
async function batch(
  db: Database,
  q: DashboardQuery,
  after: After,
  size: number,
): Promise<CsvRow[]> {
  if (after && after.at === null)
    return batchWhere(db, q, sql`${UNPUBLISHED} and "articles"."id" > ${after.id}::uuid`, size);
  const published = await batchWhere(
    db,
    q,
    after
      ? sql`"articles"."published_at" <= ${after.at}::timestamptz
            and ("articles"."published_at" < ${after.at}::timestamptz or "articles"."id" > ${after.id}::uuid)`
      : PUBLISHED,
    size,
  );
  if (published.length === size) return published;
  return published.concat(await batchWhere(db, q, UNPUBLISHED, size - published.length));
}

async function batchWhere(
  db: Database,
  q: DashboardQuery,
  range: SQL,
  size: number,
): Promise<CsvRow[]> {
  const conditions = dashboardConditions(q);
  conditions.push(range);
  // The batch's rows first (an index range in the list's order, articles_published), then their
  // relations for the whole batch at once: categories and authors joined and aggregated per
  // article in one pass each (a correlated sub-query per row re-read the category and author
  // tables 1,000 times a batch), lives and creators by join.
  return queryRows<CsvRow>(
    db,
    sql`with page as (
          select "articles"."id", "articles"."published_at", "articles"."title", "articles"."brand_key",
                 "articles"."status", "articles"."medias", "articles"."push_count", "articles"."creator_id"
          from articles
          where ${sql.join(conditions, sql` and `)}
          order by ${DASHBOARD_ORDER}
          limit ${size}
        ), cats as (
          select ac.article_id, string_agg(c.title, ', ' order by ac.position) as titles
          from article_categories ac join categories c on c.id = ac.category_id
          where ac.article_id in (select id from page) and c.format = 'Category'
          group by ac.article_id
        ), auths as (
          select aa.article_id, string_agg(au.name, ', ' order by aa.position) as names
          from article_authors aa join authors au on au.id = aa.author_id
          where aa.article_id in (select id from page)
          group by aa.article_id
        ), live as (
          select distinct l.article_id from lives l where l.article_id in (select id from page)
        )
        select p."id"::text as "id",
               p."published_at"::text as "cursorAt",
               to_char(p."published_at" at time zone 'Europe/Paris', 'DD/MM/YYYY HH24:MI') as "published",
               p."title" as "title",
               p."brand_key" as "brandKey",
               p."status" as "status",
               p."medias" as "medias",
               p."push_count" as "pushCount",
               live.article_id is not null as "hasLive",
               cats.titles as "categories",
               coalesce(auths.names, u.name) as "contributors"
        from page p
        left join cats on cats.article_id = p."id"
        left join auths on auths.article_id = p."id"
        left join live on live.article_id = p."id"
        left join users u on u.id = p."creator_id"
        order by p."published_at" desc nulls last, p."id"`,
  );
}

/**
 * Writes the CSV of the filter through `write`, which resolves when the reader can take more.
 * Stops early (returns false) when `stopped()` says the reader went away.
 */
export async function writeDashboardCsv(
  db: Database,
  q: DashboardQuery,
  write: (chunk: string) => Promise<void>,
  stopped: () => boolean = () => false,
  batchRows = CSV_BATCH_ROWS,
): Promise<boolean> {
  await write(csvHeader());
  // The next batch is asked for before this one is written: PostgreSQL reads it while this one is
  // turned into CSV and waits for the reader. Two batches at most are held: memory stays flat.
  let rows = await batch(db, q, null, batchRows);
  for (;;) {
    if (stopped()) return false;
    if (rows.length === 0) return true;
    const last = rows[rows.length - 1]!;
    const next =
      rows.length < batchRows ? null : batch(db, q, { at: last.cursorAt, id: last.id }, batchRows);
    // Not awaited if the write fails or the reader leaves: its error must not go unhandled.
    next?.catch(() => undefined);
    await write(stringify(rows.map(csvRecord), OPTIONS));
    if (!next) return true;
    rows = await next;
  }
}
