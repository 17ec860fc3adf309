// The lockable content types (DESIGN.md "One content kit"): each declares its table, lock
// columns, durations (common/domain/limits) and French messages; lockable.ts does the rest.
// A new type adds one declaration here and gets locks, version checks, brand scope and the
// tests of tests/server/lockable/lockable.test.ts.
import { eq } from 'drizzle-orm';
import { LIMITS } from '../../../../common/domain/limits';
import { cards } from '../../db/schema/cards';
import { articleHistories, articles, categories, lives } from '../../db/schema/content';
import { livePosts } from '../../db/schema/lives';
import { orphanPages } from '../../db/schema/orphanPages';
import { categoryHistories } from '../../db/schema/pages';
import type { LockableType } from './lockable';

/** 000 §4: 30 or 10 minutes for articles; 600000 ms for slideshows, changed or not. */
export function articleLockMs(changed: boolean, format: string | null | undefined): number {
  if (format === 'Slideshow') return LIMITS.locks.slideshowMs;
  return changed ? LIMITS.locks.articleChangedMs : LIMITS.locks.articleUnchangedMs;
}

/** Articles and their formats (slideshows, videos): one table, wording by format. */
export const ARTICLE: LockableType = {
  type: 'article',
  table: articles,
  columns: {
    id: articles.id,
    version: articles.version,
    brandKey: articles.brandKey,
    format: articles.format,
  },
  lock: {
    lockedBy: articles.lockedBy,
    lockedAt: articles.lockedAt,
    lockExpiresAt: articles.lockExpiresAt,
    durationMs: (changed, state) => articleLockMs(changed, state.format),
    takeOver: true,
  },
  versionRequired: true,
  messages: {
    notFound: "L'identifiant de l'article est introuvable.",
    lockedBy: (name, state) =>
      state.format === 'Slideshow'
        ? `Ce diaporama est en cours de modification par ${name}.`
        : `Cet article est en cours de modification par ${name}.`,
    takenOver: (name) => `${name} a pris la main sur cet article.`,
    conflict: (version) =>
      `Cet article a été modifié entre-temps (version ${version}). Rechargez-le avant d'enregistrer : vos modifications n'ont pas été appliquées.`,
  },
  history: { table: articleHistories, contentId: articleHistories.articleId },
};

/** Pages (categories of every format, issue 17). */
export const PAGE: LockableType = {
  type: 'page',
  table: categories,
  columns: { id: categories.id, version: categories.version, brandKey: categories.brandKey },
  lock: {
    lockedBy: categories.lockedBy,
    lockedAt: categories.lockedAt,
    lockExpiresAt: categories.lockExpiresAt,
    durationMs: () => LIMITS.locks.pageMs,
    takeOver: false,
  },
  versionRequired: true,
  messages: {
    notFound: "L'identifiant de la page est introuvable.",
    lockedBy: (name) => `Cette page est en cours de modification par ${name}.`,
    conflict: (version) =>
      `Cette page a été modifiée entre-temps (version ${version}). Rechargez-la avant d'enregistrer : vos modifications n'ont pas été appliquées.`,
  },
  history: { table: categoryHistories, contentId: categoryHistories.categoryId },
};

/** Cards (encarts): the article's durations, under the card's own names. */
export const CARD: LockableType = {
  type: 'card',
  table: cards,
  columns: { id: cards.id, version: cards.version, brandKey: cards.brandKey },
  lock: {
    lockedBy: cards.lockedBy,
    lockedAt: cards.lockedAt,
    lockExpiresAt: cards.lockExpiresAt,
    durationMs: (changed) => (changed ? LIMITS.locks.cardChangedMs : LIMITS.locks.cardUnchangedMs),
    takeOver: false,
  },
  versionRequired: true,
  messages: {
    notFound: "L'identifiant de l'encart est introuvable.",
    lockedBy: (name) => `Cet encart est en cours de modification par ${name}.`,
    conflict: () => "L'encart a été modifié entre-temps par quelqu'un d'autre.",
  },
};

/** Orphan pages: edited without a lock; the version and the brand are checked. */
export const ORPHAN_PAGE: LockableType = {
  type: 'orphanPage',
  table: orphanPages,
  columns: { id: orphanPages.id, version: orphanPages.version, brandKey: orphanPages.brandKey },
  versionRequired: true,
  messages: {
    notFound: "L'identifiant de la page orpheline est introuvable.",
    lockedBy: (name) => `Cette page est en cours de modification par ${name}.`,
    conflict: () => "La page a été modifiée entre-temps par quelqu'un d'autre.",
  },
};

/** Live posts: « Modifier/Verrouiller » marks the editor for 10 minutes; the brand is the live's article's. */
export const LIVE_POST: LockableType = {
  type: 'livePost',
  table: livePosts,
  columns: { id: livePosts.id, version: livePosts.version, parentId: livePosts.liveId },
  lock: {
    lockedBy: livePosts.editingBy,
    lockExpiresAt: livePosts.editingExpiresAt,
    durationMs: () => LIMITS.locks.livePostMs,
    takeOver: false,
  },
  async brandOf(db, liveId) {
    const rows = await db
      .select({ brandKey: articles.brandKey })
      .from(lives)
      .innerJoin(articles, eq(articles.id, lives.articleId))
      .where(eq(lives.id, liveId));
    return rows[0]?.brandKey;
  },
  // A post saved without a version is the journalist's own new text (001 §9).
  versionRequired: false,
  messages: {
    notFound: 'Ce post est introuvable.',
    lockedBy: (name) => `Ce post est en cours de modification par ${name}.`,
    conflict: () => "Le post a été modifié entre-temps par quelqu'un d'autre.",
  },
};

/** Every lockable type, by name (slideshows and videos are articles' formats). */
export const LOCKABLE_TYPES = {
  article: ARTICLE,
  page: PAGE,
  card: CARD,
  orphanPage: ORPHAN_PAGE,
  livePost: LIVE_POST,
} as const;
