// The live newsroom's operations (live.graphql, issue 39). Contract placeholder: the server part
// of issue 39 replaces these with server/src/live/ (presence leases, the event log, the stream).
import { requireUser } from '../../auth/guards';
import type { Resolvers } from '../../generated/resolvers';

export const liveResolvers: Resolvers = {
  Query: {
    presence: (_p, _args, ctx) => {
      requireUser(ctx);
      return [];
    },
  },
  Mutation: {
    announcePresence: (_p, _args, ctx) => {
      requireUser(ctx);
      return false;
    },
    leavePresence: (_p, _args, ctx) => {
      requireUser(ctx);
      return false;
    },
  },
};
