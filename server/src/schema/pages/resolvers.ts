// Pages area (issue 17): saving pages with their sections, locks, history; the fields the page
// list and editor read on top of content's Category. Rules in services/pages.
import { canUseBrand, requireBrand, requireUser } from '../../auth/guards';
import { canCreatePage } from '../../../../common/domain/validation/page';
import type { Resolvers } from '../../generated/resolvers';
import type { GraphQLContext } from '../../context';
import type { Database } from '../../db/database';
import { findCategory } from '../../services/content/categories';
import { saveOnce } from '../../services/content/saveOnce';
import { loaders } from '../../services/content/loaders';
import { isUuid } from '../../services/content/sqlRows';
import { listPageHistories } from '../../services/pages/pageHistories';
import { pageLoaders } from '../../services/pages/pageLoaders';
import { PAGE } from '../../services/lockable/contentTypes';
import { liveLock, lockMutation } from '../../services/lockable/lockable';
import { savePage } from '../../services/pages/pageSave';
import {
  storedSections,
  type StoredBoardItem,
  type StoredPerson,
} from '../../services/pages/sections';
import { iso } from '../content/parents';

/** A page's save, answered from its receipt when the outbox sends it again (saveOnce.ts). */
function savePageOnce(ctx: GraphQLContext, target: Parameters<typeof savePage>[2]) {
  const user = requireUser(ctx);
  return saveOnce(ctx, user, {
    kind: 'page',
    targetId: target.id,
    save: (db) => savePage({ ...ctx, db }, user, target),
    reload: async (db, id) => {
      const page = await findCategory(db, id);
      if (page) requireBrand(ctx, page.brandKey);
      return page;
    },
  });
}

/** The page a lock mutation answers. */
const readPage = async (db: Database, id: string) => (await findCategory(db, id))!;

const contentOf = (s: { content: unknown }) => (s.content ?? {}) as Record<string, unknown>;

export const pagesResolvers: Resolvers = {
  Query: {
    categoryHistories: async (_p, { where, first }, ctx) => {
      requireUser(ctx);
      const page = await findCategory(ctx.db, where.category.id);
      if (!page) return [];
      requireBrand(ctx, page.brandKey);
      return listPageHistories(ctx.db, page.id, first);
    },
  },
  Mutation: {
    createCategory: (_p, { data }, ctx) => savePageOnce(ctx, { id: null, data }),
    updateCategory: (_p, { where, data }, ctx) => savePageOnce(ctx, { id: where.id, data }),
    lockCategory: (_p, { where }, ctx) => lockMutation(PAGE, ctx, where.id, 'lock', readPage),
    retainCategoryLock: (_p, { where }, ctx) =>
      lockMutation(PAGE, ctx, where.id, 'retain', readPage),
    unlockCategory: (_p, { where }, ctx) => lockMutation(PAGE, ctx, where.id, 'unlock', readPage),
  },
  Category: {
    version: (c) => c.version,
    lockExpiresAt: (c, _a, ctx) => iso(liveLock(c, ctx.now).lockExpiresAt),
    sections: (c) => storedSections(c.sections).map((s) => ({ ...s, brandKey: c.brandKey })),
    tags: (c, _a, ctx) => pageLoaders(ctx).tags.load(c.id),
    historyCount: (c, _a, ctx) => pageLoaders(ctx).historyCount.load(c.id),
    childCountOf: (c, { format }, ctx) =>
      pageLoaders(ctx).childCount.load(`${c.id}|${format ?? ''}`),
    // What savePage then checks: the page's brand is one of the user's, and the level rule.
    canCreateChild: (c, _a, ctx) =>
      canUseBrand(requireUser(ctx), c.brandKey) &&
      canCreatePage(c.level, requireUser(ctx).isSuperAdmin),
  },
  Section: {
    createdAt: (s) => s.createdAt,
    content: (s) => s.content,
    boardItems: async (s, _a, ctx) => {
      if (s.type !== 'Board') return [];
      const items = (contentOf(s).items as StoredBoardItem[] | undefined) ?? [];
      return Promise.all(
        items.map(async (item) => {
          const found =
            item.type === 'recipe'
              ? await pageLoaders(ctx).recipe.load(item.id)
              : await pageLoaders(ctx).article.load(item.id);
          return {
            id: item.id,
            type: item.type,
            order: item.order,
            pinnedAt: item.pinnedAt,
            title: found?.title ?? null,
            status: found?.status ?? null,
            format: found && 'format' in found ? found.format : null,
          };
        }),
      );
    },
    url: (s) =>
      s.type === 'Url' ? ((contentOf(s).url as string | null | undefined) ?? null) : null,
    image: (s) => (s.type === 'Url' ? (contentOf(s).image ?? null) : null),
    people: async (s, _a, ctx) => {
      if (s.type !== 'People') return [];
      const list = (contentOf(s).tags as StoredPerson[] | undefined) ?? [];
      const found = await Promise.all(list.map((t) => pageLoaders(ctx).person.load(t.id)));
      return found.flatMap((tag, order) => (tag ? [{ ...tag, order }] : []));
    },
    body: (s) => (s.type === 'Text' ? (contentOf(s).body ?? null) : null),
  },
  CategoryHistory: {
    createdAt: (h) => iso(h.createdAt),
    user: (h, _a, ctx) => (h.userId && isUuid(h.userId) ? loaders(ctx).user.load(h.userId) : null),
    snapshot: (h) => h.snapshot,
  },
};
