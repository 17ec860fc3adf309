// Edition locks: lockArticle on opening, retainArticleLock periodically, unlockArticle by the
// holder (spec 000 §4). Rules in services/content/articleLocks.
import { requireBrand, requireUser } from '../../auth/guards';
import type { Resolvers } from '../../generated/resolvers';
import { changeLock } from '../../services/content/articleLocks';

export const lockResolvers: Resolvers = {
  Mutation: {
    lockArticle: (_p, { where, takeOver }, ctx) =>
      changeLock(ctx.db, requireUser(ctx), ctx.now, where.id, 'lock', {
        takeOver: takeOver === true,
        checkBrand: (b) => requireBrand(ctx, b),
      }),
    retainArticleLock: (_p, { where, changed }, ctx) =>
      changeLock(ctx.db, requireUser(ctx), ctx.now, where.id, 'retain', {
        changed: changed ?? false,
        checkBrand: (b) => requireBrand(ctx, b),
      }),
    unlockArticle: (_p, { where }, ctx) =>
      changeLock(ctx.db, requireUser(ctx), ctx.now, where.id, 'unlock', {
        checkBrand: (b) => requireBrand(ctx, b),
      }),
  },
};
