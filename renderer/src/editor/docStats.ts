// Counts and the person-link flag for the toolbar, computed per top-level block and cached by node
// identity: ProseMirror reuses unchanged nodes between states, so after a keystroke only the edited
// block is recounted and the rest is a WeakMap lookup.

import type { Node as PMNode } from 'prosemirror-model';
import { MARK, NODE, countCharactersInText, countWordsInText } from '../../../common/richtext';

export interface DocStats {
  characters: number;
  words: number;
  hasPersonLink: boolean;
}

const cache = new WeakMap<PMNode, DocStats>();

function blockStats(block: PMNode): DocStats {
  const cached = cache.get(block);
  if (cached) return cached;
  let characters = 0;
  let words = 0;
  let hasPersonLink = false;
  const visit = (node: PMNode): void => {
    if (node.isTextblock) {
      const text = node.textBetween(0, node.content.size, '\n', '\n');
      characters += countCharactersInText(text);
      words += countWordsInText(text);
      node.forEach((child) => {
        if (child.marks.some((m) => m.type.name === MARK.personLink)) hasPersonLink = true;
      });
      return;
    }
    if (node.type.name === NODE.image) {
      const caption = node.attrs.caption as string;
      characters += countCharactersInText(caption);
      words += countWordsInText(caption);
      return;
    }
    node.forEach(visit);
  };
  visit(block);
  const stats = { characters, words, hasPersonLink };
  cache.set(block, stats);
  return stats;
}

export function docStats(doc: PMNode): DocStats {
  let characters = 0;
  let words = 0;
  let hasPersonLink = false;
  doc.forEach((block) => {
    const s = blockStats(block);
    characters += s.characters;
    words += s.words;
    hasPersonLink ||= s.hasPersonLink;
  });
  return { characters, words, hasPersonLink };
}
