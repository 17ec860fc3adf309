// The browser host: the same main-process services as Electron, reached by a browser page over
// loopback. It serves the built renderer, carries the IPC contract over a WebSocket and accepts
// dropped files' bytes over HTTP; all three need the per-launch secret and a loopback Host.
// The printed URL carries the secret once: the page answers it with a redirect to `/` that sets an
// HttpOnly, SameSite=Strict cookie, so the address bar and the page's scripts never hold it, and
// the socket and uploads authenticate with that cookie. No frame, however malformed or large, can
// end the process: every socket has an error listener, every frame is parsed and checked, and
// frames are sized so that any draft the bridge accepts fits in one.
import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { z } from 'zod';
import type { Envelope, EventName, EventPayload } from '../../common/ipc/channels';
import { BRIDGE_FRAME_MAX_BYTES } from '../../common/ipc/draftLimits';
import { UploadFileSchema } from '../../common/ipc/schemas';
import { LIMITS } from '../../common/domain/limits';
import type { Dispatch } from '../ipc/dispatcher';
import { ipcCaller, type IpcCaller } from '../ipc/ipcCaller';
import type { UploadRegistry } from '../uploads/UploadRegistry';
import { DownloadRegistry } from '../dashboard/csvExport';
import { serveDownload } from '../dashboard/serveDownload';
import { CONTENT_SECURITY_POLICY } from '../app/contentSecurityPolicy';
import { isAllowedHost, isAllowedOrigin, secretMatches } from './requestGuards';
import { readStaticFile, staticPathOf } from './staticFiles';

export const SECRET_PARAM = 'k';
export const SESSION_COOKIE = 'backoffice_session';
/** A photo's temporary copy; a video's may be larger (LIMITS.video.maxBytes, issue 32). */
const MAX_UPLOAD_BYTES = 2 * 1024 ** 3;
const UPLOAD_DIR_PREFIX = 'backoffice-uploads-';

export const FRAME_MESSAGES = {
  invalid: "Message invalide : l'application a envoyé une requête mal formée, elle est ignorée.",
  failed: "La requête n'a pas pu être traitée.",
} as const;

/** A request frame from the page: `{ id, channel, payload }`. */
const RequestFrame = z.object({
  id: z.number().int().nonnegative(),
  channel: z.string().min(1).max(100),
  payload: z.unknown().optional(),
});

/** The cookie named `name` of a Cookie header, or null. */
function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/** Whether a process still runs (its upload folder is then in use). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface BrowserHostOptions {
  rendererDir: string;
  dispatch: Dispatch;
  uploads: UploadRegistry;
  /** Files handed to the page as downloads (the dashboard's CSV). */
  downloads?: DownloadRegistry;
  port?: number;
  log?: (message: string) => void;
  /** The number of open pages changed (a page closed, reloaded or opened). */
  onWindowCount?: (count: number) => void;
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
  /** What the page's cookie carries once the secret was exchanged (never the secret itself). */
  private readonly sessionToken = randomBytes(24).toString('base64url');
  private server: Server | null = null;
  private sockets = new Set<WebSocket>();
  private port = 0;
  private readonly uploadDir = join(tmpdir(), `${UPLOAD_DIR_PREFIX}${process.pid}-${randomUUID()}`);

  constructor(private readonly options: BrowserHostOptions) {}

  /** The URL to open: the page plus the per-launch secret. */
  get url(): string {
    return `http://127.0.0.1:${this.port}/?${SECRET_PARAM}=${this.secret}`;
  }

  /** The page's cookie, or (tools, tests) the secret in the query string. */
  private isAuthorised(req: IncomingMessage, url: URL): boolean {
    return (
      secretMatches(this.sessionToken, cookieValue(req.headers.cookie, SESSION_COOKIE)) ||
      secretMatches(this.secret, url.searchParams.get(SECRET_PARAM))
    );
  }

  async listen(): Promise<string> {
    await this.removeStaleUploads();
    const wss = new WebSocketServer({ noServer: true, maxPayload: BRIDGE_FRAME_MAX_BYTES });
    wss.on('error', (error) => this.options.log?.(`WebSocket : ${error.message}`));
    const server = createServer((req, res) => {
      this.handleHttp(req, res).catch((error: unknown) => {
        this.options.log?.(`Requête refusée : ${error instanceof Error ? error.message : error}`);
        if (!res.headersSent) this.reply(res, 500, 'Erreur interne');
        else res.destroy();
      });
    });
    server.on('clientError', (_error, socket) => socket.destroy());
    server.on('upgrade', (req, socket, head) => {
      socket.on('error', () => socket.destroy());
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (
        url.pathname !== '/bridge' ||
        !isAllowedHost(req.headers.host, this.port) ||
        !isAllowedOrigin(req.headers.origin, this.port, true) ||
        !this.isAuthorised(req, url)
      ) {
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
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
    for (const socket of this.sockets) if (socket.readyState === socket.OPEN) socket.send(message);
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.terminate();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
    await this.options.uploads.releaseAll();
    await rm(this.uploadDir, { recursive: true, force: true });
  }

  /** Upload folders of host processes that ended without closing (killed, crashed). */
  private async removeStaleUploads(): Promise<void> {
    const names = await readdir(tmpdir()).catch(() => [] as string[]);
    for (const name of names) {
      if (!name.startsWith(UPLOAD_DIR_PREFIX)) continue;
      const pid = Number(name.slice(UPLOAD_DIR_PREFIX.length).split('-', 1)[0]);
      if (!Number.isInteger(pid) || pid === process.pid || isRunning(pid)) continue;
      await rm(join(tmpdir(), name), { recursive: true, force: true }).catch(() => {});
    }
  }

  private attach(ws: WebSocket): void {
    this.sockets.add(ws);
    // This page alone: events meant for the window that asked (the AI's suggestions).
    const caller = ipcCaller(
      (event, payload) => {
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ event, payload }));
      },
      (gone) => ws.once('close', gone),
    );
    this.options.onWindowCount?.(this.sockets.size);
    // An oversized frame or a broken connection is an 'error' on the socket: without a listener it
    // would end the process. ws closes the socket itself (1009 for a frame over the limit).
    ws.on('error', (error) => this.options.log?.(`WebSocket : ${error.message}`));
    ws.on('close', () => {
      this.sockets.delete(ws);
      this.options.onWindowCount?.(this.sockets.size);
    });
    ws.on('message', (data, isBinary) => {
      void this.answer(ws, caller, data, isBinary).catch((error: unknown) => {
        this.options.log?.(`Message refusé : ${error instanceof Error ? error.message : error}`);
      });
    });
  }

  /** Parses and checks one frame, runs it, answers it; a bad frame gets a French error. */
  private async answer(
    ws: WebSocket,
    caller: IpcCaller,
    data: RawData,
    isBinary: boolean,
  ): Promise<void> {
    const send = (message: unknown) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
    };
    let parsed: unknown = undefined;
    if (!isBinary) {
      try {
        parsed = JSON.parse(data.toString());
      } catch {
        parsed = undefined;
      }
    }
    const frame = RequestFrame.safeParse(parsed);
    if (!frame.success) {
      const id = (parsed as { id?: unknown } | null)?.id;
      const error = { code: 'BAD_REQUEST', message: FRAME_MESSAGES.invalid };
      send(typeof id === 'number' ? { id, envelope: { ok: false, error } } : { error });
      return;
    }
    const { id, channel, payload } = frame.data;
    let envelope: Envelope<unknown>;
    try {
      // The socket passed the secret, Host and Origin checks: it is the app's own page.
      envelope = await this.options.dispatch(channel, payload ?? null, true, caller);
    } catch (error) {
      this.options.log?.(`Canal ${channel} : ${error instanceof Error ? error.message : error}`);
      envelope = { ok: false, error: { code: 'INTERNAL', message: FRAME_MESSAGES.failed } };
    }
    send({ id, envelope });
  }

  private async handleHttp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (!isAllowedHost(req.headers.host, this.port)) return this.reply(res, 403, 'Forbidden');
    if (url.pathname === '/uploads' && req.method === 'POST')
      return this.receiveUpload(req, res, url);
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return this.reply(res, 405, 'Method Not Allowed');
    // A one-time download (the dashboard's CSV): for the page's own session only.
    const download = DownloadRegistry.PATH.exec(url.pathname);
    if (download && this.options.downloads)
      return this.isAuthorised(req, url)
        ? serveDownload(this.options.downloads, download[1]!, res, SECURITY_HEADERS)
        : this.reply(res, 403, 'Forbidden');
    // Decided on the path the file system will open, so `/%69ndex.html` is the page too.
    const isPage = staticPathOf(url.pathname)?.toLowerCase() === 'index.html';
    // The page itself needs the secret (it is in the printed URL); assets are the public bundle.
    if (isPage && secretMatches(this.secret, url.searchParams.get(SECRET_PARAM))) {
      // Exchanged for the cookie, then the same page without the secret in its address.
      res.writeHead(303, {
        ...SECURITY_HEADERS,
        location: '/',
        'set-cookie': `${SESSION_COOKIE}=${this.sessionToken}; HttpOnly; SameSite=Strict; Path=/`,
      });
      res.end();
      return;
    }
    if (isPage && !this.isAuthorised(req, url)) {
      return this.reply(
        res,
        403,
        "Accès refusé : ouvrez l'adresse affichée au lancement (elle contient la clé de session).",
      );
    }
    const file = await readStaticFile(this.options.rendererDir, url.pathname);
    if (!file) return this.reply(res, 404, 'Not Found');
    res.writeHead(200, { ...SECURITY_HEADERS, 'content-type': file.type });
    res.end(req.method === 'HEAD' ? undefined : file.body);
  }

  private async receiveUpload(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (!isAllowedOrigin(req.headers.origin, this.port, true) || !this.isAuthorised(req, url)) {
      return this.reply(res, 403, 'Forbidden');
    }
    const meta = UploadFileSchema.safeParse({
      name: url.searchParams.get('name') ?? '',
      type: url.searchParams.get('type') ?? '',
      size: Number(url.searchParams.get('size') ?? '-1'),
    });
    const cap =
      meta.success && meta.data.type.startsWith('video/')
        ? LIMITS.video.maxBytes
        : MAX_UPLOAD_BYTES;
    if (!meta.success || meta.data.size > cap)
      return this.json(res, 400, {
        ok: false,
        error: { code: 'BAD_REQUEST', message: 'Requête invalide' },
      });
    const declared = req.headers['content-length'];
    if (declared !== undefined && Number(declared) !== meta.data.size) {
      return this.json(
        res,
        400,
        { ok: false, error: { code: 'BAD_REQUEST', message: 'Le chargement a été interrompu' } },
        true,
      );
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
    // The client going away mid-body ends the pipeline with an error: the copy is removed below.
    req.on('error', () => {});
    try {
      await pipeline(req, limit, createWriteStream(path, { mode: 0o600 }));
      if (received !== meta.data.size) throw new Error('size mismatch');
      const handle = await this.options.uploads.register({
        path,
        name: meta.data.name,
        type: meta.data.type,
        temporary: true,
      });
      this.json(res, 200, { ok: true, value: handle });
    } catch {
      await rm(path, { force: true });
      this.json(
        res,
        400,
        { ok: false, error: { code: 'BAD_REQUEST', message: 'Le chargement a été interrompu' } },
        true,
      );
    }
  }

  private json(
    res: ServerResponse,
    status: number,
    envelope: Envelope<unknown>,
    close = false,
  ): void {
    if (res.headersSent || res.destroyed) return;
    res.writeHead(status, {
      ...SECURITY_HEADERS,
      'content-type': 'application/json',
      ...(close ? { connection: 'close' } : {}),
    });
    res.end(JSON.stringify(envelope));
  }

  private reply(res: ServerResponse, status: number, text: string): void {
    res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8' });
    res.end(text);
  }
}
