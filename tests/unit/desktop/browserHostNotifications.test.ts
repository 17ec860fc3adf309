// Issue 38, browser host: the page reports its focus over the real WebSocket ('app.focus'), and a
// notification reaches it as an 'app.notification' event only while it is not in front.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DesktopServices } from '../../../main/desktop/DesktopServices';
import { BrowserHost } from '../../../main/host/BrowserHost';
import { createDispatcher, type Handlers } from '../../../main/ipc/dispatcher';
import { UploadRegistry } from '../../../main/uploads/UploadRegistry';

const rendererDir = mkdtempSync(join(tmpdir(), 'renderer-'));
writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>app</title>');

const hostRef: { current: BrowserHost | null } = { current: null };
const desktop = new DesktopServices({
  emit: (event, payload) => hostRef.current?.emit(event, payload),
  request: async () => ({ data: null }),
});
const handlers = {
  'app.focus': async ({ focused }: { focused: boolean }) => {
    desktop.pageFocus(focused);
    return {};
  },
} as unknown as Handlers;
const host = new BrowserHost({
  rendererDir,
  dispatch: createDispatcher(handlers),
  uploads: new UploadRegistry(),
});
hostRef.current = host;
let page: WebSocket;
const messages: unknown[] = [];
let nextReply: (() => void) | null = null;

beforeAll(async () => {
  const url = new URL(await host.listen());
  page = new WebSocket(`ws://127.0.0.1:${url.port}/bridge?k=${url.searchParams.get('k')}`, {
    origin: `http://127.0.0.1:${url.port}`,
  });
  page.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as { id?: number };
    if (message.id) nextReply?.();
    else messages.push(message);
  });
  await new Promise((resolve) => page.once('open', resolve));
});
afterAll(async () => {
  page.close();
  await host.close();
});

async function focus(focused: boolean, id: number): Promise<void> {
  const replied = new Promise<void>((resolve) => (nextReply = resolve));
  page.send(JSON.stringify({ id, channel: 'app.focus', payload: { focused } }));
  await replied;
}

it('reaches the page while it is not in front, not while it is', async () => {
  await focus(false, 1);
  const arrived = new Promise<void>((resolve) => page.once('message', () => resolve()));
  desktop.notifications.uploadProgress({
    id: 'j1',
    name: 'une.jpg',
    namespace: 'article',
    state: 'done',
    sent: 1,
    total: 1,
    error: null,
    image: null,
  });
  await arrived;
  expect(messages).toEqual([
    {
      event: 'app.notification',
      payload: { title: 'Envoi terminé', body: 'une.jpg', route: null },
    },
  ]);
  await focus(true, 2);
  expect(desktop.notifications.notify({ title: 'x', body: 'y', route: null })).toBe(false);
});
