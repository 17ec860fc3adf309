// Print duplication (001 §5): an existing subject, or for a new one magazine, issue and heading;
// a title is required and a new subject title keeps only letters, digits, accents and a small
// punctuation set, everything else becoming a space.
import { isBlank } from '../article';
import { MESSAGES } from '../messages';
import type { FieldErrors } from './fieldErrors';

/**
 * Letters (accented included, with their combining accents), digits, spaces and
 * . , ; : ! ? ' " - ( ) % € & / stay.
 */
const PRINT_TITLE_FORBIDDEN = /[^\p{L}\p{M}\p{N} .,;:!?'"’«»\-()%€&/]/gu;

/** Composed first: a title pasted with decomposed accents (e + ◌́) keeps them. */
export function cleanPrintTitle(title: string): string {
  return title.normalize('NFC').replace(PRINT_TITLE_FORBIDDEN, ' ');
}

export interface PrintDuplicationForm {
  subjectId: string | null;
  publicationId: string | null;
  issueId: string | null;
  headingId: string | null;
  title: string | null;
}

export function validatePrintDuplication(form: PrintDuplicationForm): FieldErrors {
  const errors: FieldErrors = {};
  if (isBlank(form.title)) errors.title = MESSAGES.requiredField;
  if (!form.subjectId && (!form.publicationId || !form.issueId || !form.headingId))
    errors.subject = MESSAGES.printSubjectRequired;
  return errors;
}
