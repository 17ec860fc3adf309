// Character and word counts of the editor toolbar (spec 000 §2 "with plural"). Counted per text
// block so words never run together across paragraphs; the editor caches the per-block figures.

import { blockTexts } from './plainText';
import type { RichTextDoc } from './types';

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Words of one block of text: whitespace-separated runs holding at least a letter or a digit. */
export function countWordsInText(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/)) if (WORD_CHAR.test(token)) count++;
  return count;
}

/** Characters of one block of text, spaces included, counted as code points (an emoji is one). */
export function countCharactersInText(text: string): number {
  let count = 0;
  for (const ch of text) if (ch !== '\n') count++;
  return count;
}

export function countWords(doc: RichTextDoc | null): number {
  if (!doc) return 0;
  return blockTexts(doc).reduce((sum, t) => sum + countWordsInText(t), 0);
}

export function countCharacters(doc: RichTextDoc | null): number {
  if (!doc) return 0;
  return blockTexts(doc).reduce((sum, t) => sum + countCharactersInText(t), 0);
}

/** French plural: 0 and 1 take the singular ("0 mot", "1 mot", "2 mots"). */
export function pluralize(n: number, singular: string, plural: string): string {
  return `${n.toLocaleString('fr-FR')} ${Math.abs(n) >= 2 ? plural : singular}`;
}

export function formatCounts(characters: number, words: number): string {
  return `${pluralize(characters, 'caractère', 'caractères')} · ${pluralize(words, 'mot', 'mots')}`;
}
