// Field messages of a refused save (DESIGN.md "Contracts": BAD_USER_INPUT's `fields`), whether the
// save was refused at once or later by the outbox: each shown under its field, and those of fields
// the form does not display gathered in one form-level summary.

export type FieldErrors = Record<string, string>;

/** What a draft's refused save reads (DraftProblemSchema, main/drafts). */
export interface RefusedSave {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/**
 * The editor's field messages and form-level message for a save the server refused; a refusal that
 * is not about the input opens with `saveError`, the content's own words (« Erreur lors de la
 * sauvegarde du diaporama » for a slideshow, 001 §8), which its adapter names.
 */
export function refusedSaveErrors(
  problem: RefusedSave,
  saveError: string,
): {
  fieldErrors: FieldErrors;
  formError: string | null;
} {
  const fields = problem.fields ?? {};
  if (problem.code === 'BAD_USER_INPUT' && Object.keys(fields).length > 0)
    return { fieldErrors: { ...fields }, formError: null };
  if (problem.code === 'BAD_USER_INPUT') return { fieldErrors: {}, formError: problem.message };
  return { fieldErrors: {}, formError: `${saveError} : ${problem.message}` };
}

/** Messages of fields the form does not show right now, in the server's order, once each. */
export function messagesOutside(
  fieldErrors: FieldErrors,
  displayed: ReadonlySet<string>,
): string[] {
  const messages = Object.entries(fieldErrors)
    .filter(([field]) => !displayed.has(field))
    .map(([, message]) => message);
  return [...new Set(messages)];
}

/** The messages left once the user edited `changed`: an edited field's message goes. */
export function withoutEdited(fieldErrors: FieldErrors, changed: Iterable<string>): FieldErrors {
  let next: FieldErrors | null = null;
  for (const field of changed) {
    if (!(field in fieldErrors)) continue;
    next ??= { ...fieldErrors };
    delete next[field];
  }
  return next ?? fieldErrors;
}
