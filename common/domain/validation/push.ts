// Push rules (001 §5, §9): title and message required with at least one smart segment; title
// truncated at 50 characters and message at 150 with a counter; guidance of 40 and 50; the send
// date after the article's publication date, which must exist; image width 1280–4096 px.
import { isBlank } from '../article';
import { LIMITS } from '../limits';
import { formatMessage, MESSAGES } from '../messages';
import type { FieldErrors } from './fieldErrors';

export function truncatePushTitle(title: string): string {
  return [...title].slice(0, LIMITS.push.titleMax).join('');
}
export function truncatePushMessage(message: string): string {
  return [...message].slice(0, LIMITS.push.messageMax).join('');
}

/** The 'n/max' counter; it turns red once the limit is reached (the text cannot grow further). */
export function pushCounter(text: string, max: number): { label: string; atLimit: boolean } {
  const n = [...text].length;
  return { label: `${n}/${max}`, atLimit: n >= max };
}

/** Guidance, not a rule: past 40 (title) or 50 (message) characters the field shows a hint. */
export function pushGuidance(
  title: string,
  message: string,
): { titleAboveGuidance: boolean; messageAboveGuidance: boolean } {
  return {
    titleAboveGuidance: [...title].length > LIMITS.push.guidanceTitleMax,
    messageAboveGuidance: [...message].length > LIMITS.push.guidanceMessageMax,
  };
}

export function isPushImageWidthValid(width: number): boolean {
  return width >= LIMITS.push.imageMinWidth && width <= LIMITS.push.imageMaxWidth;
}

export interface PushForRules {
  title: string | null;
  message: string | null;
  segments: readonly string[];
  scheduledAt: Date | null;
  /** The pushed article's publication date. */
  articlePublishedAt: Date | null;
  /** Pixel width of the push image, null when there is none. */
  imageWidth: number | null;
}

export function validatePush(push: PushForRules): FieldErrors {
  const errors: FieldErrors = {};
  if (isBlank(push.title)) errors.title = formatMessage('fieldRequired', { label: 'Titre' });
  if (isBlank(push.message)) errors.message = formatMessage('fieldRequired', { label: 'Message' });
  if (push.segments.length === 0) errors.segments = MESSAGES.pushSegmentRequired;
  if (!push.articlePublishedAt) errors.scheduledAt = MESSAGES.pushArticleNotPublished;
  else if (push.scheduledAt && push.scheduledAt.getTime() <= push.articlePublishedAt.getTime())
    errors.scheduledAt = MESSAGES.pushSendDateBeforePublication;
  if (push.imageWidth !== null && !isPushImageWidthValid(push.imageWidth))
    errors.media = MESSAGES.pushImageWidth;
  return errors;
}
