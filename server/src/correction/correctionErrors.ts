// The one place where correction failures become API errors (issue 33): the session protocol's
// refusals (common/correction/session.ts) are BAD_USER_INPUT with their French message and
// `extensions.reason` (the dialog tells a desync from the rest by it); an engine's refusal keeps
// its code and message; a session unknown, expired or another user's is NOT_FOUND.
import { GraphQLError } from 'graphql';
import {
  CorrectionProtocolError,
  type CorrectionRefusal,
} from '../../../common/correction/session';
import { refusalMessage } from '../../../common/correction/refusals';
import { MESSAGES } from '../../../common/domain/messages';
import { CorrectionServiceError } from './engines';

export function refusalError(refusal: CorrectionRefusal): GraphQLError {
  return new GraphQLError(refusalMessage(refusal), {
    extensions: { code: 'BAD_USER_INPUT', reason: refusal },
  });
}

/** Unknown, expired or not the caller's: the same answer, so no one learns another's session exists. */
export function sessionGone(): GraphQLError {
  return new GraphQLError(MESSAGES.correctionSessionGone, {
    extensions: { code: 'NOT_FOUND', reason: 'sessionGone' },
  });
}

/** Runs a correction operation, its protocol and engine failures said as API errors. */
export async function withCorrectionErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof CorrectionProtocolError) throw refusalError(error.refusal);
    if (error instanceof CorrectionServiceError)
      throw new GraphQLError(error.message, {
        extensions: { code: error.code, reason: error.reason },
      });
    throw error;
  }
}
