// The fetch the openai SDK is given (issue 34): every request to the provider goes through the SSRF
// guard (media/ssrfGuard.ts) — the address is the operator's, but a name that resolves into the
// server's own network is still refused; loopback only when BACKOFFICE_AI_ALLOW_LOOPBACK says so.
// The answer is handed over as it arrives, so streamed completions stream.
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { addressRuleAllowingLoopback } from '../integrations/restApi';
import { guardedApiStream, type GuardedFetchOptions } from '../media/ssrfGuard';

export type AiFetchOptions = Pick<GuardedFetchOptions, 'resolve' | 'isForbidden'>;

/** The guard's rule, loopback allowed when the configuration says so (the shared rule). */
export const aiAddressRule = addressRuleAllowingLoopback;

function headersOf(init: RequestInit | undefined): Record<string, string> {
  return Object.fromEntries(new Headers(init?.headers).entries());
}

function methodOf(init: RequestInit | undefined): 'GET' | 'POST' | 'DELETE' {
  const method = (init?.method ?? 'GET').toUpperCase();
  return method === 'POST' || method === 'DELETE' ? method : 'GET';
}

export function guardedAiFetch(
  timeoutMs: number,
  options: AiFetchOptions,
): (input: string | URL | Request, init?: RequestInit) => Promise<Response> {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = typeof init?.body === 'string' ? init.body : undefined;
    const answer = await guardedApiStream(
      url,
      { method: methodOf(init), headers: headersOf(init), body },
      { ...options, timeoutMs, signal: init?.signal ?? undefined },
    );
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    const stream = Readable.toWeb(answer.body) as WebReadableStream<Uint8Array>;
    return new Response(stream as unknown as ReadableStream<Uint8Array>, {
      status: answer.status,
      headers,
    });
  };
}
