// Reading articles: the lists (brand/status/format tabs, dashboard), the advanced search of spec
// 000 §2 (every filter is a parameterised condition backed by an index), French full-text search
// ranked by relevance, and the top-bar title-prefix autocomplete.
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { articles } from '../../db/schema/content';
import type { ArticleOrderByInput, ArticleWhereInput } from '../../generated/resolvers';
import type { ArticleRow } from './rows';
import { isUuid, pageOf, queryOne, queryRows, uuidList } from './sqlRows';

/** What list queries read: every column but the plain-text copies kept for search. */
const { leadText: _leadText, bodyText: _bodyText, ...listColumns } = getTableColumns(articles);
export const ARTICLE_COLUMNS = listColumns;
export type ArticleListRow = Omit<ArticleRow, 'leadText' | 'bodyText'>;
/** Lists leave the rich text out (a list never needs 50 bodies); Article.body loads it on demand. */
const { body: _body, lead: _lead, ...summaryColumns } = listColumns;
export const ARTICLE_SUMMARY_COLUMNS = summaryColumns;
export type ArticleSummaryRow = Omit<ArticleListRow, 'body' | 'lead'>;

export const ARTICLE_PAGE = { default: 50, max: 500 } as const;

type SummaryKey = keyof typeof ARTICLE_SUMMARY_COLUMNS;
/** Columns an Article field reads other than the one of its own name (schema/content/articles.ts). */
const LOCK_COLUMNS: readonly SummaryKey[] = ['lockedAt', 'lockedBy', 'lockExpiresAt'];
const FIELD_COLUMNS: Readonly<Record<string, readonly SummaryKey[]>> = {
  creator: ['creatorId'],
  source: ['sourceId'],
  lockedAt: LOCK_COLUMNS,
  lockedBy: LOCK_COLUMNS,
  lockExpiresAt: LOCK_COLUMNS,
};

/**
 * The list columns the given Article fields need (all of them when the fields are not known).
 * Relations need only the id. A list asked for four fields reads four columns instead of 25:
 * less for PostgreSQL to send and for the driver to parse (dates, JSON) on every row.
 */
export function summaryColumnsFor(
  fields?: ReadonlySet<string> | null,
): Partial<typeof ARTICLE_SUMMARY_COLUMNS> {
  if (!fields) return ARTICLE_SUMMARY_COLUMNS;
  const picked: Partial<Record<SummaryKey, (typeof ARTICLE_SUMMARY_COLUMNS)[SummaryKey]>> = {
    id: ARTICLE_SUMMARY_COLUMNS.id,
  };
  for (const field of fields) {
    for (const key of FIELD_COLUMNS[field] ?? [field]) {
      if (Object.hasOwn(ARTICLE_SUMMARY_COLUMNS, key))
        picked[key as SummaryKey] = ARTICLE_SUMMARY_COLUMNS[key as SummaryKey];
    }
  }
  return picked as Partial<typeof ARTICLE_SUMMARY_COLUMNS>;
}

export interface ArticleSearchArgs {
  first?: number | null;
  skip?: number | null;
  where?: ArticleWhereInput | null;
  query?: string | null;
  like?: string | null;
  orderBy?: ArticleOrderByInput | null;
}

/** Text the user typed → a websearch query (quotes, OR, -word work as on a search engine). */
function textCondition(query: string): SQL {
  return sql`"articles"."search_vector" @@ websearch_to_tsquery('public.fr_unaccent', ${query})`;
}

/** Words of a typed prefix → 'mot1:* & mot2:*' (letters and digits only, so nothing to escape). */
export function prefixQuery(like: string): string | null {
  const words = like.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, 8)
    .map((w) => `${w}:*`)
    .join(' & ');
}

function ids(values: readonly string[] | null | undefined): string[] | null {
  if (!values || values.length === 0) return null;
  // An unknown (non-uuid) id can match nothing: keep the filter but with no possible value.
  return values.filter(isUuid);
}

function relationFilter(table: string, column: string, values: string[]): SQL {
  if (values.length === 0) return sql`false`;
  return sql`exists (select 1 from ${sql.identifier(table)} r where r.article_id = "articles"."id" and r.${sql.identifier(column)} in ${uuidList(values)})`;
}

/**
 * The image credit / source filter: inside one of the article's credits (or sources), accents and
 * case ignored. Their folded values are kept one a line in generated columns with a trigram index
 * (migration 0140): no article's media JSON is unfolded to answer it.
 */
function mediaFieldFilter(field: 'credit' | 'source', value: string): SQL {
  const column =
    field === 'credit' ? sql`"articles"."media_credits"` : sql`"articles"."media_sources"`;
  // A value with a line break would match the end of one credit and the start of the next.
  const oneLine = value.replace(/[\r\n]+/g, ' ');
  // Under 3 characters pg_trgm has no trigram to look up and would read its whole index (39 ms
  // over 100,000 articles): reading the column of the brand's rows instead takes half that.
  const read = [...oneLine].length < 3 ? sql`(${column} || '')` : column;
  return sql`${read} like '%' || public.fold_accents(${oneLine}) || '%'`;
}

function mediaFormatFilter(formats: readonly string[], wanted: boolean): SQL {
  const has = sql.join(
    formats.map((f) => sql`"articles"."medias" @> ${JSON.stringify([{ format: f }])}::jsonb`),
    sql` or `,
  );
  return wanted ? sql`(${has})` : sql`not coalesce(${has}, false)`;
}

export function articleConditions(
  where: ArticleWhereInput | null | undefined,
  query?: string | null,
  like?: string | null,
): SQL[] {
  const c: SQL[] = [];
  const w = where ?? {};
  if (w.brandKey) c.push(sql`"articles"."brand_key" = ${w.brandKey}`);
  if (w.brandKey_in?.length)
    c.push(
      sql`"articles"."brand_key" in ${sql`(${sql.join(
        w.brandKey_in.map((b) => sql`${b}`),
        sql`, `,
      )})`}`,
    );
  if (w.format) c.push(sql`"articles"."format" = ${w.format}`);
  if (w.format_in?.length)
    c.push(
      sql`"articles"."format" in ${sql`(${sql.join(
        w.format_in.map((f) => sql`${f}`),
        sql`, `,
      )})`}`,
    );
  if (w.status) c.push(sql`"articles"."status" = ${w.status}`);
  if (w.status_in?.length)
    c.push(
      sql`"articles"."status" in ${sql`(${sql.join(
        w.status_in.map((s) => sql`${s}`),
        sql`, `,
      )})`}`,
    );
  const tagIds = ids(w.tagIds);
  if (tagIds) c.push(relationFilter('article_tags', 'tag_id', tagIds));
  const categoryIds = ids(w.categoryIds);
  if (categoryIds) c.push(relationFilter('article_categories', 'category_id', categoryIds));
  const authorIds = ids(w.authorIds);
  if (authorIds) c.push(relationFilter('article_authors', 'author_id', authorIds));
  const qualifierIds = ids(w.qualifierIds);
  if (qualifierIds) c.push(relationFilter('article_qualifiers', 'qualifier_id', qualifierIds));
  const sourceIds = ids(w.sourceIds);
  if (sourceIds)
    c.push(sourceIds.length ? sql`"articles"."source_id" in ${uuidList(sourceIds)}` : sql`false`);
  if (w.creatorId)
    c.push(isUuid(w.creatorId) ? sql`"articles"."creator_id" = ${w.creatorId}::uuid` : sql`false`);
  if (w.imageCredit) c.push(mediaFieldFilter('credit', w.imageCredit));
  if (w.imageSource) c.push(mediaFieldFilter('source', w.imageSource));
  if (w.updatedAfter)
    c.push(sql`"articles"."updated_at" >= ${new Date(w.updatedAfter).toISOString()}::timestamptz`);
  if (w.updatedBefore)
    c.push(sql`"articles"."updated_at" <= ${new Date(w.updatedBefore).toISOString()}::timestamptz`);
  if (w.publishedAfter)
    c.push(
      sql`"articles"."published_at" >= ${new Date(w.publishedAfter).toISOString()}::timestamptz`,
    );
  if (w.publishedBefore)
    c.push(
      sql`"articles"."published_at" <= ${new Date(w.publishedBefore).toISOString()}::timestamptz`,
    );
  if (typeof w.hasPush === 'boolean')
    c.push(w.hasPush ? sql`"articles"."push_count" > 0` : sql`"articles"."push_count" = 0`);
  if (typeof w.hasLive === 'boolean') {
    const live = sql`exists (select 1 from lives l where l.article_id = "articles"."id")`;
    c.push(w.hasLive ? live : sql`not ${live}`);
  }
  // Media kinds are read from the article's media list (media objects carry a format).
  if (typeof w.hasVideo === 'boolean') c.push(mediaFormatFilter(['video'], w.hasVideo));
  if (typeof w.hasDiapo === 'boolean')
    c.push(mediaFormatFilter(['slideshow', 'diapo'], w.hasDiapo));
  if (typeof w.hasPodcast === 'boolean') c.push(mediaFormatFilter(['podcast'], w.hasPodcast));
  if (query && query.trim()) c.push(textCondition(query.trim()));
  if (like !== null && like !== undefined) {
    const prefix = prefixQuery(like);
    c.push(
      prefix
        ? sql`"articles"."title_prefix" @@ to_tsquery('public.fr_prefix', ${prefix})`
        : sql`false`,
    );
  }
  return c;
}

function whereClause(conditions: SQL[]): SQL {
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}

function orderClause(
  orderBy: ArticleOrderByInput | null | undefined,
  query: string | null | undefined,
): SQL {
  // Same column order and directions as the list indexes (…, published_at desc nulls last, id).
  const newest = sql`"articles"."published_at" desc nulls last, "articles"."id"`;
  switch (orderBy) {
    case 'publishedAt_ASC':
      return sql`"articles"."published_at" asc nulls last, "articles"."id"`;
    case 'updatedAt_DESC':
      return sql`"articles"."updated_at" desc, "articles"."id" desc`;
    case 'updatedAt_ASC':
      return sql`"articles"."updated_at" asc, "articles"."id"`;
    case 'createdAt_DESC':
      return sql`"articles"."created_at" desc, "articles"."id" desc`;
    case 'createdAt_ASC':
      return sql`"articles"."created_at" asc, "articles"."id"`;
    case 'title_ASC':
      return sql`"articles"."title" asc, "articles"."id"`;
    case 'title_DESC':
      return sql`"articles"."title" desc, "articles"."id"`;
    case 'publishedAt_DESC':
      return newest;
    case 'relevance_DESC':
    case null:
    case undefined:
      // With a text query the default order is relevance, then newest. Relevance reads the small
      // title+lead vector (0003_content_ranking.sql): a match in the title ranks first, one in the
      // lead next, one only in the body after them, newest first within each.
      return query && query.trim()
        ? sql`ts_rank("articles"."rank_vector", websearch_to_tsquery('public.fr_unaccent', ${query.trim()})) desc, ${newest}`
        : newest;
  }
}

/**
 * A page of articles. With `fields` (the Article fields the query asks for), rows hold only the
 * columns those fields need: typed as whole rows, read only through those fields.
 * Written as one `sql` statement decoded column by column (Drizzle's own decoders) rather than
 * through Drizzle's select builder, whose building and mapping cost ~0.4 ms per call here: a
 * third of a top-bar autocomplete request's server time.
 */
export async function searchArticles(
  db: Database,
  args: ArticleSearchArgs,
  fields?: ReadonlySet<string> | null,
): Promise<ArticleSummaryRow[]> {
  const { limit, offset } = pageOf(args.first, args.skip, ARTICLE_PAGE.default, ARTICLE_PAGE.max);
  if (limit === 0) return [];
  const columns = Object.entries(summaryColumnsFor(fields)) as [
    string,
    (typeof ARTICLE_SUMMARY_COLUMNS)[SummaryKey],
  ][];
  const selected = sql.join(
    columns.map(
      ([key, column]) => sql`"articles".${sql.identifier(column.name)} as ${sql.identifier(key)}`,
    ),
    sql`, `,
  );
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${selected} from articles where ${whereClause(articleConditions(args.where, args.query, args.like))}
        order by ${orderClause(args.orderBy, args.query)} limit ${limit} offset ${offset}`,
  );
  for (const row of rows) {
    for (const [key, column] of columns) {
      const value = row[key];
      if (value !== null && value !== undefined)
        row[key] = column.mapFromDriverValue(value as never);
    }
  }
  return rows as ArticleSummaryRow[];
}

export async function countArticles(
  db: Database,
  args: Pick<ArticleSearchArgs, 'where' | 'query' | 'like'>,
): Promise<number> {
  const row = await queryOne<{ count: number }>(
    db,
    sql`select count(*)::int as count from articles where ${whereClause(articleConditions(args.where, args.query, args.like))}`,
  );
  return Number(row?.count ?? 0);
}

export async function findArticle(db: Database, id: string): Promise<ArticleListRow | null> {
  if (!isUuid(id)) return null;
  const rows = await db
    .select(ARTICLE_COLUMNS)
    .from(articles)
    .where(sql`"articles"."id" = ${id}::uuid`)
    .limit(1);
  return rows[0] ?? null;
}

/** What the affiliate operations read of an article (issue 37): its brand and its cards switch. */
export async function findArticleAffiliateSwitch(
  db: Database,
  id: string,
): Promise<{ brandKey: string; affiliateCardsEnabled: boolean } | null> {
  if (!isUuid(id)) return null;
  const rows = await db
    .select({ brandKey: articles.brandKey, affiliateCardsEnabled: articles.affiliateCardsEnabled })
    .from(articles)
    .where(sql`"articles"."id" = ${id}::uuid`)
    .limit(1);
  return rows[0] ?? null;
}

export async function countArticleHistories(db: Database, id: string): Promise<number> {
  if (!isUuid(id)) return 0;
  const row = await queryOne<{ count: number }>(
    db,
    sql`select count(*)::int as count from article_histories where article_id = ${id}::uuid`,
  );
  return Number(row?.count ?? 0);
}
