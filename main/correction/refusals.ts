// The correction calls' refusals, as the server gives them (server/src/correction/correctionErrors.ts
// and correctionInput.ts on the server's side): a protocol refusal is BAD_USER_INPUT with its
// French sentence of common/domain/messages.ts and `extensions.reason` (the dialog tells a
// desync by `reason: "desync"`); a session main does not hold is NOT_FOUND `sessionGone`; input
// over the limits is BAD_USER_INPUT with the field's message.
import { GraphQLError } from 'graphql';
import { CorrectionProtocolError, type CorrectionRefusal } from '../../common/correction/session';
import { LIMITS } from '../../common/domain/limits';
import { MESSAGES, formatMessage } from '../../common/domain/messages';

const REFUSALS: Record<CorrectionRefusal, () => string> = {
  desync: () => MESSAGES.correctionDesync,
  unknownError: () => MESSAGES.correctionUnknownError,
  notPending: () => MESSAGES.correctionNotPending,
  loopCap: () => formatMessage('correctionLoopCap', { max: LIMITS.correction.multipleLoopCap }),
};

export function refusal(reason: CorrectionRefusal): GraphQLError {
  return new GraphQLError(REFUSALS[reason](), { extensions: { code: 'BAD_USER_INPUT', reason } });
}

export function sessionGone(): GraphQLError {
  return new GraphQLError(MESSAGES.correctionSessionGone, {
    extensions: { code: 'NOT_FOUND', reason: 'sessionGone' },
  });
}

/** The texts (`segments`) or a typed correction (`correction`) over their limit. */
export function tooLong(field: 'segments' | 'correction', max: number): GraphQLError {
  const message = formatMessage('correctionTooLong', { max });
  return new GraphQLError(message, {
    extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } },
  });
}

/**
 * Main's local engine could not answer either (no dictionary, its worker failed): the call ends as
 * the API's did, unreachable (main's own NETWORK_ERROR), which the dialog words as a silent service.
 */
export function engineSilent(): GraphQLError {
  return new GraphQLError(MESSAGES.correctionServiceUnreachable, {
    extensions: { code: 'NETWORK_ERROR' },
  });
}

/** A protocol error of the pure session functions as its GraphQL refusal; anything else unchanged. */
export function asRefusal(error: unknown): unknown {
  return error instanceof CorrectionProtocolError ? refusal(error.refusal) : error;
}
