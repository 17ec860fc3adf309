// What each print GraphQL type resolves from (codegen `mappers`): the records of the print system
// (server/src/print/printSystem.ts) and the board_cards row; relations are field resolvers.
import type { boardCards } from '../../db/schema/print';
import type {
  AssignmentRecord,
  PrintHeadingRecord,
  PrintIssueRecord,
  RawArticleRecord,
  RawArticleVersionRecord,
} from '../../print/printSystem';

export type AssignmentParent = AssignmentRecord;
export type RawArticleParent = RawArticleRecord;
export type RawArticleVersionParent = RawArticleVersionRecord;
export type SubjectParent = AssignmentRecord['subject'] & { assignment: AssignmentRecord | null };
export type PrintHeadingParent = PrintHeadingRecord;
export type PrintIssueParent = PrintIssueRecord;
export type BoardCardParent = typeof boardCards.$inferSelect;
