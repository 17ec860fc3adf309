// The AI processes' job kinds (issue 35) and their handlers, for the job worker. The job's key is
// the process id: enqueueing it twice keeps one job, and each handler checks the process row first
// (a job taken up again after a crash finishes the same process, never a second content).
import type { JobHandler } from '../jobs/jobQueue';
import type { AiProcessDeps } from './deps';
import { goodDealJobHandler } from './goodDeal/goodDealJob';
import { slideshowAiJobHandler } from './slideshows/slideshowJob';

export const GOOD_DEAL_JOB = 'ai.goodDeal';
export const SLIDESHOW_AI_JOB = 'ai.slideshow';

/** The payload of both kinds: the process row to run. */
export interface AiProcessJobPayload {
  processId: string;
}

export function aiProcessJobHandlers(deps: AiProcessDeps): Record<string, JobHandler> {
  return {
    [GOOD_DEAL_JOB]: goodDealJobHandler(deps),
    [SLIDESHOW_AI_JOB]: slideshowAiJobHandler(deps),
  };
}
