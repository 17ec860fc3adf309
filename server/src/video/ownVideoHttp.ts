// The own video host's routes (issue 32), mounted with the media routes (media/mediaHttp.ts):
//   POST /media/video-upload/:id?expires&signature    multipart, field `file`, streamed (busboy)
//                                                      to the staging folder, never buffered;
//                                                      200 { url } once probed and stored
//   GET  /media/video-progress/:id?expires&signature  { state, received, size } (Dailymotion's)
//   GET  /media/video-files/:key                      the stored video, streamed
// The size cap is enforced while bytes arrive: past it the upload is refused in French at once,
// its partial file removed. A file that is not a video (probed by content) is refused the same way.
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import busboy from 'busboy';
import { MESSAGES } from '../../../common/domain/messages';
import { MediaRefusal } from '../media/mediaMessages';
import { OWN_VIDEO_ROUTES, type OwnVideoHost } from './OwnVideoHost';
import { posterFrame, probeVideo } from './videoProbe';

type Send = (res: ServerResponse, status: number, body: unknown) => void;

function formatSize(bytes: number): string {
  const gio = bytes / 1024 ** 3;
  if (gio >= 1) return `${Number.isInteger(gio) ? gio : gio.toFixed(1)} Gio`;
  const mio = bytes / 1024 ** 2;
  return `${Number.isInteger(mio) ? mio : mio.toFixed(1)} Mio`;
}

export function videoTooLargeMessage(maxBytes: number): string {
  return MESSAGES.videoTooLarge.replace('{max}', formatSize(maxBytes));
}

const EXTENSIONS = new Set(['mp4', 'mov', 'webm', 'mkv']);

function extensionOf(name: string | undefined): string {
  const ext = (name ?? '').split('.').pop()?.toLowerCase() ?? '';
  if (ext === 'm4v') return 'mp4';
  return EXTENSIONS.has(ext) ? ext : 'mp4';
}

function objectKey(host: OwnVideoHost, brandKey: string, ext: string): string {
  const at = host.now();
  const month = String(at.getUTCMonth() + 1).padStart(2, '0');
  return `${brandKey}/${at.getUTCFullYear()}/${month}/${randomUUID()}.${ext}`;
}

interface Received {
  path: string;
  bytes: number;
  name: string | undefined;
}

/** Streams the multipart body's `file` to `path`, refusing past `maxBytes` as soon as it is. */
function receiveFile(
  host: OwnVideoHost,
  id: string,
  req: IncomingMessage,
  path: string,
): Promise<Received | null> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: host.maxBytes, fields: 20 },
      });
    } catch {
      reject(new MediaRefusal(MESSAGES.videoFileMissing, 400, 'BAD_REQUEST'));
      return;
    }
    let received: Promise<Received> | null = null;
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      reject(error);
    };
    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || received) {
        stream.resume();
        return;
      }
      received = new Promise<Received>((done, broken) => {
        const out = createWriteStream(path);
        let bytes = 0;
        let lastWrite = Date.now();
        stream.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (Date.now() - lastWrite >= host.progressWriteMs) {
            lastWrite = Date.now();
            void host.recordProgress(id, bytes).catch(() => undefined);
          }
        });
        stream.on('limit', () => {
          out.destroy();
          const error = new MediaRefusal(
            videoTooLargeMessage(host.maxBytes),
            413,
            'PAYLOAD_TOO_LARGE',
          );
          broken(error);
          fail(error);
        });
        stream.on('error', broken);
        out.on('error', broken);
        out.on('finish', () => done({ path, bytes, name: info.filename }));
        stream.pipe(out);
      });
      received.catch(fail);
    });
    parser.on('error', () =>
      fail(new MediaRefusal(MESSAGES.videoUploadIncomplete, 400, 'BAD_REQUEST')),
    );
    parser.on('close', () => {
      if (failed) return;
      if (!received) resolve(null);
      else received.then(resolve, fail);
    });
    req.on('aborted', () =>
      fail(new MediaRefusal(MESSAGES.videoUploadIncomplete, 400, 'BAD_REQUEST')),
    );
    req.pipe(parser);
  });
}

async function upload(
  host: OwnVideoHost,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  id: string,
  send: Send,
): Promise<void> {
  const declared = Number(req.headers['content-length']);
  const size = Number.isFinite(declared) ? declared : 0;
  const row = await host.claim(id, url.searchParams, size);
  // Declared larger than the cap (plus room for the form's boundaries): refused before a byte.
  if (size > host.maxBytes + 64 * 1024) {
    const message = videoTooLargeMessage(host.maxBytes);
    await host.abandon(id, 'failed', message);
    throw new MediaRefusal(message, 413, 'PAYLOAD_TOO_LARGE');
  }
  const staging = host.media.stagingDir;
  await mkdir(staging, { recursive: true });
  const path = join(staging, `video-${id}.upload`);
  try {
    const file = await receiveFile(host, id, req, path);
    if (!file) throw new MediaRefusal(MESSAGES.videoFileMissing, 400, 'BAD_REQUEST');
    // All arrived: probing, the poster and storing may take minutes with no byte on the socket.
    req.socket.setTimeout(0);
    await host.recordProgress(id, file.bytes);
    const probe = await probeVideo(path);
    const videoKey = objectKey(host, row.brandKey, extensionOf(file.name));
    const posterKey = objectKey(host, row.brandKey, 'jpg');
    await host.media.store.put(posterKey, await posterFrame(path, probe.duration), 'image/jpeg');
    await host.media.store.putFile(videoKey, path, `video/${extensionOf(file.name)}`);
    await host.finish(id, { received: file.bytes, objectKey: videoKey, posterKey, probe });
    await rm(path, { force: true });
    send(res, 200, { url: host.uploadedUrl(id) });
  } catch (error) {
    await rm(path, { force: true });
    const cut = req.destroyed && !req.complete;
    await host
      .abandon(
        id,
        cut && !(error instanceof MediaRefusal && error.status === 413) ? 'interrupted' : 'failed',
        error instanceof MediaRefusal ? error.message : MESSAGES.videoUploadIncomplete,
      )
      .catch(() => undefined);
    throw error;
  }
}

/** `Range: bytes=a-b` (one range; `a-` and `-n` too) within `size`, or null for the whole file. */
function rangeOf(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || size === 0 || (!match[1] && !match[2])) return null;
  const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]));
  const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  return start <= end && start < size ? { start, end } : null;
}

/** The stored video, whole or the range a player asks for when it seeks. */
async function serveVideo(
  host: OwnVideoHost,
  req: IncomingMessage,
  res: ServerResponse,
  key: string,
): Promise<void> {
  const whole = await host.media.store.open(key);
  if (!whole) throw new MediaRefusal(MESSAGES.videoHostNotFound, 404, 'NOT_FOUND');
  const range = rangeOf(req.headers.range, whole.size);
  let object = whole;
  if (range) {
    whole.stream.destroy();
    object = (await host.media.store.open(key, range)) ?? whole;
  }
  const headers = {
    'content-type': object.contentType,
    'accept-ranges': 'bytes',
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
  };
  if (range)
    res.writeHead(206, {
      ...headers,
      'content-range': `bytes ${range.start}-${range.end}/${object.size}`,
      'content-length': String(range.end - range.start + 1),
    });
  else
    res.writeHead(200, {
      ...headers,
      ...(object.size ? { 'content-length': String(object.size) } : {}),
    });
  if (req.method === 'HEAD') {
    object.stream.destroy();
    res.end();
    return;
  }
  object.stream.pipe(res);
  await new Promise<void>((resolve) => {
    res.on('close', resolve);
  });
}

/** Answers the own host's routes; false for any other path. */
export async function ownVideoRoute(
  host: OwnVideoHost,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  send: Send,
): Promise<boolean> {
  const method = req.method ?? 'GET';
  const uploadId = OWN_VIDEO_ROUTES.upload.exec(url.pathname)?.[1];
  if (uploadId) {
    if (method !== 'POST')
      throw new MediaRefusal('Méthode non autorisée', 405, 'METHOD_NOT_ALLOWED');
    await upload(host, req, res, url, uploadId, send);
    return true;
  }
  const progressId = OWN_VIDEO_ROUTES.progress.exec(url.pathname)?.[1];
  if (progressId && method === 'GET') {
    send(res, 200, await host.progress(progressId, url.searchParams));
    return true;
  }
  const key = OWN_VIDEO_ROUTES.file.exec(url.pathname)?.[1];
  if (key && (method === 'GET' || method === 'HEAD')) {
    await serveVideo(host, req, res, key);
    return true;
  }
  return false;
}
