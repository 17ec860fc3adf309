// The texts a correction session checks (types.ts): the title, and each text block of the lead and
// of the body, in document order — the blocks `blockTexts` (common/richtext/plainText.ts) reads,
// image captions aside (they are attributes, not text the editor holds).
//
// A block's segment text lines up with ProseMirror's positions inside the block: a text node counts
// its UTF-16 length, a hard break is '\n', any other inline node is one INLINE_ATOM character. So
// an offset in a segment is an offset from the block's start in the editor, and a corrected text
// goes back as the few ranges that changed (textEdits), keeping the marks around them.
import { diffChars } from 'diff';
import { NODE } from '../richtext/names';
import type { RichTextDoc, RichTextMark, RichTextNode } from '../richtext/types';
import type { CorrectionField, CorrectionSegment } from './types';

/** Stands for an inline node that is not text (one position in the editor, one character here). */
export const INLINE_ATOM = '\uFFFC';

export const TITLE_KEY = 'title';

export type RichTextField = Exclude<CorrectionField, 'title'>;

/** The block types whose text is checked (plainText.ts' text blocks). */
export const TEXT_BLOCKS: ReadonlySet<string> = new Set([
  NODE.paragraph,
  NODE.title,
  NODE.headline,
]);

export function segmentKey(field: RichTextField, index: number): string {
  return `${field}.${index}`;
}

/** `lead.3` → { field: 'lead', index: 3 }; the title and anything else → null. */
export function parseSegmentKey(key: string): { field: RichTextField; index: number } | null {
  const match = /^(lead|body)\.(0|[1-9]\d*)$/.exec(key);
  if (!match) return null;
  return { field: match[1] as RichTextField, index: Number(match[2]) };
}

/** The field a segment belongs to. */
export function fieldOfSegment(key: string): CorrectionField {
  return parseSegmentKey(key)?.field ?? 'title';
}

/** A text block's inline content as one string (see INLINE_ATOM). */
export function inlineTextOf(block: RichTextNode): string {
  let out = '';
  for (const child of block.content ?? []) {
    if (child.type === NODE.text) out += child.text ?? '';
    else if (child.type === NODE.hardBreak) out += '\n';
    else out += INLINE_ATOM;
  }
  return out;
}

/** Every text block of a document, in document order (the n of `lead.<n>` is the index here). */
export function textBlocksOf(doc: RichTextNode | null): RichTextNode[] {
  const out: RichTextNode[] = [];
  const walk = (node: RichTextNode): void => {
    if (TEXT_BLOCKS.has(node.type)) out.push(node);
    else for (const child of node.content ?? []) walk(child);
  };
  if (doc) walk(doc);
  return out;
}

/** The segments of a lead or body: one per text block holding text (empty blocks are skipped). */
export function docSegments(field: RichTextField, doc: RichTextNode | null): CorrectionSegment[] {
  return textBlocksOf(doc)
    .map((block, index) => ({ key: segmentKey(field, index), text: inlineTextOf(block) }))
    .filter((segment) => segment.text !== '');
}

export interface CorrectedTexts {
  title: string;
  lead: RichTextDoc | null;
  body: RichTextDoc | null;
}

/** The segments of a piece of content, in reading order: title, lead, body. */
export function contentSegments(content: CorrectedTexts): CorrectionSegment[] {
  return [
    ...(content.title === '' ? [] : [{ key: TITLE_KEY, text: content.title }]),
    ...docSegments('lead', content.lead),
    ...docSegments('body', content.body),
  ];
}

/** One changed range of a text: [start, end) of the old text becomes `text`. */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

/** The ranges that differ between two texts (a character diff), in increasing order. */
export function textEdits(before: string, after: string): TextEdit[] {
  if (before === after) return [];
  const edits: TextEdit[] = [];
  let at = 0;
  let open: TextEdit | null = null;
  for (const change of diffChars(before, after)) {
    if (!change.added && !change.removed) {
      if (open) edits.push(open);
      open = null;
      at += change.value.length;
      continue;
    }
    open ??= { start: at, end: at, text: '' };
    if (change.removed) {
      at += change.value.length;
      open.end = at;
    } else open.text += change.value;
  }
  if (open) edits.push(open);
  return edits;
}

/** Applies edits (increasing, not overlapping, as textEdits gives them) to a text. */
export function applyTextEdits(text: string, edits: readonly TextEdit[]): string {
  let out = text;
  for (const edit of [...edits].reverse())
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

function sizeOf(node: RichTextNode): number {
  return node.type === NODE.text ? (node.text ?? '').length : 1;
}

function sameMarks(a: readonly RichTextMark[] = [], b: readonly RichTextMark[] = []): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Text (with '\n' as hard breaks) as inline nodes carrying `marks`. */
function inlineNodesOf(text: string, marks: RichTextMark[] | undefined): RichTextNode[] {
  const nodes: RichTextNode[] = [];
  text.split('\n').forEach((part, index) => {
    if (index > 0) nodes.push({ type: NODE.hardBreak });
    if (part !== '') nodes.push({ type: NODE.text, text: part, ...(marks ? { marks } : {}) });
  });
  return nodes;
}

/** Splits the inline content at an offset: what is before it and what is after it. */
function splitAt(
  content: readonly RichTextNode[],
  offset: number,
): [RichTextNode[], RichTextNode[]] {
  const before: RichTextNode[] = [];
  const after: RichTextNode[] = [];
  let at = 0;
  for (const node of content) {
    const size = sizeOf(node);
    if (at + size <= offset) before.push(node);
    else if (at >= offset) after.push(node);
    else {
      // Only a text node is wider than one position.
      const text = node.text!;
      before.push({ ...node, text: text.slice(0, offset - at) });
      after.push({ ...node, text: text.slice(offset - at) });
    }
    at += size;
  }
  return [before, after];
}

/** Adjacent text nodes with the same marks become one (as ProseMirror stores them). */
function joinTexts(content: readonly RichTextNode[]): RichTextNode[] {
  const out: RichTextNode[] = [];
  for (const node of content) {
    const last = out.at(-1);
    if (node.type === NODE.text && last?.type === NODE.text && sameMarks(last.marks, node.marks))
      out[out.length - 1] = { ...last, text: (last.text ?? '') + (node.text ?? '') };
    else out.push(node);
  }
  return out;
}

/** The marks a replacement of [start, end) takes: the replaced text's, else the text before it. */
function marksAt(content: readonly RichTextNode[], start: number, end: number) {
  const [before, rest] = splitAt(content, start);
  const [replaced] = splitAt(rest, end - start);
  const source = replaced.find((n) => n.type === NODE.text) ?? before.at(-1);
  return source?.type === NODE.text ? source.marks : undefined;
}

/** A block with one range of its inline content replaced by text. */
function editBlock(block: RichTextNode, edit: TextEdit): RichTextNode {
  const content = block.content ?? [];
  const marks = marksAt(content, edit.start, edit.end);
  const [before, rest] = splitAt(content, edit.start);
  const [, after] = splitAt(rest, edit.end - edit.start);
  const next = joinTexts([...before, ...inlineNodesOf(edit.text, marks), ...after]).filter(
    (n) => n.type !== NODE.text || n.text !== '',
  );
  const out: RichTextNode = { ...block, content: next };
  if (next.length === 0) delete out.content;
  return out;
}

/**
 * A lead or body with corrected segment texts written back (keys of other fields are ignored; a
 * block whose text did not change is the same object). Only the changed ranges are replaced.
 */
export function applySegments(
  field: RichTextField,
  doc: RichTextDoc,
  texts: ReadonlyMap<string, string>,
): RichTextDoc {
  let index = -1;
  const walk = (node: RichTextNode): RichTextNode => {
    if (TEXT_BLOCKS.has(node.type)) {
      index += 1;
      const corrected = texts.get(segmentKey(field, index));
      if (corrected === undefined) return node;
      const edits = textEdits(inlineTextOf(node), corrected);
      return [...edits].reverse().reduce(editBlock, node);
    }
    if (!node.content) return node;
    const content = node.content.map(walk);
    return content.every((child, i) => child === node.content![i]) ? node : { ...node, content };
  };
  return walk(doc) as RichTextDoc;
}
