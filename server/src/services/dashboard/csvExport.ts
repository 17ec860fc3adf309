// The dashboard's CSV (the issue: the list's columns, UTF-8 with BOM, ';', dd/MM/yyyy HH:mm in
// Paris time), written by csv-stringify batch by batch: rows are read 1,000 at a time in the
// list's order (keyset, so each batch is an index range, not an ever-growing offset) and each
// batch is written before the next is read, waiting for the reader: memory stays flat whatever
// the number of rows.
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
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
import {
  afterCursor,
  DASHBOARD_ORDER,
  dashboardConditions,
  type DashboardQuery,
} from './dashboardQueries';

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

async function batch(
  db: Database,
  q: DashboardQuery,
  after: { at: string | null; id: string } | null,
  size: number,
): Promise<CsvRow[]> {
  const conditions = dashboardConditions(q);
  const cursor = afterCursor(after);
  if (cursor) conditions.push(cursor);
  // The batch's ids first (an index range in the list's order), then the columns and relations of
  // those rows only: the correlated sub-queries run once per exported row, not once per row sorted.
  return queryRows<CsvRow>(
    db,
    sql`with page as (
          select "articles"."id", "articles"."published_at" from articles
          where ${sql.join(conditions, sql` and `)}
          order by ${DASHBOARD_ORDER}
          limit ${size}
        )
        select "articles"."id"::text as "id",
               "articles"."published_at"::text as "cursorAt",
               to_char("articles"."published_at" at time zone 'Europe/Paris', 'DD/MM/YYYY HH24:MI') as "published",
               "articles"."title" as "title",
               "articles"."brand_key" as "brandKey",
               "articles"."status" as "status",
               "articles"."medias" as "medias",
               "articles"."push_count" as "pushCount",
               exists (select 1 from lives l where l.article_id = "articles"."id") as "hasLive",
               (select string_agg(c.title, ', ' order by ac.position)
                  from article_categories ac join categories c on c.id = ac.category_id
                  where ac.article_id = "articles"."id" and c.format = 'Category') as "categories",
               coalesce(
                 (select string_agg(au.name, ', ' order by aa.position)
                    from article_authors aa join authors au on au.id = aa.author_id
                    where aa.article_id = "articles"."id"),
                 (select u.name from users u where u.id = "articles"."creator_id")) as "contributors"
        from page join articles on "articles"."id" = page."id"
        order by page."published_at" desc nulls last, page."id"`,
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
  let after: { at: string | null; id: string } | null = null;
  for (;;) {
    if (stopped()) return false;
    const rows = await batch(db, q, after, batchRows);
    if (rows.length === 0) return true;
    await write(stringify(rows.map(csvRecord), OPTIONS));
    const last = rows[rows.length - 1]!;
    after = { at: last.cursorAt, id: last.id };
    if (rows.length < batchRows) return true;
  }
}
