// A fetch over the embedded server's message channel (server/src/channel.ts) in this process: the
// app's side in a few lines, enough for graphql-sse's client to stream the newsroom over it.
import type { App } from '../../../server/src/app';
import { serveOverChannel, type ParentChannel } from '../../../server/src/channel';
import { readChannelStreamMessage } from '../../../common/embedded/channelStream';
import { readChannelReply } from '../../../common/embedded/channelProtocol';

export function channelFetch(app: App): { fetch: typeof fetch; close(): Promise<void> } {
  const listeners: ((message: unknown) => void)[] = [];
  const pending = new Map<number, (message: unknown) => void>();
  const channel: ParentChannel = {
    onMessage: (listener) => listeners.push(listener),
    send: (message) => pending.get((message as { id: number }).id)?.(message),
    onClose: () => {},
  };
  const server = serveOverChannel(app, channel);
  let nextId = 1;
  const fetchFn = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const id = nextId++;
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const encoder = new TextEncoder();
    return new Promise<Response>((resolve) => {
      let body!: ReadableStreamDefaultController<Uint8Array>;
      const stream = new ReadableStream<Uint8Array>({ start: (c) => void (body = c) });
      init.signal?.addEventListener('abort', () => {
        for (const l of listeners) l({ id, cancel: true });
      });
      pending.set(id, (message) => {
        const part = readChannelStreamMessage(message);
        if (part?.stream === 'start')
          return resolve(new Response(stream, { status: part.status, headers: part.headers }));
        if (part?.stream === 'chunk') return body.enqueue(encoder.encode(part.chunk));
        const reply = readChannelReply(message);
        if (!reply) return;
        pending.delete(id);
        if (reply.body) body.enqueue(encoder.encode(reply.body));
        try {
          body.close();
        } catch {
          // A reply without a start: the stream was never handed out.
        }
        resolve(new Response(reply.body, { status: reply.status }));
      });
      const message = {
        id,
        url: url.pathname + url.search,
        headers,
        body: String(init.body ?? ''),
        method: init.method ?? 'GET',
      };
      for (const l of listeners) l(message);
    });
  }) as typeof fetch;
  return { fetch: fetchFn, close: () => server.close() };
}
