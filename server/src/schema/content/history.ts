// Article history count (the list itself is Article.histories, latest 100).
import { requireBrand, requireUser } from '../../auth/guards';
import type { Resolvers } from '../../generated/resolvers';
import { countArticleHistories, findArticle } from '../../services/content/articleQueries';

export const historyResolvers: Resolvers = {
  Query: {
    articleHistoryCount: async (_p, { where }, ctx) => {
      requireUser(ctx);
      const row = await findArticle(ctx.db, where.id);
      if (!row) return 0;
      requireBrand(ctx, row.brandKey);
      return countArticleHistories(ctx.db, row.id);
    },
  },
};
