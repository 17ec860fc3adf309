// The spelling worker thread: Hunspell runs here so that neither host's event loop waits on it
// (a check of 2,000 words takes ~30 ms, one Hunspell suggestion up to 700 ms).
// Bundled as out/main/correction-worker.js (electron.vite.config.ts); run from sources with tsx.
import { parentPort } from 'node:worker_threads';
import { loadFrenchDictionary } from './hunspellDictionary';
import { misspellings, suggestionsFor, UnknownWordsCache, type SpellDictionary } from './speller';
import type { SpellReply, SpellRequest, SuggestedMisspelling } from './workerProtocol';

/** Words already suggested for: a session restarted on the same article answers at once. */
const SUGGESTION_CACHE_MAX = 5000;
const suggestionCache = new Map<string, string[]>();
/** Paragraphs already checked: a 10,000-word body with one paragraph edited costs that paragraph. */
const unknownWordsCache = new UnknownWordsCache();

function cachedSuggestions(
  dictionary: SpellDictionary,
  word: string,
  slowAllowed: boolean,
): string[] {
  const cached = suggestionCache.get(word);
  if (cached) return cached;
  const suggestions = suggestionsFor(dictionary, word, slowAllowed ? 'quickFirst' : 'quickOnly');
  if (slowAllowed) {
    if (suggestionCache.size >= SUGGESTION_CACHE_MAX) suggestionCache.clear();
    suggestionCache.set(word, suggestions);
  }
  return suggestions;
}

function check(
  dictionary: SpellDictionary,
  request: Extract<SpellRequest, { kind: 'check' }>,
): SuggestedMisspelling[] {
  const deadline = performance.now() + request.budgetMs;
  // Hunspell's slow suggestions for a capitalised word (a name, mostly) are seldom worth waiting.
  const slowAllowed = (word: string): boolean =>
    performance.now() < deadline && word[0] === word[0]?.toLowerCase();
  return misspellings(dictionary, request.segments, unknownWordsCache).map((found) => ({
    ...found,
    suggestions: cachedSuggestions(dictionary, found.word, slowAllowed(found.word)),
  }));
}

function answer(dictionary: SpellDictionary, request: SpellRequest): SpellReply {
  switch (request.kind) {
    case 'spell':
      return {
        id: request.id,
        kind: 'spell',
        misspellings: misspellings(dictionary, request.segments, unknownWordsCache),
      };
    case 'check':
      return { id: request.id, kind: 'check', misspellings: check(dictionary, request) };
    case 'suggest':
      return {
        id: request.id,
        kind: 'suggest',
        suggestions: suggestionsFor(dictionary, request.word, 'full'),
      };
  }
}

function serve(): void {
  const port = parentPort;
  if (!port) throw new Error('spellWorker runs as a worker thread');
  const ready = loadFrenchDictionary();
  port.on('message', (request: SpellRequest) => {
    ready
      .then((dictionary) => port.postMessage(answer(dictionary, request)))
      .catch((error: unknown) =>
        port.postMessage({
          id: request.id,
          kind: 'error',
          message: String(error),
        } satisfies SpellReply),
      );
  });
}

serve();
