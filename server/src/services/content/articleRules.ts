// The one place the content services call the domain rules of common/domain (never re-implemented
// here): article save checks (title, date, slug, relation limits, publish requirements, image
// credits), tag rules and author rules. Each returns French messages per field.
import type { ArticleForRules } from '../../../../common/domain/article';
import type { TagRef } from '../../../../common/domain/article';
import {
  validateAuthor,
  type AuthorContext,
  type AuthorForRules,
} from '../../../../common/domain/validation/author';
import {
  dedupeTags,
  validateTags,
  validateTagIntro,
} from '../../../../common/domain/validation/tags';
import { validateArticleSave } from '../../../../common/domain/validation/articleSave';
import type { FieldErrors } from '../../errors';

export function articleRuleErrors(
  article: ArticleForRules,
  now: Date,
  options: { previousSlug: string | null; isNew: boolean },
): FieldErrors {
  return validateArticleSave(article, {
    previousSlug: options.previousSlug,
    isNew: options.isNew,
    now,
  });
}

// — Tags and authors (common/domain/validation/tags.ts and author.ts).

/** 001 §5: person tags only for brands that allow them; video pages only Video tags, others none. */
export function tagRuleErrors(
  article: Pick<ArticleForRules, 'brandKey' | 'format' | 'tags'>,
): FieldErrors {
  const messages = validateTags(article.tags, {
    brandKey: article.brandKey,
    isVideoPage: article.format === 'Video',
  });
  return messages.length ? { tags: messages.join(' ') } : {};
}

/** 001 §5: duplicates by id or title are ignored (the first one stays). */
export function withoutDuplicateTags<T extends TagRef>(tags: readonly T[]): T[] {
  return dedupeTags(tags);
}

/** 001 §5: name and brand required, e-mail valid, brand fixed once set, no duplicate name. */
export function authorRuleErrors(author: AuthorForRules, context: AuthorContext): FieldErrors {
  return validateAuthor(author, context);
}

export function tagIntroError(text: string): string | null {
  return validateTagIntro(text);
}
