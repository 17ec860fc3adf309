// The one place the content services call the domain rules of common/domain (never re-implemented
// here): article save checks (title, date, slug, relation limits, publish requirements, image
// credits), tag rules and author rules. Each returns French messages per field.
import type { ArticleForRules } from '../../../../common/domain/article';
import { brandProfile } from '../../../../common/domain/brands';
import { MESSAGES } from '../../../../common/domain/messages';
import { validateArticleSave } from '../../../../common/domain/validation/articleSave';
import type { FieldErrors } from '../../errors';

export function articleRuleErrors(article: ArticleForRules, now: Date, options: { previousSlug: string | null; isNew: boolean }): FieldErrors {
  return validateArticleSave(article, { previousSlug: options.previousSlug, isNew: options.isNew, now });
}

// — Tags and authors. common/domain/validation has no tag or author module yet: until it does,
// these few checks read the domain's data (brand profile, MESSAGES) and live here, in one place.

/** 001 §5: person tags only for brands that allow them; video pages only Video tags, others none. */
export function tagRuleErrors(article: Pick<ArticleForRules, 'brandKey' | 'format' | 'tags'>): FieldErrors {
  const errors: FieldErrors = {};
  const isVideo = article.format === 'Video';
  for (const tag of article.tags) {
    if (tag.type === 'Person' && !brandProfile(article.brandKey).personTagsAllowed) errors.tags = MESSAGES.tagPersonNotAllowed;
    else if (isVideo && tag.type !== 'Video') errors.tags = MESSAGES.tagVideoOnlyOnVideo;
    else if (!isVideo && tag.type === 'Video') errors.tags = MESSAGES.tagVideoNotAllowed;
  }
  return errors;
}

/** 001 §5: duplicates by id or title are ignored (the first one stays). */
export function dedupeTags<T extends { id: string; title: string }>(tags: readonly T[]): T[] {
  const seen = new Set<string>();
  return tags.filter((t) => {
    const key = t.title.trim().toLocaleLowerCase('fr');
    if (seen.has(t.id) || seen.has(key)) return false;
    seen.add(t.id);
    seen.add(key);
    return true;
  });
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 001 §5: name and brand required, e-mail valid when given, brand fixed once set. */
export function authorRuleErrors(
  data: { name?: string | null; brandKey?: string | null; email?: string | null },
  existing: { brandKey: string } | null,
): FieldErrors {
  const errors: FieldErrors = {};
  const required = (label: string) => MESSAGES.fieldRequiredQuoted.replace('{label}', label);
  if (existing === null || data.name !== undefined) {
    if (!data.name || data.name.trim() === '') errors.name = required('Nom');
  }
  if (existing === null && (!data.brandKey || data.brandKey.trim() === '')) errors.brandKey = required('Marque');
  if (existing !== null && data.brandKey !== undefined && data.brandKey !== existing.brandKey) errors.brandKey = MESSAGES.authorBrandLocked;
  if (data.email && !EMAIL.test(data.email)) errors.email = MESSAGES.authorEmailInvalid;
  return errors;
}
