// Authors and their attributes.
import { canUseBrand, requireBrand, requireUser, visibleBrandKeys } from '../../auth/guards';
import { notFound } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import {
  AUTHOR_MESSAGES,
  countAuthors,
  createAuthor,
  findAuthor,
  listAuthors,
  updateAuthor,
} from '../../services/content/authors';
import { loaders } from '../../services/content/loaders';
import { iso } from './parents';

export const authorResolvers: Resolvers = {
  Query: {
    // Authors are per brand: a user lists, counts and opens those of the brands they work on.
    authors: (_p, args, ctx) => {
      const user = requireUser(ctx);
      if (args.where?.brandKey) requireBrand(ctx, args.where.brandKey);
      return listAuthors(ctx.db, args, visibleBrandKeys(user));
    },
    authorCount: (_p, { where }, ctx) => {
      const user = requireUser(ctx);
      if (where?.brandKey) requireBrand(ctx, where.brandKey);
      return countAuthors(ctx.db, where, visibleBrandKeys(user));
    },
    author: async (_p, { where }, ctx) => {
      const user = requireUser(ctx);
      const author = await findAuthor(ctx.db, where.id);
      return author && canUseBrand(user, author.brandKey) ? author : null;
    },
  },
  Mutation: {
    createAuthor: (_p, { data }, ctx) => {
      const user = requireUser(ctx);
      if (data.brandKey) requireBrand(ctx, data.brandKey);
      return createAuthor(ctx.db, user, data, ctx.now);
    },
    updateAuthor: async (_p, { where, data }, ctx) => {
      const user = requireUser(ctx);
      const existing = await findAuthor(ctx.db, where.id);
      if (!existing) throw notFound(AUTHOR_MESSAGES.notFound);
      requireBrand(ctx, existing.brandKey);
      return updateAuthor(ctx.db, user, existing, data, ctx.now);
    },
  },
  Author: {
    // An author reached through another brand's article: the e-mail stays with its brand's users.
    email: (a, _args, ctx) => (canUseBrand(ctx.user, a.brandKey) ? a.email : null),
    createdAt: (a) => iso(a.createdAt),
    updatedAt: (a) => iso(a.updatedAt),
    attributes: async (a, _args, ctx) =>
      (await loaders(ctx).authorAttributes.load(a.id)).map((r) => ({
        ...r,
        createdAt: iso(r.createdAt),
        updatedAt: iso(r.updatedAt),
      })),
    histories: (a, _args, ctx) => loaders(ctx).authorHistories.load(a.id),
  },
  ArticleAuthor: {
    author: (aa) => aa.author,
  },
  AuthorHistory: {
    createdAt: (h) => iso(h.createdAt),
    user: (h, _args, ctx) => (h.userId ? loaders(ctx).user.load(h.userId) : null),
  },
};
