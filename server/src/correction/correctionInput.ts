// What a correction call may send (issue 33), checked before any engine or row is touched: the rules
// of common/correction/refusals.ts as French BAD_USER_INPUT refusals, one per field, never a 500.
import {
  correctionProblem,
  hashesProblem,
  segmentsProblem,
  type InputProblem,
} from '../../../common/correction/refusals';
import type { SegmentHash } from '../../../common/correction/session';
import type { CorrectionSegment } from '../../../common/correction/types';
import { badUserInput } from '../errors';

function refuse(problem: InputProblem | null): void {
  if (problem) throw badUserInput({ [problem.field]: problem.message }, problem.message);
}

export function checkSegments(segments: readonly CorrectionSegment[]): void {
  refuse(segmentsProblem(segments));
}

export function checkHashes(hashes: readonly SegmentHash[]): void {
  refuse(hashesProblem(hashes));
}

export function checkCorrection(correction: string): void {
  refuse(correctionProblem(correction));
}
