// The browser host: the same main-process services as Electron, reached by a browser page over
// loopback. It serves the built renderer, carries the IPC contract over a WebSocket and accepts
// dropped files' bytes over HTTP; all three need the per-launch secret and a loopback Host.
import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Envelope, EventName, EventPayload } from '../../common/ipc/channels';
import { UploadFileSchema } from '../../common/ipc/schemas';
import type { Dispatch } from '../ipc/dispatcher';
import type { UploadRegistry } from '../uploads/UploadRegistry';
import { CONTENT_SECURITY_POLICY } from '../app/contentSecurityPolicy';
import { isAllowedHost, isAllowedOrigin, secretMatches } from './requestGuards';
import { readStaticFile } from './staticFiles';

export const SECRET_PARAM = 'k';
const MAX_UPLOAD_BYTES = 2 * 1024 ** 3;
const MAX_MESSAGE_BYTES = 4 * 1024 ** 2;

export interface BrowserHostOptions {
  rendererDir: string;
  dispatch: Dispatch;
  uploads: UploadRegistry;
  port?: number;
  log?: (message: string) => void;
}

const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': 'no-store',
};

export class BrowserHost {
  readonly secret = randomBytes(24).toString('base64url');
  private server: Server | null = null;
  private sockets = new Set<WebSocket>();
  private port = 0;
  private readonly uploadDir = join(tmpdir(), `backoffice-uploads-${process.pid}-${randomUUID()}`);

  constructor(private readonly options: BrowserHostOptions) {}

  /** The URL to open: the page plus the per-launch secret. */
  get url(): string {
    return `http://127.0.0.1:${this.port}/?${SECRET_PARAM}=${this.secret}`;
  }

  async listen(): Promise<string> {
    const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
    const server = createServer((req, res) => void this.handleHttp(req, res));
    server.on('upgrade', (req, socket, head) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (
        url.pathname !== '/bridge' ||
        !isAllowedHost(req.headers.host, this.port) ||
        !isAllowedOrigin(req.headers.origin, this.port, true) ||
        !secretMatches(this.secret, url.searchParams.get(SECRET_PARAM))
      ) {
        socket.write('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
        socket.destroy();
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => this.attach(ws));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.options.port ?? 0, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
    return this.url;
  }

  emit<E extends EventName>(event: E, payload: EventPayload<E>): void {
    const message = JSON.stringify({ event, payload });
    for (const socket of this.sockets) socket.send(message);
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.terminate();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    await rm(this.uploadDir, { recursive: true, force: true });
  }

  private attach(ws: WebSocket): void {
    this.sockets.add(ws);
    ws.on('close', () => this.sockets.delete(ws));
    ws.on('message', async (data) => {
      let message: { id?: unknown; channel?: unknown; payload?: unknown };
      try {
        message = JSON.parse(data.toString()) as typeof message;
      } catch {
        return;
      }
      if (typeof message.id !== 'number') return;
      // The socket passed the secret, Host and Origin checks: it is the app's own page.
      const envelope = await this.options.dispatch(message.channel, message.payload ?? null, true);
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ id: message.id, envelope }));
    });
  }

  private async handleHttp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (!isAllowedHost(req.headers.host, this.port)) return this.reply(res, 403, 'Forbidden');
    if (url.pathname === '/uploads' && req.method === 'POST') return this.receiveUpload(req, res, url);
    if (req.method !== 'GET' && req.method !== 'HEAD') return this.reply(res, 405, 'Method Not Allowed');
    const isPage = url.pathname === '/' || url.pathname === '/index.html';
    // The page itself needs the secret (it is in the printed URL); assets are the public bundle.
    if (isPage && !secretMatches(this.secret, url.searchParams.get(SECRET_PARAM))) {
      return this.reply(res, 403, "Accès refusé : ouvrez l'adresse affichée au lancement (elle contient la clé de session).");
    }
    const file = await readStaticFile(this.options.rendererDir, url.pathname);
    if (!file) return this.reply(res, 404, 'Not Found');
    res.writeHead(200, { ...SECURITY_HEADERS, 'content-type': file.type });
    res.end(req.method === 'HEAD' ? undefined : file.body);
  }

  private async receiveUpload(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (!isAllowedOrigin(req.headers.origin, this.port, true) || !secretMatches(this.secret, url.searchParams.get(SECRET_PARAM))) {
      return this.reply(res, 403, 'Forbidden');
    }
    const meta = UploadFileSchema.safeParse({
      name: url.searchParams.get('name') ?? '',
      type: url.searchParams.get('type') ?? '',
      size: Number(url.searchParams.get('size') ?? '-1'),
    });
    if (!meta.success || meta.data.size > MAX_UPLOAD_BYTES) return this.json(res, 400, { ok: false, error: { code: 'BAD_REQUEST', message: 'Requête invalide' } });
    const declared = req.headers['content-length'];
    if (declared !== undefined && Number(declared) !== meta.data.size) {
      return this.json(res, 400, { ok: false, error: { code: 'BAD_REQUEST', message: 'Le chargement a été interrompu' } }, true);
    }
    await mkdir(this.uploadDir, { recursive: true, mode: 0o700 });
    const path = join(this.uploadDir, randomUUID());
    let received = 0;
    // Chunked bodies carry no length: stop at the first byte past the announced size.
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        done(received > meta.data.size ? new Error('too large') : null, chunk);
      },
    });
    try {
      await pipeline(req, limit, createWriteStream(path, { mode: 0o600 }));
      if (received !== meta.data.size) throw new Error('size mismatch');
      const handle = await this.options.uploads.register({ path, name: meta.data.name, type: meta.data.type, temporary: true });
      this.json(res, 200, { ok: true, value: handle });
    } catch {
      await rm(path, { force: true });
      this.json(res, 400, { ok: false, error: { code: 'BAD_REQUEST', message: 'Le chargement a été interrompu' } }, true);
    }
  }

  private json(res: ServerResponse, status: number, envelope: Envelope<unknown>, close = false): void {
    if (res.headersSent || res.destroyed) return;
    res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': 'application/json', ...(close ? { connection: 'close' } : {}) });
    res.end(JSON.stringify(envelope));
  }

  private reply(res: ServerResponse, status: number, text: string): void {
    res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8' });
    res.end(text);
  }
}
