// The good-deal job (kind GOOD_DEAL_JOB, key = process id): runs the process once and records its
// outcome on the row. A finished process is left as it is (the job taken up again after its
// outcome was written); a process cut by a crash is run again from the start and its save is
// answered from the first save's receipt (jobContext's idempotency key): one article, whatever
// happens. Failures the journalist can act on end the process in ERROR with a French message;
// anything else (the database unreachable) is thrown, and the queue retries the job.
import { MESSAGES } from '../../../../common/domain/messages';
import type { JobHandler } from '../../jobs/jobQueue';
import { AiServiceError } from '../../ai/aiErrors';
import type { AiProcessDeps } from '../deps';
import type { AiProcessJobPayload } from '../jobs';
import { GoodDealFailure } from './goodDealFailure';
import { failGoodDeal, finishGoodDeal, goodDealProcess } from './goodDealProcesses';
import { runGoodDeal } from './goodDealRun';
import type { ProductFetchPolicy } from './productFetch';

/** The French message of a failure the process ends with, or null for one to retry. */
function processMessage(error: unknown): string | null {
  if (error instanceof GoodDealFailure || error instanceof AiServiceError) return error.message;
  return null;
}

/** `limits`: the page fetch's caps (tests shorten the time cap). */
export function goodDealJobHandler(
  deps: AiProcessDeps,
  limits: Omit<ProductFetchPolicy, 'allowLoopback'> = {},
): JobHandler {
  const policy: ProductFetchPolicy = { ...limits, allowLoopback: deps.productFetchAllowLoopback };
  const log = deps.log ?? (() => undefined);
  return async (job) => {
    const { processId } = job.payload as unknown as AiProcessJobPayload;
    const process = await goodDealProcess(deps.db, processId);
    if (!process || process.status !== null) return { skipped: true };
    try {
      const articleId = await runGoodDeal(deps, process, policy);
      await finishGoodDeal(deps.db, processId, articleId);
      log(`Bon plan ${processId} : article ${articleId} créé (brouillon).`);
      return { articleId };
    } catch (error) {
      // The last attempt of an unexpected failure still ends the process: never running forever.
      const message =
        processMessage(error) ?? (job.attempts >= job.maxAttempts ? MESSAGES.goodDealFailed : null);
      if (message === null) throw error;
      await failGoodDeal(deps.db, processId, message);
      log(`Bon plan ${processId} : échec (${message}).`);
      return { error: message };
    }
  };
}
