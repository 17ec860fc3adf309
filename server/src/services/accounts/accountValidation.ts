// Server-side validation of users, roles and Google groups (spec 001 §5: "User: name, email and
// first role required", "Group: title required", "Role: slug required"; whitespace counts as
// empty). The spec gives no length limits or e-mail rule: the caps below are ours, generous for a
// newsroom and small enough that a 1 MB string is refused before it reaches the database.
// The e-mail rule is common/domain's; the caps and per-label messages are the server's.
import { formatMessage, MESSAGES } from '../../../../common/domain/messages';
import { isValidEmail } from '../../../../common/domain/validation/email';
import type { FieldErrors } from '../../errors';

export const ACCOUNT_LIMITS = {
  name: 200,
  email: 254,
  slug: 100,
  groupTitle: 200,
  passwordMin: 8,
  passwordMax: 256,
  roleIds: 20,
} as const;

export const ACCOUNT_MESSAGES = {
  nameRequired: formatMessage('fieldRequiredQuoted', { label: 'Nom' }),
  emailRequired: formatMessage('fieldRequiredQuoted', { label: 'E-mail' }),
  emailInvalid: MESSAGES.authorEmailInvalid,
  emailTaken: 'Cet e-mail est déjà utilisé par un autre utilisateur',
  roleRequired: formatMessage('fieldRequiredQuoted', { label: "Rôle de l'utilisateur" }),
  roleUnknown: MESSAGES.roleNotFound,
  tooManyRoles: `Un utilisateur ne peut pas avoir plus de ${ACCOUNT_LIMITS.roleIds} rôles`,
  slugRequired: formatMessage('fieldRequiredQuoted', { label: 'Slug' }),
  slugTaken: 'Ce slug est déjà utilisé par un autre rôle',
  groupTitleRequired: formatMessage('fieldRequiredQuoted', { label: 'Titre' }),
  passwordTooShort: `Le mot de passe doit comporter au moins ${ACCOUNT_LIMITS.passwordMin} caractères`,
  passwordTooLong: `Le mot de passe ne doit pas dépasser ${ACCOUNT_LIMITS.passwordMax} caractères`,
  brandUnknown: 'Marque inconnue',
  lastSuperAdmin: 'Il doit rester au moins un super-administrateur',
  tooLong: (max: number) => `Ce champ ne doit pas dépasser ${max} caractères`,
} as const;

/** `undefined` = field not sent (allowed on update); `null` or blank = emptied. */
function checkText(
  errors: FieldErrors,
  field: string,
  value: string | null | undefined,
  { required, max, requiredMessage }: { required: boolean; max: number; requiredMessage: string },
): void {
  if (value === undefined && !required) return;
  const trimmed = (value ?? '').trim();
  if (trimmed === '') errors[field] = requiredMessage;
  else if (trimmed.length > max) errors[field] = ACCOUNT_MESSAGES.tooLong(max);
}

export interface UserInput {
  name?: string | null;
  email?: string | null;
  roleIds?: readonly string[] | null;
  password?: string | null;
  brandKeys?: readonly string[] | null;
}

/** `creating` makes name, e-mail and the first role required; on update only sent fields count. */
export function validateUserInput(
  input: UserInput,
  creating: boolean,
  isKnownBrand: (key: string) => boolean,
): FieldErrors {
  const errors: FieldErrors = {};
  checkText(errors, 'name', input.name, {
    required: creating,
    max: ACCOUNT_LIMITS.name,
    requiredMessage: ACCOUNT_MESSAGES.nameRequired,
  });
  checkText(errors, 'email', input.email, {
    required: creating,
    max: ACCOUNT_LIMITS.email,
    requiredMessage: ACCOUNT_MESSAGES.emailRequired,
  });
  if (!errors.email && input.email != null && !isValidEmail(input.email))
    errors.email = ACCOUNT_MESSAGES.emailInvalid;
  if (creating || input.roleIds !== undefined) {
    const roleIds = input.roleIds ?? [];
    if (roleIds.length === 0) errors.roleIds = ACCOUNT_MESSAGES.roleRequired;
    else if (roleIds.length > ACCOUNT_LIMITS.roleIds)
      errors.roleIds = ACCOUNT_MESSAGES.tooManyRoles;
  }
  if (input.password != null) {
    if (input.password.length < ACCOUNT_LIMITS.passwordMin)
      errors.password = ACCOUNT_MESSAGES.passwordTooShort;
    else if (input.password.length > ACCOUNT_LIMITS.passwordMax)
      errors.password = ACCOUNT_MESSAGES.passwordTooLong;
  }
  const unknown = (input.brandKeys ?? []).filter((key) => !isKnownBrand(key));
  if (unknown.length > 0)
    errors.brandKeys = `${ACCOUNT_MESSAGES.brandUnknown} : ${unknown.slice(0, 5).join(', ').slice(0, 200)}`;
  return errors;
}

export function validateRoleInput(input: { slug?: string | null }, creating: boolean): FieldErrors {
  const errors: FieldErrors = {};
  checkText(errors, 'slug', input.slug, {
    required: creating,
    max: ACCOUNT_LIMITS.slug,
    requiredMessage: ACCOUNT_MESSAGES.slugRequired,
  });
  return errors;
}

export function validateGoogleGroupInput(
  input: { groupTitle?: string | null },
  creating: boolean,
): FieldErrors {
  const errors: FieldErrors = {};
  checkText(errors, 'groupTitle', input.groupTitle, {
    required: creating,
    max: ACCOUNT_LIMITS.groupTitle,
    requiredMessage: ACCOUNT_MESSAGES.groupTitleRequired,
  });
  return errors;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are UUIDs; anything else cannot exist (and must not reach a uuid column as a SQL error). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
