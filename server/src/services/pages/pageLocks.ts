// Page edition locks (000 §4 "Locking", 001 §9): taken on opening, retained periodically, released
// by the holder; a lock lapses 600000 ms after it was taken or last retained. Another user's lock
// or save gets LOCKED naming the holder. Same shape as the article locks (content/articleLocks).
import { eq } from 'drizzle-orm';
import { LIMITS } from '../../../../common/domain/limits';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/accounts';
import { categories } from '../../db/schema/content';
import { locked, notFound } from '../../errors';
import { otherHolder } from '../content/articleLocks';
import type { CategoryRow } from '../content/rows';
import { isUuid } from '../content/sqlRows';

export const PAGE_MESSAGES = {
  notFound: "L'identifiant de la page est introuvable.",
  lockedBy: (name: string) => `Cette page est en cours de modification par ${name}.`,
  conflict: (version: number) =>
    `Cette page a été modifiée entre-temps (version ${version}). Rechargez-la avant d'enregistrer : vos modifications n'ont pas été appliquées.`,
  parentUnknown: 'Page parente introuvable.',
  parentWrongBrand: "La page parente n'appartient pas à la même marque.",
  tooDeep: 'Une page de niveau 5 ne peut pas avoir de sous-page.',
  tooManyChildren: (max: number) => `Une page ne peut pas avoir plus de ${max} sous-pages.`,
  moveLevel: 'Une page ne peut être déplacée que sous une page du même niveau que sa page parente.',
  createForbidden:
    'Seul un super administrateur peut créer une page à la racine ou sous une page de niveau 1.',
  statusRefused: (from: string, to: string) =>
    `Le passage du statut « ${from} » au statut « ${to} » n'est pas autorisé pour cette page.`,
  statusUnknown: "Ce statut n'existe pas pour ce type de page.",
  scheduleDateRequired: 'La date de publication est incorrecte.',
  tagUnknown: 'Un tag de la page est introuvable.',
} as const;

export const PAGE_LOCK_MS = LIMITS.locks.pageMs;

export async function assertPageNotLockedByOther(
  db: Database,
  row: Pick<CategoryRow, 'lockedBy' | 'lockExpiresAt'>,
  user: SessionUser,
  now: Date,
): Promise<void> {
  const holderId = otherHolder(row, user, now);
  if (!holderId) return;
  const holder = (
    await db
      .select({ id: users.id, name: users.name, email: users.email, avatarUrl: users.avatarUrl })
      .from(users)
      .where(eq(users.id, holderId))
  )[0];
  throw locked(PAGE_MESSAGES.lockedBy(holder?.name ?? 'un autre utilisateur'), {
    lockedBy: holder ?? { id: holderId },
    lockExpiresAt: row.lockExpiresAt?.toISOString(),
  });
}

export async function pageForUpdate(db: Database, id: string): Promise<CategoryRow> {
  const row = isUuid(id)
    ? (await db.select().from(categories).where(eq(categories.id, id)).for('update'))[0]
    : undefined;
  if (!row) throw notFound(PAGE_MESSAGES.notFound);
  return row;
}

/** lock / retain / unlock in one transaction, the row locked so two users cannot both win. */
export async function changePageLock(
  db: Database,
  user: SessionUser,
  now: Date,
  id: string,
  action: 'lock' | 'retain' | 'unlock',
  checkBrand: (brandKey: string) => void,
): Promise<CategoryRow> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const row = await pageForUpdate(t, id);
    checkBrand(row.brandKey);
    await assertPageNotLockedByOther(t, row, user, now);
    const set =
      action === 'unlock'
        ? { lockedAt: null, lockedBy: null, lockExpiresAt: null }
        : {
            lockedAt:
              action === 'retain' && row.lockedBy === user.id && row.lockedAt ? row.lockedAt : now,
            lockedBy: user.id,
            lockExpiresAt: new Date(now.getTime() + PAGE_LOCK_MS),
          };
    const updated = await t
      .update(categories)
      .set(set)
      .where(eq(categories.id, row.id))
      .returning();
    return updated[0] as CategoryRow;
  });
}

/** A lapsed lock reads as none. */
export function livePageLock(
  row: Pick<CategoryRow, 'lockedBy' | 'lockedAt' | 'lockExpiresAt'>,
  now: Date,
): { lockedBy: string | null; lockedAt: Date | null; lockExpiresAt: Date | null } {
  if (!row.lockedBy || !row.lockExpiresAt || row.lockExpiresAt.getTime() <= now.getTime())
    return { lockedBy: null, lockedAt: null, lockExpiresAt: null };
  return { lockedBy: row.lockedBy, lockedAt: row.lockedAt, lockExpiresAt: row.lockExpiresAt };
}
