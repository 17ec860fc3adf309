// Corrected texts back into a live editor (issue 33, « Appliquer » of the correction dialog): one
// transaction for the whole document, so one Ctrl+Z undoes the correction. Only the ranges that
// changed in each text block are replaced (common/correction/segments textEdits), in the marks of
// the text they replace; '\n' becomes a hard break. Segment offsets are positions in the block.
import type { Mark, Node as PMNode, Schema } from 'prosemirror-model';
import type { Command, Transaction } from 'prosemirror-state';
import {
  INLINE_ATOM,
  TEXT_BLOCKS,
  segmentKey,
  textEdits,
  type RichTextField,
  type TextEdit,
} from '../../../common/correction/segments';
import { NODE } from '../../../common/richtext';

/** A text block's text as the segments read it (hard break '\n', other inline nodes INLINE_ATOM). */
export function blockText(block: PMNode): string {
  return block.textBetween(0, block.content.size, undefined, (leaf) =>
    leaf.type.name === NODE.hardBreak ? '\n' : INLINE_ATOM,
  );
}

/** The text blocks of a document with their positions, in document order (segments' n). */
export function textBlockPositions(doc: PMNode): Array<{ node: PMNode; pos: number }> {
  const out: Array<{ node: PMNode; pos: number }> = [];
  doc.descendants((node, pos) => {
    if (!TEXT_BLOCKS.has(node.type.name)) return true;
    out.push({ node, pos });
    return false;
  });
  return out;
}

/** Text with '\n' as hard breaks, in the given marks. */
function inlineNodes(schema: Schema, text: string, marks: readonly Mark[]): PMNode[] {
  const hardBreak = schema.nodes[NODE.hardBreak];
  const nodes: PMNode[] = [];
  text.split('\n').forEach((part, index) => {
    if (index > 0) nodes.push(hardBreak ? hardBreak.create() : schema.text(' '));
    if (part !== '') nodes.push(schema.text(part, marks));
  });
  return nodes;
}

function replaceRange(tr: Transaction, from: number, edit: TextEdit): void {
  const start = from + edit.start;
  const end = from + edit.end;
  const $start = tr.doc.resolve(start);
  const marks =
    start < end ? ($start.marksAcross(tr.doc.resolve(end)) ?? $start.marks()) : $start.marks();
  tr.replaceWith(start, end, inlineNodes(tr.doc.type.schema, edit.text, marks));
}

/**
 * Writes the texts of `field`'s segments (key → corrected text) into the document; blocks whose
 * text is the same are left alone. False when nothing changes.
 */
export function applyCorrectedTexts(
  field: RichTextField,
  texts: ReadonlyMap<string, string>,
): Command {
  return (state, dispatch) => {
    const tr = state.tr;
    const blocks = textBlockPositions(state.doc);
    // From the end of the document back, so earlier positions stay valid without mapping.
    for (let index = blocks.length - 1; index >= 0; index--) {
      const corrected = texts.get(segmentKey(field, index));
      if (corrected === undefined) continue;
      const { node, pos } = blocks[index]!;
      const edits = textEdits(blockText(node), corrected);
      for (const edit of [...edits].reverse()) replaceRange(tr, pos + 1, edit);
    }
    if (!tr.docChanged) return false;
    dispatch?.(tr.scrollIntoView());
    return true;
  };
}
