// The live newsroom's operations (live.graphql, issue 39), over server/src/live/: the newsroom
// subscription (served on POST /graphql/stream), presence announces with their lease, and the
// `presence` query — each in the caller's brands only.
import { GraphQLError } from 'graphql';
import type { LiveEvent, PresenceItem } from '../../../../common/live/liveEvents';
import { requireBrand, requireUser } from '../../auth/guards';
import type { GraphQLContext } from '../../context';
import type { Resolvers } from '../../generated/resolvers';
import type { LiveHub } from '../../live/hub';
import { newsroomStream } from '../../live/newsroom';
import { announcePresence, endPresence, presenceInBrand } from '../../live/presence';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An app instance id is a UUID (the presence table's key); anything else is the client's error. */
function instanceIdOf(value: string): string {
  if (!UUID.test(value))
    throw new GraphQLError("L'identifiant d'instance doit être un UUID.", {
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { instanceId: "L'identifiant d'instance doit être un UUID." },
      },
    });
  return value;
}

function hubOf(ctx: GraphQLContext): LiveHub {
  if (!ctx.live) throw new Error('live hub missing from the context');
  return ctx.live;
}

export const liveResolvers: Resolvers = {
  Query: {
    presence: (_p, { brandKey, contentType, contentIds }, ctx) => {
      requireBrand(ctx, brandKey);
      if (contentIds?.length === 0) return [];
      return presenceInBrand(ctx.db, brandKey, { contentType, contentIds }, ctx.now);
    },
  },
  Mutation: {
    announcePresence: async (_p, { instanceId, windowId, items }, ctx) => {
      const user = requireUser(ctx);
      // The brand first: a content of another brand is refused whatever else is wrong.
      for (const item of items) requireBrand(ctx, item.brandKey);
      const id = instanceIdOf(instanceId);
      // The sweep of lapsed leases runs in every process that has presence to tell.
      await hubOf(ctx).start();
      await announcePresence(
        ctx.db,
        user,
        { instanceId: id, windowId, items: items as PresenceItem[] },
        ctx.now,
      );
      return true;
    },
    leavePresence: async (_p, { instanceId, windowId }, ctx) => {
      const user = requireUser(ctx);
      // Not a UUID: no such instance ever announced anything.
      if (!UUID.test(instanceId)) return false;
      const id = instanceId;
      // True when something was open there: only the caller's own rows are ever touched.
      const ended = await endPresence(
        ctx.db,
        { instanceId: id, windowId: windowId ?? null, userId: user.id },
        ctx.now,
      );
      return ended > 0;
    },
  },
  Subscription: {
    newsroom: {
      subscribe: (_p, args, ctx) =>
        newsroomStream(hubOf(ctx), ctx, {
          ...args,
          instanceId: args.instanceId ? instanceIdOf(args.instanceId) : null,
        }),
      resolve: (event: LiveEvent) => event,
    },
  },
};
