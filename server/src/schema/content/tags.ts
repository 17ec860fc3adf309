// Tags, branded contents and machine tags.
import { MESSAGES } from '../../../../common/domain/messages';
import { canUseBrand, listBrandScope, requireBrand, requireUser } from '../../auth/guards';
import { brandProfile } from '../../../../common/domain/brands';
import { badUserInput, notFound } from '../../errors';
import type { GraphQLContext } from '../../context';
import type { Resolvers } from '../../generated/resolvers';
import { loaders } from '../../services/content/loaders';
import {
  createMachineTag,
  findTag,
  listTags,
  searchTags,
  searchTvTags,
  suggestTags,
  updateTagBrandedContent,
  upsertTag,
} from '../../services/content/tags';
import { iso } from './parents';

/** The TV searches serve a brand the user works on and that is allowed media programs. */
function requireMediaPrograms(ctx: GraphQLContext, brandKey: string): void {
  requireBrand(ctx, brandKey);
  if (!brandProfile(brandKey).mediaProgramsAllowed)
    throw badUserInput({ context: MESSAGES.tvProgramsNotAllowed }, MESSAGES.tvProgramsNotAllowed);
}

/** A tag's uses in the brands the user works on: a tag is shared, its articles are not. */
async function usagesInScope(ctx: GraphQLContext, tagId: string) {
  const usages = await loaders(ctx).tagUsages.load(tagId);
  return usages.filter((u) => canUseBrand(ctx.user, u.brandKey));
}

export const tagResolvers: Resolvers = {
  Query: {
    // Tags are shared; a filter by brand (tags that brand uses) must name one of the user's.
    searchTags: (_p, args, ctx) => {
      listBrandScope(ctx, args.where);
      return searchTags(ctx.db, args);
    },
    searchTvPrograms: (_p, { query, context, first }, ctx) => {
      requireMediaPrograms(ctx, context);
      return searchTvTags(ctx.db, 'TvProgram', { query, first });
    },
    searchTvCollections: (_p, { query, context, first }, ctx) => {
      requireMediaPrograms(ctx, context);
      return searchTvTags(ctx.db, 'TvCollection', { query, first });
    },
    tag: (_p, { where }, ctx) => {
      requireUser(ctx);
      return findTag(ctx.db, where.id);
    },
    tags: (_p, args, ctx) => {
      listBrandScope(ctx, args.where);
      return listTags(ctx.db, args);
    },
    suggestTags: (_p, { article, where, brandKey }, ctx) => {
      requireBrand(ctx, brandKey);
      return suggestTags(ctx.db, article.id, brandKey, where, (key) => requireBrand(ctx, key));
    },
  },
  Mutation: {
    upsertTag: (_p, { where, create, update }, ctx) => {
      requireUser(ctx);
      return upsertTag(ctx.db, where, create, update, ctx.now);
    },
    updateTagBrandedContent: async (_p, { where, data }, ctx) => {
      requireBrand(ctx, data.brandKey);
      const tag = await findTag(ctx.db, where.id);
      if (!tag) throw notFound(MESSAGES.tagNotFound);
      return updateTagBrandedContent(ctx.db, tag, data, ctx.now);
    },
    createMachineTag: (_p, { data }, ctx) => {
      const user = requireUser(ctx);
      return createMachineTag(ctx.db, data, (brandKey) => requireBrand(ctx, brandKey), {
        user,
        now: ctx.now,
      });
    },
  },
  Tag: {
    createdAt: (t) => iso(t.createdAt),
    updatedAt: (t) => iso(t.updatedAt),
    articleUsages: (t, _args, ctx) => usagesInScope(ctx, t.id),
    articleCount: async (t, _args, ctx) =>
      (await usagesInScope(ctx, t.id)).reduce((n, u) => n + u.total, 0),
    publishedArticleCount: async (t, _args, ctx) =>
      (await usagesInScope(ctx, t.id)).reduce((n, u) => n + u.published, 0),
    // Only the user's brands' sponsored texts (the schema's brand scope would drop the others too).
    brandedContents: async (t, _args, ctx) =>
      (await loaders(ctx).tagBrandedContents.load(t.id)).flatMap((b) =>
        canUseBrand(ctx.user, b.brandKey)
          ? [
              {
                ...b,
                createdAt: iso(b.createdAt),
                updatedAt: iso(b.updatedAt),
              },
            ]
          : [],
      ),
  },
};
