// The API's error vocabulary (DESIGN.md "Contracts"): every error a client sees is a GraphQLError
// with extensions.code, a French message and, for bad input, one French message per field.
// Anything else (a driver error, a bug) is masked by maskUnexpectedError: no stack, no SQL.
import { GraphQLError } from 'graphql';
import { MESSAGES } from '../../common/domain/messages';

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'LOCKED'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_ATTEMPTS'
  | 'REQUEST_TIMEOUT'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

/** Per-field French messages, keyed by the input field name (e.g. `{ email: 'E-mail non valide' }`). */
export type FieldErrors = Record<string, string>;

/** Generic message of spec 001 §8 for anything we do not explain. */
export const GENERIC_ERROR_MESSAGE = 'Une erreur est survenue';
export const INVALID_INPUT_MESSAGE = "Le contenu saisi n'est pas valide";

function apiError(
  code: ErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export function unauthenticated(message: string = MESSAGES.userTokenNotFound): GraphQLError {
  return apiError('UNAUTHENTICATED', message);
}

export function forbidden(
  message = "Vous n'avez pas les droits nécessaires pour cette action.",
): GraphQLError {
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

/** A service the operation depends on (the OpenID provider) did not answer. */
export function serviceUnavailable(message: string): GraphQLError {
  return apiError('SERVICE_UNAVAILABLE', message);
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

/** The error and its causes, outermost first (GraphQL wraps, Drizzle wraps, the driver raises). */
function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e: unknown = error; e && typeof e === 'object' && chain.length < 6;) {
    chain.push(e);
    e = (e as { originalError?: unknown }).originalError ?? (e as { cause?: unknown }).cause;
  }
  return chain;
}

export const INPUT_ERROR_MESSAGES = {
  nul: "Le texte envoyé contient un caractère nul (U+0000), qui n'est pas accepté.",
  date: "Une date envoyée n'est pas valide (format attendu : AAAA-MM-JJTHH:MM:SSZ).",
  tooManyValues: 'La requête envoie trop de valeurs à la fois. Envoyez-en moins.',
  timeout: 'La requête a pris trop de temps et a été interrompue.',
  required: 'Une valeur obligatoire est vide.',
} as const;

/**
 * Failures caused by what the client sent rather than by the server, recognised by their driver
 * code or kind, as a French error of ours (input that slips past the checks of limits/): a NUL
 * character (22021, 22P05), an invalid date (RangeError), too many bind parameters (08P01 "bind
 * message", 54000), a statement cancelled by the timeout (57014).
 */
export function knownCauseError(error: unknown): GraphQLError | null {
  for (const e of causeChain(error)) {
    const code = (e as { code?: unknown }).code;
    const message = e instanceof Error ? e.message : '';
    if (code === '22021' || code === '22P05' || /\\u0000|0x00/.test(message))
      return badUserInput({}, INPUT_ERROR_MESSAGES.nul);
    if (e instanceof RangeError && /time value|date/i.test(message))
      return badUserInput({}, INPUT_ERROR_MESSAGES.date);
    if (code === '54000' || (code === '08P01' && /bind message|parameter/i.test(message)))
      return badUserInput({}, INPUT_ERROR_MESSAGES.tooManyValues);
    if (/parameters? (?:exceed|out of range)|too many (?:bind )?parameters|65535/i.test(message))
      return badUserInput({}, INPUT_ERROR_MESSAGES.tooManyValues);
    if (code === '57014') return apiError('REQUEST_TIMEOUT', INPUT_ERROR_MESSAGES.timeout);
    // A required value sent as null that no check caught: the input's fault, said in French.
    if (code === '23502') return badUserInput({}, INPUT_ERROR_MESSAGES.required);
  }
  return null;
}

/**
 * Applied to every error of a GraphQL result (app.ts). GraphQLErrors we raised on purpose (they carry a code and no foreign
 * original error) and GraphQL's own parse/validation errors pass unchanged; failures caused by
 * the input become their French error (knownCauseError); everything else becomes a generic French
 * error, so driver messages, SQL and stacks never reach a client.
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
  const path = isGraphQLError(error) ? error.path : undefined;
  const known = knownCauseError(error);
  if (known) return new GraphQLError(known.message, { path, extensions: known.extensions });
  logUnexpectedError(error);
  return new GraphQLError(GENERIC_ERROR_MESSAGE, {
    path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}

const LOGGED_TEXT_MAX = 2_000;

/**
 * What the log says of an error: each cause's kind, code and message, never the values of a
 * query's parameters (Drizzle's message carries them after "params:") and never more than a few
 * kilobytes of SQL, plus the innermost stack.
 */
export function describeForLog(error: unknown): string {
  const lines: string[] = [];
  let stack: string | undefined;
  for (const e of causeChain(error)) {
    if (!(e instanceof Error)) {
      lines.push(String(e).slice(0, LOGGED_TEXT_MAX));
      continue;
    }
    let message = e.message;
    const params = message.indexOf('\nparams:');
    if (params >= 0) message = message.slice(0, params);
    if (message.length > LOGGED_TEXT_MAX)
      message = `${message.slice(0, LOGGED_TEXT_MAX)}… (${message.length} caractères)`;
    const code = (e as { code?: unknown }).code;
    lines.push(`${e.name}${typeof code === 'string' ? ` [${code}]` : ''}: ${message}`);
    if (e.stack) stack = e.stack.split('\n').slice(1, 8).join('\n');
  }
  return `${lines.join('\n  caused by ')}${stack ? `\n${stack}` : ''}`;
}

/** The operator still needs the cause of what a client only sees as generic: server log only. */
export function logUnexpectedError(error: unknown): void {
  if (process.env.BACKOFFICE_LOG_ERRORS !== '0')
    console.error(`[server] unexpected error ${describeForLog(error)}`);
}

/** PostgreSQL unique_violation (23505), whether raised by pg, PGlite or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
