// Slideshows (000 §4, 001 §5): title required; publishing or scheduling needs a credit on every
// slide; AI features only for Draft slideshows; AI completion needs a slideshow, a non-zero
// recipe count and search text; AI generation needs a subject and a recipe count.
import { isBlank } from '../article';
import { MESSAGES } from '../messages';
import type { ArticleStatus } from '../statuses';
import type { FieldErrors } from './fieldErrors';

export interface SlideshowForRules {
  title: string | null;
  status: ArticleStatus;
  slides: readonly { credit?: string | null }[];
}

/** `target` is the status being saved; Published and the scheduled ones need every credit. */
export function validateSlideshow(
  slideshow: SlideshowForRules,
  target: ArticleStatus = slideshow.status,
): FieldErrors {
  const errors: FieldErrors = {};
  if (isBlank(slideshow.title)) errors.title = MESSAGES.pageTitleRequired;
  const publishing =
    target === 'Published' || target === 'Scheduled' || target === 'ScheduledForRepublication';
  if (publishing && slideshow.slides.some((slide) => isBlank(slide.credit)))
    errors.slides = MESSAGES.slideshowCreditRequired;
  return errors;
}

export function canUseSlideshowAi(status: ArticleStatus): boolean {
  return status === 'Draft';
}

export function validateSlideshowAiSearch(search: {
  subject: string | null;
  recipeCount: number | null;
}): FieldErrors {
  const errors: FieldErrors = {};
  if (isBlank(search.subject)) errors.subject = MESSAGES.requiredField;
  if (!search.recipeCount) errors.recipeCount = MESSAGES.requiredField;
  return errors;
}

export function validateSlideshowCompletion(form: {
  slideshowId: string | null;
  recipeCount: number | null;
  searchText: string | null;
}): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.slideshowId) errors.slideshowId = MESSAGES.slideshowRequired;
  if (!form.recipeCount) errors.recipeCount = MESSAGES.requiredField;
  if (isBlank(form.searchText)) errors.searchText = MESSAGES.requiredField;
  return errors;
}
