// Newsletter flash (000 §2, 001 §5): subject and pre-header required; the article needs an image
// and a canonical URL; the action exists for rich, published articles of enabled brands.
import { isBlank } from '../article';
import { brandProfile } from '../brands';
import { MESSAGES } from '../messages';
import type { ArticleFormat, ArticleStatus } from '../statuses';
import type { FieldErrors } from './fieldErrors';

export function validateNewsletterFlash(
  form: { subject: string | null; teaser: string | null },
  article: { mediaCount: number; canonical: string | null },
): FieldErrors {
  const errors: FieldErrors = {};
  if (isBlank(form.subject)) errors.subject = MESSAGES.requiredField;
  if (isBlank(form.teaser)) errors.teaser = MESSAGES.requiredField;
  if (article.mediaCount === 0) errors.image = MESSAGES.nlFlashImageRequired;
  if (isBlank(article.canonical)) errors.contentUrl = MESSAGES.nlFlashUrlMissing;
  return errors;
}

export function canSendNewsletterFlash(article: {
  format: ArticleFormat;
  status: ArticleStatus;
  brandKey: string;
}): boolean {
  return (
    article.format === 'Rich' &&
    article.status === 'Published' &&
    brandProfile(article.brandKey).enableNLFlash
  );
}
