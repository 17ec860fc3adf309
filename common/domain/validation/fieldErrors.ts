// The return shape of every form rule: field name → French message; empty means valid.
export type FieldErrors = Record<string, string>;

export function isValid(errors: FieldErrors): boolean {
  return Object.keys(errors).length === 0;
}

/** Keeps the first message per field: the earliest rule is the one the editor must fix first. */
export function addError(errors: FieldErrors, field: string, message: string): void {
  if (!(field in errors)) errors[field] = message;
}
