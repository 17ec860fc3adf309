// Live blogs API: liveOfArticle, live, upsertLive, updateLive(endedAt), upsertLivePost,
// deleteLivePost, editLivePost (spec 001 §7). `Article.live` (content area) resolves to the same
// Live type: its article, posts and updatedAt are loaded here when the parent lacks them.
import { requireUser } from '../../auth/guards';
import type { GraphQLContext } from '../../context';
import type { Resolvers } from '../../generated/resolvers';
import {
  deletePost,
  findLive,
  findLiveOfArticle,
  findPost,
  markPostEditing,
  openLive,
  postsOf,
  savePost,
  setLiveEnded,
  type LiveOut,
} from '../../services/lives/lives';
import { saveOnce } from '../../services/content/saveOnce';
import { brandGuard as brandCheck } from '../../services/lockable/lockable';

/** What Live resolves from: the content area's `{ id, postCount, endedAt }` or a full LiveOut. */
export type LiveParent = Pick<LiveOut, 'id' | 'postCount' | 'endedAt'> & Partial<LiveOut>;

async function full(parent: LiveParent, ctx: GraphQLContext): Promise<LiveOut> {
  if (parent.article && parent.updatedAt) return parent as LiveOut;
  const live = await findLive(ctx.db, parent.id, brandCheck(ctx));
  if (!live) throw new Error('live vanished');
  return live;
}

export const livesResolvers: Resolvers = {
  Live: {
    article: async (live, _a, ctx) => (await full(live, ctx)).article,
    updatedAt: async (live, _a, ctx) => (await full(live, ctx)).updatedAt,
    posts: (live, _a, ctx) => postsOf(ctx.db, live.id, ctx.now),
  },
  Query: {
    liveOfArticle: (_p, { article }, ctx) => {
      requireUser(ctx);
      return findLiveOfArticle(ctx.db, article.id, brandCheck(ctx));
    },
    live: (_p, { where }, ctx) => {
      requireUser(ctx);
      return findLive(ctx.db, where.id, brandCheck(ctx));
    },
  },
  Mutation: {
    upsertLive: (_p, { article }, ctx) => {
      requireUser(ctx);
      return openLive(ctx.db, article.id, ctx.now, brandCheck(ctx));
    },
    updateLive: (_p, { where, data }, ctx) => {
      requireUser(ctx);
      return setLiveEnded(
        ctx.db,
        where.id,
        data.endedAt !== null && data.endedAt !== undefined,
        ctx.now,
        brandCheck(ctx),
      );
    },
    upsertLivePost: (_p, { live, where, data }, ctx) => {
      const user = requireUser(ctx);
      const id = where?.id ?? null;
      return saveOnce(ctx, user, {
        kind: 'livepost',
        targetId: id,
        save: (db) => savePost(db, user, ctx.now, live.id, id, data, brandCheck(ctx)),
        reload: (db, postId) => findPost(db, postId, ctx.now, brandCheck(ctx)),
      });
    },
    deleteLivePost: (_p, { where }, ctx) =>
      deletePost(ctx.db, requireUser(ctx), ctx.now, where.id, brandCheck(ctx)),
    editLivePost: (_p, { where, editing }, ctx) =>
      markPostEditing(ctx.db, requireUser(ctx), ctx.now, where.id, editing, brandCheck(ctx)),
  },
};
