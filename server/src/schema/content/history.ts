// Article history: the count, and one saved version (the list itself is Article.histories, latest
// 100, without snapshots).
import { sql } from 'drizzle-orm';
import { requireBrand, requireUser } from '../../auth/guards';
import type { Resolvers } from '../../generated/resolvers';
import { countArticleHistories, findArticle } from '../../services/content/articleQueries';
import { isUuid, queryOne } from '../../services/content/sqlRows';

export const historyResolvers: Resolvers = {
  Query: {
    articleHistoryCount: async (_p, { where }, ctx) => {
      requireUser(ctx);
      const row = await findArticle(ctx.db, where.id);
      if (!row) return 0;
      requireBrand(ctx, row.brandKey);
      return countArticleHistories(ctx.db, row.id);
    },
    articleHistory: async (_p, { where }, ctx) => {
      requireUser(ctx);
      if (!isUuid(where.id)) return null;
      const row = await queryOne<{
        id: string;
        articleId: string;
        userId: string | null;
        createdAt: Date | string;
        brandKey: string;
      }>(
        ctx.db,
        sql`select h.id, h.article_id as "articleId", h.user_id as "userId", h.created_at as "createdAt", a.brand_key as "brandKey"
              from article_histories h join articles a on a.id = h.article_id where h.id = ${where.id}::uuid`,
      );
      if (!row) return null;
      requireBrand(ctx, row.brandKey);
      // The snapshot itself is read by ArticleHistory.snapshot (loaders.historySnapshot).
      return {
        id: row.id,
        articleId: row.articleId,
        userId: row.userId,
        createdAt: new Date(row.createdAt),
      };
    },
  },
};
