// The session protocol's rules (common/correction/session.ts): reading order, duplicates, offsets
// after a replacement, the loop cap, desync, ignored mistakes carried into a new session.
import { describe, expect, it } from 'vitest';
import { textHash } from '../../../common/correction/hash';
import {
  assertInSync,
  autoCorrect,
  correct,
  correctMultiple,
  CorrectionProtocolError,
  hashesOf,
  ignore,
  openSession,
  pendingErrors,
} from '../../../common/correction/session';
import type { CorrectionFinding, CorrectionSegment } from '../../../common/correction/types';
import { LIMITS } from '../../../common/domain/limits';

function finding(
  segment: string,
  start: number,
  length: number,
  over: Partial<CorrectionFinding> = {},
): CorrectionFinding {
  return {
    location: { segment, start, length },
    type: 'spelling',
    diagnosis: 'Mot inconnu',
    label: 'Ce mot est inconnu du dictionnaire.',
    corrections: ['x'],
    rule: 'spelling',
    ...over,
  };
}

const segments: CorrectionSegment[] = [
  { key: 'title', text: 'Les couts du batiment' },
  { key: 'lead.0', text: 'Un chapô.' },
  { key: 'body.0', text: 'Les couts montent, les couts baissent.' },
];

function session(
  findings: CorrectionFinding[],
  over: Partial<Parameters<typeof openSession>[0]> = {},
) {
  return openSession({
    id: 's1',
    contentId: 'a1',
    segments,
    findings,
    engine: 'local',
    grammarChecked: true,
    ...over,
  });
}

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof CorrectionProtocolError) return error.refusal;
    throw error;
  }
  return 'none';
}

describe('openSession', () => {
  it('lists errors in reading order with ids, hashes and duplicates of the same mistake', () => {
    const s = session([
      finding('body.0', 23, 5, { corrections: ['coûts'] }),
      finding('title', 4, 5, { corrections: ['coûts'] }),
      finding('body.0', 4, 5, { corrections: ['coûts'] }),
      finding('title', 13, 8, { corrections: ['bâtiment'] }),
    ]);
    expect(s.errors.map((e) => [e.id, e.location.segment, e.location.start])).toEqual([
      ['e1', 'title', 4],
      ['e2', 'title', 13],
      ['e3', 'body.0', 4],
      ['e4', 'body.0', 23],
    ]);
    expect(s.errors[0]!.duplicates).toEqual(['e3', 'e4']);
    expect(s.errors[1]!.duplicates).toEqual([]);
    expect(s.segments[0]!.hash).toBe(textHash('Les couts du batiment'));
    expect(pendingErrors(s)).toHaveLength(4);
  });

  it('drops findings outside their segment, of unknown segments, empty, and overlapping ones', () => {
    const s = session([
      finding('title', 4, 5),
      finding('title', 6, 5, { rule: 'other' }),
      finding('title', 20, 5),
      finding('title', 2, 0),
      finding('title', -1, 2),
      finding('body.9', 0, 2),
    ]);
    expect(s.errors.map((e) => e.location)).toEqual([{ segment: 'title', start: 4, length: 5 }]);
  });

  it('keeps the mistakes ignored in the session it replaces', () => {
    const first = ignore(session([finding('title', 4, 5), finding('title', 13, 8)]), 'e1');
    const again = session([finding('title', 4, 5), finding('title', 13, 8)], {
      id: 's2',
      previous: first,
    });
    expect(again.errors.map((e) => e.status)).toEqual(['ignored', 'pending']);
    expect(session([finding('title', 4, 5)], { previous: null }).errors[0]!.status).toBe('pending');
  });
});

describe('correct', () => {
  it('replaces the text, moves the later errors of the segment and updates the hash', () => {
    const s = session([finding('body.0', 4, 5), finding('body.0', 22, 5, { rule: 'r2' })]);
    const next = correct(s, 'e1', 'coûts');
    const body = next.segments.find((x) => x.key === 'body.0')!;
    expect(body.text).toBe('Les coûts montent, les couts baissent.');
    expect(body.hash).toBe(textHash(body.text));
    expect(next.errors[0]!.status).toBe('corrected');
    expect(next.errors[1]!.location.start).toBe(22);
    const longer = correct(s, 'e1', 'coûtsss');
    expect(longer.errors[1]!.location.start).toBe(24);
    expect(next.segments[0]).toBe(s.segments[0]);
  });

  it('ends the errors the replacement overlapped and leaves other segments and earlier errors alone', () => {
    const s = openSession({
      id: 's',
      contentId: 'a',
      engine: 'local',
      grammarChecked: false,
      segments: [{ key: 'body.0', text: 'aaa bbb ccc ddd' }],
      findings: [finding('body.0', 0, 3, { rule: 'a' }), finding('body.0', 8, 3, { rule: 'c' })],
    });
    const wide = {
      ...s.errors[1]!,
      id: 'wide',
      location: { segment: 'body.0', start: 4, length: 7 },
    };
    const ignoredInside = { ...s.errors[1]!, id: 'ign', status: 'ignored' as const };
    const withWide = { ...s, errors: [s.errors[0]!, wide, s.errors[1]!, ignoredInside] };
    const next = correct(withWide, 'wide', 'BBB');
    expect(next.segments[0]!.text).toBe('aaa BBB ddd');
    expect(next.errors.map((e) => [e.id, e.status])).toEqual([
      ['e1', 'pending'],
      ['wide', 'corrected'],
      ['e2', 'corrected'],
      ['ign', 'ignored'],
    ]);
  });

  it('refuses an unknown error and an error already handled', () => {
    const s = session([finding('title', 4, 5)]);
    expect(refusal(() => correct(s, 'e9', 'x'))).toBe('unknownError');
    expect(refusal(() => correct(ignore(s, 'e1'), 'e1', 'x'))).toBe('notPending');
    expect(refusal(() => ignore(correct(s, 'e1', 'coûts'), 'e1'))).toBe('notPending');
  });
});

describe('correctMultiple', () => {
  it('corrects every pending occurrence of the same mistake, not an ignored one', () => {
    const s = session([
      finding('title', 4, 5),
      finding('body.0', 4, 5),
      finding('body.0', 23, 5),
      finding('title', 13, 8),
    ]);
    const next = correctMultiple(ignore(s, 'e2'), 'e1', 'coûts');
    expect(next.segments[0]!.text).toBe('Les coûts du batiment');
    expect(next.segments[2]!.text).toBe('Les coûts montent, les coûts baissent.');
    expect(next.errors.map((e) => e.status)).toEqual([
      'corrected',
      'ignored',
      'corrected',
      'corrected',
    ]);
  });

  it(`stops at ${LIMITS.correction.multipleLoopCap} rounds`, () => {
    const cap = LIMITS.correction.multipleLoopCap;
    const text = 'x '.repeat(cap + 2);
    const many = openSession({
      id: 's',
      contentId: 'a',
      engine: 'local',
      grammarChecked: true,
      segments: [{ key: 'body.0', text }],
      findings: Array.from({ length: cap + 2 }, (_, i) => finding('body.0', i * 2, 1)),
    });
    expect(refusal(() => correctMultiple(many, 'e1', 'y'))).toBe('loopCap');
    expect(many.errors[0]!.duplicates).toHaveLength(LIMITS.correction.duplicatesListed);
    expect(many.errors[0]!.duplicateCount).toBe(cap + 1);
    const fits = { ...many, errors: many.errors.slice(0, cap + 1) };
    expect(pendingErrors(correctMultiple(fits, 'e1', 'y'))).toHaveLength(0);
  });
});

describe('autoCorrect', () => {
  it('applies only typography errors with one correction', () => {
    const s = openSession({
      id: 's',
      contentId: 'a',
      engine: 'local',
      grammarChecked: true,
      segments: [{ key: 'body.0', text: "Quoi ? L'eau : bof" }],
      findings: [
        finding('body.0', 4, 1, { type: 'typography', corrections: ['\u202f'], rule: 'nbsp' }),
        finding('body.0', 7, 1, { type: 'typography', corrections: ['’', "'"], rule: 'apos' }),
        finding('body.0', 12, 1, { type: 'typography', corrections: ['\u00a0'], rule: 'nbsp2' }),
        finding('body.0', 15, 3, { type: 'spelling', corrections: ['bof'] }),
      ],
    });
    const next = autoCorrect(s);
    expect(next.segments[0]!.text).toBe("Quoi\u202f? L'eau\u00a0: bof");
    expect(next.errors.map((e) => e.status)).toEqual([
      'corrected',
      'pending',
      'corrected',
      'pending',
    ]);
  });
});

describe('assertInSync', () => {
  it('accepts the session texts and refuses a missing, extra or changed one', () => {
    const s = session([]);
    expect(() => assertInSync(s, hashesOf(s))).not.toThrow();
    expect(refusal(() => assertInSync(s, hashesOf(s).slice(1)))).toBe('desync');
    expect(refusal(() => assertInSync(s, [...hashesOf(s), { key: 'x', hash: 'y' }]))).toBe(
      'desync',
    );
    const changed = hashesOf(s).map((h, i) => (i === 0 ? { ...h, hash: textHash('autre') } : h));
    expect(refusal(() => assertInSync(s, changed))).toBe('desync');
  });
});
