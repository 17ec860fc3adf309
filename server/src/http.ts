// Serves an App on a Node HTTP server: buffers the body under a hard size limit (a French
// GraphQL-shaped 413 beyond it), hands the request to the app, writes its response back.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorResponse, type ApiResponse, type App } from './app';
import { DEFAULT_BODY_LIMIT_BYTES } from './config';
import { GENERIC_ERROR_MESSAGE } from './errors';
import { responseSink } from './schema/dashboard/streamRoute';
import type { MediaHttpHandler } from './media/mediaHttp';

export interface ListenOptions {
  host?: string;
  /** 0 = any free port. */
  port?: number;
  bodyLimitBytes?: number;
  /** The image service's streaming routes (media/mediaHttp.ts), answered before any buffering. */
  media?: MediaHttpHandler;
  /**
   * How long one request may take to arrive whole (60 s). The own video host takes files of
   * gigabytes over slow lines: there it is hours, and a socket silent for `idleTimeoutMs` is
   * closed instead (a trickling client still cannot hold one for free).
   */
  requestTimeoutMs?: number;
  idleTimeoutMs?: number;
}

/** A served App, over HTTP (listen) or over the parent's channel (channel.ts). */
export interface RunningServer {
  url: string;
  /** Stops accepting requests. */
  close(): Promise<void>;
}

export function bodyTooLargeMessage(limitBytes: number): string {
  const mo = limitBytes / (1024 * 1024);
  return `La requête est trop volumineuse (limite : ${Number.isInteger(mo) ? mo : mo.toFixed(1)} Mo).`;
}

class BodyTooLarge extends Error {}

function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      reject(new BodyTooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, response: ApiResponse, closeConnection = false): void {
  const body = Buffer.from(response.body, 'utf8');
  const headers: Record<string, string> = {
    ...response.headers,
    'content-length': String(body.length),
  };
  if (closeConnection) headers.connection = 'close';
  res.writeHead(response.status, headers);
  res.end(body);
}

export function listen(
  app: App,
  {
    host = '127.0.0.1',
    port = 0,
    bodyLimitBytes = DEFAULT_BODY_LIMIT_BYTES,
    media,
    requestTimeoutMs = 60_000,
    idleTimeoutMs,
  }: ListenOptions = {},
): Promise<RunningServer> {
  const server = createServer((req, res) => {
    void (async () => {
      try {
        if (media && (await media(req, res))) return;
        const method = req.method ?? 'GET';
        const stream = app.streams?.[(req.url ?? '/').split('?', 1)[0]!];
        if (stream) {
          // A POST stream (the AI's suggestions) reads its JSON body first, under the same limit.
          const body = method === 'POST' ? await readBody(req, bodyLimitBytes) : undefined;
          const gone = new AbortController();
          // 'close' also follows a complete answer: aborting then stops nothing.
          res.on('close', () => gone.abort());
          return await stream(
            { method, url: req.url ?? '/', headers: req.headers, body, signal: gone.signal },
            responseSink(res),
          );
        }
        const hasBody = method !== 'GET' && method !== 'HEAD';
        const body = hasBody ? await readBody(req, bodyLimitBytes) : undefined;
        send(
          res,
          await app.handle({
            method,
            url: req.url ?? '/',
            headers: req.headers,
            body,
            remoteAddress: req.socket.remoteAddress,
          }),
        );
      } catch (error) {
        if (error instanceof BodyTooLarge) {
          // Stop reading the rest of an oversized upload: answer, then close the connection.
          send(
            res,
            errorResponse(413, bodyTooLargeMessage(bodyLimitBytes), 'PAYLOAD_TOO_LARGE'),
            true,
          );
          req.destroy();
          return;
        }
        console.error('[server] request failed', error);
        if (!res.headersSent)
          send(res, errorResponse(500, GENERIC_ERROR_MESSAGE, 'INTERNAL_SERVER_ERROR'));
        else res.destroy();
      }
    })();
  });
  // Idle keep-alive connections stay open longer than clients keep them (undici: the server's hint
  // less a second), so a client never reuses a socket the server is closing at that moment.
  server.keepAliveTimeout = 30_000;
  // A client that trickles its headers or body does not hold a socket for long.
  server.headersTimeout = 20_000;
  server.requestTimeout = requestTimeoutMs;
  if (idleTimeoutMs) server.timeout = idleTimeoutMs;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const { port: actual } = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${actual}`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((err) => (err ? fail(err) : done()));
            // Idle keep-alive sockets would otherwise hold close() open.
            server.closeAllConnections();
          }),
      });
    });
  });
}
