// Per-request authentication: the bearer token's hash is looked up among live sessions (not
// revoked, not expired at the request's "now"). Issuing and revoking sessions live here too.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SessionUser } from '../context';
import type { Database } from '../db/database';
import { sessions, users } from '../db/schema';
import { bearerToken, generateToken, hashToken } from './tokens';

export interface RequestSession {
  user: SessionUser | null;
  tokenHash: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

// Every request runs this lookup: prepared once per database handle, so Drizzle does not rebuild
// its SQL each time and PostgreSQL keeps the plan per connection (a named statement).
function prepareSessionLookup(db: Database) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      isSuperAdmin: users.isSuperAdmin,
      allBrands: users.allBrands,
      brandKeys: users.brandKeys,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('resolve_session');
}

const sessionLookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>();

function sessionLookup(db: Database): ReturnType<typeof prepareSessionLookup> {
  let found = sessionLookups.get(db);
  if (!found) {
    found = prepareSessionLookup(db);
    sessionLookups.set(db, found);
  }
  return found;
}

// Live sessions already looked up, for a few seconds: every request pays the lookup otherwise
// (a quarter of a small query's whole cost through GraphQL). Logout, password changes and any
// change to a user forget them at once in this process (forgetSession / forgetAllSessions); another
// server process sharing the database sees a revocation at most SESSION_MEMORY_MS later. Only
// sessions that exist are remembered, so random tokens cannot fill the memory.
const SESSION_MEMORY_MS = 5_000;
const SESSION_MEMORY_MAX = 10_000;
const remembered = new Map<string, { user: SessionUser; from: number; until: number }>();

/** Forgets one token's session (after it was revoked). */
export function forgetSession(tokenHash: string): void {
  remembered.delete(tokenHash);
}

/** Forgets every remembered session (a user, its roles or its sessions changed). */
export function forgetAllSessions(): void {
  remembered.clear();
}

export async function resolveSession(
  db: Database,
  authorization: string | null | undefined,
  now: Date,
): Promise<RequestSession> {
  const token = bearerToken(authorization);
  if (!token || token.length > 512) return { user: null, tokenHash: null };
  const tokenHash = hashToken(token);
  const at = now.getTime();
  const known = remembered.get(tokenHash);
  // `from` guards against a clock set back (tests move it): then the database decides again.
  if (known && at >= known.from && at < known.until) return { user: { ...known.user }, tokenHash };
  const rows = await sessionLookup(db).execute({ tokenHash, now });
  const row = rows[0];
  if (!row) {
    remembered.delete(tokenHash);
    return { user: null, tokenHash: null };
  }
  const { expiresAt, ...user } = row;
  if (remembered.size >= SESSION_MEMORY_MAX) remembered.clear();
  remembered.set(tokenHash, {
    user,
    from: at,
    until: Math.min(at + SESSION_MEMORY_MS, expiresAt.getTime()),
  });
  return { user: { ...user }, tokenHash };
}

/** Creates a session and returns the clear token: the only time it exists outside the client. */
export async function createSession(
  db: Database,
  userId: string,
  now: Date,
  ttlDays: number,
): Promise<string> {
  const token = generateToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlDays * DAY_MS),
  });
  return token;
}

export async function revokeSession(db: Database, tokenHash: string, now: Date): Promise<void> {
  forgetSession(tokenHash);
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}
