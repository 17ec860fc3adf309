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
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))))
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

export async function resolveSession(
  db: Database,
  authorization: string | null | undefined,
  now: Date,
): Promise<RequestSession> {
  const token = bearerToken(authorization);
  if (!token || token.length > 512) return { user: null, tokenHash: null };
  const tokenHash = hashToken(token);
  const rows = await sessionLookup(db).execute({ tokenHash, now });
  const row = rows[0];
  return row ? { user: { ...row }, tokenHash } : { user: null, tokenHash: null };
}

/** Creates a session and returns the clear token: the only time it exists outside the client. */
export async function createSession(db: Database, userId: string, now: Date, ttlDays: number): Promise<string> {
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
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}
