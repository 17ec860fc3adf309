// Plain text of a stored document: what search indexes and previews read. Blocks are separated by
// a newline; a hard break is a newline; image captions and table cells count as text, other
// elements carry none.

import { NODE } from './names';
import type { RichTextDoc, RichTextNode } from './types';

function inlineText(node: RichTextNode): string {
  let out = '';
  for (const child of node.content ?? []) {
    if (child.type === NODE.text) out += child.text ?? '';
    else if (child.type === NODE.hardBreak) out += '\n';
  }
  return out;
}

const TEXTBLOCKS: ReadonlySet<string> = new Set([NODE.paragraph, NODE.title, NODE.headline]);

/** The text of every text block in document order (image captions included). */
export function blockTexts(doc: RichTextNode): string[] {
  const out: string[] = [];
  const walk = (node: RichTextNode): void => {
    if (TEXTBLOCKS.has(node.type)) {
      out.push(inlineText(node));
      return;
    }
    if (node.type === NODE.image) {
      const caption = node.attrs?.caption;
      if (typeof caption === 'string' && caption !== '') out.push(caption);
      return;
    }
    for (const child of node.content ?? []) walk(child);
  };
  walk(doc);
  return out;
}

export function docToPlainText(doc: RichTextDoc | null): string {
  if (!doc) return '';
  return blockTexts(doc)
    .filter((t) => t !== '')
    .join('\n');
}
