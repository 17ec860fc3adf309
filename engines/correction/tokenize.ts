// French words to spell-check in a text, with their exact offsets (UTF-16 code units, as the
// session's locations). What is not a word for a dictionary is skipped: numbers and words with
// digits, URLs, e-mail addresses, all-caps acronyms. Elisions (l', qu', jusqu'…) and hyphenated
// words stay one token here; checkWord() splits them only when the whole is unknown.

export interface WordToken {
  /** As written (typographic apostrophe kept). */
  word: string;
  start: number;
  /**
   * Capitalised inside a sentence (« Gerland », « d’Auch », « Saint-Étienne »): a proper noun,
   * which the French dictionary mostly does not hold; only its known misspellings would help.
   */
  properNoun: boolean;
}

/** Letters (any accent) joined by apostrophes or hyphens: « aujourd’hui », « porte-parole ». */
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’\u2011-][\p{L}\p{M}\p{N}]+)*/gu;
/** Spans that hold no French word even if they hold letters. */
const NOT_PROSE =
  /(?:https?:\/\/|www\.)[^\s<>«»"]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|#[\p{L}\d_]+|@[\w.]+/giu;

function proseMask(text: string): (start: number, end: number) => boolean {
  const spans: Array<[number, number]> = [];
  for (const match of text.matchAll(NOT_PROSE))
    spans.push([match.index, match.index + match[0].length]);
  return (start, end) => spans.some(([from, to]) => start < to && end > from);
}

/** Acronyms (ONU, SNCF, PME) and all-caps shouting are not dictionary words. */
export function isAcronym(word: string): boolean {
  return word.length > 1 && word === word.toUpperCase() && word !== word.toLowerCase();
}

function hasDigit(word: string): boolean {
  return /\p{N}/u.test(word);
}

/** What may open a sentence before its first word: spaces, quotes, brackets, dashes. */
const SENTENCE_OPENERS = /[\s«»“”"'‘’([—–-]/u;
/** What ends the sentence before: the next word starts a new one (and may take a capital). */
const SENTENCE_ENDS = /[.!?…:;]/u;

export function startsSentence(text: string, start: number): boolean {
  let i = start - 1;
  while (i >= 0 && SENTENCE_OPENERS.test(text[i]!)) i--;
  return i < 0 || SENTENCE_ENDS.test(text[i]!);
}

function capitalised(word: string): boolean {
  const first = word[0] ?? '';
  return first !== first.toLowerCase();
}

export function wordTokens(text: string): WordToken[] {
  const insideNonProse = proseMask(text);
  const tokens: WordToken[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const start = match.index;
    if (hasDigit(word) || isAcronym(word)) continue;
    if (insideNonProse(start, start + word.length)) continue;
    const core = afterElision(word)?.word ?? word;
    tokens.push({ word, start, properNoun: capitalised(core) && !startsSentence(text, start) });
  }
  return tokens;
}

/** The dictionary writes the straight apostrophe and the ASCII hyphen; both are one code unit. */
export function toDictionaryForm(word: string): string {
  return word.replace(/’/g, "'").replace(/\u2011/g, '-');
}

/** A suggestion written back with the typographic apostrophe when the word used it. */
export function toWrittenForm(suggestion: string, written: string): string {
  return written.includes('’') ? suggestion.replace(/'/g, '’') : suggestion;
}

/** Elided articles and conjunctions: « l’ », « qu’ », « jusqu’ », « lorsqu’ »… */
const ELISION = /^(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu|quoiqu|presqu|quelqu)['’]/iu;

export interface WordPart {
  word: string;
  /** Offset within the token. */
  offset: number;
}

/** The part after an elision (« école » of « l’école »), or null when none. */
export function afterElision(word: string): WordPart | null {
  const match = ELISION.exec(word);
  if (!match || match[0].length >= word.length) return null;
  return { word: word.slice(match[0].length), offset: match[0].length };
}

/** The parts of a hyphenated word, each with its offset; one part when there is no hyphen. */
export function hyphenParts(word: string): WordPart[] {
  const parts: WordPart[] = [];
  let offset = 0;
  for (const piece of word.split(/[-\u2011]/)) {
    parts.push({ word: piece, offset });
    offset += piece.length + 1;
  }
  return parts;
}
