// What an article needs before it may be published or scheduled (001 §5 "Mandatory fields for
// publishing" and "Published or Scheduled"). The status menu shows these messages in the tooltip
// of a disabled transition; the server refuses the same transition with the same messages.
import { bodyImages, isBlank, type ArticleForRules, type MediaObject } from '../article';
import { brandProfile, requiresSourceToPublish, requiresVideoChannel } from '../brands';
import { isAtLeastMonthsOld } from '../dates';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import type { Transition, TransitionRequirements } from '../transitions';
import type { FieldErrors } from './fieldErrors';
import { slideshowPublishErrors } from '../slideshow';
import { addError } from './fieldErrors';
import { slugRequirementMet } from './slug';

export type PublishKind = Exclude<TransitionRequirements, 'none'>;

/** Body images must have an http(s) href (the spec's "pattern-field check"). */
export const BODY_IMAGE_HREF_PATTERN = /^https?:\/\/[^\s/]+\.[^\s]+$/;

/** Published 6 months ago or more: old articles keep their images as they are (001 §5). */
function isOldArticle(article: Pick<ArticleForRules, 'publishedAt'>, now: Date): boolean {
  return (
    article.publishedAt !== null &&
    isAtLeastMonthsOld(article.publishedAt, LIMITS.images.creditExemptionMonths, now)
  );
}

/**
 * Image credit and source may be missing when the article was published 6 months ago or more,
 * is a video, or is saved as Draft, Ready or Deleted (001 §5).
 */
export function isImageCreditExempt(
  article: Pick<ArticleForRules, 'format' | 'status' | 'publishedAt'>,
  now: Date,
): boolean {
  if (article.format === 'Video') return true;
  if (article.status === 'Draft' || article.status === 'Ready' || article.status === 'Deleted')
    return true;
  return isOldArticle(article, now);
}

/** Credit and source messages for every image: the article's medias and the body's images. */
export function imageCreditErrors(article: Pick<ArticleForRules, 'medias' | 'body'>): FieldErrors {
  const errors: FieldErrors = {};
  const images: MediaObject[] = [...article.medias, ...bodyImages(article.body)];
  if (images.some((image) => isBlank(image.credit)))
    errors.imageCredit = MESSAGES.requiredImageCredit;
  if (images.some((image) => isBlank(image.source)))
    errors.imageSource = MESSAGES.requiredImageSource;
  return errors;
}

/**
 * The publishing requirements per field. `kind` 'schedule' adds the publication date.
 * The age exemption applies: an old article republished need not gain credits.
 */
export function publishRequirementErrors(
  article: ArticleForRules,
  now: Date,
  kind: PublishKind = 'publish',
): FieldErrors {
  // A slideshow has its own requirements (001 §5 "Slideshow"): a title and a credit on every slide,
  // the message naming the slides; the article's image/category/tag list is not asked of it.
  if (article.format === 'Slideshow') return slideshowPublishErrors(article, kind);
  const errors: FieldErrors = {};
  const isVideo = article.format === 'Video';
  const profile = brandProfile(article.brandKey);

  if (isBlank(article.title)) addError(errors, 'title', MESSAGES.requiredTitle);
  else if (!slugRequirementMet(article.slug, article.title))
    addError(errors, 'slug', MESSAGES.requiredSlug);
  if (profile.isCerise && !isVideo && article.authors.length === 0)
    addError(errors, 'authors', MESSAGES.requiredAuthor);
  if (!isVideo && article.categories.length === 0)
    addError(errors, 'categories', MESSAGES.requiredCategory);
  if (article.medias.length === 0)
    addError(errors, 'medias', isVideo ? MESSAGES.requiredVideo : MESSAGES.requiredImage);
  if (profile.isCerise && article.medias.some((m) => isBlank(m.format)))
    addError(errors, 'imageFormat', MESSAGES.requiredImageFormat);
  if (!isVideo && !isOldArticle(article, now)) {
    for (const [field, message] of Object.entries(imageCreditErrors(article)))
      addError(errors, field, message);
  }
  if (!isVideo && article.tags.length === 0) addError(errors, 'tags', MESSAGES.requiredTag);
  if (!isVideo && requiresSourceToPublish(article.brandKey) && !article.source)
    addError(errors, 'source', MESSAGES.requiredSource);
  if (isVideo && requiresVideoChannel(article.brandKey) && article.channels.length === 0)
    addError(errors, 'channels', MESSAGES.requiredChannel);
  if (kind === 'schedule' && !article.publishedAt)
    addError(errors, 'publishedAt', MESSAGES.requiredPublishedAt);
  if (
    bodyImages(article.body).some(
      (image) => !image.href || !BODY_IMAGE_HREF_PATTERN.test(image.href),
    )
  ) {
    addError(errors, 'body', MESSAGES.invalidBodyImage);
  }
  return errors;
}

/** The same requirements as a list, for a tooltip (001 §5). Empty when the article may go. */
export function publishRequirements(
  article: ArticleForRules,
  now: Date,
  kind: PublishKind = 'publish',
): string[] {
  return Object.values(publishRequirementErrors(article, now, kind));
}

/** Why a transition is disabled right now: its requirements' messages, or nothing. */
export function transitionBlockers(
  article: ArticleForRules,
  transition: Pick<Transition, 'requirements'>,
  now: Date,
): string[] {
  return transition.requirements === 'none'
    ? []
    : publishRequirements(article, now, transition.requirements);
}
