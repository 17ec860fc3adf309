// Issue 12: no frame can end the browser host. A `null` frame, a frame over the limit, a
// 2.2 M-character draft autosaved and read back through the real dispatcher; the page secret
// exchanged for an HttpOnly SameSite=Strict cookie and checked after path normalisation;
// temporary upload copies removed.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Backoffice } from '../../../main/app/Backoffice';
import { BrowserHost, FRAME_MESSAGES, SESSION_COOKIE } from '../../../main/host/BrowserHost';
import { BRIDGE_FRAME_MAX_BYTES, DRAFT_MAX_CHARS } from '../../../common/ipc/draftLimits';
import { offlineBackoffice } from '../support/offlineBackoffice';

const rendererDir = mkdtempSync(join(tmpdir(), 'renderer-'));
mkdirSync(join(rendererDir, 'assets'));
writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>app</title>');
writeFileSync(join(rendererDir, 'assets', 'app.js'), 'console.log(1)');

let dataDir: string;
let app: Backoffice;
let host: BrowserHost | undefined;
let port = 0;
let secret = '';
const logged: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'backoffice-host-'));
  app = offlineBackoffice(dataDir, (event, payload) => host?.emit(event, payload));
  await app.start();
  host = new BrowserHost({
    rendererDir,
    dispatch: app.dispatch,
    uploads: app.uploads,
    log: (line) => logged.push(line),
  });
  const url = new URL(await host.listen());
  port = Number(url.port);
  secret = url.searchParams.get('k')!;
});
afterAll(async () => {
  await host?.close();
  await app.stop();
  await rm(dataDir, { recursive: true, force: true });
});

function http(path: string, headers: Record<string, string> = {}, method = 'GET', body?: Buffer) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path,
          method,
          headers: { host: `127.0.0.1:${port}`, ...headers },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    },
  );
}

async function sessionCookie(): Promise<string> {
  const exchanged = await http(`/?k=${secret}`);
  const setCookie = String(exchanged.headers['set-cookie']);
  return setCookie.split(';', 1)[0]!;
}

function connect(cookie: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/bridge`, {
      origin: `http://127.0.0.1:${port}`,
      headers: { host: `127.0.0.1:${port}`, cookie },
      maxPayload: 256 * 1024 * 1024,
    });
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(String(res.statusCode))));
    ws.once('error', reject);
  });
}

function nextMessage(ws: WebSocket): Promise<Record<string, unknown>> {
  return new Promise((resolve) =>
    ws.once('message', (data: Buffer) =>
      resolve(JSON.parse(data.toString()) as Record<string, unknown>),
    ),
  );
}

async function call(ws: WebSocket, id: number, channel: string, payload: unknown) {
  const reply = nextMessage(ws);
  ws.send(JSON.stringify({ id, channel, payload }));
  return (await reply) as { id: number; envelope: { ok: boolean; value?: unknown } };
}

describe('page secret', () => {
  it('is exchanged once for an HttpOnly SameSite=Strict cookie and a redirect without it', async () => {
    const exchanged = await http(`/?k=${secret}`);
    expect(exchanged.status).toBe(303);
    expect(exchanged.headers.location).toBe('/');
    const cookie = String(exchanged.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain(secret);
    const page = await http('/', { cookie: cookie.split(';', 1)[0]! });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>app</title>');
  });

  it.each([
    '/%69ndex.html',
    '/./index.html',
    '/assets/../index.html',
    '/INDEX.html',
    '/%2e/index.html',
  ])('is checked after path normalisation: %s', async (path) => {
    const res = await http(path);
    expect(res.status).not.toBe(200);
    expect(res.body).not.toContain('<title>app</title>');
  });

  it('the socket and uploads refuse a missing or wrong cookie', async () => {
    await expect(connect(`${SESSION_COOKIE}=faux`)).rejects.toThrow('403');
    expect(
      (
        await http(
          '/uploads?name=a.txt&type=text/plain&size=1',
          { origin: `http://127.0.0.1:${port}` },
          'POST',
          Buffer.from('a'),
        )
      ).status,
    ).toBe(403);
  });
});

describe('frames', () => {
  it('a null frame gets a French error and the host goes on', async () => {
    const ws = await connect(await sessionCookie());
    for (const bad of ['null', '42', '"texte"', '{"id":"x"}', '[1,2]', '{not json']) {
      const reply = nextMessage(ws);
      ws.send(bad);
      expect(await reply).toEqual({
        error: { code: 'BAD_REQUEST', message: FRAME_MESSAGES.invalid },
      });
    }
    const unknownChannel = await call(ws, 1, 'nope.nope', null);
    expect(unknownChannel.envelope.ok).toBe(false);
    const session = await call(ws, 2, 'app.info', null);
    expect(session.envelope.ok).toBe(true);
    ws.close();
  });

  it('a frame over the limit closes that socket only; the host serves the next one', async () => {
    const ws = await connect(await sessionCookie());
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    ws.send(Buffer.alloc(BRIDGE_FRAME_MAX_BYTES + 1, 0x20));
    expect(await closed).toBe(1009);
    const again = await connect(await sessionCookie());
    expect((await call(again, 3, 'app.info', null)).envelope.ok).toBe(true);
    again.close();
  });

  it('a 2.2 M-character draft is autosaved and read back; the largest accepted draft fits a frame', async () => {
    const ws = await connect(await sessionCookie());
    const key = `TEL:new:${randomUUID()}`;
    const sentence = 'Le conseil municipal a voté le budget à l’unanimité, après un long débat. ';
    const body = sentence.repeat(Math.ceil(2_200_000 / sentence.length)).slice(0, 2_200_000);
    const value = { title: 'Un très long article', body };
    const frame = JSON.stringify({
      id: 4,
      channel: 'drafts.put',
      payload: { key, value, baseVersion: null },
    });
    expect(Buffer.byteLength(frame)).toBeGreaterThan(4 * 1024 * 1024 * 0.5);
    const saved = await call(ws, 4, 'drafts.put', { key, value, baseVersion: null });
    expect(saved.envelope).toMatchObject({ ok: true, value: { key, state: 'draft' } });
    const read = await call(ws, 5, 'drafts.get', { key });
    expect((read.envelope.value as { value: { body: string } }).value.body).toBe(body);
    // The worst case the bridge accepts: DRAFT_MAX_CHARS units of 3-byte characters.
    expect(DRAFT_MAX_CHARS * 3 + 64 * 1024).toBeLessThanOrEqual(BRIDGE_FRAME_MAX_BYTES);
    ws.close();
  });
});

describe('temporary uploads', () => {
  it('are removed when released, when the host closes, and when a dead host left them', async () => {
    const cookie = await sessionCookie();
    const res = await http(
      '/uploads?name=a.txt&type=text/plain&size=5',
      { origin: `http://127.0.0.1:${port}`, cookie, 'content-length': '5' },
      'POST',
      Buffer.from('abcde'),
    );
    expect(res.status).toBe(200);
    const handle = (JSON.parse(res.body) as { value: { id: string } }).value;
    const path = app.uploads.get(handle.id)!.path;
    expect(existsSync(path)).toBe(true);
    await app.uploads.release(handle.id);
    expect(existsSync(path)).toBe(false);

    // A folder left by a host process that no longer runs is cleared by the next host.
    const stale = join(tmpdir(), `backoffice-uploads-999999-${randomUUID()}`);
    mkdirSync(stale);
    writeFileSync(join(stale, 'copie'), 'x');
    const other = new BrowserHost({ rendererDir, dispatch: app.dispatch, uploads: app.uploads });
    await other.listen();
    expect(existsSync(stale)).toBe(false);
    await other.close();
    expect(readdirSync(tmpdir()).filter((n) => n.startsWith('backoffice-uploads-999999-'))).toEqual(
      [],
    );
  });
});
