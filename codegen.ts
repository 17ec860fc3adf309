import type { CodegenConfig } from '@graphql-codegen/cli';

// The SDL lives in common/graphql/schema/ (one file per area); both sides are generated from it.
const config: CodegenConfig = {
  schema: 'common/graphql/schema/*.graphql',
  generates: {
    'server/src/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context#GraphQLContext',
        useIndexSignature: true,
        scalars: { DateTime: 'string', JSON: 'unknown' },
        enumsAsTypes: true,
        maybeValue: 'T | null | undefined',
      },
    },
    'renderer/src/graphql/generated/': {
      documents: ['renderer/src/**/*.graphql'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { scalars: { DateTime: 'string', JSON: 'unknown' }, enumsAsTypes: true },
    },
  },
  ignoreNoDocuments: true,
};
export default config;
