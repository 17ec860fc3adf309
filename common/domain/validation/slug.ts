// Slug rules (001 §5): lowercase letters, digits and hyphens only; an existing non-conforming
// slug (legacy content) is kept as is and cannot be changed.
import { isBlank } from '../article';
import { isPublishedType, isScheduledType, type ArticleStatus } from '../statuses';

export const SLUG_PATTERN = /^[a-z0-9-]+$/;

export function isValidSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug);
}

/** What the slug input keeps from a keystroke: the value lowercased. */
export function normalizeSlugInput(input: string): string {
  return input.toLowerCase();
}

/**
 * The slug helper: lowercase, strip accents, drop everything but letters, digits, spaces and
 * hyphens, spaces to hyphens, collapse and trim hyphens. 'L'été à Paris !' → 'lete-a-paris'.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** An existing non-conforming slug cannot be changed; a conforming or empty one can. */
export function canChangeSlug(oldSlug: string | null, newSlug: string): boolean {
  if (!oldSlug || isValidSlug(oldSlug)) return true;
  return newSlug === oldSlug;
}

/** The regenerate button is disabled without a title. */
export function canRegenerateSlug(title: string | null): boolean {
  return !isBlank(title);
}

/**
 * The slug a save stores: the one typed; when there is none and the article goes public
 * (published or scheduled), the slug helper's one from the title — a public article always has
 * an address (issue 30: a new article was published with an empty slug). Null when none can be
 * made: the publish requirements then refuse (`slugRequirementMet`).
 */
export function slugOnSave(
  slug: string | null | undefined,
  title: string | null | undefined,
  status: ArticleStatus,
): string | null {
  if (slug && !isBlank(slug)) return slug;
  if (!isPublishedType(status) && !isScheduledType(status)) return null;
  return slugify(title ?? '') || null;
}

/** Publishing needs a slug: typed, or one the title can give (letters or digits in it). */
export function slugRequirementMet(slug: string | null, title: string | null): boolean {
  return !isBlank(slug) || slugify(title ?? '') !== '';
}
