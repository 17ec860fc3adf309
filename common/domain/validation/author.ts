// Authors (001 §5): name and brand required; the brand is fixed once set; the user id is
// editable by a super admin only; an invalid e-mail and a duplicate name are refused.
import { isBlank } from '../article';
import { MESSAGES } from '../messages';
import { isValidEmail } from './email';
import type { FieldErrors } from './fieldErrors';

export interface AuthorForRules {
  id: string | null;
  name: string | null;
  brandKey: string | null;
  email: string | null;
}

export interface AuthorContext {
  /** The brand stored before this save (null for a new author). */
  previousBrandKey: string | null;
  /** The other authors of the brand, to refuse a duplicate name. */
  otherAuthors: readonly { id: string; name: string }[];
}

const sameName = (a: string, b: string): boolean =>
  a.trim().toLocaleLowerCase('fr') === b.trim().toLocaleLowerCase('fr');

export function validateAuthor(author: AuthorForRules, context: AuthorContext): FieldErrors {
  const errors: FieldErrors = {};
  if (isBlank(author.name)) errors.name = MESSAGES.requiredField;
  else if (
    context.otherAuthors.some((o) => o.id !== author.id && sameName(o.name, author.name as string))
  )
    errors.name = MESSAGES.authorDuplicateName;
  if (isBlank(author.brandKey)) errors.brandKey = MESSAGES.requiredField;
  else if (context.previousBrandKey && context.previousBrandKey !== author.brandKey)
    errors.brandKey = MESSAGES.authorBrandLocked;
  if (!isBlank(author.email) && !isValidEmail(author.email as string))
    errors.email = MESSAGES.authorEmailInvalid;
  return errors;
}

export function canEditAuthorUserId(isSuperAdmin: boolean): boolean {
  return isSuperAdmin;
}
