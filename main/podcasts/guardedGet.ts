// main's fetch of an address it does not control (the podcast service, a feed the user typed),
// guarded as the server's fetches are (server/src/media/ssrfGuard.ts): the host is resolved and
// every address checked against the shared forbidden networks, then the connection goes to the
// checked address itself (no second DNS answer can swap it); redirects are followed by hand and
// checked again; a time cap and a size cap. Loopback only when the caller allows it
// (BACKOFFICE_PODCAST_ALLOW_LOOPBACK=1, for the local stand-in).
import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';
import { FORBIDDEN_IPV4, FORBIDDEN_IPV6 } from '../../common/net/forbiddenNetworks';

const FORBIDDEN = new BlockList();
for (const [network, prefix] of FORBIDDEN_IPV4) FORBIDDEN.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of FORBIDDEN_IPV6) FORBIDDEN.addSubnet(network, prefix, 'ipv6');
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

export function isForbiddenAddress(address: string, allowLoopback = false): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return isForbiddenAddress(mapped[1], allowLoopback);
  const family = isIP(address) === 4 ? 'ipv4' : isIP(address) === 6 ? 'ipv6' : null;
  if (!family) return true;
  if (allowLoopback && LOOPBACK.check(address, family)) return false;
  return FORBIDDEN.check(address, family);
}

/** Why a guarded request failed; the caller turns it into its French message. */
export type GuardedFailure = 'forbidden' | 'tooLarge' | 'timeout' | 'network' | 'redirects';

export class GuardedGetError extends Error {
  constructor(readonly reason: GuardedFailure) {
    super(reason);
  }
}

export interface GuardedRequest {
  method?: 'GET' | 'POST';
  accept: string;
  headers?: Record<string, string>;
  body?: string;
  maxBytes: number;
  timeoutMs: number;
  allowLoopback?: boolean;
  /** Redirects followed (each checked); 0 for a configured service, which must answer itself. */
  maxRedirects?: number;
  /** Name resolution (tests map names to addresses). */
  resolve?: (hostname: string) => Promise<string[]>;
}

export interface GuardedAnswer {
  status: number;
  body: Buffer;
}

async function defaultResolve(hostname: string): Promise<string[]> {
  return (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => a.address);
}

export async function guardedRequest(raw: string, request: GuardedRequest): Promise<GuardedAnswer> {
  const resolve = request.resolve ?? defaultResolve;
  const deadline = Date.now() + request.timeoutMs;
  let url = new URL(raw);
  for (let hop = 0; hop <= (request.maxRedirects ?? 0); hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new GuardedGetError('forbidden');
    const hostname = url.hostname.replace(/^\[|\]$/g, '');
    let addresses: string[];
    try {
      addresses = isIP(hostname) ? [hostname] : await resolve(hostname);
    } catch {
      throw new GuardedGetError('network');
    }
    if (!addresses.length || addresses.some((a) => isForbiddenAddress(a, request.allowLoopback)))
      throw new GuardedGetError('forbidden');
    const response = await send(url, addresses[0] as string, deadline, request);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.resume();
      url = new URL(location, url);
      continue;
    }
    return { status, body: await readCapped(response, request.maxBytes, deadline) };
  }
  throw new GuardedGetError('redirects');
}

function send(
  url: URL,
  address: string,
  deadline: number,
  request: GuardedRequest,
): Promise<IncomingMessage> {
  return new Promise((resolvePromise, reject) => {
    const family = isIP(address);
    const req = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      {
        method: request.method ?? 'GET',
        headers: {
          'user-agent': 'backoffice-podcasts/1',
          accept: request.accept,
          ...request.headers,
        },
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
      reject(new GuardedGetError('timeout'));
    });
    req.on('error', () => reject(new GuardedGetError('network')));
    req.end(request.body);
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
      reject(new GuardedGetError('tooLarge'));
      return;
    }
    const timer = setTimeout(
      () => {
        response.destroy();
        reject(new GuardedGetError('timeout'));
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
        reject(new GuardedGetError('tooLarge'));
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => {
      clearTimeout(timer);
      resolvePromise(Buffer.concat(chunks));
    });
    response.on('error', () => {
      clearTimeout(timer);
      reject(new GuardedGetError('network'));
    });
  });
}
