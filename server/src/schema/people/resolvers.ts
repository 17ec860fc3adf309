// `people` (people.graphql): any signed-in user; persons are shared by every brand, as tags are.
import { requireUser } from '../../auth/guards';
import type { Resolvers } from '../../generated/resolvers';
import { searchPeople } from '../../services/people/people';

export const peopleResolvers: Resolvers = {
  Query: {
    people: (_p, args, ctx) => {
      requireUser(ctx);
      return searchPeople(ctx.db, args);
    },
  },
};
