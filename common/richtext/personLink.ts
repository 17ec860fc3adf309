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

/** A person link as the save checks it: the person it names, and the text it shows. */
export interface PersonLinkRef {
  personId: string;
  name: string;
}

/**
 * The person links of a document, one per person (the first seen), in document order: the save
 * checks each named person exists (spec 001 §5), as it checks an internal link's target. A
 * person link without a person id (a hand-made request) is kept with an empty id, so it is refused.
 */
export function personLinksOf(node: RichTextNode | null): PersonLinkRef[] {
  const seen = new Map<string, PersonLinkRef>();
  const walk = (n: RichTextNode): void => {
    for (const mark of n.marks ?? []) {
      if (mark.type !== MARK.personLink) continue;
      const personId = typeof mark.attrs?.personId === 'string' ? mark.attrs.personId.trim() : '';
      if (seen.has(personId)) continue;
      const name = typeof mark.attrs?.name === 'string' ? mark.attrs.name.trim() : '';
      seen.set(personId, { personId, name: name || n.text?.trim() || personId });
    }
    for (const child of n.content ?? []) walk(child);
  };
  if (node) walk(node);
  return [...seen.values()];
}
