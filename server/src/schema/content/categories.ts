// Categories / pages tree (children nested by the client up to 4 levels), suggestions.
import { listBrandScope, requireBrand, requireBrandOf, requireUser } from '../../auth/guards';
import type { Resolvers } from '../../generated/resolvers';
import { findCategory, listCategories, suggestCategories } from '../../services/content/categories';
import { loaders } from '../../services/content/loaders';
import { liveLock } from '../../services/lockable/lockable';
import { iso } from './parents';

export const categoryResolvers: Resolvers = {
  Query: {
    categories: (_p, args, ctx) => listCategories(ctx.db, args, listBrandScope(ctx, args.where)),
    category: async (_p, { where }, ctx) => {
      requireUser(ctx);
      return requireBrandOf(ctx, await findCategory(ctx.db, where.id));
    },
    suggestCategories: (_p, { article, first }, ctx) => {
      requireUser(ctx);
      return suggestCategories(ctx.db, article.id, first, (brandKey) =>
        requireBrand(ctx, brandKey),
      );
    },
  },
  Category: {
    format: (c) => c.format as 'Category',
    descriptionSEO: (c) => c.descriptionSeo,
    parent: (c, _args, ctx) => (c.parentId ? loaders(ctx).category.load(c.parentId) : null),
    children: (c, _args, ctx) => loaders(ctx).categoryChildren.load(c.id),
    childCount: async (c, _args, ctx) => (await loaders(ctx).categoryChildren.load(c.id)).length,
    // A lapsed page lock (600000 ms, services/lockable/contentTypes) reads as none.
    lockedBy: (c, _args, ctx) => {
      const live = liveLock(c, ctx.now);
      return live.lockedBy ? loaders(ctx).user.load(live.lockedBy) : null;
    },
    lockedAt: (c, _args, ctx) => iso(liveLock(c, ctx.now).lockedAt),
    createdAt: (c) => iso(c.createdAt),
    editedAt: (c) => iso(c.editedAt),
    updatedAt: (c) => iso(c.updatedAt),
    publishedAt: (c) => iso(c.publishedAt),
    publishedArticleCount: (c, _args, ctx) => loaders(ctx).categoryPublishedCount.load(c.id),
  },
};
