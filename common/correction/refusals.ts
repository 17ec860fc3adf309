// What a correction call may send and how each refusal is worded — one rule for the server and for
// main when it answers offline (each wraps these in its own GraphQL error). Segment keys are
// `title`, `lead.<n>`, `body.<n>`, each once, within LIMITS.correction.
import { LIMITS } from '../domain/limits';
import { formatMessage, MESSAGES } from '../domain/messages';
import type { CorrectionRefusal, SegmentHash } from './session';
import type { CorrectionSegment } from './types';

const SEGMENT_KEY = /^(?:title|lead\.\d{1,6}|body\.\d{1,6})$/;
const { maxSegments, maxChars, maxCorrectionChars, multipleLoopCap } = LIMITS.correction;

/** The French sentence of a protocol refusal (sent with `extensions.reason`). */
export function refusalMessage(refusal: CorrectionRefusal): string {
  switch (refusal) {
    case 'desync':
      return MESSAGES.correctionDesync;
    case 'unknownError':
      return MESSAGES.correctionUnknownError;
    case 'notPending':
      return MESSAGES.correctionNotPending;
    case 'loopCap':
      return formatMessage('correctionLoopCap', { max: multipleLoopCap });
  }
}

/** An input refused before anything is checked: the argument it concerns and why, in French. */
export interface InputProblem {
  field: 'segments' | 'hashes' | 'correction';
  message: string;
}

function keysProblem(field: 'segments' | 'hashes', keys: readonly string[]): InputProblem | null {
  if (keys.length > maxSegments)
    return { field, message: formatMessage('correctionTooManySegments', { max: maxSegments }) };
  const seen = new Set<string>();
  for (const key of keys) {
    // The key is the client's: shown cut short, so a huge one cannot fill the answer.
    if (!SEGMENT_KEY.test(key) || seen.has(key))
      return {
        field,
        message: formatMessage('correctionSegmentInvalid', { label: key.slice(0, 40) }),
      };
    seen.add(key);
  }
  return null;
}

export function segmentsProblem(segments: readonly CorrectionSegment[]): InputProblem | null {
  const keys = keysProblem(
    'segments',
    segments.map((s) => s.key),
  );
  if (keys) return keys;
  const chars = segments.reduce((sum, s) => sum + s.text.length, 0);
  return chars > maxChars
    ? { field: 'segments', message: formatMessage('correctionTooLong', { max: maxChars }) }
    : null;
}

/** Well-formed keys (whether they are the session's is a desync, not an input problem). */
export function hashesProblem(hashes: readonly SegmentHash[]): InputProblem | null {
  return keysProblem(
    'hashes',
    hashes.map((h) => h.key),
  );
}

export function correctionProblem(correction: string): InputProblem | null {
  return correction.length > maxCorrectionChars
    ? {
        field: 'correction',
        message: formatMessage('correctionReplacementTooLong', { max: maxCorrectionChars }),
      }
    : null;
}
