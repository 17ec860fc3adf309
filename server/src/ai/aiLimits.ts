// The AI's limits (issue 34): calls per user per minute (this process's memory — a user's calls
// go to the process serving their session, and a restart forgetting a minute is harmless) and
// tokens per brand per day (in ai_token_usage, so every server process spends one budget; the day
// is Europe/Paris's, so the budget resets at midnight there whatever the server's zone).
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { aiTokenUsage } from '../db/schema';
import { AiServiceError } from './aiErrors';

const MINUTE_MS = 60_000;
const PARIS_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `YYYY-MM-DD` of `at` in Europe/Paris. */
export function parisDay(at: Date): string {
  return PARIS_DAY.format(at);
}

/** At most `perMinute` calls per user in any sliding minute. */
export class UserRateLimit {
  private readonly calls = new Map<string, number[]>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => Date,
  ) {}

  /** Counts a call, or refuses it (rateLimited) when the user's minute is full. */
  take(userId: string): void {
    const at = this.now().getTime();
    const recent = (this.calls.get(userId) ?? []).filter((t) => at - t < MINUTE_MS);
    if (recent.length >= this.perMinute) {
      this.calls.set(userId, recent);
      throw new AiServiceError('rateLimited');
    }
    recent.push(at);
    this.calls.set(userId, recent);
  }
}

/** Each brand's tokens of the day, from the provider's `usage`. */
export class BrandBudget {
  constructor(
    private readonly db: Database,
    private readonly dailyTokens: number,
    private readonly now: () => Date,
  ) {}

  async spent(brandKey: string): Promise<number> {
    const [row] = await this.db
      .select({ tokens: aiTokenUsage.tokens })
      .from(aiTokenUsage)
      .where(and(eq(aiTokenUsage.brandKey, brandKey), eq(aiTokenUsage.day, parisDay(this.now()))));
    return row?.tokens ?? 0;
  }

  /** Refuses (budgetExhausted) when the brand spent its day's tokens. */
  async check(brandKey: string): Promise<void> {
    if ((await this.spent(brandKey)) >= this.dailyTokens)
      throw new AiServiceError('budgetExhausted');
  }

  /** Adds a call's tokens to the brand's day (one statement: processes add up, never overwrite). */
  async record(brandKey: string, tokens: number): Promise<void> {
    await this.db
      .insert(aiTokenUsage)
      .values({ brandKey, day: parisDay(this.now()), tokens, calls: 1 })
      .onConflictDoUpdate({
        target: [aiTokenUsage.brandKey, aiTokenUsage.day],
        set: {
          tokens: sql`${aiTokenUsage.tokens} + ${tokens}`,
          calls: sql`${aiTokenUsage.calls} + 1`,
        },
      });
  }
}
