// Correction sessions in the database (table correction_sessions, issue 33), so that every server
// process serves every session. One row per (content, user): a new start replaces the row. A
// change reads the row `for update` inside a transaction and writes the next state before the lock
// is released: two concurrent `correct` calls run one after the other, neither is lost. A session
// unused for LIMITS.correction.sessionTtlMs is gone (deleted when met, and swept on each start).
import { and, eq, lt } from 'drizzle-orm';
import type { CorrectionSession } from '../../../common/correction/types';
import { LIMITS } from '../../../common/domain/limits';
import type { Database } from '../db/database';
import { correctionSessions, type CorrectionContentKind } from '../db/schema/correction';
import { isUuid } from '../services/content/sqlRows';

export type SessionRow = typeof correctionSessions.$inferSelect;

export interface SessionOwner {
  contentKind: CorrectionContentKind;
  contentId: string;
  userId: string;
  brandKey: string;
}

const TTL_MS = LIMITS.correction.sessionTtlMs;

/**
 * What is stored of a session: all of it but the duplicate links, which every protocol function
 * computes again on its result (common/correction/session.ts linkDuplicates) and which grow with
 * the square of a repeated mistake (1,002 identical errors: 7 MB of ids, against 0.2 MB without).
 */
function stored(session: CorrectionSession): CorrectionSession {
  return {
    ...session,
    errors: session.errors.map((e) => ({ ...e, duplicates: [], duplicateCount: 0 })),
  };
}

export function isExpired(row: Pick<SessionRow, 'updatedAt'>, now: Date): boolean {
  return row.updatedAt.getTime() + TTL_MS <= now.getTime();
}

/** The row of a session id (locked `for update` when asked), expired or not; null when absent. */
export async function readSession(
  db: Database,
  id: string,
  forUpdate = false,
): Promise<SessionRow | null> {
  if (!isUuid(id)) return null;
  const query = db.select().from(correctionSessions).where(eq(correctionSessions.id, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row ?? null;
}

export async function deleteSession(db: Database, id: string): Promise<void> {
  await db.delete(correctionSessions).where(eq(correctionSessions.id, id));
}

/** The user's session on that content, replacing theirs if any; expired sessions are swept. */
export async function saveNewSession(
  db: Database,
  owner: SessionOwner,
  session: CorrectionSession,
  now: Date,
): Promise<void> {
  await db
    .delete(correctionSessions)
    .where(lt(correctionSessions.updatedAt, new Date(now.getTime() - TTL_MS)));
  const values = { id: session.id, ...owner, state: stored(session), version: 1, updatedAt: now };
  await db
    .insert(correctionSessions)
    .values({ ...values, createdAt: now })
    .onConflictDoUpdate({
      target: [
        correctionSessions.contentKind,
        correctionSessions.contentId,
        correctionSessions.userId,
      ],
      set: { ...values, createdAt: now },
    });
}

/**
 * Writes a changed session over the locked row it was read from; false when the row is no longer
 * that version (it cannot be under the row lock: a second guard, said to the client as a desync).
 */
export async function saveChange(
  db: Database,
  row: SessionRow,
  state: CorrectionSession,
  now: Date,
): Promise<boolean> {
  const written = await db
    .update(correctionSessions)
    .set({ state: stored(state), version: row.version + 1, updatedAt: now })
    .where(and(eq(correctionSessions.id, row.id), eq(correctionSessions.version, row.version)))
    .returning({ id: correctionSessions.id });
  return written.length === 1;
}

/** A read keeps the session alive (the TTL counts from the last use). */
export async function touchSession(db: Database, id: string, now: Date): Promise<void> {
  await db.update(correctionSessions).set({ updatedAt: now }).where(eq(correctionSessions.id, id));
}
