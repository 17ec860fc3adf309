// What a correction call may send and how its refusals read (common/correction/refusals.ts), the one
// rule the server and main's offline answers share.
import { describe, expect, it } from 'vitest';
import {
  correctionProblem,
  hashesProblem,
  refusalMessage,
  segmentsProblem,
} from '../../../common/correction/refusals';
import { LIMITS } from '../../../common/domain/limits';
import { MESSAGES, formatMessage } from '../../../common/domain/messages';

const { maxSegments, maxChars, maxCorrectionChars, multipleLoopCap } = LIMITS.correction;

describe('refusalMessage', () => {
  it.each([
    ['desync', MESSAGES.correctionDesync],
    ['unknownError', MESSAGES.correctionUnknownError],
    ['notPending', MESSAGES.correctionNotPending],
    ['loopCap', formatMessage('correctionLoopCap', { max: multipleLoopCap })],
  ] as const)('%s', (refusal, message) => {
    expect(refusalMessage(refusal)).toBe(message);
  });
});

describe('input rules', () => {
  it('accepts title, lead.<n> and body.<n> once each, within the limits', () => {
    const segments = [
      { key: 'title', text: 'Titre' },
      { key: 'lead.0', text: 'Chapô' },
      { key: 'body.12', text: 'Corps' },
    ];
    expect(segmentsProblem(segments)).toBeNull();
    expect(hashesProblem(segments.map(({ key }) => ({ key, hash: 'h' })))).toBeNull();
    expect(correctionProblem('bâtiment')).toBeNull();
  });

  it('refuses a malformed or repeated key, naming it cut short', () => {
    const bad = segmentsProblem([{ key: 'x'.repeat(60), text: '' }]);
    expect(bad).toEqual({
      field: 'segments',
      message: formatMessage('correctionSegmentInvalid', { label: 'x'.repeat(40) }),
    });
    const twice = hashesProblem([
      { key: 'title', hash: 'a' },
      { key: 'title', hash: 'b' },
    ]);
    expect(twice?.field).toBe('hashes');
  });

  it('refuses too many segments, too much text and a too long correction', () => {
    const many = Array.from({ length: maxSegments + 1 }, (_, i) => ({
      key: `body.${i}`,
      text: '',
    }));
    expect(segmentsProblem(many)?.message).toBe(
      formatMessage('correctionTooManySegments', { max: maxSegments }),
    );
    expect(segmentsProblem([{ key: 'body.0', text: 'a'.repeat(maxChars + 1) }])?.message).toBe(
      formatMessage('correctionTooLong', { max: maxChars }),
    );
    expect(correctionProblem('a'.repeat(maxCorrectionChars + 1))).toEqual({
      field: 'correction',
      message: formatMessage('correctionReplacementTooLong', { max: maxCorrectionChars }),
    });
  });
});
