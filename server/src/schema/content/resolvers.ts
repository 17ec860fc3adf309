// The content area's resolver maps, registered as one entry in server/src/schema/index.ts.
import type { Resolvers } from '../../generated/resolvers';
import { articleResolvers } from './articles';
import { authorResolvers } from './authors';
import { catalogueResolvers } from './catalogues';
import { categoryResolvers } from './categories';
import { historyResolvers } from './history';
import { lockResolvers } from './locks';
import { tagResolvers } from './tags';

export const contentResolverMaps: Resolvers[] = [
  articleResolvers,
  lockResolvers,
  historyResolvers,
  authorResolvers,
  tagResolvers,
  categoryResolvers,
  catalogueResolvers,
];
