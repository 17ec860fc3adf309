// What « Duplication print » sends and shows (issue 36; spec 000 §2, §4; 001 §5, §8), pure so the
// component tests and the e2e read the same rules: the print version made of the saved web
// article, where an assignment sits in the magazine, its latest status, and how a refusal of the
// server is placed (on the title field, in the bar, or « needs the server » when offline).
import { CombinedGraphQLErrors } from '@apollo/client';
import { assignmentIdOfMachineTag } from '../../../../common/domain/printWorkflow';
import { formatMessage, MESSAGES } from '../../../../common/domain/messages';
import { PRINT_VERSION_LABELS, type PrintVersionStatus } from '../../../../common/domain/statuses';
import { cleanPrintTitle } from '../../../../common/domain/validation/print';
import { richLeadToPrintText, richToPrintBody } from '../../../../common/richtext/printBody';
import type { RichTextDoc } from '../../../../common/richtext';
import { apiErrorOf } from '../../editorKit/apiError';
import type {
  AssignmentVersionInput,
  PrintAssignmentSummaryFragment,
} from '../../graphql/generated/graphql';

/** The web article as last saved: the print gets this version, never unsaved words. */
export interface PrintDuplicationArticle {
  id: string;
  brandKey: string;
  title: string;
  lead: RichTextDoc | null;
  body: RichTextDoc | null;
  signatureComplement: string | null;
}

export type PrintDuplicationStatus = Extract<PrintVersionStatus, 'Validation' | 'Mockup'>;

/** The new print version: lead and signature as plain text, the body as print markup. */
export function printVersionOf(
  article: PrintDuplicationArticle,
  title: string,
  status: PrintDuplicationStatus,
): AssignmentVersionInput {
  const signature = article.signatureComplement?.trim() ?? '';
  return {
    title: title.trim(),
    lead: richLeadToPrintText(article.lead),
    body: richToPrintBody(article.body),
    signature: signature === '' ? null : signature,
    status,
  };
}

/** A new subject's title as the print system will hold it (characters outside the set → spaces). */
export function newSubjectTitle(typed: string): string {
  return cleanPrintTitle(typed).replace(/\s+/g, ' ').trim();
}

/** « Rubrique / Numéro / Magazine », how the print desk names a place in the magazine. */
export function assignmentPlace(assignment: PrintAssignmentSummaryFragment): string {
  const { printHeading } = assignment;
  return [printHeading.title, printHeading.issue.title, printHeading.publication.title].join(' / ');
}

/** The label of the assignment's latest version (versions come newest first), or null if none. */
export function latestStatusLabel(assignment: PrintAssignmentSummaryFragment): string | null {
  const latest = assignment.rawArticle?.versions[0];
  return latest ? PRINT_VERSION_LABELS[latest.status] : null;
}

/** The print assignments a web article names through its machine tags. */
export function assignmentIdsOf(machineTags: readonly { tag: string }[]): string[] {
  return [
    ...new Set(machineTags.map((m) => assignmentIdOfMachineTag(m.tag)).filter((id) => id !== null)),
  ];
}

export interface PlacedRefusal {
  fields: Record<string, string>;
  message: string | null;
}

/** The dialog's fields that show a message of their own; any other goes to the bar. */
const DIALOG_FIELDS = ['title', 'subject', 'status'] as const;

const DUPLICATE_SUBJECT_START = MESSAGES.printDuplicateSubject.split('"')[0]!;

/** main answers NETWORK_ERROR when the API cannot be reached (main/api/GraphqlBridge.ts). */
function neverReachedServer(error: unknown): boolean {
  if (!CombinedGraphQLErrors.is(error)) return true;
  return error.errors.some((e) => e.extensions?.code === 'NETWORK_ERROR');
}

/**
 * A refusal placed where the user looks: field messages on their fields (the duplicate subject on
 * the title even if the server gave it without a field), the rest in the bar; a request that never
 * reached the server says the action needs it.
 */
export function placeRefusal(error: unknown): PlacedRefusal {
  if (neverReachedServer(error)) return { fields: {}, message: MESSAGES.printNeedsServer };
  const refusal = apiErrorOf(error);
  const fields: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [field, text] of Object.entries(refusal.fields)) {
    if ((DIALOG_FIELDS as readonly string[]).includes(field)) fields[field] = text;
    else elsewhere.push(text);
  }
  if (!fields.title && refusal.message.startsWith(DUPLICATE_SUBJECT_START))
    fields.title = refusal.message;
  if (!Object.values(fields).includes(refusal.message) && !elsewhere.includes(refusal.message))
    elsewhere.unshift(refusal.message);
  return { fields, message: elsewhere.length > 0 ? elsewhere.join(' ') : null };
}

/** The toast once sent (001 §8), naming the web article. */
export function duplicatedMessage(articleTitle: string): string {
  return formatMessage('printDuplicated', { title: articleTitle });
}
