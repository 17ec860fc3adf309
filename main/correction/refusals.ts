// The correction calls' refusals, as the server gives them (server/src/correction/correctionErrors.ts
// and correctionInput.ts on the server's side): a protocol refusal is BAD_USER_INPUT with its
// French sentence of common/domain/messages.ts and `extensions.reason` (the dialog tells a
// desync by `reason: "desync"`); a session main does not hold is NOT_FOUND `sessionGone`; input
// over the limits is BAD_USER_INPUT with the field's message.
import { GraphQLError } from 'graphql';
import { CorrectionProtocolError, type CorrectionRefusal } from '../../common/correction/session';
import { refusalMessage, type InputProblem } from '../../common/correction/refusals';
import { MESSAGES } from '../../common/domain/messages';

export function refusal(reason: CorrectionRefusal): GraphQLError {
  return new GraphQLError(refusalMessage(reason), {
    extensions: { code: 'BAD_USER_INPUT', reason },
  });
}

export function sessionGone(): GraphQLError {
  return new GraphQLError(MESSAGES.correctionSessionGone, {
    extensions: { code: 'NOT_FOUND', reason: 'sessionGone' },
  });
}

/** An input over the rules of common/correction/refusals.ts, refused on its field as the server does. */
export function refuseInput(problem: InputProblem | null): void {
  if (!problem) return;
  throw new GraphQLError(problem.message, {
    extensions: { code: 'BAD_USER_INPUT', fields: { [problem.field]: problem.message } },
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
