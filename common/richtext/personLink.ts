// Spec 000 §2 / 001 §5: the person-link action is offered only when the body already has a person
// link or the selection is inside one.

import { MARK } from './names';
import type { RichTextNode } from './types';

export function docHasPersonLink(node: RichTextNode | null): boolean {
  if (!node) return false;
  if (node.marks?.some((m) => m.type === MARK.personLink)) return true;
  return (node.content ?? []).some(docHasPersonLink);
}

export function isPersonLinkOffered(
  bodyHasPersonLink: boolean,
  selectionInPersonLink: boolean,
): boolean {
  return bodyHasPersonLink || selectionInPersonLink;
}
