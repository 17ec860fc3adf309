// The browser host's gate: loopback Host only, same Origin, the per-launch secret on the page,
// the WebSocket and the upload endpoint; the contract carried over the socket; files streamed in.
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createDispatcher, type Handlers } from '../../../main/ipc/dispatcher';
import type { IpcCaller } from '../../../main/ipc/ipcCaller';
import { BrowserHost } from '../../../main/host/BrowserHost';
import { isAllowedHost, isAllowedOrigin, secretMatches } from '../../../main/host/requestGuards';
import { UploadRegistry } from '../../../main/uploads/UploadRegistry';
import { LIMITS } from '../../../common/domain/limits';

const rendererDir = mkdtempSync(join(tmpdir(), 'renderer-'));
mkdirSync(join(rendererDir, 'assets'));
writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>app</title>');
writeFileSync(join(rendererDir, 'assets', 'app.js'), 'console.log(1)');
writeFileSync(join(rendererDir, '..', 'secret.txt'), 'outside');

const uploads = new UploadRegistry();
/** Settles when an AI request is told its page closed (the 'ai.suggest' handler below). */
let pageClosed: (requestId: string) => void = () => {};
const aPageClosed = new Promise<string>((resolve) => (pageClosed = resolve));
const handlers = {
  'auth.session': async () => ({ user: null, remembered: false, notice: null }),
  'ai.suggest': async (_request: unknown, caller: IpcCaller | null) => {
    const requestId = '0f8b8c2e-1d8e-4c7a-9d37-6a1c2b3d4e5f';
    caller?.emit('ai.suggestions', { requestId, titles: ['Un titre'], done: false, error: null });
    caller?.onGone(() => pageClosed(requestId));
    return { requestId };
  },
} as unknown as Handlers;
const host = new BrowserHost({ rendererDir, dispatch: createDispatcher(handlers), uploads });
let port = 0;
let secret = '';

beforeAll(async () => {
  const url = new URL(await host.listen());
  port = Number(url.port);
  secret = url.searchParams.get('k')!;
});
afterAll(() => host.close());

function get(path: string, headers: Record<string, string> = {}, method = 'GET', body?: Buffer) {
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

function connect(
  query: string,
  origin: string,
  hostHeader = `127.0.0.1:${port}`,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/bridge?${query}`, {
      origin,
      headers: { host: hostHeader },
    });
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(String(res.statusCode))));
    ws.once('error', reject);
  });
}

describe('request guards', () => {
  it.each([
    ['127.0.0.1:5000', true],
    ['localhost:5000', true],
    ['evil.example:5000', false],
    ['127.0.0.1:5001', false],
    [undefined, false],
  ])('Host %s → %s', (value, ok) => expect(isAllowedHost(value, 5000)).toBe(ok));

  it.each([
    ['http://127.0.0.1:5000', true, true],
    ['http://evil.example', true, false],
    ['null', true, false],
    [undefined, true, false],
    [undefined, false, true],
  ])('Origin %s (required %s) → %s', (value, required, ok) =>
    expect(isAllowedOrigin(value, 5000, required)).toBe(ok),
  );

  it('compares secrets in constant time and refuses empty ones', () => {
    expect(secretMatches('abc', 'abc')).toBe(true);
    expect(secretMatches('abc', 'abd')).toBe(false);
    expect(secretMatches('abc', '')).toBe(false);
    expect(secretMatches('abc', null)).toBe(false);
  });
});

describe('BrowserHost', () => {
  it('serves the page only with the secret, with the CSP header', async () => {
    expect((await get('/')).status).toBe(403);
    expect((await get('/?k=wrong')).status).toBe(403);
    const exchanged = await get(`/?k=${secret}`);
    expect(exchanged.status).toBe(303);
    const cookie = String(exchanged.headers['set-cookie']).split(';', 1)[0]!;
    const page = await get('/', { cookie });
    expect(page.status).toBe(200);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect((await get('/assets/app.js')).status).toBe(200);
  });

  it('refuses a foreign Host (DNS rebinding) and paths outside the renderer', async () => {
    expect((await get(`/?k=${secret}`, { host: 'evil.example' })).status).toBe(403);
    expect((await get('/../secret.txt')).status).toBe(404);
    expect((await get('/%2e%2e/secret.txt')).status).toBe(404);
  });

  it('opens the WebSocket only with the secret, a loopback Host and the same Origin', async () => {
    const origin = `http://127.0.0.1:${port}`;
    await expect(connect('k=wrong', origin)).rejects.toThrow('403');
    await expect(connect(`k=${secret}`, 'http://evil.example')).rejects.toThrow('403');
    await expect(connect(`k=${secret}`, origin, `evil.example:${port}`)).rejects.toThrow('403');
    const ws = await connect(`k=${secret}`, origin);
    const reply = new Promise<string>((resolve) =>
      ws.once('message', (data: Buffer) => resolve(data.toString())),
    );
    ws.send(JSON.stringify({ id: 7, channel: 'auth.session', payload: null }));
    expect(JSON.parse(await reply)).toEqual({
      id: 7,
      envelope: { ok: true, value: { user: null, remembered: false, notice: null } },
    });
    const refused = new Promise<string>((resolve) =>
      ws.once('message', (data: Buffer) => resolve(data.toString())),
    );
    ws.send(
      JSON.stringify({ id: 8, channel: 'uploads.registerPath', payload: { path: '/etc/passwd' } }),
    );
    expect(JSON.parse(await refused)).toMatchObject({
      id: 8,
      envelope: { ok: false, error: { code: 'BAD_REQUEST' } },
    });
    ws.close();
  });

  it("sends a request's events to the page that asked only, and tells it when that page closes", async () => {
    const origin = `http://127.0.0.1:${port}`;
    const asking = await connect(`k=${secret}`, origin);
    const other = await connect(`k=${secret}`, origin);
    const othersMessages: string[] = [];
    other.on('message', (data: Buffer) => othersMessages.push(data.toString()));
    const messages: string[] = [];
    const both = new Promise<void>((resolve) =>
      asking.on('message', (data: Buffer) => {
        messages.push(data.toString());
        if (messages.length === 2) resolve();
      }),
    );
    const request = { brandKey: 'TEL', kind: 'Title', mode: 'generate', source: {} };
    asking.send(JSON.stringify({ id: 9, channel: 'ai.suggest', payload: request }));
    await both;
    expect(messages.map((m) => JSON.parse(m) as unknown)).toEqual([
      {
        event: 'ai.suggestions',
        payload: {
          requestId: '0f8b8c2e-1d8e-4c7a-9d37-6a1c2b3d4e5f',
          titles: ['Un titre'],
          done: false,
          error: null,
        },
      },
      {
        id: 9,
        envelope: { ok: true, value: { requestId: '0f8b8c2e-1d8e-4c7a-9d37-6a1c2b3d4e5f' } },
      },
    ]);
    asking.close();
    expect(await aPageClosed).toBe('0f8b8c2e-1d8e-4c7a-9d37-6a1c2b3d4e5f');
    expect(othersMessages).toEqual([]);
    other.close();
  });

  it('streams an upload to a private temporary file, with the secret only', async () => {
    const origin = `http://127.0.0.1:${port}`;
    const bytes = Buffer.from('JPEG…'.repeat(1000));
    const query = `name=photo.jpg&type=image%2Fjpeg&size=${bytes.length}`;
    expect((await get(`/uploads?k=wrong&${query}`, { origin }, 'POST', bytes)).status).toBe(403);
    expect(
      (await get(`/uploads?k=${secret}&${query}`, { origin: 'http://evil.example' }, 'POST', bytes))
        .status,
    ).toBe(403);
    const ok = await get(
      `/uploads?k=${secret}&${query}`,
      { origin, 'content-type': 'image/jpeg' },
      'POST',
      bytes,
    );
    expect(ok.status).toBe(200);
    const envelope = JSON.parse(ok.body) as {
      ok: true;
      value: { id: string; size: number; name: string };
    };
    expect(envelope.value).toMatchObject({ name: 'photo.jpg', size: bytes.length });
    const entry = uploads.get(envelope.value.id)!;
    expect(readFileSync(entry.path).equals(bytes)).toBe(true);
    expect(entry.temporary).toBe(true);
  });

  it('refuses an upload whose size differs from the announced one', async () => {
    const origin = `http://127.0.0.1:${port}`;
    const result = await get(
      `/uploads?k=${secret}&name=a.bin&type=&size=3`,
      { origin },
      'POST',
      Buffer.from('too long'),
    );
    expect(result.status).toBe(400);
  });

  it('takes a video larger than a photo may be (LIMITS.video.maxBytes), not beyond', async () => {
    const origin = `http://127.0.0.1:${port}`;
    const send = (type: string, size: number) =>
      get(
        `/uploads?k=${secret}&name=v.mp4&type=${encodeURIComponent(type)}&size=${size}`,
        // Announced, not sent: the size is judged before the body is read.
        { origin, 'content-length': '3' },
        'POST',
        Buffer.from('abc'),
      );
    const threeGiB = 3 * 1024 ** 3;
    // A photo of 3 Gio is refused as a request; a video of 3 Gio passes the cap (then fails on
    // the announced length, which is what stops it here).
    expect(JSON.parse((await send('image/jpeg', threeGiB)).body).error.message).toBe(
      'Requête invalide',
    );
    expect(JSON.parse((await send('video/mp4', threeGiB)).body).error.message).toBe(
      'Le chargement a été interrompu',
    );
    expect(
      JSON.parse((await send('video/mp4', LIMITS.video.maxBytes + 1)).body).error.message,
    ).toBe('Requête invalide');
  });
});
