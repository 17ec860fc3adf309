// Fetching an image from a URL the user typed (/import/url, getFocusPoint on a foreign URL)
// without letting that URL reach the server's own network (SSRF): the host is resolved first and
// every address checked — loopback, private, link-local, unique-local, CGNAT, multicast and
// unspecified ranges are refused — then the connection goes to the checked address itself (no
// second DNS answer can swap it), redirects are followed by hand and checked the same way, with a
// size cap and a timeout.
import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';
import { FORBIDDEN_IPV4, FORBIDDEN_IPV6 } from '../../../common/net/forbiddenNetworks';
import { MEDIA_MESSAGES, MediaRefusal } from './mediaMessages';

const FORBIDDEN = new BlockList();
for (const [network, prefix] of FORBIDDEN_IPV4) FORBIDDEN.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of FORBIDDEN_IPV6) FORBIDDEN.addSubnet(network, prefix, 'ipv6');

/** True for an address the server must never connect to on a user's behalf. */
export function isForbiddenAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return isForbiddenAddress(mapped[1]);
  const family = isIP(address);
  if (family === 0) return true;
  return FORBIDDEN.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export interface GuardedFetchOptions {
  maxBytes: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /** Name resolution (tests map names to addresses). */
  resolve?: (hostname: string) => Promise<string[]>;
  /** Which addresses are refused (tests declare their loopback stand-in "public"). */
  isForbidden?: (address: string) => boolean;
  /** What the answer may be (the Accept header): images unless said (a good deal reads HTML). */
  accept?: string;
}

export interface FetchedFile {
  body: Buffer;
  contentType: string | null;
  finalUrl: string;
}

async function defaultResolve(hostname: string): Promise<string[]> {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => a.address);
}

function parseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new MediaRefusal(MEDIA_MESSAGES.addressInvalid, 400);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new MediaRefusal(MEDIA_MESSAGES.addressInvalid, 400);
  return url;
}

/**
 * The address to connect to: the host's own if it is an IP, else its first DNS answer; refused when
 * any answer is private, loopback or otherwise forbidden (a name that resolves to both is refused).
 */
async function allowedAddress(
  url: URL,
  resolve: (hostname: string) => Promise<string[]>,
  isForbidden: (address: string) => boolean,
): Promise<string> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(hostname) ? [hostname] : await resolve(hostname);
  } catch {
    throw new MediaRefusal(MEDIA_MESSAGES.importFailed(0), 502);
  }
  if (addresses.length === 0 || addresses.some((a) => isForbidden(a)))
    throw new MediaRefusal(MEDIA_MESSAGES.addressForbidden, 400, 'FORBIDDEN_ADDRESS');
  return addresses[0] as string;
}

export async function guardedFetch(
  raw: string,
  options: GuardedFetchOptions,
): Promise<FetchedFile> {
  const { maxBytes, timeoutMs = 10_000, maxRedirects = 3 } = options;
  const resolve = options.resolve ?? defaultResolve;
  const isForbidden = options.isForbidden ?? isForbiddenAddress;
  const deadline = Date.now() + timeoutMs;
  let url = parseUrl(raw);
  for (let hop = 0; hop <= maxRedirects; hop++) {
    const address = await allowedAddress(url, resolve, isForbidden);
    const response = await requestOnce(
      url,
      address,
      deadline,
      undefined,
      undefined,
      options.accept,
    );
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      url = parseUrl(new URL(response.headers.location, url).toString());
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw new MediaRefusal(MEDIA_MESSAGES.importFailed(status), 502, undefined, status);
    }
    const body = await readCapped(response, maxBytes, deadline);
    return {
      body,
      contentType: response.headers['content-type'] ?? null,
      finalUrl: url.toString(),
    };
  }
  throw new MediaRefusal(MEDIA_MESSAGES.tooManyRedirects, 502);
}

function requestOnce(
  url: URL,
  address: string,
  deadline: number,
  api?: GuardedApiRequest,
  signal?: AbortSignal,
  accept = 'image/*',
): Promise<IncomingMessage> {
  return new Promise((resolvePromise, reject) => {
    const family = isIP(address);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      url,
      {
        method: api?.method ?? 'GET',
        headers: api
          ? { 'user-agent': 'backoffice-editorial/1', accept: 'application/json', ...api.headers }
          : { 'user-agent': 'backoffice-image-import/1', accept },
        // Connect to the address that was checked, whatever DNS says now.
        lookup: (_host, opts, callback) => {
          if ((opts as { all?: boolean }).all) callback(null, [{ address, family }]);
          else (callback as (e: null, a: string, f: number) => void)(null, address, family);
        },
        timeout: Math.max(1, deadline - Date.now()),
      },
      resolvePromise,
    );
    req.on('timeout', () => {
      req.destroy();
      reject(new MediaRefusal(MEDIA_MESSAGES.importTimeout, 504));
    });
    req.on('error', (error) => {
      if (error instanceof MediaRefusal) reject(error);
      else reject(new MediaRefusal(MEDIA_MESSAGES.importFailed(0), 502));
    });
    // The caller gave up (an AI stream cancelled): the request and its answer stop at once.
    if (signal?.aborted) req.destroy();
    else signal?.addEventListener('abort', () => req.destroy(), { once: true });
    req.end(api?.body);
  });
}

function readCapped(
  response: IncomingMessage,
  maxBytes: number,
  deadline: number,
): Promise<Buffer> {
  return new Promise((resolvePromise, reject) => {
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      response.destroy();
      reject(new MediaRefusal(MEDIA_MESSAGES.tooLarge(maxBytes), 413, 'PAYLOAD_TOO_LARGE'));
      return;
    }
    const timer = setTimeout(
      () => {
        response.destroy();
        reject(new MediaRefusal(MEDIA_MESSAGES.importTimeout, 504));
      },
      Math.max(1, deadline - Date.now()),
    );
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        clearTimeout(timer);
        response.destroy();
        reject(new MediaRefusal(MEDIA_MESSAGES.tooLarge(maxBytes), 413, 'PAYLOAD_TOO_LARGE'));
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => {
      clearTimeout(timer);
      resolvePromise(Buffer.concat(chunks));
    });
    response.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

export interface GuardedApiRequest {
  method: 'GET' | 'POST' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
}

export interface GuardedApiAnswer {
  status: number;
  body: Buffer;
}

/**
 * One call to a configured third-party API (the video host): the same address check as
 * guardedFetch (a configured address may not reach the server's own network either), no
 * redirects, any status answered to the caller, the body capped. Network failures and timeouts
 * throw `null`-status MediaRefusals the caller turns into its own French message.
 */
export async function guardedApiRequest(
  raw: string,
  request: GuardedApiRequest,
  options: GuardedFetchOptions & { signal?: AbortSignal },
): Promise<GuardedApiAnswer> {
  const { maxBytes, timeoutMs = 15_000 } = options;
  const resolve = options.resolve ?? defaultResolve;
  const isForbidden = options.isForbidden ?? isForbiddenAddress;
  const deadline = Date.now() + timeoutMs;
  const url = parseUrl(raw);
  const address = await allowedAddress(url, resolve, isForbidden);
  // `signal` stops the call (the print system's time cap, on its own clock).
  const response = await requestOnce(url, address, deadline, request, options.signal);
  const body = await readCapped(response, maxBytes, deadline);
  return { status: response.statusCode ?? 0, body };
}

export interface GuardedApiStream {
  status: number;
  headers: IncomingMessage['headers'];
  /** The answer as it arrives (a server-sent event stream), not capped: the caller reads it. */
  body: IncomingMessage;
}

/**
 * guardedApiRequest for an answer read as it arrives (the AI provider's streamed completions):
 * the same address check, no redirects; `timeoutMs` bounds the wait for the answer to start and
 * each silence after; `signal` stops it.
 */
export async function guardedApiStream(
  raw: string,
  request: GuardedApiRequest,
  options: Omit<GuardedFetchOptions, 'maxBytes'> & { signal?: AbortSignal },
): Promise<GuardedApiStream> {
  const { timeoutMs = 15_000 } = options;
  const resolve = options.resolve ?? defaultResolve;
  const isForbidden = options.isForbidden ?? isForbiddenAddress;
  const url = parseUrl(raw);
  const address = await allowedAddress(url, resolve, isForbidden);
  const response = await requestOnce(url, address, Date.now() + timeoutMs, request, options.signal);
  return { status: response.statusCode ?? 0, headers: response.headers, body: response };
}
