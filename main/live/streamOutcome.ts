// How main reads the end of a newsroom stream attempt (LiveChannel.ts): what to do next.
// - `unsupported`: an older server — no stream route (404/405), or a document its schema does not
//   know (a GraphQL validation error: no path, no code or GRAPHQL_VALIDATION_FAILED). Quiet, asked
//   again every LIMITS.live.unsupportedRetryMs.
// - `unauthenticated`: the token was refused (HTTP 401 or UNAUTHENTICATED): the session ends as for
//   any other call, and the stream waits for the next sign-in.
// - `retry`: anything else (refused connection, a process killed, a gateway's 502, a resolver's
//   error): again after the back-off, from the last cursor.
import { NetworkError } from 'graphql-sse';
import { LIMITS } from '../../common/domain/limits';

export type StreamOutcome = 'unsupported' | 'unauthenticated' | 'retry';

interface ResultError {
  message?: unknown;
  path?: unknown;
  extensions?: { code?: unknown };
}

export function outcomeOfErrors(errors: readonly ResultError[]): StreamOutcome {
  const codes = errors.map((e) => (e.extensions?.code == null ? null : String(e.extensions.code)));
  if (codes.includes('UNAUTHENTICATED')) return 'unauthenticated';
  const validation = errors.every(
    (e, i) => e.path == null && (codes[i] === null || codes[i] === 'GRAPHQL_VALIDATION_FAILED'),
  );
  return validation ? 'unsupported' : 'retry';
}

export function outcomeOfFailure(error: unknown): StreamOutcome {
  if (!(error instanceof NetworkError) || !error.response) return 'retry';
  const { status } = error.response;
  if (status === 401) return 'unauthenticated';
  if (status === 404 || status === 405 || status === 400) return 'unsupported';
  return 'retry';
}

/** Whether the failure says nothing answered (a refused or silent connection), not a refusal. */
export function noAnswer(error: unknown): boolean {
  return !(error instanceof NetworkError && error.response);
}

/** The wait before reconnection attempt `failures` (1, 2, …): doubling from the first, capped. */
export function reconnectDelayMs(
  failures: number,
  firstMs: number = LIMITS.live.reconnectFirstMs,
  maxMs: number = LIMITS.live.reconnectMaxMs,
): number {
  return Math.min(maxMs, firstMs * 2 ** Math.max(0, failures - 1));
}
