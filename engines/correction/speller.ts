// Spelling over segments with any Hunspell-like dictionary (the worker passes hunspell-asm's):
// which words are unknown, where exactly, and what to write instead.
import type { CorrectionSegment } from '../../common/correction/types';
import type { Misspelling } from './localEngine';
import { fastSuggestions } from './suggestions';
import {
  afterElision,
  hyphenParts,
  isAcronym,
  toDictionaryForm,
  toWrittenForm,
  wordTokens,
} from './tokenize';

export interface SpellDictionary {
  spell(word: string): boolean;
  suggest(word: string): string[];
}

export interface WordSpan {
  word: string;
  start: number;
}

function knows(dictionary: SpellDictionary, word: string): boolean {
  return dictionary.spell(toDictionaryForm(word));
}

/** A part of a compound that is not checked on its own (« 2 » of « 2-0 », « ONU » of « ONU-Habitat »). */
function skippedPart(word: string): boolean {
  return word.length === 0 || /\p{N}/u.test(word) || isAcronym(word);
}

/**
 * The unknown spans of one word: the whole when it is unknown, but only the unknown part after an
 * elision or of a hyphenated word (« l’batiment » → « batiment »); a compound whose parts are all
 * known (« anti-inflation ») is accepted.
 */
export function unknownSpans(dictionary: SpellDictionary, token: WordSpan): WordSpan[] {
  if (knows(dictionary, token.word)) return [];
  const elided = afterElision(token.word);
  if (elided) {
    return unknownSpans(dictionary, { word: elided.word, start: token.start + elided.offset });
  }
  const parts = hyphenParts(token.word);
  if (parts.length === 1) return [{ word: token.word, start: token.start }];
  return parts
    .filter((part) => !skippedPart(part.word) && !knows(dictionary, part.word))
    .map((part) => ({ word: part.word, start: token.start + part.offset }));
}

export interface FoundMisspelling extends Misspelling {
  word: string;
}

/** The unknown words of one text. */
export function unknownWords(dictionary: SpellDictionary, text: string): WordSpan[] {
  return wordTokens(text)
    .filter((token) => !token.properNoun)
    .flatMap((token) => unknownSpans(dictionary, token));
}

/** A text's unknown words, remembered: as-you-type checks resend a long body where one paragraph changed. */
export class UnknownWordsCache {
  private readonly known = new Map<string, WordSpan[]>();

  constructor(private readonly maxTexts = 5000) {}

  get(dictionary: SpellDictionary, text: string): WordSpan[] {
    let spans = this.known.get(text);
    if (!spans) {
      spans = unknownWords(dictionary, text);
      if (this.known.size >= this.maxTexts) this.known.clear();
      this.known.set(text, spans);
    }
    return spans;
  }
}

export function misspellings(
  dictionary: SpellDictionary,
  segments: readonly CorrectionSegment[],
  cache: UnknownWordsCache = new UnknownWordsCache(),
): FoundMisspelling[] {
  return segments.flatMap((segment) =>
    cache.get(dictionary, segment.text).map((span) => ({
      segment: segment.key,
      start: span.start,
      length: span.word.length,
      word: span.word,
    })),
  );
}

/**
 * How hard to look for suggestions: Hunspell's own take 100–700 ms a word in WASM, the quick ones
 * (accents, one-letter slips: a few hundred dictionary look-ups) about a millisecond.
 * `full`: both (the right-click menu); `quickFirst`: Hunspell's only when the quick ones find
 * nothing; `quickOnly`: never Hunspell's (a session start out of time budget).
 */
export type SuggestionEffort = 'full' | 'quickFirst' | 'quickOnly';

export function suggestionsFor(
  dictionary: SpellDictionary,
  word: string,
  effort: SuggestionEffort,
  max = 5,
): string[] {
  if (knows(dictionary, word)) return [];
  const quick = fastSuggestions((candidate) => knows(dictionary, candidate), word);
  const wantSlow = effort === 'full' || (effort === 'quickFirst' && quick.length === 0);
  const slow = wantSlow ? dictionary.suggest(toDictionaryForm(word)) : [];
  const all = [...quick, ...slow.map((s) => toWrittenForm(s, word))];
  return [...new Set(all)].filter((s) => s !== word).slice(0, max);
}
