// Row shapes of the content tables, as Drizzle reads them (camelCase, Date objects).
import type {
  articleHistories,
  articles,
  attributes,
  authorHistories,
  authors,
  categories,
  qualifiers,
  sources,
  tags,
} from '../../db/schema/content';

export type ArticleRow = typeof articles.$inferSelect;
export type AuthorRow = typeof authors.$inferSelect;
export type TagRow = typeof tags.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type SourceRow = typeof sources.$inferSelect;
export type QualifierRow = typeof qualifiers.$inferSelect;
export type AttributeRow = typeof attributes.$inferSelect;
export type ArticleHistoryRow = typeof articleHistories.$inferSelect;
export type AuthorHistoryRow = typeof authorHistories.$inferSelect;

export interface UserRefRow {
  id: string;
  name: string;
  email: string;
  avatarUrl: string | null;
}

export interface ArticleTagRow {
  order: number;
  id: string;
  relationId: string | null;
  title: string;
  type: string;
  isActive: boolean;
}

export interface ArticleCategoryRow {
  order: number;
  id: string;
  title: string;
  level: number;
  format: 'Category' | 'Channel' | 'Event' | 'Guide';
  brandKey: string;
}

export interface TagUsageRow {
  brandKey: string;
  total: number;
  published: number;
}
