// Suggested internal links (issue 34, spec 000 §3, 001 §7 `getBodyWithSuggestedLinks`): a link
// suggestion names the words of the body it goes on (anchorText) and where they are: the index of
// the text block (common/correction/segments.ts' `body.<n>`: text blocks in document order) and
// the offset in that block's inline text. Setting it puts the `internal_link` mark of the editor's
// schema (href, id, linkType, title) on exactly those words; the rest of the body is untouched.
//
// A suggestion whose words are no longer there (the journalist typed since), or that would land on
// anything but unlinked text (an element, a hard break, an existing link of any kind), is skipped.
import { inlineTextOf, TEXT_BLOCKS, textBlocksOf } from '../correction/segments';
import { isInternalLinkType, MARK, NODE } from './names';
import { safeHref } from './safeUrl';
import type { RichTextDoc, RichTextMark, RichTextNode } from './types';

export interface SuggestedLinkPlacement {
  id: string;
  /** An internal link type (names.ts INTERNAL_LINK_TYPES); anything else is refused. */
  type: string;
  title: string;
  url: string;
  anchorText: string;
  block: number;
  start: number;
}

/** The marks of the editor's link group: a text carries at most one of them. */
const LINK_MARKS: ReadonlySet<string> = new Set([
  MARK.link,
  MARK.internalLink,
  MARK.anchorLink,
  MARK.personLink,
]);

function hasLinkMark(node: RichTextNode): boolean {
  return (node.marks ?? []).some((mark) => LINK_MARKS.has(mark.type));
}

function sizeOf(node: RichTextNode): number {
  return node.type === NODE.text ? (node.text ?? '').length : 1;
}

/** The inline text of every text block of a body, in document order (index = `block`). */
export function bodyBlockTexts(body: RichTextNode | null): string[] {
  return textBlocksOf(body).map(inlineTextOf);
}

/** Whether [start, end) of a text block is text only, with no link on any of it. */
export function isLinkableRange(block: RichTextNode, start: number, end: number): boolean {
  if (start < 0 || end <= start) return false;
  let at = 0;
  for (const node of block.content ?? []) {
    const size = sizeOf(node);
    const overlaps = at < end && at + size > start;
    if (overlaps && (node.type !== NODE.text || hasLinkMark(node))) return false;
    at += size;
  }
  return end <= at;
}

/** Where the words first occur in the body on unlinked text, or null. */
export function locateAnchor(
  body: RichTextNode | null,
  anchorText: string,
): { block: number; start: number } | null {
  if (anchorText === '') return null;
  const blocks = textBlocksOf(body);
  for (let index = 0; index < blocks.length; index += 1) {
    const text = inlineTextOf(blocks[index]!);
    for (
      let start = text.indexOf(anchorText);
      start >= 0;
      start = text.indexOf(anchorText, start + 1)
    )
      if (isLinkableRange(blocks[index]!, start, start + anchorText.length))
        return { block: index, start };
  }
  return null;
}

/** Whether a placement still fits its block: the same words at the same offset, unlinked. */
function fits(block: RichTextNode, link: SuggestedLinkPlacement): boolean {
  const end = link.start + link.anchorText.length;
  return (
    link.anchorText !== '' &&
    inlineTextOf(block).slice(link.start, end) === link.anchorText &&
    isLinkableRange(block, link.start, end)
  );
}

function internalLinkMark(link: SuggestedLinkPlacement): RichTextMark {
  return {
    type: MARK.internalLink,
    attrs: { href: safeHref(link.url), id: link.id, linkType: link.type, title: link.title },
  };
}

/** Inline content with `mark` added on [start, end) (text nodes split at the range's ends). */
function markRange(
  content: readonly RichTextNode[],
  start: number,
  end: number,
  mark: RichTextMark,
): RichTextNode[] {
  const out: RichTextNode[] = [];
  let at = 0;
  for (const node of content) {
    const size = sizeOf(node);
    if (node.type !== NODE.text || at + size <= start || at >= end) out.push(node);
    else {
      const text = node.text!; // overlapping the range: a text node of some length
      const from = Math.max(start, at) - at;
      const to = Math.min(end, at + size) - at;
      // Link marks rank first in the schema, and the range carries none: the mark goes first.
      const pieces: RichTextNode[] = [
        { ...node, text: text.slice(0, from) },
        { ...node, text: text.slice(from, to), marks: [mark, ...(node.marks ?? [])] },
        { ...node, text: text.slice(to) },
      ];
      out.push(...pieces.filter((piece) => piece.text !== ''));
    }
    at += size;
  }
  return out;
}

function linkBlock(block: RichTextNode, links: readonly SuggestedLinkPlacement[]): RichTextNode {
  // In the order given (the first one wins where two overlap), against the block as it is.
  const kept: SuggestedLinkPlacement[] = [];
  for (const link of links) {
    const end = link.start + link.anchorText.length;
    const overlaps = kept.some((k) => k.start < end && link.start < k.start + k.anchorText.length);
    if (fits(block, link) && safeHref(link.url) !== '' && !overlaps) kept.push(link);
  }
  // Right to left, so that an applied link never moves the offsets of the ones before it.
  let out = block;
  for (const link of kept.sort((a, b) => b.start - a.start)) {
    const end = link.start + link.anchorText.length;
    out = { ...out, content: markRange(out.content!, link.start, end, internalLinkMark(link)) };
  }
  return out;
}

export type SuggestedLinksResult =
  { ok: true; body: RichTextDoc } | { ok: false; unknownType: string };

/** The body with the suggested links set; a link of an unknown type refuses the whole call. */
export function setSuggestedLinks(
  body: RichTextDoc,
  links: readonly SuggestedLinkPlacement[],
): SuggestedLinksResult {
  const unknown = links.find((link) => !isInternalLinkType(link.type));
  if (unknown) return { ok: false, unknownType: unknown.type };
  const byBlock = new Map<number, SuggestedLinkPlacement[]>();
  for (const link of links) byBlock.set(link.block, [...(byBlock.get(link.block) ?? []), link]);
  let index = -1;
  const walk = (node: RichTextNode): RichTextNode => {
    if (TEXT_BLOCKS.has(node.type)) {
      index += 1;
      const mine = byBlock.get(index);
      return mine ? linkBlock(node, mine) : node;
    }
    if (!node.content) return node;
    return { ...node, content: node.content.map(walk) };
  };
  return { ok: true, body: walk(body) as RichTextDoc };
}
