// Quick spelling suggestions built from dictionary look-ups (each a few microseconds), for the
// mistakes a French newsroom makes most: a missing or wrong accent (« batiment », « couts »), then
// one slipped letter (doubled, missing, swapped, wrong). Hunspell's own suggest() finds these too
// but in 100–700 ms a word; this finds them in about a millisecond.

/** What each base letter may be written as in French. */
const ACCENTED: Record<string, string[]> = {
  a: ['a', 'à', 'â'],
  e: ['e', 'é', 'è', 'ê', 'ë'],
  i: ['i', 'î', 'ï'],
  o: ['o', 'ô'],
  u: ['u', 'ù', 'û', 'ü'],
  c: ['c', 'ç'],
};
const FRENCH_LETTERS = 'abcdefghijklmnopqrstuvwxyzàâçéèêëîïôûùüœ';
/** Past this many accentable letters the variants are too many to try (4^7 = 16,384). */
const MAX_ACCENT_SLOTS = 7;

function baseLetter(letter: string): string {
  return letter.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function keepCase(candidate: string, written: string): string {
  const first = written[0];
  if (first && first !== first.toLowerCase())
    return candidate[0]!.toUpperCase() + candidate.slice(1);
  return candidate;
}

/** Every way to re-accent the word's vowels and c (« evenement » → « événement », « évènement »). */
export function accentVariants(word: string): string[] {
  const lower = word.toLowerCase();
  const choices = [...lower].map((letter) => ACCENTED[baseLetter(letter)] ?? [letter]);
  const slots = choices.filter((c) => c.length > 1).length;
  if (slots === 0 || slots > MAX_ACCENT_SLOTS) return [];
  let variants = [''];
  for (const options of choices)
    variants = variants.flatMap((prefix) => options.map((o) => prefix + o));
  return variants.filter((v) => v !== lower).map((v) => keepCase(v, word));
}

/**
 * Words one letter away, likeliest slips first: a doubled or undoubled letter (« pome » →
 * « pomme »), two letters swapped, a letter missing (« parol » → « parole »), one too many, one
 * wrong.
 */
export function oneEditVariants(word: string): string[] {
  const doubled: string[] = [];
  const swapped: string[] = [];
  const inserted: string[] = [];
  const deleted: string[] = [];
  const replaced: string[] = [];
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    const letter = tail[0];
    if (letter) {
      (letter === tail[1] || letter === head.at(-1) ? doubled : deleted).push(head + tail.slice(1));
      doubled.push(head + letter + tail);
    }
    if (tail.length > 1) swapped.push(head + tail[1] + tail[0] + tail.slice(2));
    for (const other of FRENCH_LETTERS) {
      if (letter && other !== letter) replaced.push(head + other + tail.slice(1));
      inserted.push(head + other + tail);
    }
  }
  return [...doubled, ...swapped, ...inserted, ...deleted, ...replaced].filter((v) => v !== word);
}

/** Known accent variants first, then known one-letter edits; at most `max`. */
export function fastSuggestions(known: (word: string) => boolean, word: string, max = 5): string[] {
  const found = new Set<string>();
  for (const candidate of accentVariants(word)) if (known(candidate)) found.add(candidate);
  for (const candidate of oneEditVariants(word)) {
    if (found.size >= max) break;
    if (!found.has(candidate) && known(candidate)) found.add(candidate);
  }
  return [...found];
}
