// The spell-check session of spec 000 §4 / 001 §7 (« Correction - Prolexis »), shared by the server
// (which serves it), main (which takes it over offline) and the renderer (which shows it).
//
// A session checks the texts of one piece of content as **segments**: the title, and each text
// block of the lead and of the body, keyed `title`, `lead.<n>`, `body.<n>` (n = the text block's
// index in document order, see segments.ts). An error is located by segment, start and length in
// UTF-16 code units of that segment's text. Every segment carries the hash of its text; a call
// naming a hash the session does not hold is a desynchronisation.

export type CorrectionField = 'title' | 'lead' | 'body';

export interface CorrectionSegment {
  /** `title`, `lead.<n>` or `body.<n>`. */
  key: string;
  text: string;
}

/** What an engine reports: spelling (Hunspell, Prolexis), grammar (agreement, conjugation…), typography. */
export type CorrectionErrorType = 'spelling' | 'grammar' | 'typography';

export type CorrectionErrorStatus = 'pending' | 'ignored' | 'corrected';

export interface CorrectionLocation {
  segment: string;
  start: number;
  length: number;
}

/** One finding of an engine, before it joins a session. */
export interface CorrectionFinding {
  location: CorrectionLocation;
  type: CorrectionErrorType;
  /** Short French diagnosis (« Mot inconnu », « Accord du participe passé »…). */
  diagnosis: string;
  /** The engine's French label of the problem (one sentence). */
  label: string;
  /** Replacements in the engine's order of preference (may be empty). */
  corrections: string[];
  /** The engine's rule id (Grammalecte's rule, `spelling` for Hunspell): what getExplanation reads. */
  rule: string;
}

export interface CorrectionError extends CorrectionFinding {
  /** Stable within the session (e1, e2…), in reading order at the start. */
  id: string;
  status: CorrectionErrorStatus;
  /**
   * The same mistake elsewhere in the texts (same rule, same text), what correctMultiple applies to:
   * the first LIMITS.correction.duplicatesListed ids, so an article repeating one mistake hundreds
   * of times still fits an answer; `duplicateCount` says how many there are.
   */
  duplicates: string[];
  duplicateCount: number;
}

export interface CorrectionSessionSegment extends CorrectionSegment {
  hash: string;
}

export interface CorrectionSession {
  id: string;
  /** The content checked (an article, a slideshow, a live post…): sessions are per content and user. */
  contentId: string;
  segments: CorrectionSessionSegment[];
  /** In reading order (segment order, then start). */
  errors: CorrectionError[];
  /** False when only spelling was checked (Grammalecte absent): the dialog says so. */
  grammarChecked: boolean;
  /** Which engine answered: the dialog names the local one. */
  engine: CorrectionEngineName;
}

export type CorrectionEngineName = 'prolexis' | 'local';

export interface CorrectionExplanation {
  /** French, plain text. */
  text: string;
  /** A page saying more (Grammalecte's rule page), when the engine gives one. */
  url: string | null;
}

/** The engine behind a session, on the server or in main (engines/correction implements the local one). */
export interface CorrectionEngine {
  readonly name: CorrectionEngineName;
  /** Whether grammar is checked, not only spelling. */
  readonly grammarChecked: boolean;
  check(segments: readonly CorrectionSegment[]): Promise<CorrectionFinding[]>;
  explain(finding: CorrectionFinding, text: string): Promise<CorrectionExplanation>;
}
