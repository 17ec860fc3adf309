// Online password guessing: after MAX_FAILURES wrong passwords for one e-mail address within
// WINDOW_MS, further attempts for that address are refused until the window has passed, whatever
// the password (checked before any hashing). A successful sign-in clears the count. Kept in the
// server process's memory: a restart forgets it, as short-lived counters may.
export const LOGIN_THROTTLE = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const;
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Trop de tentatives de connexion pour ce compte. Réessayez dans quelques minutes.';

const MAX_TRACKED = 10_000;

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  private recent(email: string, now: number): number[] {
    const kept = (this.failures.get(email) ?? []).filter((at) => at <= now && now - at < LOGIN_THROTTLE.windowMs);
    if (kept.length) this.failures.set(email, kept);
    else this.failures.delete(email);
    return kept;
  }

  isBlocked(email: string, now: Date): boolean {
    return this.recent(normalise(email), now.getTime()).length >= LOGIN_THROTTLE.maxFailures;
  }

  recordFailure(email: string, now: Date): void {
    const key = normalise(email);
    if (!this.failures.has(key) && this.failures.size >= MAX_TRACKED) this.failures.clear();
    this.failures.set(key, [...this.recent(key, now.getTime()), now.getTime()]);
  }

  recordSuccess(email: string): void {
    this.failures.delete(normalise(email));
  }
}

function normalise(email: string): string {
  return email.trim().toLowerCase();
}
