// A job has no request: the context it saves with is the one of the user who started the process,
// read again from the database (a user whose brand was taken away meanwhile is refused by the
// same guards as a request), with an idempotency key so that a job run again after a crash finds
// its first save (services/content/saveReceipts.ts) instead of making a second article.
import { eq } from 'drizzle-orm';
import { LoginThrottle } from '../auth/loginThrottle';
import type { GraphQLContext, SessionUser } from '../context';
import { users } from '../db/schema';
import { DEFAULT_API_LIMITS } from '../limits/apiLimits';
import { RequestBudget } from '../limits/requestBudget';
import { printSystemFromEnv } from '../print/printSystemFromEnv';
import { NOT_CONFIGURED_PLATFORM } from '../affiliate/affiliatePlatform';
import type { AiProcessDeps } from './deps';

export async function storedUser(deps: AiProcessDeps, userId: string): Promise<SessionUser | null> {
  const rows = await deps.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      isSuperAdmin: users.isSuperAdmin,
      allBrands: users.allBrands,
      brandKeys: users.brandKeys,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

/** The context of `user` for one step of a process (`idempotencyKey`: the process id and step). */
export function jobContext(
  deps: AiProcessDeps,
  user: SessionUser,
  idempotencyKey: string,
): GraphQLContext {
  return {
    db: deps.db,
    user,
    tokenHash: null,
    idempotencyKey,
    now: (deps.now ?? (() => new Date()))(),
    settings: { tokenTtlDays: 0 },
    loginThrottle: new LoginThrottle(deps.db),
    source: 'tâche',
    budget: new RequestBudget(DEFAULT_API_LIMITS),
    media: deps.media,
    ai: deps.ai,
    providers: deps.providers,
    oidc: null,
    recipeRecommender: deps.recipeRecommender,
    print: printSystemFromEnv(process.env, deps.db, deps.now),
    // An AI step never makes affiliate cards.
    affiliate: NOT_CONFIGURED_PLATFORM,
  };
}
