// Edition locks (spec 000 §4 "Locking", 001 §6): taken on opening, retained periodically, released
// by the holder. A lock lapses 30 minutes after a retain with unsaved changes, else 10 minutes;
// a lapsed lock is nobody's. Another user's save or lock gets LOCKED naming the holder, unless they
// take it over (confirmed in the app): the former holder's next retain is then refused, saying who.
import { eq } from 'drizzle-orm';
import { LIMITS } from '../../../../common/domain/limits';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/accounts';
import { articles } from '../../db/schema/content';
import { locked, notFound } from '../../errors';
import { ARTICLE_COLUMNS, type ArticleListRow } from './articleQueries';
import { isUuid } from './sqlRows';

export const LOCK_MESSAGES = {
  lockedBy: (name: string) => `Cet article est en cours de modification par ${name}.`,
  takenOver: (name: string) => `${name} a pris la main sur cet article.`,
  slideshowLockedBy: (name: string) => `Ce diaporama est en cours de modification par ${name}.`,
  notFound: "L'identifiant de l'article est introuvable.",
} as const;

/** 000 §4: 30 or 10 minutes for articles; 600000 ms for slideshows, changed or not. */
export function lockDurationMs(changed: boolean, format?: string | null): number {
  if (format === 'Slideshow') return LIMITS.locks.slideshowMs;
  return changed ? LIMITS.locks.articleChangedMs : LIMITS.locks.articleUnchangedMs;
}

type LockFields = Pick<ArticleListRow, 'lockedBy' | 'lockExpiresAt'>;

/** The user holding a live lock other than `user`, or null. */
export function otherHolder(row: LockFields, user: SessionUser, now: Date): string | null {
  if (!row.lockedBy || row.lockedBy === user.id) return null;
  if (!row.lockExpiresAt || row.lockExpiresAt.getTime() <= now.getTime()) return null;
  return row.lockedBy;
}

export async function assertNotLockedByOther(
  db: Database,
  row: LockFields,
  user: SessionUser,
  now: Date,
  /** The refusal's wording; by default « Cet article / Ce diaporama est en cours de modification… ». */
  message?: (name: string) => string,
): Promise<void> {
  const holderId = otherHolder(row, user, now);
  if (!holderId) return;
  const holder = (
    await db
      .select({ id: users.id, name: users.name, email: users.email, avatarUrl: users.avatarUrl })
      .from(users)
      .where(eq(users.id, holderId))
  )[0];
  const name = holder?.name ?? 'un autre utilisateur';
  const wording =
    message ??
    ('format' in row && row.format === 'Slideshow'
      ? LOCK_MESSAGES.slideshowLockedBy
      : LOCK_MESSAGES.lockedBy);
  throw locked(wording(name), {
    lockedBy: holder ?? { id: holderId },
    lockExpiresAt: row.lockExpiresAt?.toISOString(),
  });
}

async function rowForUpdate(db: Database, id: string): Promise<ArticleListRow> {
  const row = isUuid(id)
    ? (await db.select(ARTICLE_COLUMNS).from(articles).where(eq(articles.id, id)).for('update'))[0]
    : undefined;
  if (!row) throw notFound(LOCK_MESSAGES.notFound);
  return row;
}

export type LockAction = 'lock' | 'retain' | 'unlock';

/**
 * Runs one lock action in a transaction (row locked `for update`, so two users racing for the lock
 * cannot both win). `checkBrand` runs once the row's brand is known.
 */
export async function changeLock(
  db: Database,
  user: SessionUser,
  now: Date,
  id: string,
  action: LockAction,
  options: { changed?: boolean; takeOver?: boolean; checkBrand: (brandKey: string) => void },
): Promise<ArticleListRow> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const row = await rowForUpdate(t, id);
    options.checkBrand(row.brandKey);
    // Taking over replaces the holder; a retain refused to the one who lost it says who took it.
    if (!(action === 'lock' && options.takeOver))
      await assertNotLockedByOther(
        t,
        row,
        user,
        now,
        action === 'retain' ? LOCK_MESSAGES.takenOver : undefined,
      );
    const set =
      action === 'unlock'
        ? { lockedAt: null, lockedBy: null, lockExpiresAt: null }
        : {
            // A retain keeps the original lockedAt; a fresh lock starts now.
            lockedAt:
              action === 'retain' && row.lockedBy === user.id && row.lockedAt ? row.lockedAt : now,
            lockedBy: user.id,
            lockExpiresAt: new Date(
              now.getTime() + lockDurationMs(options.changed === true, row.format),
            ),
          };
    const updated = await t
      .update(articles)
      .set(set)
      .where(eq(articles.id, row.id))
      .returning(ARTICLE_COLUMNS);
    return updated[0] as ArticleListRow;
  });
}

/** Lapsed locks read as none, so lists and the editor never show a stale holder. */
export function liveLockOf(
  row: LockFields & { lockedAt: Date | null },
  now: Date,
): { lockedBy: string | null; lockedAt: Date | null } {
  if (!row.lockedBy || !row.lockExpiresAt || row.lockExpiresAt.getTime() <= now.getTime())
    return { lockedBy: null, lockedAt: null };
  return { lockedBy: row.lockedBy, lockedAt: row.lockedAt };
}
