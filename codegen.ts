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
        // Content types resolve from database rows; their relations are field resolvers.
        mappers: {
          Article: '../schema/content/parents#ArticleParent',
          Author: '../schema/content/parents#AuthorParent',
          Tag: '../schema/content/parents#TagParent',
          Category: '../schema/content/parents#CategoryParent',
          ArticleHistory: '../schema/content/parents#ArticleHistoryParent',
          AuthorHistory: '../schema/content/parents#AuthorHistoryParent',
          ArticleAuthor: '../schema/content/parents#ArticleAuthorParent',
          Section: '../schema/pages/parents#SectionParent',
          CategoryHistory: '../schema/pages/parents#CategoryHistoryParent',
          Live: '../schema/lives/resolvers#LiveParent',
          ArticleGoodDealAiProcess: '../aiProcesses/goodDeal/goodDealProcesses#GoodDealProcessRow',
          Assignment: '../schema/print/parents#AssignmentParent',
          RawArticle: '../schema/print/parents#RawArticleParent',
          RawArticleVersion: '../schema/print/parents#RawArticleVersionParent',
          Subject: '../schema/print/parents#SubjectParent',
          PrintHeading: '../schema/print/parents#PrintHeadingParent',
          PrintIssue: '../schema/print/parents#PrintIssueParent',
          BoardCard: '../schema/print/parents#BoardCardParent',
        },
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
