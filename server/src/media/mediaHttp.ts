// The image service's REST routes (spec 001 §7), mounted by http.ts before it buffers bodies:
//   PUT  /media/upload/:id?expires&signature   the signed URL (no bearer): whole file or ranged
//                                              (`Content-Range: bytes s-e/total`); 201 + image at
//                                              the last byte, 200 + Upload-Offset before
//   HEAD /media/upload/:id?expires&signature   Upload-Offset: bytes the server holds (resume)
//   POST /api/images                           multipart form: image, namespace (bearer)
//   POST /import/url                           form: url, namespace, credit? (bearer)
//   GET  /media/files/:key.:ext                renditions (keys are unguessable uuids); ?download
//                                              answers it as an attachment (the original's download)
//   POST /media/video-upload/:id, GET /media/video-progress/:id, GET /media/video-files/:key
//                                              the own video host (video/ownVideoHttp.ts)
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MESSAGES } from '../../../common/domain/messages';
import { resolveSession } from '../auth/session';
import type { SessionUser } from '../context';
import type { Database } from '../db/database';
import { logUnexpectedError } from '../errors';
import { MEDIA_MESSAGES, MediaRefusal } from './mediaMessages';
import type { MediaService } from './MediaService';
import type { OwnVideoHost } from '../video/OwnVideoHost';
import { ownVideoRoute } from '../video/ownVideoHttp';

export type MediaHttpHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

const FILE_PATH =
  /^\/media\/files\/([A-Z0-9_-]{1,32}\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.(?:jpg|png|webp|gif|avif|thumb\.webp))$/;
const UPLOAD_PATH = /^\/media\/upload\/([0-9a-f-]{36})$/;

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = Buffer.from(JSON.stringify(body), 'utf8');
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-length': String(text.length),
    ...headers,
  });
  res.end(text);
}

function sendError(res: ServerResponse, status: number, message: string, code: string): void {
  sendJson(
    res,
    status,
    { errors: [{ message, extensions: { code } }] },
    status >= 400 ? { connection: 'close' } : {},
  );
}

/** GET/HEAD of a stored rendition, immutable; `?download` asks for it as a file. */
async function serveFile(
  service: MediaService,
  method: string,
  res: ServerResponse,
  url: URL,
  key: string,
): Promise<boolean> {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const object = await service.store.get(key);
  if (!object) {
    sendError(res, 404, MEDIA_MESSAGES.imageNotFound, 'NOT_FOUND');
    return true;
  }
  res.writeHead(200, {
    'content-type': object.contentType,
    'content-length': String(object.body.length),
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'",
    // « Télécharger l'original » (?download): saved as a file by the browser or the system's,
    // whichever origin the app runs on. The name is the key's last part (ASCII, no quotes).
    ...(url.searchParams.has('download')
      ? { 'content-disposition': `attachment; filename="${key.split('/').pop()}"` }
      : {}),
  });
  res.end(method === 'HEAD' ? undefined : object.body);
  return true;
}

/** The signed upload URL: HEAD answers the offset held, a (ranged) PUT sends bytes. */
async function receiveUpload(
  service: MediaService,
  method: string,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  id: string,
): Promise<boolean> {
  if (method === 'HEAD') {
    const offset = await service.uploadOffset(id, url.searchParams);
    res.writeHead(200, { 'upload-offset': String(offset), 'cache-control': 'no-store' });
    res.end();
    return true;
  }
  if (method !== 'PUT') {
    sendError(res, 405, 'Méthode non autorisée', 'METHOD_NOT_ALLOWED');
    return true;
  }
  const length = Number(req.headers['content-length']);
  const range = req.headers['content-range'];
  const outcome = await service.receive(
    id,
    url.searchParams,
    typeof range === 'string' ? range : null,
    Number.isFinite(length) ? length : null,
    req as AsyncIterable<Buffer>,
  );
  if (outcome.done) sendJson(res, 201, { image: outcome.image });
  else
    sendJson(
      res,
      200,
      { received: outcome.received },
      { 'upload-offset': String(outcome.received) },
    );
  return true;
}

/** POST /api/images: a multipart image for a namespace (brand). */
async function directUpload(
  service: MediaService,
  user: SessionUser,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  const form = await readForm(req, service.limits.maxBytes + 64 * 1024, service.limits.maxBytes);
  const image = form.get('image');
  const namespace = form.get('namespace');
  if (!(image instanceof Blob)) throw new MediaRefusal(MEDIA_MESSAGES.imageMissing, 400);
  const brandKey = service.checkNamespace(user, typeof namespace === 'string' ? namespace : '');
  const name = image instanceof File ? image.name : 'image';
  const resolved = await service.ingest(
    user,
    brandKey,
    name,
    Buffer.from(await image.arrayBuffer()),
  );
  sendJson(res, 201, { image: resolved });
  return true;
}

/** POST /import/url: the image behind a URL. */
async function urlImport(
  service: MediaService,
  user: SessionUser,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  const form = await readForm(req, 64 * 1024);
  const target = form.get('url');
  const namespace = form.get('namespace');
  const credit = form.get('credit');
  if (typeof target !== 'string' || !target.trim())
    throw new MediaRefusal(MEDIA_MESSAGES.urlMissing, 400);
  const resolved = await service.importUrl(
    user,
    typeof namespace === 'string' ? namespace : '',
    target.trim(),
    typeof credit === 'string' ? credit : null,
  );
  sendJson(res, 201, { image: resolved });
  return true;
}

/** The body, up to `limit` bytes (a form's file plus its fields); beyond, `maxBytes` is what the user is told. */
async function readLimited(req: IncomingMessage, limit: number, maxBytes = limit): Promise<Buffer> {
  const tooLarge = () =>
    new MediaRefusal(MEDIA_MESSAGES.tooLarge(maxBytes), 413, 'PAYLOAD_TOO_LARGE');
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function readForm(req: IncomingMessage, limit: number, maxBytes = limit): Promise<FormData> {
  const body = await readLimited(req, limit, maxBytes);
  const contentType = req.headers['content-type'] ?? '';
  try {
    return await new Request('http://media.local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body),
    }).formData();
  } catch {
    throw new MediaRefusal(
      'Le corps de la requête doit être un formulaire (multipart/form-data ou urlencoded).',
      400,
      'BAD_REQUEST',
    );
  }
}

export function createMediaHandler(
  service: MediaService,
  db: Database,
  now: () => Date = () => new Date(),
  /** The own video host (the default video host), when it is the one configured. */
  ownVideo?: OwnVideoHost | null,
): MediaHttpHandler {
  async function userOf(req: IncomingMessage): Promise<SessionUser> {
    const authorization = req.headers.authorization;
    const session = await resolveSession(
      db,
      typeof authorization === 'string' ? authorization : null,
      now(),
    );
    if (!session.user) throw new MediaRefusal(MESSAGES.userTokenNotFound, 401, 'UNAUTHENTICATED');
    return session.user;
  }

  async function route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const method = req.method ?? 'GET';
    if (ownVideo && (await ownVideoRoute(ownVideo, req, res, url, sendJson))) return true;
    const file = FILE_PATH.exec(url.pathname);
    if (file?.[1]) return serveFile(service, method, res, url, file[1]);
    const upload = UPLOAD_PATH.exec(url.pathname);
    if (upload?.[1]) return receiveUpload(service, method, req, res, url, upload[1]);
    if (url.pathname === '/api/images' && method === 'POST')
      return directUpload(service, await userOf(req), req, res);
    if (url.pathname === '/import/url' && method === 'POST')
      return urlImport(service, await userOf(req), req, res);
    return false;
  }

  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://media.local');
    if (!/^\/(media\/|api\/images$|import\/url$)/.test(url.pathname)) return false;
    try {
      const handled = await route(req, res, url);
      if (!handled) sendError(res, 404, 'Adresse inconnue', 'NOT_FOUND');
    } catch (error) {
      if (error instanceof MediaRefusal) sendError(res, error.status, error.message, error.code);
      else if (req.destroyed && !req.complete) {
        // The client went away mid-upload: what arrived is kept for the resume, nothing to answer.
      } else {
        logUnexpectedError(error);
        if (!res.headersSent)
          sendError(res, 500, 'Une erreur est survenue', 'INTERNAL_SERVER_ERROR');
        else res.destroy();
      }
      // Do not read the rest of a refused upload.
      res.once('finish', () => {
        if (!req.complete) req.destroy();
      });
    }
    return true;
  };
}

/**
 * The media routes alone on a loopback port: how the embedded server (served over its parent's
 * channel, no port for GraphQL) still takes ranged PUTs on signed URLs and serves renditions. The
 * port is remembered in `portFile` and asked for again at the next start, so URLs handed out
 * before a restart keep working.
 */
export async function listenMedia(
  handler: MediaHttpHandler,
  portFile: string,
  host = '127.0.0.1',
  timeouts: { requestTimeoutMs?: number; idleTimeoutMs?: number } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const { createServer } = await import('node:http');
  const { mkdir, readFile, writeFile } = await import('node:fs/promises');
  const { dirname } = await import('node:path');
  const server = createServer((req, res) => {
    void handler(req, res).then((handled) => {
      if (!handled) sendError(res, 404, 'Adresse inconnue', 'NOT_FOUND');
    });
  });
  if (timeouts.requestTimeoutMs !== undefined) server.requestTimeout = timeouts.requestTimeoutMs;
  if (timeouts.idleTimeoutMs) server.timeout = timeouts.idleTimeoutMs;
  const tryListen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const remembered = Number((await readFile(portFile, 'utf8').catch(() => '')).trim());
  let port: number;
  try {
    port = await tryListen(Number.isInteger(remembered) && remembered > 1024 ? remembered : 0);
  } catch {
    port = await tryListen(0);
  }
  await mkdir(dirname(portFile), { recursive: true });
  await writeFile(portFile, String(port));
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
