// The API's error vocabulary (DESIGN.md "Contracts"): every error a client sees is a GraphQLError
// with extensions.code, a French message and, for bad input, one French message per field.
// Anything else (a driver error, a bug) is masked by maskUnexpectedError: no stack, no SQL.
import { GraphQLError } from 'graphql';

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'LOCKED'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_ATTEMPTS'
  | 'INTERNAL_SERVER_ERROR';

/** Per-field French messages, keyed by the input field name (e.g. `{ email: 'E-mail non valide' }`). */
export type FieldErrors = Record<string, string>;

/** Generic message of spec 001 §8 for anything we do not explain. */
export const GENERIC_ERROR_MESSAGE = 'Une erreur est survenue';
export const INVALID_INPUT_MESSAGE = "Le contenu saisi n'est pas valide";

function apiError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export function unauthenticated(message = 'user token not found'): GraphQLError {
  return apiError('UNAUTHENTICATED', message);
}

export function forbidden(message = "Vous n'avez pas les droits nécessaires pour cette action."): GraphQLError {
  return apiError('FORBIDDEN', message);
}

export function notFound(message: string): GraphQLError {
  return apiError('NOT_FOUND', message);
}

/** Bad input: `fields` carries one French message per offending field. */
export function badUserInput(fields: FieldErrors, message = INVALID_INPUT_MESSAGE): GraphQLError {
  return apiError('BAD_USER_INPUT', message, { fields });
}

export function tooManyAttempts(message: string): GraphQLError {
  return apiError('TOO_MANY_ATTEMPTS', message);
}

export function conflict(message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return apiError('CONFLICT', message, extra);
}

export function locked(message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return apiError('LOCKED', message, extra);
}

/** Throws BAD_USER_INPUT when a validator returned any field error. */
export function assertNoFieldErrors(fields: FieldErrors): void {
  if (Object.keys(fields).length > 0) throw badUserInput(fields);
}

/**
 * Duck-typed rather than `instanceof`: under some loaders graphql is loaded twice (its CJS and
 * ESM builds), and errors built by the executor are not instances of our GraphQLError class.
 */
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError';
}

/**
 * Applied to every error of a GraphQL result (app.ts). GraphQLErrors we raised on purpose (they carry a code and no foreign
 * original error) and GraphQL's own parse/validation errors pass unchanged; everything else
 * becomes a generic French error, so driver messages, SQL and stacks never reach a client.
 */
export function maskUnexpectedError(error: unknown): Error {
  let deliberate: GraphQLError | null = null;
  if (isGraphQLError(error)) {
    const original: unknown = error.originalError;
    if (original === undefined || original === null) deliberate = error;
    // A resolver threw one of ours: the executor wrapped it with the field's path.
    else if (isGraphQLError(original) && !original.originalError) deliberate = error;
  }
  if (deliberate) return deliberate;
  logUnexpectedError(error);
  return new GraphQLError(GENERIC_ERROR_MESSAGE, {
    path: isGraphQLError(error) ? error.path : undefined,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}

/** The operator still needs the cause of what a client only sees as generic: server log only. */
export function logUnexpectedError(error: unknown): void {
  if (process.env.BACKOFFICE_LOG_ERRORS !== '0') console.error('[server] unexpected error', error);
}

/** PostgreSQL unique_violation (23505), whether raised by pg, PGlite or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
