// What a failed send says about the message (issue 30): a push that certainly did not go out may be
// sent again; any other failure (a time-out, a connection cut mid-answer, the process killed) may
// have delivered it, and the push is then recorded as 'unknown' rather than sent twice.

/** The service answered with an error: it did not take the message, so sending again is safe. */
export class ServiceRefusal extends Error {}

/** The message never left (no connection, or a step before it failed): sending again is safe. */
export class ServiceNotReached extends Error {}

/** Errors of a connection that was never made: the request cannot have reached the service. */
const NOT_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

function errorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * A failed request's error as what it says about the message: ServiceNotReached when no connection
 * was made; otherwise unchanged (a time-out or a cut connection may have delivered it).
 */
export function classifyRequestError(error: unknown, service: string): unknown {
  const code = errorCode(error);
  if (code && NOT_CONNECTED.has(code))
    return new ServiceNotReached(`${service} : injoignable (${code})`);
  return error;
}

/** A push that certainly did not go out may be sent again; any other failure may have delivered it. */
export const isSafeToRetry = (error: unknown): boolean =>
  error instanceof ServiceRefusal || error instanceof ServiceNotReached;
