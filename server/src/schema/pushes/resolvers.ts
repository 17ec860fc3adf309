// Pushes and newsletter flash API (spec 001 §7): pushes, pushCount, createPush, updatePush,
// sendNlFlash, flashSenderHistories. Every operation checks the user and the brand; the rules live
// in services/pushes.
import { MESSAGES } from '../../../../common/domain/messages';
import { listBrandScope, requireBrand, requireUser } from '../../auth/guards';
import type { GraphQLContext } from '../../context';
import { notFound } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { JobQueue } from '../../jobs/jobQueue';
import { flashSenderHistories, sendNlFlash } from '../../services/pushes/nlFlash';
import {
  cancelPush,
  countPushes,
  createPush,
  findPush,
  listPushes,
  PUSH_DEVICES,
  type PushFilter,
} from '../../services/pushes/pushes';

function filterOf(
  ctx: GraphQLContext,
  where:
    | { brandKey?: string | null; articleId?: string | null; groupId?: string | null }
    | null
    | undefined,
): PushFilter {
  return {
    brandKey: where?.brandKey,
    articleId: where?.articleId,
    groupId: where?.groupId,
    brandKeys: listBrandScope(ctx, where),
  };
}

export const pushesResolvers: Resolvers = {
  Query: {
    pushes: (_p, { first, skip, where }, ctx) =>
      listPushes(ctx.db, filterOf(ctx, where), { first, skip }),
    pushCount: (_p, { where }, ctx) => countPushes(ctx.db, filterOf(ctx, where)),
    pushServices: (_p, _args, ctx) => {
      requireUser(ctx);
      return PUSH_DEVICES.filter((device) => ctx.providers.push[device]);
    },
    flashSenderHistories: (_p, { where, first }, ctx) => {
      requireUser(ctx);
      return flashSenderHistories(ctx.db, where.articleId, first, (brandKey) => {
        requireBrand(ctx, brandKey);
      });
    },
  },
  Mutation: {
    createPush: (_p, { data }, ctx) => {
      const user = requireBrand(ctx, data.brandKey);
      return createPush(
        {
          db: ctx.db,
          queue: new JobQueue(ctx.db),
          providers: ctx.providers,
          imageUrl: async (key) => (await ctx.media?.resolveImage(user, key))?.url ?? null,
        },
        user,
        ctx.now,
        data,
      );
    },
    updatePush: async (_p, { where, data }, ctx) => {
      const user = requireUser(ctx);
      const push = await findPush(ctx.db, where.id);
      if (!push) throw notFound(MESSAGES.pushNotFound);
      requireBrand(ctx, push.brandKey);
      return cancelPush(ctx.db, push, data.isCancelled, user, ctx.now);
    },
    sendNlFlash: (_p, { confirmDuplicate, ...args }, ctx) =>
      sendNlFlash(
        ctx.db,
        ctx.providers,
        requireBrand(ctx, args.brandKey),
        ctx.now,
        { ...args, imgAlt: args.imgAlt ?? '' },
        confirmDuplicate === true,
      ),
  },
};
