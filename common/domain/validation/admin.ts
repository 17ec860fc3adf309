// Admin area forms (001 §5): attribute title; qualifier title and status; user name, email and
// first role; group title; role slug. Save is disabled when nothing changed, unless new.
import { isBlank } from '../article';
import { MESSAGES } from '../messages';
import { isValidEmail } from './email';
import type { FieldErrors } from './fieldErrors';

function required(errors: FieldErrors, field: string, value: string | null | undefined): void {
  if (isBlank(value)) errors[field] = MESSAGES.requiredField;
}

export function validateAttribute(attribute: { title: string | null }): FieldErrors {
  const errors: FieldErrors = {};
  required(errors, 'title', attribute.title);
  return errors;
}

export function validateQualifier(qualifier: {
  title: string | null;
  status: string | null;
}): FieldErrors {
  const errors: FieldErrors = {};
  required(errors, 'title', qualifier.title);
  required(errors, 'status', qualifier.status);
  return errors;
}

export function validateUser(user: {
  name: string | null;
  email: string | null;
  roles: readonly string[];
}): FieldErrors {
  const errors: FieldErrors = {};
  required(errors, 'name', user.name);
  required(errors, 'email', user.email);
  if (!errors.email && !isValidEmail(user.email as string)) errors.email = MESSAGES.emailInvalid;
  if (isBlank(user.roles[0])) errors.roles = MESSAGES.requiredField;
  return errors;
}

export function validateGoogleGroup(group: { title: string | null }): FieldErrors {
  const errors: FieldErrors = {};
  required(errors, 'title', group.title);
  return errors;
}

export function validateRole(role: { slug: string | null }): FieldErrors {
  const errors: FieldErrors = {};
  required(errors, 'slug', role.slug);
  return errors;
}

/** Save is disabled when nothing changed, unless the entity is new; never with errors. */
export function canSaveAdminForm(state: {
  isNew: boolean;
  changed: boolean;
  errors: FieldErrors;
}): boolean {
  return Object.keys(state.errors).length === 0 && (state.isNew || state.changed);
}
