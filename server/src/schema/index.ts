// The executable schema: SDL from common/graphql/schema/*.graphql (one file per area, the single
// source also used by codegen) plus one resolver map per area. To add an area, add its SDL file
// and ONE entry to `resolverMaps` below; makeExecutableSchema merges the list by type name.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLContext } from '../context';
import { scopeBrandedFields } from '../auth/brandScopedFields';
import { runtimeFolder } from '../runtimeFiles';
import type { Resolvers } from '../generated/resolvers';
import { accountsResolvers } from './accounts/resolvers';
import { articleAiResolvers } from './ai/articleAiResolvers';
import { aiResolvers } from './ai/resolvers';
import { goodDealResolvers } from './aiProcesses/goodDealResolvers';
import { slideshowAiResolvers } from './aiProcesses/slideshowAiResolvers';
import { baseResolvers } from './base/resolvers';
import { brandsResolvers } from './brands/resolvers';
import { cardsResolvers } from './cards/resolvers';
import { correctionResolvers } from './correction/resolvers';
import { contentResolverMaps } from './content/resolvers';
import { segmentResolvers } from './segments/resolvers';
import { pagesResolvers } from './pages/resolvers';
import { livesResolvers } from './lives/resolvers';
import { orphanPagesResolvers } from './orphanPages/resolvers';
import { dashboardResolvers } from './dashboard/resolvers';
import { mediaResolvers } from './media/resolvers';
import { pushesResolvers } from './pushes/resolvers';
import { recipesResolvers } from './recipes/resolvers';
import { videoResolvers } from './video/resolvers';
import { printResolvers } from './print/resolvers';
import { diagnosticResolvers } from './diagnostic/resolvers';
import { peopleResolvers } from './people/resolvers';
import { affiliateResolvers } from './affiliate/resolvers';
import { liveResolvers } from './live/resolvers';

export const SCHEMA_DIR = runtimeFolder(
  'graphql-schema',
  join(__dirname, '..', '..', '..', 'common', 'graphql', 'schema'),
);

export const resolverMaps: Resolvers[] = [
  baseResolvers,
  accountsResolvers,
  brandsResolvers,
  ...contentResolverMaps,
  segmentResolvers,
  pagesResolvers,
  cardsResolvers,
  orphanPagesResolvers,
  livesResolvers,
  dashboardResolvers,
  mediaResolvers,
  pushesResolvers,
  recipesResolvers,
  videoResolvers,
  correctionResolvers,
  aiResolvers,
  articleAiResolvers,
  goodDealResolvers,
  slideshowAiResolvers,
  printResolvers,
  diagnosticResolvers,
  peopleResolvers,
  affiliateResolvers,
  liveResolvers,
];

/** base.graphql first: it declares the root types the other files `extend`. */
export function loadTypeDefs(dir = SCHEMA_DIR): string[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort((a, b) => (a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : a.localeCompare(b)));
  return files.map((f) => readFileSync(join(dir, f), 'utf8'));
}

/** The schema, every brand-carrying field scoped to the user's brands (auth/brandScopedFields). */
export function buildSchema(): GraphQLSchema {
  const schema = makeExecutableSchema<GraphQLContext>({
    typeDefs: loadTypeDefs(),
    // The generated Resolvers type is stricter than graphql-tools' IResolvers (typed parents and
    // args); the shapes are the same at run time.
    resolvers: resolverMaps as unknown as Parameters<
      typeof makeExecutableSchema<GraphQLContext>
    >[0]['resolvers'],
  });
  return scopeBrandedFields(schema);
}
