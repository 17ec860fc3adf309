// What the REST adapters (print/httpPrintSystem.ts, affiliate/httpAffiliatePlatform.ts) share:
// their configuration from the environment, the SSRF guard's loopback-aware address rule, and one
// JSON call capped in time and size. Each adapter keeps its own protocol and its own French
// failures: callRestApi builds errors only through the factories it is given.
import { MediaRefusal } from '../media/mediaMessages';
import {
  guardedApiRequest,
  isForbiddenAddress,
  type GuardedFetchOptions,
} from '../media/ssrfGuard';

/** The time cap's clock: the real one, or a test's. */
export interface ApiClock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const REAL_API_CLOCK: ApiClock = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface RestApiConfig {
  /** Without a trailing slash. */
  apiUrl: string;
  token: string | null;
  allowLoopback: boolean;
}

/** The environment variables naming one API's URL, token and loopback permission. */
export interface RestApiEnvNames {
  url: string;
  token: string;
  allowLoopback: string;
}

/** The URL (http or https), the token, loopback only with `1`; null when no URL is set. */
export function restApiConfigFromEnv(
  env: NodeJS.ProcessEnv,
  names: RestApiEnvNames,
): RestApiConfig | null {
  const raw = env[names.url]?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${names.url} is not a URL: ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${names.url} must be http or https: ${raw}`);
  return {
    apiUrl: raw.replace(/\/+$/, ''),
    token: env[names.token]?.trim() || null,
    allowLoopback: env[names.allowLoopback]?.trim() === '1',
  };
}

const LOOPBACK = /^(?:127\.|::1$|::ffff:127\.)/;

/**
 * The guard's address rule, loopback let through when the configuration says so (the tests' and
 * the demo's local services) — and only loopback: private networks stay refused.
 */
export function addressRuleAllowingLoopback(allowLoopback: boolean): (address: string) => boolean {
  return (address) => !(allowLoopback && LOOPBACK.test(address)) && isForbiddenAddress(address);
}

/** The adapter's own errors, so each API fails with its own French messages. */
export interface RestApiFailures {
  /** Down, hung past the time cap, or answering 5xx. */
  unreachable(): Error;
  /** 401 or 403: the token is wrong or missing. */
  denied(): Error;
  /** Not the protocol: not JSON, or larger than the cap. */
  malformed(): Error;
  /** The address refused by the SSRF guard; `unreachable` when not given. */
  addressForbidden?(): Error;
}

export interface RestApiRequest {
  method: 'GET' | 'POST';
  /** The whole URL: the configured API URL and the path. */
  url: string;
  token: string | null;
  /** Sent as JSON when given. */
  body?: unknown;
  /** An `accept` header, when the API wants one. */
  accept?: string;
}

export interface RestApiLimits {
  timeoutMs: number;
  maxBytes: number;
  clock: ApiClock;
  allowLoopback: boolean;
  /** Name resolution (tests map names to addresses). */
  resolve?: GuardedFetchOptions['resolve'];
}

/** The status as answered and the body read as JSON (null when empty). */
export interface RestApiAnswer {
  status: number;
  json: unknown;
}

function headersOf(request: RestApiRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  if (request.accept) headers.accept = request.accept;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  return headers;
}

/** A refusal of the guard (or the time cap) as the adapter's own error. */
function failureOf(error: unknown, failures: RestApiFailures): Error {
  if (error instanceof MediaRefusal && error.code === 'FORBIDDEN_ADDRESS')
    return (failures.addressForbidden ?? failures.unreachable)();
  if (error instanceof MediaRefusal && error.code === 'PAYLOAD_TOO_LARGE')
    return failures.malformed();
  return failures.unreachable();
}

/** The guarded request raced against the clock: an API that hangs is stopped, not waited for. */
async function cappedRequest(request: RestApiRequest, limits: RestApiLimits) {
  const controller = new AbortController();
  let timer: unknown;
  const timedOut = new Promise<never>((_, reject) => {
    timer = limits.clock.setTimeout(() => {
      controller.abort();
      // Not a MediaRefusal: failureOf makes it the adapter's `unreachable`.
      reject(new Error('The API did not answer in time'));
    }, limits.timeoutMs);
  });
  try {
    return await Promise.race([
      guardedApiRequest(
        request.url,
        {
          method: request.method,
          headers: headersOf(request),
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
        },
        {
          maxBytes: limits.maxBytes,
          // The guard's own socket timeout stays as a backstop behind the clock.
          timeoutMs: limits.timeoutMs,
          isForbidden: addressRuleAllowingLoopback(limits.allowLoopback),
          resolve: limits.resolve,
          signal: controller.signal,
        },
      ),
      timedOut,
    ]);
  } finally {
    limits.clock.clearTimeout(timer);
  }
}

/**
 * One JSON call. 5xx, 401/403, a refused address, an oversized or non-JSON body and the time cap
 * become the adapter's failures; every other status is returned for the adapter to judge
 * (404, 409, 423… mean different things to each protocol).
 */
export async function callRestApi(
  request: RestApiRequest,
  limits: RestApiLimits,
  failures: RestApiFailures,
): Promise<RestApiAnswer> {
  let answer;
  try {
    answer = await cappedRequest(request, limits);
  } catch (error) {
    throw failureOf(error, failures);
  }
  if (answer.status >= 500) throw failures.unreachable();
  if (answer.status === 401 || answer.status === 403) throw failures.denied();
  let json: unknown = null;
  const raw = answer.body.toString('utf8');
  if (raw.trim()) {
    try {
      json = JSON.parse(raw);
    } catch {
      throw failures.malformed();
    }
  }
  return { status: answer.status, json };
}
