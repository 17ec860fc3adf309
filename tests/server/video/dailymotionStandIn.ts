// A local stand-in for Dailymotion's REST API (issue 32), speaking the routes the server uses:
//   POST /oauth/token (password grant)            → { access_token, expires_in }
//   GET  /file/upload                             → { upload_url, progress_url }
//   POST /upload/:id  (multipart, field `file`)   → { url }            (the upload server)
//   GET  /progress/:id                            → { state, received, size }
//   POST /me/videos (url, title, channel, …)      → { id }
//   GET  /video/:id?fields=…                      → status (processing until read `readsToReady`
//                                                   times, then ready), duration, width, …
//   POST /video/:id, DELETE /video/:id
// Everything it was sent is kept in `calls` and `videos` for the tests to read.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

export interface StandInVideo {
  id: string;
  fields: Record<string, string>;
  statusReads: number;
  deleted: boolean;
  /** Set to make the encoding fail. */
  fail?: boolean;
}

export interface DailymotionStandIn {
  url: string;
  credentials: { apiKey: string; apiSecret: string; username: string; password: string };
  videos: Map<string, StandInVideo>;
  calls: { method: string; path: string; body: string; authorization: string | null }[];
  /** Status reads a new video answers `processing` before `ready`. */
  readsToReady: number;
  close(): Promise<void>;
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export async function startDailymotionStandIn(readsToReady = 3): Promise<DailymotionStandIn> {
  const credentials = {
    apiKey: 'cle-api',
    apiSecret: 'secret-api',
    username: 'redaction',
    password: 'mot-de-passe',
  };
  const token = `jeton-${randomBytes(6).toString('hex')}`;
  const videos = new Map<string, StandInVideo>();
  const uploads = new Map<string, { received: number; size: number; state: string }>();
  const calls: DailymotionStandIn['calls'] = [];
  let base = '';
  const standIn = { readsToReady } as { readsToReady: number };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const path = url.pathname;
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const upload = /^\/upload\/(\w+)$/.exec(path);
      if (upload && req.method === 'POST') {
        const id = upload[1]!;
        const size = Number(req.headers['content-length'] ?? 0);
        const state = { received: 0, size, state: 'uploading' };
        uploads.set(id, state);
        for await (const chunk of req as AsyncIterable<Buffer>) state.received += chunk.length;
        state.state = 'done';
        json(200, { url: `${base}/files/${id}.mp4` });
        return;
      }
      const progress = /^\/progress\/(\w+)$/.exec(path);
      if (progress && req.method === 'GET') {
        json(200, uploads.get(progress[1]!) ?? { state: 'starting', received: 0, size: 0 });
        return;
      }
      const body = (await bodyOf(req)).toString('utf8');
      const authorization = req.headers.authorization ?? null;
      calls.push({
        method: req.method ?? 'GET',
        path: `${path}${url.search}`,
        body,
        authorization,
      });
      const form = new URLSearchParams(body);
      if (path === '/oauth/token' && req.method === 'POST') {
        const ok =
          form.get('grant_type') === 'password' &&
          form.get('client_id') === credentials.apiKey &&
          form.get('client_secret') === credentials.apiSecret &&
          form.get('username') === credentials.username &&
          form.get('password') === credentials.password;
        if (!ok) return json(400, { error: 'invalid_grant' });
        return json(200, { access_token: token, expires_in: 36000, refresh_token: 'r' });
      }
      if (authorization !== `Bearer ${token}`) return json(401, { error: 'invalid_token' });
      if (path === '/file/upload' && req.method === 'GET') {
        const id = randomBytes(6).toString('hex');
        return json(200, {
          upload_url: `${base}/upload/${id}`,
          progress_url: `${base}/progress/${id}`,
        });
      }
      if (path === '/me/videos' && req.method === 'POST') {
        if (!form.get('url')?.startsWith(`${base}/files/`))
          return json(400, { error: { message: 'url invalide' } });
        const id = `x${randomBytes(4).toString('hex')}`;
        videos.set(id, { id, fields: Object.fromEntries(form), statusReads: 0, deleted: false });
        return json(200, { id, title: form.get('title') });
      }
      const video = /^\/video\/(x\w+)$/.exec(path);
      const found = video ? videos.get(video[1]!) : undefined;
      if (video && (!found || found.deleted)) return json(404, { error: { code: 404 } });
      if (found && req.method === 'GET') {
        found.statusReads += 1;
        const ready = found.statusReads > standIn.readsToReady;
        const geo = found.fields.geoblocking;
        return json(200, {
          id: found.id,
          status: found.fail ? 'error' : ready ? 'ready' : 'processing',
          encoding_progress: ready
            ? 100
            : Math.round((found.statusReads / (standIn.readsToReady + 1)) * 100),
          duration: 2,
          width: 640,
          height: 360,
          thumbnail_720_url: `https://s1.dmcdn.net/v/${found.id}/x720`,
          geoblocking: geo ? geo.split(',') : [],
        });
      }
      if (found && req.method === 'POST') {
        Object.assign(found.fields, Object.fromEntries(form));
        return json(200, { id: found.id });
      }
      if (found && req.method === 'DELETE') {
        found.deleted = true;
        return json(200, {});
      }
      json(404, { error: { message: 'route inconnue' } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    credentials,
    videos,
    calls,
    get readsToReady() {
      return standIn.readsToReady;
    },
    set readsToReady(n: number) {
      standIn.readsToReady = n;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Existing videos the stand-in knows before any import (import by id or address). */
export function addExistingVideo(standIn: DailymotionStandIn, id: string): void {
  standIn.videos.set(id, {
    id,
    fields: { title: 'Déjà en ligne' },
    statusReads: 99,
    deleted: false,
  });
}
