// A refusal of a correction call, as the server gives it: BAD_USER_INPUT, the French sentence of
// common/domain/messages.ts, and `extensions.reason` naming the refusal (correction.graphql: the
// renderer tells a desynchronisation by `reason: "desync"`).
import { GraphQLError } from 'graphql';
import { CorrectionProtocolError, type CorrectionRefusal } from '../../common/correction/session';
import { LIMITS } from '../../common/domain/limits';
import { MESSAGES, formatMessage } from '../../common/domain/messages';

/** The protocol's refusals, and main's own: a text too long, a session main no longer holds. */
export type LocalRefusal = CorrectionRefusal | 'tooLong' | 'sessionGone';

function refusalMessage(refusal: LocalRefusal, max: number | undefined): string {
  switch (refusal) {
    case 'desync':
      return MESSAGES.correctionDesync;
    case 'unknownError':
      return MESSAGES.correctionUnknownError;
    case 'notPending':
      return MESSAGES.correctionNotPending;
    case 'loopCap':
      return formatMessage('correctionLoopCap', { max: LIMITS.correction.multipleLoopCap });
    case 'tooLong':
      return formatMessage('correctionTooLong', { max: max ?? LIMITS.correction.maxChars });
    case 'sessionGone':
      return MESSAGES.correctionSessionGone;
  }
}

/** `max`: the limit a text went over (the texts' total by default, a typed correction's). */
export function refusal(reason: LocalRefusal, max?: number): GraphQLError {
  return new GraphQLError(refusalMessage(reason, max), {
    extensions: { code: 'BAD_USER_INPUT', fields: {}, reason },
  });
}

/** A protocol error of the pure session functions as its GraphQL refusal; anything else unchanged. */
export function asRefusal(error: unknown): unknown {
  return error instanceof CorrectionProtocolError ? refusal(error.refusal) : error;
}
