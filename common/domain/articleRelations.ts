// The article's relation lists (001 §7 nested relations, §9 limits), spelled once: the renderer's
// form (features/articles/articleForm.ts) and the server's relation service
// (services/content/articleRelations.ts) both read them from here.
import type { ArticleRelation } from './limits';

/** Every relation list of an article, in the order the server reads and writes them. */
export const ARTICLE_RELATIONS = [
  'categories',
  'channels',
  'events',
  'guides',
  'tags',
  'authors',
  'qualifiers',
  'machineTags',
] as const satisfies readonly ArticleRelation[];

/** Machine tags are set by the machine (tag suggestions), not picked in the article's drawer. */
export type EditedArticleRelation = Exclude<(typeof ARTICLE_RELATIONS)[number], 'machineTags'>;

/** The relations the article's drawer edits, in the same order. */
export const EDITED_ARTICLE_RELATIONS: readonly EditedArticleRelation[] = ARTICLE_RELATIONS.filter(
  (relation): relation is EditedArticleRelation => relation !== 'machineTags',
);
