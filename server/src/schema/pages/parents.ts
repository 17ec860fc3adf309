// What the pages area's GraphQL types resolve from (codegen `mappers`).
import type { StoredSection } from '../../services/pages/sections';

export type SectionParent = StoredSection & { brandKey: string };
export interface CategoryHistoryParent {
  id: string;
  categoryId: string;
  userId: string | null;
  createdAt: Date;
  snapshot: unknown;
}
