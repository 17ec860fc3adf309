// Orphan pages API: orphanPages, orphanPage, upsertOrphanPage (spec 001 §7) and the editor's
// sanitised preview. Every operation checks the user and the page's brand.
import { requireUser } from '../../auth/guards';
import type { Resolvers } from '../../generated/resolvers';
import {
  ORPHAN_CONTENT_MAX,
  ORPHAN_MESSAGES,
  findOrphanPage,
  listOrphanPages,
  saveOrphanPage,
} from '../../services/orphanPages/orphanPages';
import { sanitizeOrphanHtml } from '../../services/orphanPages/sanitizeOrphanHtml';
import { badUserInput } from '../../errors';
import { saveOnce } from '../../services/content/saveOnce';
import { brandGuard as brandCheck, listScope } from '../../services/lockable/lockable';

export const orphanPagesResolvers: Resolvers = {
  Query: {
    orphanPages: (_p, { first, skip, where }, ctx) => {
      const brandKeys = listScope(ctx, where);
      return listOrphanPages(
        ctx.db,
        {
          brandKey: where?.brandKey,
          brandKeys,
          status: where?.status,
          titleContains: where?.title_contains,
        },
        { first, skip },
      );
    },
    orphanPage: (_p, { where }, ctx) => {
      requireUser(ctx);
      return findOrphanPage(ctx.db, where.id, brandCheck(ctx));
    },
    sanitizeOrphanPageContent: (_p, { content }, ctx) => {
      requireUser(ctx);
      if (content.length > ORPHAN_CONTENT_MAX)
        throw badUserInput({ content: ORPHAN_MESSAGES.contentTooLarge });
      return sanitizeOrphanHtml(content);
    },
  },
  Mutation: {
    upsertOrphanPage: (_p, { where, create, update }, ctx) => {
      const user = requireUser(ctx);
      const id = where?.id ?? null;
      return saveOnce(ctx, user, {
        kind: 'orphanpage',
        targetId: id,
        save: (db) =>
          id
            ? saveOrphanPage(db, ctx.now, id, update, brandCheck(ctx), user)
            : saveOrphanPage(db, ctx.now, null, create, brandCheck(ctx), user),
        reload: (db, pageId) => findOrphanPage(db, pageId, brandCheck(ctx)),
      });
    },
  },
};
