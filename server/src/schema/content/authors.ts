// Authors and their attributes.
import { requireBrand, requireUser } from '../../auth/guards';
import { notFound } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { AUTHOR_MESSAGES, countAuthors, createAuthor, findAuthor, listAuthors, updateAuthor } from '../../services/content/authors';
import { loaders } from '../../services/content/loaders';
import { iso } from './parents';

export const authorResolvers: Resolvers = {
  Query: {
    authors: (_p, args, ctx) => {
      requireUser(ctx);
      if (args.where?.brandKey) requireBrand(ctx, args.where.brandKey);
      return listAuthors(ctx.db, args);
    },
    authorCount: (_p, { where }, ctx) => {
      requireUser(ctx);
      return countAuthors(ctx.db, where);
    },
    author: (_p, { where }, ctx) => {
      requireUser(ctx);
      return findAuthor(ctx.db, where.id);
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
    createdAt: (a) => iso(a.createdAt),
    updatedAt: (a) => iso(a.updatedAt),
    attributes: async (a, _args, ctx) => (await loaders(ctx).authorAttributes.load(a.id)).map((r) => ({ ...r, createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt) })),
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
