// Hunspell (hunspell-asm, WASM) with the LibreOffice French dictionary of `dictionary-fr`. Loaded
// in the worker thread only: 180–240 ms and ~75 MB.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadModule } from 'hunspell-asm';
import type { SpellDictionary } from './speller';

/**
 * dictionary-fr is ESM with a top-level await that reads its two files; its `exports` gives only
 * index.js, so its folder is found from that (require.resolve works from sources and bundled).
 */
function dictionaryFolder(): string {
  return dirname(require.resolve('dictionary-fr'));
}

export async function loadFrenchDictionary(): Promise<SpellDictionary> {
  const factory = await loadModule();
  const folder = dictionaryFolder();
  const aff = factory.mountBuffer(readFileSync(join(folder, 'index.aff')), 'fr.aff');
  const dic = factory.mountBuffer(readFileSync(join(folder, 'index.dic')), 'fr.dic');
  const hunspell = factory.create(aff, dic);
  return { spell: (word) => hunspell.spell(word), suggest: (word) => hunspell.suggest(word) };
}
