// The one place where AI failures become API errors (issue 34; ai.graphql): the gateway and the
// services throw AiServiceError with the code, the reason and the French message the schema names;
// withAiErrors says them as GraphQL errors.
import { GraphQLError } from 'graphql';
import { MESSAGES } from '../../../common/domain/messages';

export type AiRefusalReason =
  'notConfigured' | 'unreachable' | 'refused' | 'invalidAnswer' | 'rateLimited' | 'budgetExhausted';

const REFUSALS: Record<AiRefusalReason, { code: AiErrorCode; message: string }> = {
  notConfigured: { code: 'SERVICE_UNAVAILABLE', message: MESSAGES.aiNotConfigured },
  unreachable: { code: 'SERVICE_UNAVAILABLE', message: MESSAGES.aiUnreachable },
  refused: { code: 'SERVICE_UNAVAILABLE', message: MESSAGES.aiRefused },
  invalidAnswer: { code: 'SERVICE_UNAVAILABLE', message: MESSAGES.aiInvalidAnswer },
  rateLimited: { code: 'TOO_MANY_ATTEMPTS', message: MESSAGES.aiRateLimited },
  budgetExhausted: { code: 'TOO_MANY_ATTEMPTS', message: MESSAGES.aiBudgetExhausted },
};

export type AiErrorCode = 'SERVICE_UNAVAILABLE' | 'TOO_MANY_ATTEMPTS';

/** Why the AI could not answer: its GraphQL code, reason and French message. */
export class AiServiceError extends Error {
  readonly code: AiErrorCode;

  constructor(readonly reason: AiRefusalReason) {
    const refusal = REFUSALS[reason];
    super(refusal.message);
    this.code = refusal.code;
    this.name = 'AiServiceError';
  }
}

export function aiErrorToGraphQL(error: AiServiceError): GraphQLError {
  return new GraphQLError(error.message, {
    extensions: { code: error.code, reason: error.reason },
  });
}

/** Runs an AI operation, its refusals said as API errors (anything else is masked by app.ts). */
export async function withAiErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AiServiceError) throw aiErrorToGraphQL(error);
    throw error;
  }
}
