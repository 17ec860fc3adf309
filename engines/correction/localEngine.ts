// The local French correction engine both hosts run (issue 33): the server when no Prolexis service
// is configured, main for as-you-type underlining and to take a session over offline.
// Contract only; the implementation lands with the engine (Hunspell in a worker thread, Grammalecte
// as a child process where installed).
import type { CorrectionEngine, CorrectionSegment } from '../../common/correction/types';

export interface Misspelling {
  segment: string;
  start: number;
  length: number;
}

export interface LocalFrenchEngine extends CorrectionEngine {
  readonly name: 'local';
  /** Spelling only (Hunspell), for as-you-type underlining: fast, no grammar. */
  spell(segments: readonly CorrectionSegment[]): Promise<Misspelling[]>;
  /** Hunspell's suggestions for one word (right-click menu). */
  suggest(word: string): Promise<string[]>;
  /** Stops the worker and the Grammalecte process. */
  close(): Promise<void>;
}

export interface LocalEngineOptions {
  /** `grammalecte-server` to run; null: spelling only. Default: found on PATH, else null. */
  grammalecteCommand?: string | null;
  log?: (message: string) => void;
}

export type CreateLocalFrenchEngine = (options?: LocalEngineOptions) => Promise<LocalFrenchEngine>;
