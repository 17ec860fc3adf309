// Articles: lists and search, one article, saving (upsertArticle, updateArticle) and the Article
// type's relations (batched per request by services/content/loaders).
import { requireBrand, requireUser } from '../../auth/guards';
import type { GraphQLContext } from '../../context';
import type { ArticleWhereInput, Resolvers } from '../../generated/resolvers';
import { countArticles, findArticle, searchArticles } from '../../services/content/articleQueries';
import { liveLock } from '../../services/lockable/lockable';
import { saveArticle } from '../../services/content/articleSave';
import { loaders } from '../../services/content/loaders';
import { iso } from './parents';
import { selectedFields } from '../selection';

/** A user restricted to some brands only ever sees those brands' articles. */
function scopedWhere(
  ctx: GraphQLContext,
  where: ArticleWhereInput | null | undefined,
): ArticleWhereInput {
  const user = requireUser(ctx);
  const w: ArticleWhereInput = { ...(where ?? {}) };
  if (w.brandKey) requireBrand(ctx, w.brandKey);
  for (const key of w.brandKey_in ?? []) requireBrand(ctx, key);
  if (!user.allBrands && !user.isSuperAdmin && !w.brandKey && !w.brandKey_in?.length)
    w.brandKey_in = user.brandKeys.length ? user.brandKeys : ['—'];
  return w;
}

const byFormat =
  (format: 'Category' | 'Channel' | 'Event' | 'Guide') =>
  async (parent: { id: string }, _args: unknown, ctx: GraphQLContext) =>
    (await loaders(ctx).articleCategories.load(parent.id)).filter((c) => c.format === format);

export const articleResolvers: Resolvers = {
  Query: {
    searchArticles: (_p, args, ctx, info) =>
      searchArticles(
        ctx.db,
        { ...args, where: scopedWhere(ctx, args.where) },
        selectedFields(info),
      ),
    searchArticleCount: (_p, args, ctx) =>
      countArticles(ctx.db, { ...args, where: scopedWhere(ctx, args.where) }),
    articles: (_p, args, ctx, info) =>
      searchArticles(
        ctx.db,
        { ...args, where: scopedWhere(ctx, args.where) },
        selectedFields(info),
      ),
    articleCount: (_p, args, ctx) => countArticles(ctx.db, { where: scopedWhere(ctx, args.where) }),
    article: async (_p, { where }, ctx) => {
      requireUser(ctx);
      const row = await findArticle(ctx.db, where.id);
      if (row) requireBrand(ctx, row.brandKey);
      return row;
    },
  },
  Mutation: {
    upsertArticle: (_p, { where, create, update }, ctx) => {
      const user = requireUser(ctx);
      return saveArticle(ctx, user, { id: where?.id ?? null, create, update });
    },
    updateArticle: (_p, { where, data }, ctx) => {
      const user = requireUser(ctx);
      return saveArticle(ctx, user, { id: where.id, create: null, update: data });
    },
  },
  Article: {
    body: async (a, _args, ctx) =>
      a.body !== undefined
        ? a.body
        : ((await loaders(ctx).articleContent.load(a.id))?.body ?? null),
    lead: async (a, _args, ctx) =>
      a.lead !== undefined
        ? a.lead
        : ((await loaders(ctx).articleContent.load(a.id))?.lead ?? null),
    createdAt: (a) => iso(a.createdAt),
    updatedAt: (a) => iso(a.updatedAt),
    publishedAt: (a) => iso(a.publishedAt),
    editedAt: (a) => iso(a.editedAt),
    lockedAt: (a, _args, ctx) => iso(liveLock(a, ctx.now).lockedAt),
    lockExpiresAt: (a, _args, ctx) => (liveLock(a, ctx.now).lockedBy ? iso(a.lockExpiresAt) : null),
    lockedBy: (a, _args, ctx) => {
      const holder = liveLock(a, ctx.now).lockedBy;
      return holder ? loaders(ctx).user.load(holder) : null;
    },
    creator: (a, _args, ctx) => (a.creatorId ? loaders(ctx).user.load(a.creatorId) : null),
    source: (a, _args, ctx) => (a.sourceId ? loaders(ctx).source.load(a.sourceId) : null),
    live: async (a, _args, ctx) => {
      const live = await loaders(ctx).live.load(a.id);
      return live ? { id: live.id, postCount: live.postCount, endedAt: iso(live.endedAt) } : null;
    },
    categories: byFormat('Category'),
    channels: byFormat('Channel'),
    events: byFormat('Event'),
    guides: byFormat('Guide'),
    tags: (a, _args, ctx) => loaders(ctx).articleTags.load(a.id),
    authors: (a, _args, ctx) => loaders(ctx).articleAuthors.load(a.id),
    qualifiers: async (a, _args, ctx) =>
      (await loaders(ctx).articleQualifiers.load(a.id)).map((q) => ({
        ...q,
        format: q.format as 'Rich',
      })),
    machineTags: (a, _args, ctx) => loaders(ctx).articleMachineTags.load(a.id),
    urls: (a, _args, ctx) => loaders(ctx).articleUrls.load(a.id),
    histories: (a, _args, ctx) => loaders(ctx).articleHistories.load(a.id),
    newsletterFlashSenderHistories: async (a, _args, ctx) =>
      (await loaders(ctx).flashHistories.load(a.id)).map((h) => ({
        id: h.id,
        createdAt: iso(h.createdAt),
      })),
  },
  ArticleHistory: {
    createdAt: (h) => iso(h.createdAt),
    snapshot: (h, _args, ctx) => loaders(ctx).historySnapshot.load(h.id),
    user: (h, _args, ctx) => (h.userId ? loaders(ctx).user.load(h.userId) : null),
  },
};
