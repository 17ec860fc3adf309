// Pages / categories and their sections (001 §5): title required, slug pattern, every section
// titled; an Url section holds a valid URL or nothing; Board at most 40 items without
// duplicates; People at most 30 tags, never created from there.
import { isBlank } from '../article';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import type { FieldErrors } from './fieldErrors';
import { isValidSlug } from './slug';
import { isAllowedUrl } from './linkRule';

export type SectionType = 'Board' | 'Url' | 'People' | 'Text';

/** A page's own tags (providers Tag and Destination, 000 §3): as many as an article may carry. */
export const PAGE_TAGS_MAX = LIMITS.articleRelations.tags;
/** ours: the page's tag picker at its limit, and the server's refusal past it. */
export const PAGE_TAGS_LIMIT_MESSAGE = `Une page ne peut pas comporter plus de ${PAGE_TAGS_MAX} tags.`;
export interface BoardItem {
  id: string;
  type: 'article' | 'recipe' | 'slideshow';
}

export type SectionForRules =
  | { type: 'Board'; title: string | null; items: readonly BoardItem[] }
  | { type: 'Url'; title: string | null; url: string | null }
  | { type: 'People'; title: string | null; tagIds: readonly string[] }
  | { type: 'Text'; title: string | null };

export interface PageForRules {
  title: string | null;
  slug: string | null;
  sections: readonly SectionForRules[];
}

const sameBoardItem = (a: BoardItem, b: BoardItem): boolean => a.id === b.id && a.type === b.type;

export function validateSection(section: SectionForRules): string | null {
  if (isBlank(section.title)) return MESSAGES.sectionTitleRequired;
  switch (section.type) {
    case 'Url':
      return section.url && section.url.trim() !== '' && !isAllowedUrl(section.url, 'web')
        ? MESSAGES.sectionUrlInvalid
        : null;
    case 'Board': {
      if (section.items.length > LIMITS.boardItemsMax) return MESSAGES.boardTooMany;
      const duplicate = section.items.some(
        (item, i) => section.items.findIndex((other) => sameBoardItem(other, item)) !== i,
      );
      return duplicate ? MESSAGES.boardDuplicate : null;
    }
    case 'People':
      return section.tagIds.length > LIMITS.peopleTagsMax ? MESSAGES.peopleTooMany : null;
    case 'Text':
      return null;
  }
}

/** Errors keyed 'title', 'slug' and 'sections.N' (N the section's index). */
export function validatePage(page: PageForRules): FieldErrors {
  const errors: FieldErrors = {};
  if (isBlank(page.title)) errors.title = MESSAGES.pageTitleRequired;
  if (page.slug && !isValidSlug(page.slug)) errors.slug = MESSAGES.slugInvalid;
  page.sections.forEach((section, index) => {
    const message = validateSection(section);
    if (message) errors[`sections.${index}`] = message;
  });
  return errors;
}

/** Adds an item to a Board section as the picker does: duplicates and a 41st item are refused. */
export function addBoardItem(
  items: readonly BoardItem[],
  item: BoardItem,
): { items: BoardItem[]; error: string | null } {
  if (items.some((other) => sameBoardItem(other, item)))
    return { items: [...items], error: MESSAGES.boardDuplicate };
  if (items.length >= LIMITS.boardItemsMax)
    return { items: [...items], error: MESSAGES.boardTooMany };
  return { items: [...items, item], error: null };
}

/**
 * Who may create a page under a parent (001 §6): at the root and under level 1 only a super
 * admin; elsewhere anyone, down to level 5 ('Créer une sous-page' only below level 5).
 */
export function canCreatePage(parentLevel: number | null, isSuperAdmin: boolean): boolean {
  if (parentLevel === null || parentLevel === 1) return isSuperAdmin;
  return parentLevel < LIMITS.categories.maxLevel;
}
