// Orphan pages (001 §5): a brand is required to create one; an URL already used by another
// orphan page is refused.
import { isBlank } from '../article';
import { MESSAGES } from '../messages';
import type { FieldErrors } from './fieldErrors';

export interface OrphanPageForRules {
  id: string | null;
  brandKey: string | null;
  uri: string | null;
}

/** `otherPages` are the brand's other orphan pages (id and uri) to compare URLs with. */
export function validateOrphanPage(
  page: OrphanPageForRules,
  otherPages: readonly { id: string; uri: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  if (page.id === null && isBlank(page.brandKey)) errors.brandKey = MESSAGES.orphanBrandRequired;
  const uri = page.uri?.trim();
  if (uri && otherPages.some((other) => other.id !== page.id && other.uri.trim() === uri))
    errors.uri = MESSAGES.orphanDuplicateUrl;
  return errors;
}
