// Messages between the engine and its spelling worker thread.
import type { CorrectionSegment } from '../../common/correction/types';
import type { FoundMisspelling } from './speller';

export type SpellRequest =
  | { id: number; kind: 'spell'; segments: CorrectionSegment[] }
  /** Misspellings with suggestions; Hunspell's slow suggest only within `budgetMs` (then quick ones). */
  | { id: number; kind: 'check'; segments: CorrectionSegment[]; budgetMs: number }
  | { id: number; kind: 'suggest'; word: string };

export interface SuggestedMisspelling extends FoundMisspelling {
  suggestions: string[];
}

export type SpellReply =
  | { id: number; kind: 'spell'; misspellings: FoundMisspelling[] }
  | { id: number; kind: 'check'; misspellings: SuggestedMisspelling[] }
  | { id: number; kind: 'suggest'; suggestions: string[] }
  | { id: number; kind: 'error'; message: string };
