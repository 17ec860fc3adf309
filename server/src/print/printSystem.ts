// The one door to the print system (issue 36). The print system is another product; the server
// reaches it through this interface: `HttpPrintSystem` (httpPrintSystem.ts) when a print API is
// configured (BACKOFFICE_PRINT_API_URL), otherwise `LocalPrintSystem` (localPrintSystem.ts) over
// the server's own print tables (migration 0164), fed by `npm run print:import`.
// Brand scope is the resolvers' (schema/print/resolvers.ts): every record here carries its
// brandKey, and lists are asked for one brand.
import type { PrintVersionStatus } from '../../../common/domain/statuses';
import type { Database } from '../db/database';

export interface PrintPublicationRecord {
  id: string;
  brandKey: string;
  title: string;
}

export interface PrintIssueRecord {
  id: string;
  title: string;
  /** yyyy-MM-dd */
  publishedOn: string | null;
  publication: PrintPublicationRecord;
}

export interface PrintHeadingRecord {
  id: string;
  title: string;
  issue: PrintIssueRecord;
}

export interface PrintUnitRecord {
  id: string;
  title: string;
}

export interface RawArticleVersionRecord {
  id: string;
  title: string | null;
  lead: string | null;
  body: string | null;
  signature: string | null;
  status: PrintVersionStatus;
  createdAt: Date;
  editor: { id: string; name: string; avatarUrl: string | null } | null;
}

export interface AssignmentRecord {
  id: string;
  brandKey: string;
  subject: { id: string; title: string; unit: PrintUnitRecord | null };
  heading: PrintHeadingRecord;
  rawArticleId: string | null;
}

export interface RawArticleRecord {
  id: string;
  brandKey: string;
  assignmentId: string | null;
  /** Newest first. */
  versions: RawArticleVersionRecord[];
}

export interface AssignmentFilter {
  brandKey: string;
  ids?: readonly string[];
  subjectTitleContains?: string;
  publicationId?: string;
  issueId?: string;
  headingId?: string;
  first: number;
  skip: number;
}

export interface NewSubject {
  /** Already cleaned (cleanPrintTitle) and checked. */
  title: string;
  headingId: string;
  unitId: string | null;
}

export interface NewVersion {
  title: string;
  lead: string | null;
  body: string | null;
  signature: string | null;
  status: PrintVersionStatus;
  /** The back-office user sending it. */
  editor: { userId: string; name: string; avatarUrl: string | null };
}

/** Refusals the resolvers turn into French GraphQL errors. */
export type PrintRefusal =
  | { kind: 'duplicateSubject'; title: string }
  | { kind: 'notFound' }
  | { kind: 'textReadOnly' }
  | { kind: 'transitionRefused'; from: PrintVersionStatus; to: PrintVersionStatus }
  | { kind: 'unavailable'; message: string };

export class PrintSystemError extends Error {
  constructor(readonly refusal: PrintRefusal) {
    super(refusal.kind);
  }
}

export interface PrintSystem {
  publications(brandKey: string): Promise<PrintPublicationRecord[]>;
  /** Newest first. */
  issues(publicationId: string): Promise<PrintIssueRecord[]>;
  headings(issueId: string): Promise<PrintHeadingRecord[]>;
  heading(id: string): Promise<PrintHeadingRecord | null>;
  units(brandKey: string): Promise<PrintUnitRecord[]>;
  assignments(filter: AssignmentFilter): Promise<AssignmentRecord[]>;
  assignment(id: string): Promise<AssignmentRecord | null>;
  rawArticle(id: string): Promise<RawArticleRecord | null>;
  /** Throws PrintSystemError duplicateSubject when the title exists in the heading's issue. */
  createSubject(subject: NewSubject): Promise<AssignmentRecord>;
  /** Throws textReadOnly when the latest version is read-only. */
  addVersion(assignmentId: string, version: NewVersion): Promise<RawArticleRecord>;
  /** Throws transitionRefused when the path does not allow it. */
  moveLatestVersion(assignmentId: string, status: PrintVersionStatus): Promise<RawArticleRecord>;
  /**
   * The same print system writing through the caller's transaction, so a print write and the web
   * article it touches commit together. Absent for a remote print system (it cannot join one).
   */
  bind?(db: Database): PrintSystem;
}
