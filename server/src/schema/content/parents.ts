// What each content GraphQL type resolves from (codegen `mappers`): database rows, with relations
// and dates as field resolvers.
import type { ArticleListRow } from '../../services/content/articleQueries';
import type { ArticleHistoryRow, AuthorHistoryRow, AuthorRow, CategoryRow, TagRow } from '../../services/content/rows';

export type ArticleParent = ArticleListRow;
export type AuthorParent = AuthorRow;
export type TagParent = TagRow;
export type CategoryParent = CategoryRow;
export type ArticleHistoryParent = ArticleHistoryRow;
export type AuthorHistoryParent = AuthorHistoryRow;
export interface ArticleAuthorParent {
  order: number;
  author: AuthorRow;
}

/** DateTime is ISO-8601 on the wire. */
export function iso(date: Date): string;
export function iso(date: Date | null): string | null;
export function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}
