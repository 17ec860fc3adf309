// What each content GraphQL type resolves from (codegen `mappers`): database rows, with relations
// and dates as field resolvers.
import type { ArticleListRow, ArticleSummaryRow } from '../../services/content/articleQueries';
import type {
  ArticleHistoryRow,
  AuthorHistoryRow,
  AuthorRow,
  CategoryRow,
  TagRow,
} from '../../services/content/rows';

/** A list row (no rich text) or a full row; body and lead are loaded when missing. */
export type ArticleParent = ArticleSummaryRow & Partial<Pick<ArticleListRow, 'body' | 'lead'>>;
export type AuthorParent = AuthorRow;
export type TagParent = TagRow;
export type CategoryParent = CategoryRow;
/** History entries are listed without their (possibly large) snapshot, loaded when asked. */
export type ArticleHistoryParent = Omit<ArticleHistoryRow, 'snapshot'>;
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
