// What a correction call may send (issue 33), checked before any engine or row is touched: French
// BAD_USER_INPUT refusals, one per field, never a 500. The texts are segments keyed `title`,
// `lead.<n>`, `body.<n>` (common/correction/types.ts), each once, within LIMITS.correction.
import type { CorrectionSegment } from '../../../common/correction/types';
import type { SegmentHash } from '../../../common/correction/session';
import { LIMITS } from '../../../common/domain/limits';
import { formatMessage } from '../../../common/domain/messages';
import { badUserInput } from '../errors';

const SEGMENT_KEY = /^(?:title|lead\.\d{1,6}|body\.\d{1,6})$/;
const { maxSegments, maxChars, maxCorrectionChars } = LIMITS.correction;

/** Keys well formed and unique, no more than maxSegments of them. */
function checkKeys(field: string, keys: readonly string[]): void {
  if (keys.length > maxSegments) {
    const message = formatMessage('correctionTooManySegments', { max: maxSegments });
    throw badUserInput({ [field]: message }, message);
  }
  const seen = new Set<string>();
  for (const key of keys) {
    if (!SEGMENT_KEY.test(key) || seen.has(key)) {
      // The key is the client's: shown cut short, so a huge one cannot fill the answer.
      const message = formatMessage('correctionSegmentInvalid', { label: key.slice(0, 40) });
      throw badUserInput({ [field]: message }, message);
    }
    seen.add(key);
  }
}

export function checkSegments(segments: readonly CorrectionSegment[]): void {
  checkKeys(
    'segments',
    segments.map((s) => s.key),
  );
  const chars = segments.reduce((sum, s) => sum + s.text.length, 0);
  if (chars > maxChars) {
    const message = formatMessage('correctionTooLong', { max: maxChars });
    throw badUserInput({ segments: message }, message);
  }
}

/** The hashes a call names: well-formed keys (whether they are the session's is a desync). */
export function checkHashes(hashes: readonly SegmentHash[]): void {
  checkKeys(
    'hashes',
    hashes.map((h) => h.key),
  );
}

export function checkCorrection(correction: string): void {
  if (correction.length > maxCorrectionChars) {
    const message = formatMessage('correctionReplacementTooLong', { max: maxCorrectionChars });
    throw badUserInput({ correction: message }, message);
  }
}
