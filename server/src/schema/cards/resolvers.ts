// Cards (encarts) API: card, cards, upsertCard and the lock mutations (spec 001 §7). Every
// operation checks the user and the card's brand; the rules live in services/cards.
import { listBrandScope, requireBrand, requireUser } from '../../auth/guards';
import type { GraphQLContext } from '../../context';
import type { Resolvers } from '../../generated/resolvers';
import { changeCardLock, findCard, listCards, saveCard } from '../../services/cards/cards';
import { saveOnce } from '../../services/content/saveOnce';

function brandCheck(ctx: GraphQLContext) {
  return (brandKey: string) => void requireBrand(ctx, brandKey);
}

export const cardsResolvers: Resolvers = {
  Query: {
    card: (_p, { where }, ctx) => {
      requireUser(ctx);
      return findCard(ctx.db, where.id, ctx.now, brandCheck(ctx));
    },
    cards: (_p, { first, skip, where }, ctx) => {
      const brandKeys = listBrandScope(ctx, where);
      return listCards(
        ctx.db,
        { brandKey: where?.brandKey, brandKeys, status: where?.status },
        { first, skip },
        ctx.now,
      );
    },
  },
  Mutation: {
    upsertCard: (_p, { where, create, update }, ctx) => {
      const user = requireUser(ctx);
      const id = where?.id ?? null;
      return saveOnce(ctx, user, {
        kind: 'card',
        targetId: id,
        save: (db) =>
          id
            ? saveCard(db, user, ctx.now, id, update, brandCheck(ctx))
            : saveCard(db, user, ctx.now, null, create, brandCheck(ctx)),
        reload: (db, cardId) => findCard(db, cardId, ctx.now, brandCheck(ctx)),
      });
    },
    lockCard: (_p, { where }, ctx) =>
      changeCardLock(ctx.db, requireUser(ctx), ctx.now, where.id, 'lock', {
        checkBrand: brandCheck(ctx),
      }),
    retainCardLock: (_p, { where, changed }, ctx) =>
      changeCardLock(ctx.db, requireUser(ctx), ctx.now, where.id, 'retain', {
        changed: changed ?? false,
        checkBrand: brandCheck(ctx),
      }),
    unlockCard: (_p, { where }, ctx) =>
      changeCardLock(ctx.db, requireUser(ctx), ctx.now, where.id, 'unlock', {
        checkBrand: brandCheck(ctx),
      }),
  },
};
