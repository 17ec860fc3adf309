// The print workflow (issue 36; spec 000 §3 "Print workflow", §4; 001 §5): which status a print
// version may move to, how a web article names its print assignment, and what a print source
// must hold to become a web article. The server enforces these; the screens show them.
import { MESSAGES } from './messages';
import { PRINT_VERSION_STATUSES, type PrintVersionStatus } from './statuses';

/**
 * The print desk's path (ours; the spec names the statuses only): a journalist writes (Editing)
 * and submits (Validation); the desk takes it (Validating) and either returns it, sends it to the
 * proofreaders (Correction → Correcting) or to layout (Mockup). Layout may send it back to be
 * corrected or rewritten. A web article sent to print enters as Validation or Mockup.
 */
export const PRINT_TRANSITIONS: Readonly<
  Record<PrintVersionStatus, readonly PrintVersionStatus[]>
> = {
  Editing: ['Validation', 'Mockup'],
  Validation: ['Validating', 'Editing'],
  Validating: ['Correction', 'Mockup', 'Editing'],
  Correction: ['Correcting', 'Editing'],
  Correcting: ['Mockup', 'Validation', 'Editing'],
  Mockup: ['Correction', 'Editing'],
};

export function isPrintVersionStatus(value: unknown): value is PrintVersionStatus {
  return (PRINT_VERSION_STATUSES as readonly unknown[]).includes(value);
}

/** A version's allowedStatuses (spec 000 §3). */
export function allowedPrintStatuses(from: PrintVersionStatus): readonly PrintVersionStatus[] {
  return PRINT_TRANSITIONS[from];
}

export function canMovePrintVersion(from: PrintVersionStatus, to: PrintVersionStatus): boolean {
  return PRINT_TRANSITIONS[from].includes(to);
}

/** Once in layout the text belongs to the layout desk: no new text version is accepted. */
export function printTextIsReadOnly(status: PrintVersionStatus): boolean {
  return status === 'Mockup';
}

/** Ids of the print system (imported or made here): what a machine tag can carry. */
export const PRINT_ID = /^[A-Za-z0-9_-]{1,100}$/;

export const PRINT_LIMITS = {
  titleMax: 300,
  leadMax: 5_000,
  /** The print body markup (common/print/printBody.ts), in characters. */
  bodyMax: 500_000,
  signatureMax: 300,
  /** Subjects offered by the duplication dialog's search. */
  subjectSearchFirst: 20,
  assignmentsFirstMax: 100,
} as const;

const MACHINE_TAG_PREFIX = 'topicassignment:id=';

/** spec 000 §3: the machine tag linking a web article to its print assignment. */
export function assignmentMachineTag(assignmentId: string): string {
  return `${MACHINE_TAG_PREFIX}${assignmentId}`;
}

/** The assignment id a machine tag names, or null for any other tag. */
export function assignmentIdOfMachineTag(tag: string): string | null {
  if (!tag.startsWith(MACHINE_TAG_PREFIX)) return null;
  const id = tag.slice(MACHINE_TAG_PREFIX.length);
  return PRINT_ID.test(id) ? id : null;
}

export interface PrintSourceVersion {
  id: string;
  title: string | null;
  lead: string | null;
  body: string | null;
}

export interface PrintSource {
  id: string;
  assignment: { id: string } | null;
  versions: readonly PrintSourceVersion[];
}

export type PrintSourceCheck =
  { ok: true; version: PrintSourceVersion; assignmentId: string } | { ok: false; message: string };

/** Blank as the web article would read it (printBody.ts): no tags, no script, no &nbsp; only. */
const blankText = (value: string | null): boolean =>
  (value ?? '')
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|#160|#xa0);/gi, ' ')
    .trim() === '';

/**
 * spec 001 §8, the print-source route's three errors: no such raw article; a version or an
 * assignment missing ('Un probleme est détecté avec cet article.'); nothing to copy.
 */
export function checkPrintSource(
  rawArticleId: string,
  source: PrintSource | null,
  versionId: string,
): PrintSourceCheck {
  if (!source)
    return { ok: false, message: MESSAGES.printSourceNotFound.replace('{id}', rawArticleId) };
  const version = source.versions.find((v) => v.id === versionId);
  if (!version || !source.assignment) return { ok: false, message: MESSAGES.printSourceProblem };
  if (blankText(version.title) && blankText(version.lead) && blankText(version.body))
    return { ok: false, message: MESSAGES.printSourceEmpty };
  return { ok: true, version, assignmentId: source.assignment.id };
}

/**
 * What makes two subject titles the same (the duplicate-subject refusal, the subject search):
 * case, accents and runs of spaces ignored. Stored as print_subject_titles.title_key.
 */
export function printSubjectTitleKey(title: string): string {
  return title.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
