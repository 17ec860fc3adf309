// Streamed answers of the API (the dashboard's CSV GET, the AI suggestions' POST: main/ai): the
// reply's chunks are handed on one by one, so main never holds a whole export and shows each
// suggestion as it comes. Over HTTP(S) for a remote API (backpressure: the next chunk is
// read once the previous one was written), over the embedded server's message channel otherwise
// (server/src/schema/dashboard/streamRoute.ts: a start, chunks, then the usual final reply).
import http from 'node:http';
import https from 'node:https';
import { readChannelReply } from '../../common/embedded/channelProtocol';
import { readChannelStreamMessage } from '../../common/embedded/channelStream';
import type { ChildChannel } from '../embedded/channelTransport';

export interface StreamStart {
  status: number;
  headers: Record<string, string>;
}

export interface StreamOptions {
  headers: Record<string, string>;
  /** Longest silence tolerated between two chunks. */
  idleTimeoutMs: number;
  onStart(start: StreamStart): void;
  onChunk(chunk: Buffer): Promise<void>;
  /** A POST of this JSON body instead of a GET. */
  body?: string;
  /** Aborting it ends the call at once with an error, and tells the server to stop. */
  signal?: AbortSignal;
}

/** Resolves when the answer ended: `complete` is false when it was cut (the file must not be kept). */
export type StreamTransport = (
  url: URL,
  options: StreamOptions,
) => Promise<{ status: number; complete: boolean }>;

function flatHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (typeof value === 'string') out[name] = value;
  return out;
}

export const httpGetStream: StreamTransport = (
  url,
  { headers, idleTimeoutMs, onStart, onChunk, body, signal },
) =>
  new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : null;
    if (!client) {
      reject(new Error(`Unsupported protocol ${url.protocol}`));
      return;
    }
    const payload = body === undefined ? null : Buffer.from(body, 'utf8');
    const request = client.request(
      url,
      {
        method: payload ? 'POST' : 'GET',
        headers: payload ? { ...headers, 'content-length': String(payload.length) } : headers,
        timeout: idleTimeoutMs,
      },
      (response) => {
        response.on('error', reject);
        const status = response.statusCode ?? 0;
        onStart({ status, headers: flatHeaders(response.headers) });
        void (async () => {
          try {
            for await (const chunk of response) await onChunk(chunk as Buffer);
            resolve({ status, complete: response.complete });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        })();
      },
    );
    request.on('timeout', () => request.destroy(new Error('Request timed out')));
    request.on('error', reject);
    // Only while the answer is under way: a socket back in the keep-alive pool is not destroyed.
    // Destroyed without an error: one given would be emitted on a socket nobody listens to any
    // more when the answer just ended.
    const onAbort = () => (request.destroy(), reject(new Error('Request aborted')));
    if (signal?.aborted) onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    request.on('close', () => signal?.removeEventListener('abort', onAbort));
    request.end(payload ?? undefined);
  });

/** Streamed answers over the embedded server's channel; `exited` fails the ones under way. */
export function channelStream(child: ChildChannel, exited: Promise<unknown>): StreamTransport {
  const pending = new Map<
    number,
    {
      onStart(start: StreamStart): void;
      onChunk(chunk: Buffer): Promise<void>;
      done(status: number): void;
      fail(error: Error): void;
      queue: Promise<void>;
    }
  >();
  // Far from the ids of channelTransport.ts, which shares the channel.
  let nextId = 1_000_000_000;
  let gone = false;
  child.onMessage((message) => {
    const part = readChannelStreamMessage(message);
    if (part) {
      const entry = pending.get(part.id);
      if (!entry) return;
      if (part.stream === 'start') entry.onStart({ status: part.status, headers: part.headers });
      else {
        const chunk = Buffer.from(part.chunk, 'utf8');
        entry.queue = entry.queue.then(() => entry.onChunk(chunk));
      }
      return;
    }
    const reply = readChannelReply(message);
    const entry = reply && pending.get(reply.id);
    if (!reply || !entry) return;
    pending.delete(reply.id);
    void entry.queue.then(
      () => entry.done(reply.status),
      (error: unknown) => entry.fail(error instanceof Error ? error : new Error(String(error))),
    );
  });
  void exited.then(() => {
    gone = true;
    for (const entry of pending.values()) entry.fail(new Error('Embedded server exited'));
    pending.clear();
  });
  return (url, { headers, idleTimeoutMs, onStart, onChunk, body, signal }) =>
    new Promise((resolve, reject) => {
      if (gone) {
        reject(new Error('Embedded server exited'));
        return;
      }
      if (signal?.aborted) {
        reject(new Error('Request aborted'));
        return;
      }
      const id = nextId++;
      let timer: NodeJS.Timeout;
      const onAbort = () => {
        pending.delete(id);
        clearTimeout(timer);
        // The server stops producing (the provider's call is aborted there).
        child.send({ id, cancel: true });
        reject(new Error('Request aborted'));
      };
      const settle = () => (clearTimeout(timer), signal?.removeEventListener('abort', onAbort));
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          settle();
          pending.delete(id);
          child.send({ id, cancel: true });
          reject(new Error('Request timed out'));
        }, idleTimeoutMs);
      };
      arm();
      signal?.addEventListener('abort', onAbort, { once: true });
      pending.set(id, {
        onStart,
        onChunk: (chunk) => (arm(), onChunk(chunk)),
        done: (status) => {
          settle();
          // 499: the server gave up after it started (the answer is cut).
          resolve({ status, complete: status !== 499 });
        },
        fail: (error) => (settle(), reject(error)),
        queue: Promise.resolve(),
      });
      const path = url.pathname + url.search;
      child.send(
        body === undefined
          ? { id, url: path, headers, body: '' }
          : { id, url: path, headers, body, method: 'POST' },
      );
    });
}
