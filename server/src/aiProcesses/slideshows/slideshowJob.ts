// The slideshow AI job (issue 35; key = the process id): runs a RUNNING process once and records
// its outcome. A row already over is left alone; a process whose save went through before a crash
// (its receipt is there) ends as that save's SUCCESS without asking the AI again. Every failure —
// the provider's (after the gateway's retries), a refusal, a conflict — ends the process in ERROR
// with a French message, the slideshow untouched (the save is the last step, in one transaction).
import { GraphQLError } from 'graphql';
import { MESSAGES } from '../../../../common/domain/messages';
import { AiServiceError } from '../../ai/aiErrors';
import { describeForLog } from '../../errors';
import type { JobHandler } from '../../jobs/jobQueue';
import { findReceipt } from '../../services/content/saveReceipts';
import { ARTICLE } from '../../services/lockable/contentTypes';
import { changeLock } from '../../services/lockable/lockable';
import type { AiProcessDeps } from '../deps';
import { storedUser } from '../jobContext';
import { runEdition } from './completeJob';
import { runGenerate, saveKeyOf } from './generateJob';
import {
  finishProcess,
  readProcess,
  type ProcessOutcome,
  type SlideshowProcessRow,
} from './processStore';
import { readSlideshow } from './slideshowTarget';

const nowOf = (deps: AiProcessDeps): Date => (deps.now ?? (() => new Date()))();

/** What the screen shows of a failure: our French messages as they are, anything else generic. */
export function failureMessage(error: unknown): string {
  if (error instanceof AiServiceError || error instanceof GraphQLError) return error.message;
  return MESSAGES.slideshowAiFailed;
}

/** The outcome of a save that already went through (a run cut short after it), or null. */
async function savedBefore(
  deps: AiProcessDeps,
  process: SlideshowProcessRow,
): Promise<ProcessOutcome | null> {
  const receipt = await findReceipt(deps.db, process.userId, saveKeyOf(process.id));
  if (!receipt) return null;
  const slideshow = await readSlideshow(deps.db, receipt.articleId);
  if (process.kind !== 'generate') {
    // The cut run held the lock: released now rather than when it lapses.
    const user = await storedUser(deps, process.userId);
    if (user)
      await changeLock(
        ARTICLE,
        deps.db,
        receipt.articleId,
        { user, now: nowOf(deps), action: 'unlock' },
        () => {},
        () => Promise.resolve(null),
      ).catch(() => undefined);
  }
  return { status: 'SUCCESS', articleId: receipt.articleId, generatedTitle: slideshow?.title };
}

async function run(deps: AiProcessDeps, process: SlideshowProcessRow): Promise<ProcessOutcome> {
  const done = await savedBefore(deps, process);
  if (done) return done;
  const user = await storedUser(deps, process.userId);
  if (!user) return { status: 'ERROR', errorMsg: MESSAGES.slideshowAiFailed };
  return process.kind === 'generate'
    ? runGenerate(deps, process, user)
    : runEdition(deps, process, user);
}

export function slideshowAiJobHandler(deps: AiProcessDeps): JobHandler {
  return async (job) => {
    const processId = String(job.payload.processId ?? '');
    const process = await readProcess(deps.db, processId);
    if (!process || process.status !== 'RUNNING') return { skipped: true };
    let outcome: ProcessOutcome;
    try {
      outcome = await run(deps, process);
    } catch (error) {
      if (!(error instanceof AiServiceError || error instanceof GraphQLError))
        deps.log?.(`Diaporama IA ${process.id} : ${describeForLog(error)}`);
      outcome = { status: 'ERROR', errorMsg: failureMessage(error) };
    }
    await finishProcess(deps.db, process.id, outcome, nowOf(deps));
    return { status: outcome.status };
  };
}
