// Tag rules of the article editor (001 §5 "Tags"): duplicates by id or title are ignored, the
// maximum is 20, person tags only where the brand allows them, and video pages take only Video
// tags while other pages never do.
import type { TagRef } from '../article';
import { brandProfile } from '../brands';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';

export interface TagContext {
  brandKey: string;
  isVideoPage: boolean;
  max?: number;
}

const sameTitle = (a: string, b: string): boolean =>
  a.trim().toLocaleLowerCase('fr') === b.trim().toLocaleLowerCase('fr');

/** Whether a tag is already there, by id or by title (case and surrounding spaces ignored). */
export function hasTag(tags: readonly TagRef[], candidate: Pick<TagRef, 'id' | 'title'>): boolean {
  return tags.some((t) => t.id === candidate.id || sameTitle(t.title, candidate.title));
}

/** Drops the later duplicates (by id or title), keeping the order of the first ones. */
export function dedupeTags<T extends TagRef>(tags: readonly T[]): T[] {
  const kept: T[] = [];
  for (const tag of tags) if (!hasTag(kept, tag)) kept.push(tag);
  return kept;
}

/** Why this tag type may not go on this article, or null when it may. */
export function tagTypeError(
  type: TagRef['type'],
  { brandKey, isVideoPage }: TagContext,
): string | null {
  if (isVideoPage) return type === 'Video' ? null : MESSAGES.tagVideoOnlyOnVideo;
  if (type === 'Video') return MESSAGES.tagVideoNotAllowed;
  if (type === 'Person' && !brandProfile(brandKey).personTagsAllowed)
    return MESSAGES.tagPersonNotAllowed;
  return null;
}

export type AddTagResult = { tags: TagRef[]; error: string | null };

/** Adds a tag as the picker does: a duplicate is silently ignored, a refused one says why. */
export function addTag(
  tags: readonly TagRef[],
  candidate: TagRef,
  context: TagContext,
): AddTagResult {
  if (hasTag(tags, candidate)) return { tags: [...tags], error: null };
  const typeError = tagTypeError(candidate.type, context);
  if (typeError) return { tags: [...tags], error: typeError };
  if (tags.length >= (context.max ?? LIMITS.articleRelations.tags))
    return { tags: [...tags], error: MESSAGES.tagMaxReached };
  return { tags: [...tags, candidate], error: null };
}

/** Tag creation is disabled when a tag of that title exists or the maximum is reached. */
export function canCreateTag(
  title: string,
  existingTitles: readonly string[],
  count: number,
  max: number = LIMITS.articleRelations.tags,
): boolean {
  return title.trim() !== '' && !existingTitles.some((t) => sameTitle(t, title)) && count < max;
}

/** Server-side check of a whole tag list: every refused type, once per message. */
export function validateTags(tags: readonly TagRef[], context: TagContext): string[] {
  const messages = tags
    .map((t) => tagTypeError(t.type, context))
    .filter((m): m is string => m !== null);
  if (tags.length > (context.max ?? LIMITS.articleRelations.tags))
    messages.push(MESSAGES.tagMaxReached);
  return [...new Set(messages)];
}

/** The tag intro text must stay under 300 characters (001 §9). */
export function validateTagIntro(text: string): string | null {
  return text.length < LIMITS.tagIntroMaxChars ? null : MESSAGES.tagIntroTooLong;
}
