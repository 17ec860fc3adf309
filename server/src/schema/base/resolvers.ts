// Root fields and scalars of base.graphql.
import { requireUser } from '../../auth/guards';
import { dateTimeScalar } from './dateTime';
import type { Resolvers } from '../../generated/resolvers';

export const baseResolvers: Resolvers = {
  DateTime: dateTimeScalar,
  Query: {
    // Like every operation but login, ping needs a valid token: it doubles as a "session still
    // valid?" probe for the desktop app. GET /health is the unauthenticated liveness check.
    ping: (_parent, _args, ctx) => {
      requireUser(ctx);
      return 'pong';
    },
  },
  Mutation: {
    _noop: (_parent, _args, ctx) => {
      requireUser(ctx);
      return null;
    },
  },
};
