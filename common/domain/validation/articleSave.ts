// The checks of any article save (001 §5 "Article save"): the title, the publication date, the
// slug, the relation limits; and, when the saved status is published-type, the publish
// requirements; otherwise the image credit and source unless exempt.
import { isBlank, type ArticleForRules } from '../article';
import { requiresVideoChannel } from '../brands';
import { isWithinInputRange } from '../dates';
import { MESSAGES } from '../messages';
import { isPublishedType } from '../statuses';
import { addError, type FieldErrors } from './fieldErrors';
import {
  imageCreditErrors,
  isImageCreditExempt,
  publishRequirementErrors,
} from './publishRequirements';
import { checkRelationLimits } from './relationLimits';
import { canChangeSlug, isValidSlug } from './slug';

export interface ArticleSaveOptions {
  /** The slug stored before this save; a legacy non-conforming slug may be kept unchanged. */
  previousSlug?: string | null;
  /** A creation (a new video needs its channel on TEL at once). */
  isNew?: boolean;
  now?: Date;
}

export function validateArticleSave(
  article: ArticleForRules,
  options: ArticleSaveOptions = {},
): FieldErrors {
  // The default clock only serves callers that do not care; rules that depend on time take `now`.
  const { previousSlug = null, isNew = false, now = new Date() } = options;
  const errors: FieldErrors = {};

  if (isBlank(article.title)) addError(errors, 'title', MESSAGES.articleTitleRequired);
  if (article.publishedAt && !isWithinInputRange(article.publishedAt))
    addError(errors, 'publishedAt', MESSAGES.articlePublishedAtInvalid);
  if (article.slug && article.slug !== previousSlug) {
    if (!canChangeSlug(previousSlug, article.slug)) addError(errors, 'slug', MESSAGES.slugLocked);
    else if (!isValidSlug(article.slug)) addError(errors, 'slug', MESSAGES.slugInvalid);
  }
  for (const [field, message] of Object.entries(checkRelationLimits(article)))
    addError(errors, field, message);
  if (
    isNew &&
    article.format === 'Video' &&
    requiresVideoChannel(article.brandKey) &&
    article.channels.length === 0
  ) {
    addError(errors, 'channels', MESSAGES.requiredChannel);
  }

  if (isPublishedType(article.status)) {
    const kind = article.status === 'Published' ? 'publish' : 'schedule';
    for (const [field, message] of Object.entries(publishRequirementErrors(article, now, kind)))
      addError(errors, field, message);
  } else if (!isImageCreditExempt(article, now)) {
    for (const [field, message] of Object.entries(imageCreditErrors(article)))
      addError(errors, field, message);
  }
  return errors;
}
