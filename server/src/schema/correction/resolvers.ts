// Correction (issue 33; spec 001 §7-§9): the session protocol of the « Correction - Prolexis »
// dialog. The work is in correction/CorrectionService.ts; the rules of a session are
// common/correction/session.ts's pure functions, named here per operation.
import * as session from '../../../../common/correction/session';
import { changeSession, explainError, startSession } from '../../correction/CorrectionService';
import { withCorrectionErrors } from '../../correction/correctionErrors';
import type { Resolvers } from '../../generated/resolvers';

export const correctionResolvers: Resolvers = {
  Query: {
    getExplanation: (_p, { sessionId, errorId }, ctx) =>
      withCorrectionErrors(() => explainError(ctx, sessionId, errorId)),
  },
  Mutation: {
    startCorrectionSession: (_p, { content, segments, previousSessionId }, ctx) =>
      withCorrectionErrors(() => startSession(ctx, content, segments, previousSessionId)),
    correct: (_p, { sessionId, errorId, correction, hashes }, ctx) =>
      withCorrectionErrors(() =>
        changeSession(
          ctx,
          sessionId,
          hashes,
          (s) => session.correct(s, errorId, correction),
          correction,
        ),
      ),
    correctMultiple: (_p, { sessionId, errorId, correction, hashes }, ctx) =>
      withCorrectionErrors(() =>
        changeSession(
          ctx,
          sessionId,
          hashes,
          (s) => session.correctMultiple(s, errorId, correction),
          correction,
        ),
      ),
    ignore: (_p, { sessionId, errorId, hashes }, ctx) =>
      withCorrectionErrors(() =>
        changeSession(ctx, sessionId, hashes, (s) => session.ignore(s, errorId)),
      ),
    autoCorrect: (_p, { sessionId, hashes }, ctx) =>
      withCorrectionErrors(() => changeSession(ctx, sessionId, hashes, session.autoCorrect)),
  },
};
