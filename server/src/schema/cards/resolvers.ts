// Cards (encarts) API: card, cards, upsertCard and the lock mutations (spec 001 §7). Every
// operation checks the user and the card's brand; the rules live in services/cards.
import { requireUser } from '../../auth/guards';
import type { GraphQLContext } from '../../context';
import type { Database } from '../../db/database';
import type { Resolvers } from '../../generated/resolvers';
import { cardById, findCard, listCards, saveCard } from '../../services/cards/cards';
import { saveOnce } from '../../services/content/saveOnce';
import { CARD } from '../../services/lockable/contentTypes';
import {
  brandGuard as brandCheck,
  listScope,
  lockMutation,
} from '../../services/lockable/lockable';

/** The card a lock mutation answers, read in the lock's transaction. */
const readCard = (ctx: GraphQLContext) => (db: Database, id: string) => cardById(db, id, ctx.now);

export const cardsResolvers: Resolvers = {
  Query: {
    card: (_p, { where }, ctx) => {
      requireUser(ctx);
      return findCard(ctx.db, where.id, ctx.now, brandCheck(ctx));
    },
    cards: (_p, { first, skip, where }, ctx) => {
      const brandKeys = listScope(ctx, where);
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
    lockCard: (_p, { where }, ctx) => lockMutation(CARD, ctx, where.id, 'lock', readCard(ctx)),
    retainCardLock: (_p, { where, changed }, ctx) =>
      lockMutation(CARD, ctx, where.id, 'retain', readCard(ctx), { changed }),
    unlockCard: (_p, { where }, ctx) => lockMutation(CARD, ctx, where.id, 'unlock', readCard(ctx)),
  },
};
