// Edition locks: lockArticle on opening, retainArticleLock periodically, unlockArticle by the
// holder (spec 000 §4). Rules in services/lockable (the article's declaration in contentTypes.ts).
import type { Resolvers } from '../../generated/resolvers';
import { findArticle } from '../../services/content/articleQueries';
import { ARTICLE } from '../../services/lockable/contentTypes';
import { lockMutation } from '../../services/lockable/lockable';
import type { Database } from '../../db/database';

const readArticle = async (db: Database, id: string) => (await findArticle(db, id))!;

export const lockResolvers: Resolvers = {
  Mutation: {
    lockArticle: (_p, { where, takeOver }, ctx) =>
      lockMutation(ARTICLE, ctx, where.id, 'lock', readArticle, { takeOver }),
    retainArticleLock: (_p, { where, changed }, ctx) =>
      lockMutation(ARTICLE, ctx, where.id, 'retain', readArticle, { changed }),
    unlockArticle: (_p, { where }, ctx) =>
      lockMutation(ARTICLE, ctx, where.id, 'unlock', readArticle),
  },
};
