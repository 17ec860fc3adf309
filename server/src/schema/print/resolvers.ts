// The print operations of print.graphql (issue 36). Placeholder of the contract: the server
// helper fills it (brand scope, the PrintSystem of the context, French refusals).
import type { Resolvers } from '../../generated/resolvers';

export const printResolvers: Resolvers = {};
