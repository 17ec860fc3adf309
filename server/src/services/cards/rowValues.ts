// Small readers shared by the card, orphan page and live services: raw rows come back from
// node-postgres and PGlite with timestamps as Date (or text through to_jsonb); the API speaks ISO.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { locked } from '../../errors';
import { queryOne } from '../content/sqlRows';

export function iso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function isoRequired(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export interface UserRefRow {
  id: string;
  name: string;
  email: string;
  avatarUrl: string | null;
}

/** A lock held by someone else than `userId` that has not lapsed, else null. */
export function otherLockHolder(
  lockedBy: string | null,
  lockExpiresAt: Date | string | null,
  userId: string,
  now: Date,
): string | null {
  if (!lockedBy || lockedBy === userId || !lockExpiresAt) return null;
  return new Date(lockExpiresAt).getTime() > now.getTime() ? lockedBy : null;
}

export async function userRef(db: Database, id: string): Promise<UserRefRow | null> {
  return (
    (await queryOne<UserRefRow>(
      db,
      sql`select id, name, email, avatar_url as "avatarUrl" from users where id = ${id}::uuid`,
    )) ?? null
  );
}

/** LOCKED naming the holder (`message(name)`), with the holder as the article locks give it. */
export async function lockedError(
  db: Database,
  holderId: string,
  message: (name: string) => string,
): Promise<Error> {
  const holder = await userRef(db, holderId);
  return locked(message(holder?.name ?? 'un autre utilisateur'), {
    lockedBy: holder ?? { id: holderId },
  });
}
