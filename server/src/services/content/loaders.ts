// Per-request batch loaders for every relation the content types expose. Created lazily, one set
// per GraphQL context, so a page of 50 articles costs one query per relation asked for.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { GraphQLContext } from '../../context';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/accounts';
import {
  articleAuthors,
  articleHistories,
  articles,
  articleCategories,
  articleMachineTags,
  articleQualifiers,
  articleTags,
  articleUrls,
  attributes,
  authorAttributes,
  authorHistories,
  authors,
  categories,
  lives,
  machineTags,
  newsletterFlashSenderHistories,
  qualifiers,
  sources,
  tagBrandedContents,
  tags,
} from '../../db/schema/content';
import { BatchLoader, groupBy } from './batchLoader';
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
import { queryRows, uuidList } from './sqlRows';

type ListLoader<V> = BatchLoader<string, V[]>;

function listLoader<V>(fetch: (ids: readonly string[]) => Promise<Map<string, V[]>>): ListLoader<V> {
  return new BatchLoader<string, V[]>(fetch, () => []);
}

function oneLoader<V>(fetch: (ids: readonly string[]) => Promise<Map<string, V>>): BatchLoader<string, V | null> {
  return new BatchLoader<string, V | null>(fetch as (ids: readonly string[]) => Promise<Map<string, V | null>>, () => null);
}

function createLoaders(db: Database) {
  return {
    articleAuthors: listLoader<{ order: number; author: AuthorRow }>(async (ids) => {
      const rows = await db
        .select({ articleId: articleAuthors.articleId, order: articleAuthors.position, author: authors })
        .from(articleAuthors)
        .innerJoin(authors, eq(authors.id, articleAuthors.otherId))
        .where(inArray(articleAuthors.articleId, [...ids]))
        .orderBy(asc(articleAuthors.position));
      return new Map([...groupBy(rows, (r) => r.articleId)].map(([k, v]) => [k, v.map(({ order, author }) => ({ order, author }))]));
    }),
    articleTags: listLoader<ArticleTagRow>(async (ids) => {
      const rows = await db
        .select({
          articleId: articleTags.articleId,
          order: articleTags.position,
          id: tags.id,
          relationId: tags.relationId,
          title: tags.title,
          type: tags.type,
          isActive: tags.isActive,
        })
        .from(articleTags)
        .innerJoin(tags, eq(tags.id, articleTags.otherId))
        .where(inArray(articleTags.articleId, [...ids]))
        .orderBy(asc(articleTags.position));
      return groupBy(rows, (r) => r.articleId);
    }),
    /** Categories of every format (categories, channels, events, guides); split by the resolver. */
    articleCategories: listLoader<ArticleCategoryRow>(async (ids) => {
      const rows = await db
        .select({
          articleId: articleCategories.articleId,
          order: articleCategories.position,
          id: categories.id,
          title: categories.title,
          level: categories.level,
          format: categories.format,
          brandKey: categories.brandKey,
        })
        .from(articleCategories)
        .innerJoin(categories, eq(categories.id, articleCategories.otherId))
        .where(inArray(articleCategories.articleId, [...ids]))
        .orderBy(asc(articleCategories.position));
      return groupBy(rows as (ArticleCategoryRow & { articleId: string })[], (r) => r.articleId);
    }),
    articleQualifiers: listLoader<QualifierRow>(async (ids) => {
      const rows = await db
        .select({ articleId: articleQualifiers.articleId, qualifier: qualifiers })
        .from(articleQualifiers)
        .innerJoin(qualifiers, eq(qualifiers.id, articleQualifiers.otherId))
        .where(inArray(articleQualifiers.articleId, [...ids]))
        .orderBy(asc(articleQualifiers.position));
      return new Map([...groupBy(rows, (r) => r.articleId)].map(([k, v]) => [k, v.map((r) => r.qualifier)]));
    }),
    articleMachineTags: listLoader<{ id: string; tag: string }>(async (ids) => {
      const rows = await db
        .select({ articleId: articleMachineTags.articleId, id: machineTags.id, tag: machineTags.tag })
        .from(articleMachineTags)
        .innerJoin(machineTags, eq(machineTags.id, articleMachineTags.otherId))
        .where(inArray(articleMachineTags.articleId, [...ids]))
        .orderBy(asc(articleMachineTags.position));
      return groupBy(rows, (r) => r.articleId);
    }),
    articleUrls: listLoader<typeof articleUrls.$inferSelect>(async (ids) => {
      const rows = await db.select().from(articleUrls).where(inArray(articleUrls.articleId, [...ids])).orderBy(asc(articleUrls.path));
      return groupBy(rows, (r) => r.articleId);
    }),
    live: oneLoader<typeof lives.$inferSelect>(async (ids) => {
      const rows = await db.select().from(lives).where(inArray(lives.articleId, [...ids]));
      return new Map(rows.map((r) => [r.articleId, r]));
    }),
    /** Latest 100 history entries per article (000 §3 "histories (up to 100)"). */
    articleHistories: listLoader<Omit<ArticleHistoryRow, 'snapshot'>>(async (ids) => {
      const rows = await queryRows<Omit<ArticleHistoryRow, 'snapshot'>>(
        db,
        sql`select id, article_id as "articleId", user_id as "userId", created_at as "createdAt"
            from (select h.id, h.article_id, h.user_id, h.created_at, row_number() over (partition by article_id order by created_at desc, id) as rank
                  from article_histories h where article_id in ${uuidList(ids)}) ranked
            where rank <= ${LIMITS.articleHistories} order by created_at desc`,
      );
      return groupBy(rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) })), (r) => r.articleId);
    }),
    historySnapshot: new BatchLoader<string, unknown>(async (ids) => {
      const rows = await db.select({ id: articleHistories.id, snapshot: articleHistories.snapshot }).from(articleHistories).where(inArray(articleHistories.id, [...ids]));
      return new Map(rows.map((r) => [r.id, r.snapshot]));
    }, () => null),
    articleContent: oneLoader<{ body: unknown; lead: unknown }>(async (ids) => {
      const rows = await db.select({ id: articles.id, body: articles.body, lead: articles.lead }).from(articles).where(inArray(articles.id, [...ids]));
      return new Map(rows.map((r) => [r.id, { body: r.body, lead: r.lead }]));
    }),
    flashHistories: listLoader<{ id: string; createdAt: Date }>(async (ids) => {
      const rows = await db
        .select()
        .from(newsletterFlashSenderHistories)
        .where(inArray(newsletterFlashSenderHistories.articleId, [...ids]))
        .orderBy(desc(newsletterFlashSenderHistories.createdAt));
      return groupBy(rows, (r) => r.articleId);
    }),
    source: oneLoader<SourceRow>(async (ids) => {
      const rows = await db.select().from(sources).where(inArray(sources.id, [...ids]));
      return new Map(rows.map((r) => [r.id, r]));
    }),
    user: oneLoader<UserRefRow>(async (ids) => {
      const rows = await db
        .select({ id: users.id, name: users.name, email: users.email, avatarUrl: users.avatarUrl })
        .from(users)
        .where(inArray(users.id, [...ids]));
      return new Map(rows.map((r) => [r.id, r]));
    }),
    authorAttributes: listLoader<AttributeRow>(async (ids) => {
      const rows = await db
        .select({ authorId: authorAttributes.authorId, attribute: attributes })
        .from(authorAttributes)
        .innerJoin(attributes, eq(attributes.id, authorAttributes.attributeId))
        .where(inArray(authorAttributes.authorId, [...ids]))
        .orderBy(asc(authorAttributes.position));
      return new Map([...groupBy(rows, (r) => r.authorId)].map(([k, v]) => [k, v.map((r) => r.attribute)]));
    }),
    authorHistories: listLoader<AuthorHistoryRow>(async (ids) => {
      const rows = await db
        .select()
        .from(authorHistories)
        .where(inArray(authorHistories.authorId, [...ids]))
        .orderBy(desc(authorHistories.createdAt));
      return groupBy(rows, (r) => r.authorId);
    }),
    category: oneLoader<CategoryRow>(async (ids) => {
      const rows = await db.select().from(categories).where(inArray(categories.id, [...ids]));
      return new Map(rows.map((r) => [r.id, r]));
    }),
    categoryChildren: listLoader<CategoryRow>(async (ids) => {
      const rows = await db
        .select()
        .from(categories)
        .where(and(inArray(categories.parentId, [...ids]), sql`${categories.status} <> 'Deleted'`))
        .orderBy(asc(categories.title));
      // 001 §9: up to 500 children per level.
      return new Map([...groupBy(rows, (r) => r.parentId as string)].map(([k, v]) => [k, v.slice(0, LIMITS.categories.childrenPerLevel)]));
    }),
    categoryPublishedCount: new BatchLoader<string, number>(async (ids) => {
      const rows = await queryRows<{ id: string; count: number }>(
        db,
        sql`select ac.category_id as id, count(*)::int as count from article_categories ac
            join articles a on a.id = ac.article_id
            where ac.category_id in ${uuidList(ids)} and a.status = 'Published'
            group by ac.category_id`,
      );
      return new Map(rows.map((r) => [r.id, Number(r.count)]));
    }, () => 0),
    tagUsages: listLoader<TagUsageRow>(async (ids) => {
      const rows = await queryRows<TagUsageRow & { tagId: string }>(
        db,
        sql`select at.tag_id as "tagId", a.brand_key as "brandKey", count(*)::int as total,
                   (count(*) filter (where a.status = 'Published'))::int as published
            from article_tags at join articles a on a.id = at.article_id
            where at.tag_id in ${uuidList(ids)}
            group by at.tag_id, a.brand_key order by a.brand_key`,
      );
      return groupBy(rows.map((r) => ({ ...r, total: Number(r.total), published: Number(r.published) })), (r) => r.tagId);
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
