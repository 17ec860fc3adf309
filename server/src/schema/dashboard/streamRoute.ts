// A route whose answer is streamed instead of buffered (the dashboard's CSV, the AI's suggestions:
// ai/suggestRoute.ts): the handler writes
// through a sink that waits for the reader, over HTTP (http.ts) or over the app's message channel
// (channel.ts, chunk messages before the usual final reply).
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { ChannelStreamMessage } from '../../../../common/embedded/channelStream';

export interface StreamRequest {
  method: string;
  /** Path and query string as received. */
  url: string;
  headers: IncomingHttpHeaders;
  /** A POST's whole body, read under the server's size limit (undefined for a GET). */
  body?: string;
  /** Aborted when the reader went away (HTTP: the request closed; channel: the app cancelled). */
  signal?: AbortSignal;
}

export interface StreamSink {
  /** Starts the answer (once, before any write). */
  start(status: number, headers: Record<string, string>): void;
  /** Resolves when the reader can take more. */
  write(chunk: string): Promise<void>;
  end(): void;
  /** Something failed after the start: the reader must not take a cut answer for a whole one. */
  abort(): void;
  /** The reader went away: stop producing. */
  readonly closed: boolean;
}

export type StreamRoute = (request: StreamRequest, sink: StreamSink) => Promise<void>;

/** The Node HTTP response as a sink: `write` waits for 'drain' when the socket's buffer is full. */
export function responseSink(res: ServerResponse): StreamSink {
  let closed = false;
  res.on('close', () => (closed = true));
  return {
    // Headers go out at once: a stream's reader (the AI's suggestions) learns it was accepted
    // before the first event, which may be seconds away.
    start: (status, headers) => void res.writeHead(status, headers).flushHeaders(),
    write: (chunk) =>
      new Promise<void>((resolve) => {
        if (closed || res.write(chunk, 'utf8')) resolve();
        else {
          const done = () => (res.off('drain', done), res.off('close', done), resolve());
          res.on('drain', done);
          res.on('close', done);
        }
      }),
    end: () => void res.end(),
    abort: () => void res.destroy(),
    get closed() {
      return closed;
    },
  };
}

/**
 * The channel as a sink. The parent reads every message it is sent (no flow control on the
 * channel), so `write` only yields to the event loop between chunks; the final reply (status,
 * empty body on success, 499 when aborted) tells the parent the stream is complete.
 */
export function channelSink(
  id: number,
  send: (message: ChannelStreamMessage | { id: number; status: number; body: string }) => void,
  cancelled?: AbortSignal,
): StreamSink {
  let status = 200;
  let finished = false;
  return {
    start: (code, headers) => {
      status = code;
      send({ id, stream: 'start', status: code, headers });
    },
    write: async (chunk) => {
      send({ id, stream: 'chunk', chunk });
      await new Promise<void>((resolve) => setImmediate(resolve));
    },
    end: () => {
      if (finished) return;
      finished = true;
      send({ id, status, body: '' });
    },
    abort: () => {
      if (finished) return;
      finished = true;
      send({ id, status: 499, body: '' });
    },
    get closed() {
      return cancelled?.aborted ?? false;
    },
  };
}
