// From segments to Grammalecte's request and from its answer to findings. Each segment is sent as
// one paragraph (Grammalecte splits on line breaks), so paragraph n is segment n; its offsets count
// code points (Python) and are turned into UTF-16 code units (the session's unit).
import type { CorrectionFinding, CorrectionSegment } from '../../common/correction/types';

/**
 * Options off: the typography rules that flood a newsroom article (~160 hits on one) with what
 * the layout handles or the house style decides: straight apostrophes, non-breaking spaces before
 * « : ; ! ? », spaces and tabs, thin spaces in numbers and before units, inclusive writing,
 * Markdown, capitals of ministries. On: everything grammar (agreement, conjugation, past
 * participles, homophones, locutions) and the typography that is plainly wrong (« ,, », « ... »).
 */
export const GRAMMALECTE_OPTIONS: Readonly<Record<string, boolean>> = {
  apos: false,
  nbsp: false,
  esp: false,
  tab: false,
  num: false,
  unit: false,
  eepi: false,
  md: false,
  minis: false,
  maj: false,
  virg: false,
  poncfin: false,
  liga: false,
  mapos: false,
  ocr: false,
};

/** A segment as one paragraph: its line breaks become spaces (same length, same offsets). */
export function asParagraph(text: string): string {
  return text.replace(/[\r\n]/g, ' ');
}

export interface GrammalecteError {
  nStart: number;
  nEnd: number;
  sRuleId: string;
  sType: string;
  sMessage: string;
  aSuggestions: string[];
  URL: string;
}

interface GrammalecteParagraph {
  iParagraph: number;
  lGrammarErrors: GrammalecteError[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function asError(value: unknown): GrammalecteError | null {
  if (!isRecord(value)) return null;
  const { nStart, nEnd, sRuleId, sType, sMessage, aSuggestions, URL } = value;
  if (typeof nStart !== 'number' || typeof nEnd !== 'number' || typeof sRuleId !== 'string')
    return null;
  return {
    nStart,
    nEnd,
    sRuleId,
    sType: typeof sType === 'string' ? sType : '',
    sMessage: typeof sMessage === 'string' ? sMessage : '',
    aSuggestions: Array.isArray(aSuggestions)
      ? aSuggestions.filter((s) => typeof s === 'string')
      : [],
    URL: typeof URL === 'string' ? URL : '',
  };
}

/** The grammar errors of each paragraph; spelling errors are Hunspell's to report. */
export function parseAnswer(body: unknown): GrammalecteParagraph[] {
  if (!isRecord(body)) throw new Error('Grammalecte: unexpected answer');
  if (typeof body.error === 'string' && body.error && !Array.isArray(body.data)) {
    throw new Error(`Grammalecte: ${body.error}`);
  }
  const data = Array.isArray(body.data) ? body.data : [];
  return data.filter(isRecord).map((paragraph) => ({
    iParagraph: typeof paragraph.iParagraph === 'number' ? paragraph.iParagraph : 0,
    lGrammarErrors: (Array.isArray(paragraph.lGrammarErrors) ? paragraph.lGrammarErrors : [])
      .map(asError)
      .filter((e): e is GrammalecteError => e !== null),
  }));
}

/** UTF-16 offset of a code point offset (they differ only past an emoji or another astral sign). */
export function utf16Offset(text: string, codePoints: number): number {
  let units = 0;
  for (let seen = 0; seen < codePoints && units < text.length; seen++) {
    units += (text.codePointAt(units) ?? 0) > 0xffff ? 2 : 1;
  }
  return units;
}

/** Grammalecte's rule types that are typography; the others are grammar. */
const TYPOGRAPHY_TYPES = new Set([
  'typo',
  'apos',
  'esp',
  'tab',
  'nbsp',
  'num',
  'unit',
  'nf',
  'liga',
  'mapos',
  'chim',
  'eepi',
  'virg',
  'poncfin',
  'maj',
  'minis',
  'tu',
  'md',
]);

/** Short French diagnosis per Grammalecte rule type (its option labels, shortened). */
const DIAGNOSES: Record<string, string> = {
  typo: 'Signe typographique',
  apos: 'Apostrophe typographique',
  esp: 'Espace surnuméraire',
  nbsp: 'Espace insécable',
  num: 'Nombre',
  unit: 'Unité de mesure',
  nf: 'Norme française',
  chim: 'Chimie',
  eepi: 'Écriture épicène',
  virg: 'Virgule',
  maj: 'Majuscule',
  tu: 'Trait d’union',
  conf: 'Confusion',
  loc: 'Locution',
  gn: 'Accord',
  infi: 'Infinitif',
  conj: 'Conjugaison',
  ppas: 'Accord du participe passé',
  imp: 'Impératif',
  inte: 'Interrogation',
  vmode: 'Mode verbal',
  bs: 'Barbarisme',
  pleo: 'Pléonasme',
  eleu: 'Euphonie',
  neg: 'Négation',
  date: 'Date',
  mc: 'Mot composé',
};

export function diagnosisOf(type: string): string {
  return DIAGNOSES[type] ?? 'Grammaire';
}

export function toFinding(segment: CorrectionSegment, error: GrammalecteError): CorrectionFinding {
  const start = utf16Offset(segment.text, error.nStart);
  const end = utf16Offset(segment.text, error.nEnd);
  return {
    location: { segment: segment.key, start, length: end - start },
    type: TYPOGRAPHY_TYPES.has(error.sType) ? 'typography' : 'grammar',
    diagnosis: diagnosisOf(error.sType),
    label: error.sMessage,
    corrections: [...new Set(error.aSuggestions)],
    rule: error.sRuleId,
  };
}

/**
 * Rules that fire whatever the options say (« 45 000 » → non-breaking space: `num_…`, type
 * `notype`): dropped like the options they belong to.
 */
const SILENCED_RULE = /^(?:num_|nbsp_|esp_|apostrophe_|typo_apostrophe|unit_|tab_)/u;

export function silenced(error: GrammalecteError): boolean {
  return SILENCED_RULE.test(error.sRuleId);
}

export interface MappedError {
  finding: CorrectionFinding;
  url: string | null;
}

/** A segment's findings from the errors Grammalecte gave for its paragraph. */
export function findingsOf(
  segment: CorrectionSegment,
  errors: readonly GrammalecteError[],
): MappedError[] {
  return errors
    .filter((error) => !silenced(error))
    .map((error) => ({ finding: toFinding(segment, error), url: error.URL || null }))
    .filter(({ finding }) => finding.location.length > 0);
}
