// Contract placeholder (issue 35): the good-deal job is built by its helper.
import type { JobHandler } from '../../jobs/jobQueue';
import type { AiProcessDeps } from '../deps';

export function goodDealJobHandler(_deps: AiProcessDeps): JobHandler {
  return () => Promise.reject(new Error('goodDealJobHandler: not built yet'));
}
