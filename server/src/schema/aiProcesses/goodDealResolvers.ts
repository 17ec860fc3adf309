// Contract placeholder (issue 35): the good-deal operations of aiProcesses.graphql.
import type { Resolvers } from '../../generated/resolvers';

export const goodDealResolvers: Resolvers = {};
