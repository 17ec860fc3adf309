// Orphan pages (001 §5): a brand is required to create one; an URL already used by another
// orphan page is refused.
import { isBlank } from '../article';
import { MESSAGES } from '../messages';
import type { FieldErrors } from './fieldErrors';
import { plainLineError } from './plainText';

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

/**
 * The page's title and metas are written into the public page's head (`<title>`, `<meta>`): plain
 * one-line text, no markup, no control characters (issue 30: `"><script>` was stored as typed).
 */
export function orphanHeadErrors(page: {
  title?: string | null;
  metas?: readonly string[] | null;
}): FieldErrors {
  const errors: FieldErrors = {};
  const title = plainLineError(page.title);
  if (title) errors.title = title;
  const meta = (page.metas ?? []).map(plainLineError).find((message) => message !== null);
  if (meta) errors.metas = meta;
  return errors;
}
