// Contract placeholder (issue 35): the slideshow AI job is built by its helper.
import type { JobHandler } from '../../jobs/jobQueue';
import type { AiProcessDeps } from '../deps';

export function slideshowAiJobHandler(_deps: AiProcessDeps): JobHandler {
  return () => Promise.reject(new Error('slideshowAiJobHandler: not built yet'));
}
