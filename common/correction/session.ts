// The session's rules, pure: opening a session from an engine's findings, and the protocol's calls
// (correct, correctMultiple, ignore, autoCorrect) as functions from a session to the next one. The
// server runs them over its stored sessions; main runs the same ones when it takes a session over
// offline. Offsets of the other errors of a segment follow each replacement.
import { LIMITS } from '../domain/limits';
import { textHash } from './hash';
import type {
  CorrectionEngineName,
  CorrectionError,
  CorrectionFinding,
  CorrectionSegment,
  CorrectionSession,
} from './types';

export type CorrectionRefusal =
  /** A text the client holds is not the session's: 'Une désynchronisation avec le serveur Prolexis est survenue.' */
  | 'desync'
  /** No such error in the session. */
  | 'unknownError'
  /** The error was already ignored or corrected. */
  | 'notPending'
  /** correctMultiple went round more than LIMITS.correction.multipleLoopCap times. */
  | 'loopCap';

export class CorrectionProtocolError extends Error {
  constructor(readonly refusal: CorrectionRefusal) {
    super(refusal);
    this.name = 'CorrectionProtocolError';
  }
}

export interface SegmentHash {
  key: string;
  hash: string;
}

export interface OpenSessionInput {
  id: string;
  contentId: string;
  segments: readonly CorrectionSegment[];
  findings: readonly CorrectionFinding[];
  engine: CorrectionEngineName;
  grammarChecked: boolean;
  /** The session this one replaces (the user edited a text): its ignored mistakes stay ignored. */
  previous?: CorrectionSession | null;
}

/** What makes two findings « the same mistake »: same rule, same wrong text. */
function mistakeKey(rule: string, wrongText: string): string {
  return `${rule}\u0000${wrongText}`;
}

function wrongText(session: Pick<CorrectionSession, 'segments'>, error: CorrectionFinding): string {
  // An error always names a segment of its session: openSession drops the others.
  const segment = session.segments.find((s) => s.key === error.location.segment)!;
  const { start, length } = error.location;
  return segment.text.slice(start, start + length);
}

function ignoredMistakes(previous: CorrectionSession | null | undefined): Set<string> {
  const keys = new Set<string>();
  for (const error of previous?.errors ?? [])
    if (error.status === 'ignored') keys.add(mistakeKey(error.rule, wrongText(previous!, error)));
  return keys;
}

/** Findings in reading order; of two overlapping findings of one segment, the first is kept. */
function inReadingOrder(
  segments: readonly CorrectionSegment[],
  findings: readonly CorrectionFinding[],
): CorrectionFinding[] {
  const order = new Map(segments.map((s, index) => [s.key, index]));
  const known = findings.filter((f) => {
    const segment = segments[order.get(f.location.segment) ?? -1];
    const { start, length } = f.location;
    return (
      segment !== undefined && start >= 0 && length > 0 && start + length <= segment.text.length
    );
  });
  known.sort(
    (a, b) =>
      order.get(a.location.segment)! - order.get(b.location.segment)! ||
      a.location.start - b.location.start,
  );
  const kept: CorrectionFinding[] = [];
  for (const finding of known) {
    const last = kept.at(-1);
    const overlaps =
      last !== undefined &&
      last.location.segment === finding.location.segment &&
      finding.location.start < last.location.start + last.location.length;
    if (!overlaps) kept.push(finding);
  }
  return kept;
}

function linkDuplicates(session: CorrectionSession): CorrectionSession {
  const groups = new Map<string, string[]>();
  for (const error of session.errors) {
    if (error.status !== 'pending') continue;
    const key = mistakeKey(error.rule, wrongText(session, error));
    groups.set(key, [...(groups.get(key) ?? []), error.id]);
  }
  const errors = session.errors.map((error) => {
    if (error.status !== 'pending') return { ...error, duplicates: [], duplicateCount: 0 };
    const group = groups.get(mistakeKey(error.rule, wrongText(session, error)))!;
    const others = group.filter((id) => id !== error.id);
    return {
      ...error,
      duplicates: others.slice(0, LIMITS.correction.duplicatesListed),
      duplicateCount: others.length,
    };
  });
  return { ...session, errors };
}

export function openSession(input: OpenSessionInput): CorrectionSession {
  const segments = input.segments.map((s) => ({
    key: s.key,
    text: s.text,
    hash: textHash(s.text),
  }));
  const ignored = ignoredMistakes(input.previous);
  const draft: CorrectionSession = {
    id: input.id,
    contentId: input.contentId,
    segments,
    errors: [],
    grammarChecked: input.grammarChecked,
    engine: input.engine,
  };
  const errors: CorrectionError[] = inReadingOrder(segments, input.findings).map(
    (finding, index) => ({
      ...finding,
      id: `e${index + 1}`,
      status: ignored.has(mistakeKey(finding.rule, wrongText(draft, finding)))
        ? 'ignored'
        : 'pending',
      duplicates: [],
      duplicateCount: 0,
    }),
  );
  return linkDuplicates({ ...draft, errors });
}

/** Refuses a call whose texts are not the session's (any segment missing, extra or different). */
export function assertInSync(session: CorrectionSession, hashes: readonly SegmentHash[]): void {
  const held = new Map(session.segments.map((s) => [s.key, s.hash]));
  const inSync = hashes.length === held.size && hashes.every((h) => held.get(h.key) === h.hash);
  if (!inSync) throw new CorrectionProtocolError('desync');
}

function pendingError(session: CorrectionSession, errorId: string): CorrectionError {
  const error = session.errors.find((e) => e.id === errorId);
  if (!error) throw new CorrectionProtocolError('unknownError');
  if (error.status !== 'pending') throw new CorrectionProtocolError('notPending');
  return error;
}

/** Replaces one error's text; the errors after it in its segment move, those it overlapped end. */
function replace(
  session: CorrectionSession,
  target: CorrectionError,
  correction: string,
): CorrectionSession {
  const { segment: key, start, length } = target.location;
  const delta = correction.length - length;
  const end = start + length;
  const segments = session.segments.map((s) => {
    if (s.key !== key) return s;
    const text = s.text.slice(0, start) + correction + s.text.slice(end);
    return { ...s, text, hash: textHash(text) };
  });
  const errors = session.errors.map((error): CorrectionError => {
    if (error.id === target.id) return { ...error, status: 'corrected' };
    if (error.location.segment !== key) return error;
    const errorEnd = error.location.start + error.location.length;
    if (errorEnd <= start) return error;
    if (error.location.start >= end)
      return { ...error, location: { ...error.location, start: error.location.start + delta } };
    return error.status === 'pending' ? { ...error, status: 'corrected' } : error;
  });
  return { ...session, segments, errors };
}

export function correct(
  session: CorrectionSession,
  errorId: string,
  correction: string,
): CorrectionSession {
  return linkDuplicates(replace(session, pendingError(session, errorId), correction));
}

/** Applies the correction to the error and to every pending occurrence of the same mistake. */
export function correctMultiple(
  session: CorrectionSession,
  errorId: string,
  correction: string,
): CorrectionSession {
  const first = pendingError(session, errorId);
  const key = mistakeKey(first.rule, wrongText(session, first));
  let next = replace(session, first, correction);
  for (let round = 0; ; round++) {
    const occurrence = next.errors.find(
      (e) => e.status === 'pending' && mistakeKey(e.rule, wrongText(next, e)) === key,
    );
    if (!occurrence) break;
    if (round >= LIMITS.correction.multipleLoopCap) throw new CorrectionProtocolError('loopCap');
    next = replace(next, occurrence, correction);
  }
  return linkDuplicates(next);
}

export function ignore(session: CorrectionSession, errorId: string): CorrectionSession {
  const target = pendingError(session, errorId);
  const errors = session.errors.map((e): CorrectionError =>
    e.id === target.id ? { ...e, status: 'ignored' } : e,
  );
  return linkDuplicates({ ...session, errors });
}

/**
 * Prolexis' autoCorrect: applies, in one call, every pending typography error that has exactly one
 * correction (non-breaking spaces, apostrophes, quotes): never a spelling or grammar choice.
 */
export function autoCorrect(session: CorrectionSession): CorrectionSession {
  let next = session;
  for (;;) {
    const automatic = next.errors.find(
      (e) => e.status === 'pending' && e.type === 'typography' && e.corrections.length === 1,
    );
    if (!automatic) return linkDuplicates(next);
    next = replace(next, automatic, automatic.corrections[0]!);
  }
}

export function pendingErrors(session: CorrectionSession): CorrectionError[] {
  return session.errors.filter((e) => e.status === 'pending');
}

export function hashesOf(session: Pick<CorrectionSession, 'segments'>): SegmentHash[] {
  return session.segments.map(({ key, hash }) => ({ key, hash }));
}
