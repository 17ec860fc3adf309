// A fetch-compatible function over main's streamed transports (main/dashboard/apiStream.ts): HTTP(S)
// for a remote API, the embedded server's message channel otherwise. graphql-sse's client takes a
// `fetchFn` and reads the answer's `ReadableStream` body; this hands it the transport's chunks as
// they come (backpressure: the next chunk is taken once the client read the previous ones), and
// aborting the request's signal ends the transport's call (over the channel: its cancel message,
// so the server closes the subscription as when an HTTP client goes away).
import type { StreamTransport } from '../dashboard/apiStream';

export type FetchLike = (input: string | URL, init?: RequestInit) => Promise<Response>;

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => (out[name] = value));
  return out;
}

/** A body the transport fills: `push` waits while the reader is behind (backpressure). */
function pipeBody(onCancel: () => void) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let wake: (() => void) | null = null;
  const body = new ReadableStream<Uint8Array>(
    {
      start: (c) => void (controller = c),
      pull: () => {
        wake?.();
        wake = null;
      },
      cancel: () => {
        wake?.();
        onCancel();
      },
    },
    { highWaterMark: 16 },
  );
  let closed = false;
  return {
    body,
    push: async (chunk: Buffer) => {
      if (closed) return;
      controller.enqueue(new Uint8Array(chunk));
      if ((controller.desiredSize ?? 1) <= 0) await new Promise<void>((r) => (wake = r));
    },
    close: () => (closed ? undefined : ((closed = true), controller.close())),
    fail: (error: Error) => (closed ? undefined : ((closed = true), controller.error(error))),
  };
}

/** `idleTimeoutMs`: the longest silence of the answer (the server pings a stream every 12 s). */
export function streamFetch(transport: StreamTransport, idleTimeoutMs: number): FetchLike {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const aborter = new AbortController();
      const outer = init?.signal;
      const abort = () => aborter.abort();
      if (outer?.aborted) abort();
      outer?.addEventListener('abort', abort, { once: true });
      const pipe = pipeBody(abort);
      let started = false;
      const body = typeof init?.body === 'string' ? init.body : undefined;
      transport(new URL(String(input)), {
        headers: headersOf(init),
        body,
        signal: aborter.signal,
        idleTimeoutMs,
        onStart: ({ status, headers }) => {
          started = true;
          try {
            resolve(new Response(pipe.body, { status, headers }));
          } catch (error) {
            // A status fetch cannot carry (0, 1xx): no answer the client could read.
            abort();
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        },
        onChunk: (chunk) => pipe.push(chunk),
      }).then(
        ({ complete }) => {
          outer?.removeEventListener('abort', abort);
          if (started && complete) pipe.close();
          else if (started) pipe.fail(new Error('Stream cut'));
          else reject(new Error('Stream ended before its start'));
        },
        (error: unknown) => {
          outer?.removeEventListener('abort', abort);
          const failure = error instanceof Error ? error : new Error(String(error));
          if (started) pipe.fail(failure);
          else reject(failure);
        },
      );
    });
}
