// Per-request batch loaders for every relation the content types expose. Created lazily, one set
// per GraphQL context, so a page of 50 articles costs one query per relation asked for.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { GraphQLContext } from '../../context';
import type { Database } from '../../db/database';
import {
  articleHistories,
  articles,
  articleUrls,
  attributes,
  authorAttributes,
  authorHistories,
  authors,
  categories,
  lives,
  qualifiers,
  sources,
  tagBrandedContents,
} from '../../db/schema/content';
import { batchLoader, groupBy, type BatchLoader } from './batchLoader';
import type {
  ArticleCategoryRow,
  ArticleHistoryRow,
  ArticleTagRow,
  AttributeRow,
  AuthorHistoryRow,
  AuthorRow,
  CategoryRow,
  QualifierRow,
  SourceRow,
  TagUsageRow,
  UserRefRow,
} from './rows';
import { LIMITS } from '../../../../common/domain/limits';
import { queryRows, uuidArray, uuidList } from './sqlRows';
import { dateOf, rowDecoder, StatementBatch, type JsonRow } from './statementBatch';

type ListLoader<V> = BatchLoader<string, V[]>;

const decodeAuthor = rowDecoder(authors);
const decodeQualifier = rowDecoder(qualifiers);
const decodeUrl = rowDecoder(articleUrls);
const decodeLive = rowDecoder(lives);
const decodeSource = rowDecoder(sources);

/** Rows carrying their article's id as `owner`, grouped by it (order kept). */
function groupOwned<V>(rows: readonly JsonRow[], value: (row: JsonRow) => V): Map<string, V[]> {
  const out = new Map<string, V[]>();
  for (const row of rows) {
    const owner = String(row.owner);
    const list = out.get(owner);
    if (list) list.push(value(row));
    else out.set(owner, [value(row)]);
  }
  return out;
}

function listLoader<V>(
  fetch: (ids: readonly string[]) => Promise<Map<string, V[]>>,
): ListLoader<V> {
  return batchLoader<string, V[]>(fetch, () => []);
}

function oneLoader<V>(
  fetch: (ids: readonly string[]) => Promise<Map<string, V>>,
): BatchLoader<string, V | null> {
  return batchLoader<string, V | null>(
    fetch as (ids: readonly string[]) => Promise<Map<string, V | null>>,
    () => null,
  );
}

/** The article's relation lists, one batched statement each. */
function articleListLoaders(batch: StatementBatch) {
  return {
    articleAuthors: listLoader<{ order: number; author: AuthorRow }>(async (ids) => {
      const rows = await batch.rows(
        sql`select aa.article_id as owner, aa.position as ord, to_jsonb(a) as item
              from article_authors aa join authors a on a.id = aa.author_id
             where aa.article_id = any(${uuidArray(ids)}) order by aa.position`,
      );
      return groupOwned(rows, (r) => ({
        order: Number(r.ord),
        author: decodeAuthor(r.item as JsonRow),
      }));
    }),
    articleTags: listLoader<ArticleTagRow>(async (ids) => {
      const rows = await batch.rows(
        sql`select at.article_id as owner, at.position as "order", t.id, t.relation_id as "relationId", t.title, t.type, t.is_active as "isActive"
              from article_tags at join tags t on t.id = at.tag_id
             where at.article_id = any(${uuidArray(ids)}) order by at.position`,
      );
      return groupOwned(rows, ({ owner: _owner, ...r }) => r as unknown as ArticleTagRow);
    }),
    /** Categories of every format (categories, channels, events, guides); split by the resolver. */
    articleCategories: listLoader<ArticleCategoryRow>(async (ids) => {
      const rows = await batch.rows(
        sql`select ac.article_id as owner, ac.position as "order", c.id, c.title, c.level, c.format, c.brand_key as "brandKey"
              from article_categories ac join categories c on c.id = ac.category_id
             where ac.article_id = any(${uuidArray(ids)}) order by ac.position`,
      );
      return groupOwned(rows, ({ owner: _owner, ...r }) => r as unknown as ArticleCategoryRow);
    }),
    articleQualifiers: listLoader<QualifierRow>(async (ids) => {
      const rows = await batch.rows(
        sql`select aq.article_id as owner, to_jsonb(q) as item
              from article_qualifiers aq join qualifiers q on q.id = aq.qualifier_id
             where aq.article_id = any(${uuidArray(ids)}) order by aq.position`,
      );
      return groupOwned(rows, (r) => decodeQualifier(r.item as JsonRow));
    }),
    articleMachineTags: listLoader<{ id: string; tag: string }>(async (ids) => {
      const rows = await batch.rows(
        sql`select am.article_id as owner, m.id, m.tag
              from article_machine_tags am join machine_tags m on m.id = am.machine_tag_id
             where am.article_id = any(${uuidArray(ids)}) order by am.position`,
      );
      return groupOwned(rows, (r) => ({ id: String(r.id), tag: String(r.tag) }));
    }),
    articleUrls: listLoader<typeof articleUrls.$inferSelect>(async (ids) => {
      const rows = await batch.rows(
        sql`select u.article_id as owner, to_jsonb(u) as item from article_urls u where u.article_id = any(${uuidArray(ids)}) order by u.path`,
      );
      return groupOwned(rows, (r) => decodeUrl(r.item as JsonRow));
    }),
  };
}

/** The article's live, history, stored content and flash sends. */
function articleStateLoaders(db: Database, batch: StatementBatch) {
  return {
    live: oneLoader<typeof lives.$inferSelect>(async (ids) => {
      const rows = await batch.rows(
        sql`select to_jsonb(l) as item from lives l where l.article_id = any(${uuidArray(ids)})`,
      );
      return new Map(rows.map((r) => decodeLive(r.item as JsonRow)).map((l) => [l.articleId, l]));
    }),
    /** Latest 100 history entries per article (000 §3 "histories (up to 100)"). */
    articleHistories: listLoader<Omit<ArticleHistoryRow, 'snapshot'>>(async (ids) => {
      const rows = await batch.rows(
        sql`select id, article_id as owner, user_id as "userId", created_at as "createdAt"
            from (select h.id, h.article_id, h.user_id, h.created_at, row_number() over (partition by article_id order by created_at desc, id) as rank
                  from article_histories h where article_id = any(${uuidArray(ids)})) ranked
            where rank <= ${LIMITS.articleHistories} order by created_at desc`,
      );
      return groupOwned(rows, (r) => ({
        id: String(r.id),
        articleId: String(r.owner),
        userId: r.userId === null ? null : String(r.userId),
        createdAt: dateOf(r.createdAt),
      }));
    }),
    historySnapshot: batchLoader<string, unknown>(
      async (ids) => {
        const rows = await db
          .select({ id: articleHistories.id, snapshot: articleHistories.snapshot })
          .from(articleHistories)
          .where(inArray(articleHistories.id, [...ids]));
        return new Map(rows.map((r) => [r.id, r.snapshot]));
      },
      () => null,
    ),
    articleContent: oneLoader<{ body: unknown; lead: unknown }>(async (ids) => {
      const rows = await db
        .select({ id: articles.id, body: articles.body, lead: articles.lead })
        .from(articles)
        .where(inArray(articles.id, [...ids]));
      return new Map(rows.map((r) => [r.id, { body: r.body, lead: r.lead }]));
    }),
    flashHistories: listLoader<{ id: string; createdAt: Date }>(async (ids) => {
      const rows = await batch.rows(
        sql`select article_id as owner, id, created_at as "createdAt" from newsletter_flash_sender_histories
             where article_id = any(${uuidArray(ids)}) order by created_at desc`,
      );
      return groupOwned(rows, (r) => ({ id: String(r.id), createdAt: dateOf(r.createdAt) }));
    }),
  };
}

/** Single rows referenced by id: an article's source, a user. */
function referenceLoaders(batch: StatementBatch) {
  return {
    source: oneLoader<SourceRow>(async (ids) => {
      const rows = await batch.rows(
        sql`select to_jsonb(s) as item from sources s where s.id = any(${uuidArray(ids)})`,
      );
      return new Map(rows.map((r) => decodeSource(r.item as JsonRow)).map((s) => [s.id, s]));
    }),
    user: oneLoader<UserRefRow>(async (ids) => {
      const rows = await batch.rows(
        sql`select id, name, email, avatar_url as "avatarUrl" from users where id = any(${uuidArray(ids)})`,
      );
      return new Map(rows.map((r) => [String(r.id), r as unknown as UserRefRow]));
    }),
  };
}

function authorLoaders(db: Database) {
  return {
    authorAttributes: listLoader<AttributeRow>(async (ids) => {
      const rows = await db
        .select({ authorId: authorAttributes.authorId, attribute: attributes })
        .from(authorAttributes)
        .innerJoin(attributes, eq(attributes.id, authorAttributes.attributeId))
        .where(inArray(authorAttributes.authorId, [...ids]))
        .orderBy(asc(authorAttributes.position));
      return new Map(
        [...groupBy(rows, (r) => r.authorId)].map(([k, v]) => [k, v.map((r) => r.attribute)]),
      );
    }),
    authorHistories: listLoader<AuthorHistoryRow>(async (ids) => {
      const rows = await db
        .select()
        .from(authorHistories)
        .where(inArray(authorHistories.authorId, [...ids]))
        .orderBy(desc(authorHistories.createdAt));
      return groupBy(rows, (r) => r.authorId);
    }),
  };
}

function categoryLoaders(db: Database) {
  return {
    category: oneLoader<CategoryRow>(async (ids) => {
      const rows = await db
        .select()
        .from(categories)
        .where(inArray(categories.id, [...ids]));
      return new Map(rows.map((r) => [r.id, r]));
    }),
    categoryChildren: listLoader<CategoryRow>(async (ids) => {
      const rows = await db
        .select()
        .from(categories)
        .where(and(inArray(categories.parentId, [...ids]), sql`${categories.status} <> 'Deleted'`))
        .orderBy(asc(categories.title));
      // 001 §9: up to 500 children per level.
      return new Map(
        [...groupBy(rows, (r) => r.parentId as string)].map(([k, v]) => [
          k,
          v.slice(0, LIMITS.categories.childrenPerLevel),
        ]),
      );
    }),
    categoryPublishedCount: batchLoader<string, number>(
      async (ids) => {
        const rows = await queryRows<{ id: string; count: number }>(
          db,
          sql`select ac.category_id as id, count(*)::int as count from article_categories ac
            join articles a on a.id = ac.article_id
            where ac.category_id in ${uuidList(ids)} and a.status = 'Published'
            group by ac.category_id`,
        );
        return new Map(rows.map((r) => [r.id, Number(r.count)]));
      },
      () => 0,
    ),
  };
}

function tagLoaders(db: Database) {
  return {
    tagUsages: listLoader<TagUsageRow>(async (ids) => {
      const rows = await queryRows<TagUsageRow & { tagId: string }>(
        db,
        sql`select at.tag_id as "tagId", a.brand_key as "brandKey", count(*)::int as total,
                   (count(*) filter (where a.status = 'Published'))::int as published
            from article_tags at join articles a on a.id = at.article_id
            where at.tag_id in ${uuidList(ids)}
            group by at.tag_id, a.brand_key order by a.brand_key`,
      );
      return groupBy(
        rows.map((r) => ({ ...r, total: Number(r.total), published: Number(r.published) })),
        (r) => r.tagId,
      );
    }),
    tagBrandedContents: listLoader<typeof tagBrandedContents.$inferSelect>(async (ids) => {
      const rows = await db
        .select()
        .from(tagBrandedContents)
        .where(inArray(tagBrandedContents.tagId, [...ids]))
        .orderBy(asc(tagBrandedContents.brandKey));
      return groupBy(rows, (r) => r.tagId);
    }),
  };
}

function createLoaders(db: Database) {
  // Article-level relations go through one statement per GraphQL level (statementBatch.ts).
  const batch = new StatementBatch(db);
  return {
    ...articleListLoaders(batch),
    ...articleStateLoaders(db, batch),
    ...referenceLoaders(batch),
    ...authorLoaders(db),
    ...categoryLoaders(db),
    ...tagLoaders(db),
  };
}

export type ContentLoaders = ReturnType<typeof createLoaders>;

const perContext = new WeakMap<object, ContentLoaders>();

export function loaders(ctx: GraphQLContext): ContentLoaders {
  let found = perContext.get(ctx);
  if (!found) {
    found = createLoaders(ctx.db);
    perContext.set(ctx, found);
  }
  return found;
}
