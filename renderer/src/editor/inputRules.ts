// Markdown-like input rules for lists and quotes, plus French typography: a straight double quote
// becomes « or » (with the non-breaking space French requires), "..." becomes an ellipsis.

import {
  InputRule,
  inputRules,
  textblockTypeInputRule,
  wrappingInputRule,
  ellipsis,
} from 'prosemirror-inputrules';
import type { Plugin } from 'prosemirror-state';
import type { Schema } from 'prosemirror-model';
import { NODE } from '../../../common/richtext';

const NBSP = '\u00a0';

function frenchQuotes(): InputRule {
  return new InputRule(/"$/, (state, _match, start, end) => {
    const before = state.doc.textBetween(Math.max(0, start - 1), start, '\n', '\n');
    const opening = before === '' || /[\s([{\u00a0]/.test(before);
    return state.tr.insertText(opening ? `«${NBSP}` : `${NBSP}»`, start, end);
  });
}

export function buildInputRules(schema: Schema): Plugin {
  const rules: InputRule[] = [ellipsis, frenchQuotes()];
  const bullet = schema.nodes[NODE.bulletList];
  const ordered = schema.nodes[NODE.orderedList];
  const quote = schema.nodes[NODE.blockquote];
  const title = schema.nodes[NODE.title];
  const headline = schema.nodes[NODE.headline];
  if (bullet) rules.push(wrappingInputRule(/^\s*([-+*])\s$/, bullet));
  if (ordered) {
    rules.push(
      wrappingInputRule(
        /^(\d+)\.\s$/,
        ordered,
        (match) => ({ order: Number(match[1]) }),
        (match, node) => node.childCount + (node.attrs.order as number) === Number(match[1]),
      ),
    );
  }
  if (quote) rules.push(wrappingInputRule(/^\s*>\s$/, quote));
  if (title) rules.push(textblockTypeInputRule(/^##\s$/, title));
  if (headline) rules.push(textblockTypeInputRule(/^###\s$/, headline));
  return inputRules({ rules });
}
