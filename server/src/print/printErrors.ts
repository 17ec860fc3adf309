// The print system's refusals as French GraphQL errors (issue 36): a field's message on its
// field, the rest as the error's message; a print API that fails is a French SERVICE_UNAVAILABLE.
import type { GraphQLError } from 'graphql';
import { MESSAGES } from '../../../common/domain/messages';
import { PRINT_VERSION_LABELS } from '../../../common/domain/statuses';
import { badUserInput, notFound, serviceUnavailable } from '../errors';
import { PrintSystemError, type PrintRefusal } from './printSystem';

export function printRefusalError(
  refusal: PrintRefusal,
  notFoundMessage: string = MESSAGES.printAssignmentNotFound,
): GraphQLError {
  switch (refusal.kind) {
    case 'duplicateSubject': {
      const message = MESSAGES.printDuplicateSubject.replace('{title}', refusal.title);
      return badUserInput({ title: message }, message);
    }
    case 'notFound':
      return notFound(notFoundMessage);
    case 'textReadOnly':
      return badUserInput({}, MESSAGES.printTextReadOnly);
    case 'transitionRefused': {
      const message = MESSAGES.printTransitionRefused
        .replace('{from}', PRINT_VERSION_LABELS[refusal.from])
        .replace('{to}', PRINT_VERSION_LABELS[refusal.to]);
      return badUserInput({ status: message }, message);
    }
    case 'unavailable':
      return serviceUnavailable(refusal.message || MESSAGES.printSystemUnavailable);
  }
}

/** Runs a print-system call, its refusals turned into GraphQL errors. */
export async function printCall<T>(call: () => Promise<T>, notFoundMessage?: string): Promise<T> {
  try {
    return await call();
  } catch (e) {
    if (e instanceof PrintSystemError) throw printRefusalError(e.refusal, notFoundMessage);
    throw e;
  }
}
