// Online password guessing. Every sign-in attempt is counted before the password is checked, by
// one atomic upsert in the database (rate-limiter-flexible's store interface over our Drizzle
// handle, PGlite and PostgreSQL alike): 40 attempts sent at once for one address get 5 checks, and
// several server processes on one PostgreSQL share the counts. Two counters:
//   - per e-mail address: 5 attempts within 15 minutes, then refused whatever the password until
//     the window has passed; a successful sign-in clears it;
//   - per source (the client's IP address, auth/clientAddress.ts; `ipc` for the app's own
//     channel): 100 attempts within 15 minutes across all addresses; a successful sign-in gives
//     its attempt back. Over that limit only wrong passwords are refused (the login resolver
//     still checks the password): a script sharing the newsroom's address must not lock out
//     every journalist, and each account keeps its own limit.
// A sign-in with the OpenID provider counts against its source the same way (no address is known
// before its token is checked).
// Expired rows are deleted a few at a time (at most every minute); a burst of failures on other
// addresses never clears an address's count.
import { createRequire } from 'node:module';
import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { RateLimiterRes, type RateLimiterStoreAbstract } from 'rate-limiter-flexible';
import type { Database } from '../db/database';
import { loginThrottle } from '../db/schema/throttle';

export const LOGIN_THROTTLE = {
  maxFailures: 5,
  windowMs: 15 * 60 * 1000,
  maxPerSource: 100,
} as const;
export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Trop de tentatives de connexion pour ce compte. Réessayez dans quelques minutes.';
export const TOO_MANY_ATTEMPTS_FROM_SOURCE_MESSAGE =
  'Trop de tentatives de connexion depuis cette adresse. Réessayez dans quelques minutes.';

const SWEEP_EVERY_MS = 60_000;

interface StoredCount {
  points: number;
  expire: Date | null;
  /** The clock of the call (the app's, which tests move), for msBeforeNext. */
  now: Date;
}

interface ClockOptions {
  now?: Date;
}

// The base class every store of the library extends; its index exports the stores, not the base.
const StoreBase = createRequire(__filename)(
  'rate-limiter-flexible/lib/RateLimiterStoreAbstract',
) as typeof RateLimiterStoreAbstract;

/** rate-limiter-flexible's store contract (_upsert/_get/_delete) on the login_throttle table. */
class DatabaseCounter extends StoreBase {
  private lastSweep = 0;

  constructor(
    private readonly db: Database,
    keyPrefix: string,
    points: number,
  ) {
    super({ storeClient: db, keyPrefix, points, duration: LOGIN_THROTTLE.windowMs / 1000 });
  }

  async _upsert(
    key: string,
    points: number,
    msDuration: number,
    forceExpire = false,
    options: ClockOptions = {},
  ): Promise<StoredCount> {
    const now = options.now ?? new Date();
    await this.sweep(now);
    const expire = msDuration > 0 ? new Date(now.getTime() + msDuration) : null;
    const expired = lte(loginThrottle.expire, now);
    const [row] = await this.db
      .insert(loginThrottle)
      .values({ key, points, expire })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: forceExpire
          ? { points, expire }
          : {
              points: sql`case when ${expired} then ${points}::int else ${loginThrottle.points} + ${points}::int end`,
              expire: sql`case when ${expired} then ${expire?.toISOString() ?? null}::timestamptz else ${loginThrottle.expire} end`,
            },
      })
      .returning({ points: loginThrottle.points, expire: loginThrottle.expire });
    return { points: row?.points ?? points, expire: row?.expire ?? expire, now };
  }

  async _get(key: string, options: ClockOptions = {}): Promise<StoredCount | null> {
    const now = options.now ?? new Date();
    const [row] = await this.db
      .select({ points: loginThrottle.points, expire: loginThrottle.expire })
      .from(loginThrottle)
      .where(
        and(
          eq(loginThrottle.key, key),
          or(isNull(loginThrottle.expire), gt(loginThrottle.expire, now)),
        ),
      );
    return row ? { ...row, now } : null;
  }

  async _delete(key: string): Promise<boolean> {
    const rows = await this.db
      .delete(loginThrottle)
      .where(eq(loginThrottle.key, key))
      .returning({ key: loginThrottle.key });
    return rows.length > 0;
  }

  _getRateLimiterRes(_key: string, changedPoints: number, result: StoredCount): RateLimiterRes {
    const msBeforeNext = result.expire
      ? Math.max(result.expire.getTime() - result.now.getTime(), 0)
      : -1;
    return new RateLimiterRes(
      Math.max(this.points - result.points, 0),
      msBeforeNext,
      result.points,
      result.points === changedPoints,
    );
  }

  /** Deletes rows expired for a while, at most once a minute per process. */
  private async sweep(now: Date): Promise<void> {
    if (now.getTime() - this.lastSweep < SWEEP_EVERY_MS && now.getTime() >= this.lastSweep) return;
    this.lastSweep = now.getTime();
    await this.db
      .delete(loginThrottle)
      .where(lt(loginThrottle.expire, new Date(now.getTime() - LOGIN_THROTTLE.windowMs)));
  }
}

export type AttemptVerdict = 'allowed' | 'address-blocked' | 'source-blocked';

export class LoginThrottle {
  private readonly byAddress: DatabaseCounter;
  private readonly bySource: DatabaseCounter;

  constructor(db: Database) {
    this.byAddress = new DatabaseCounter(db, 'adresse', LOGIN_THROTTLE.maxFailures);
    this.bySource = new DatabaseCounter(db, 'source', LOGIN_THROTTLE.maxPerSource);
  }

  /** Counts one attempt for the address and the source, before any password is checked. */
  async attempt(email: string, source: string, now: Date): Promise<AttemptVerdict> {
    const options = { now } as Record<string, unknown>;
    const [address, from] = await Promise.all([
      consumed(this.byAddress.consume(normalise(email), 1, options)),
      consumed(this.bySource.consume(source, 1, options)),
    ]);
    if (address > LOGIN_THROTTLE.maxFailures) return 'address-blocked';
    if (from > LOGIN_THROTTLE.maxPerSource) return 'source-blocked';
    return 'allowed';
  }

  /**
   * A sign-in with the OpenID provider: no address is known before its token is checked, so only
   * the source is counted — a script sending tokens to be checked gets 100 per window.
   */
  async attemptFromSource(source: string, now: Date): Promise<AttemptVerdict> {
    const from = await consumed(
      this.bySource.consume(source, 1, { now } as Record<string, unknown>),
    );
    return from > LOGIN_THROTTLE.maxPerSource ? 'source-blocked' : 'allowed';
  }

  /** The provider's token was good: the source gets its attempt back. */
  async succeededFromSource(source: string, now: Date): Promise<void> {
    await this.bySource.reward(source, 1, { now } as Record<string, unknown>);
  }

  /** The password was right: the address starts afresh and the source gets its attempt back. */
  async succeeded(email: string, source: string, now: Date): Promise<void> {
    await this.byAddress.delete(normalise(email));
    await this.bySource.reward(source, 1, { now } as Record<string, unknown>);
  }
}

/** The points counted so far; a refusal from the limiter carries them too. */
async function consumed(attempt: Promise<RateLimiterRes>): Promise<number> {
  try {
    return (await attempt).consumedPoints;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return refusal.consumedPoints;
    throw refusal;
  }
}

function normalise(email: string): string {
  return email.trim().toLowerCase();
}
