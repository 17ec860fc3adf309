// Main's side of the live newsroom (main/live): LiveNewsroom against the real API started by the
// test helpers — over HTTP and over the embedded server's channel (main's own streamFetch over
// channelStream) — events to every window, 'presence.set' through the IPC dispatcher (announce,
// renewal, leave when the window closes, leave at quit), reconnection after the server restarts
// with catch-up from the last cursor (no gap, no duplicate), a silent network (the black-hole
// proxy) → `offline` then back, an older server → `unsupported`, a refused token → the session
// ends. Waits are on events, never on time; the back-off is shortened here (its own schedule is
// checked with fake timers in tests/unit/live/liveChannel.test.ts).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIVE_STREAM_PATH,
  type LiveEvent,
  type LiveState,
  type PresenceItem,
} from '../../../common/live/liveEvents';
import { GraphqlBridge } from '../../../main/api/GraphqlBridge';
import {
  channelStream,
  httpGetStream,
  type StreamTransport,
} from '../../../main/dashboard/apiStream';
import { serveOverChannel, type ParentChannel } from '../../../server/src/channel';
import { startBlackHoleProxy } from '../../support/blackHoleProxy';
import { createDispatcher, type Handlers } from '../../../main/ipc/dispatcher';
import { ipcCaller } from '../../../main/ipc/ipcCaller';
import { liveHandlers } from '../../../main/live/liveHandlers';
import { LiveNewsroom } from '../../../main/live/LiveNewsroom';
import { createApp } from '../../../server/src/app';
import type { Database } from '../../../server/src/db/database';
import { listen, type RunningServer } from '../../../server/src/http';
import { emitLiveEvent } from '../../../server/src/live/eventLog';
import { startTestServer, type TestAccount, type TestServer } from '../helpers/testServer';

const PRESENCE = `query presence($b: String!, $ids: [ID!]) {
  presence(brandKey: $b, contentIds: $ids) { userId mode contentId } }`;
const FAST = { firstMs: 20, maxMs: 80, unsupportedMs: 60_000 };

const emit = (db: Database, brandKey: string, contentId: string) =>
  db.transaction((tx) =>
    emitLiveEvent(tx as unknown as Database, {
      brandKey,
      contentType: 'article',
      contentId,
      action: 'saved',
    }),
  );

/** Something that happens later: resolves once `test` holds, re-checked at each notification. */
function watcher() {
  const waits: { test: () => boolean; wake: () => void }[] = [];
  return {
    poke: () => {
      for (const w of waits.splice(0))
        if (w.test()) w.wake();
        else waits.push(w);
    },
    until: (test: () => boolean) =>
      test() ? Promise.resolve() : new Promise<void>((wake) => waits.push({ test, wake })),
  };
}

interface Harness {
  live: LiveNewsroom;
  /** The app quits. */
  stop: () => Promise<void>;
  events: LiveEvent[];
  states: LiveState[];
  bridge: GraphqlBridge;
  expired: () => number;
  until: (test: () => boolean) => Promise<void>;
  /** Resolves at the next event for this content. */
  eventFor: (contentId: string) => Promise<LiveEvent>;
}

function harness(
  url: () => string,
  account: () => TestAccount | { id: string; token: string },
  stream: StreamTransport = httpGetStream,
): Harness {
  const events: LiveEvent[] = [];
  const states: LiveState[] = [];
  const w = watcher();
  let expired = 0;
  const bridge: GraphqlBridge = new GraphqlBridge({
    apiUrl: url,
    clientVersion: 'test',
    onStatus: (online) => (live.networkChanged(online), w.poke()),
    offlineProbeIntervalMs: 50,
    heartbeatMs: 100,
  });
  const live: LiveNewsroom = new LiveNewsroom({
    api: async () => ({
      url: url(),
      stream,
      token: account().token,
      userId: account().id,
      offline: bridge.reachability.knownOffline,
    }),
    request: (request) => bridge.request(request, account().token),
    clientVersion: 'test',
    onEvent: (event) => (events.push(event), w.poke()),
    onState: (state) => (states.push(state), w.poke()),
    unauthenticated: () => void (expired++, w.poke()),
    suspect: () => bridge.reachability.suspect(),
    timings: FAST,
  });
  bridge.reachability.start();
  return {
    live,
    stop: async () => (await live.stop(), bridge.reachability.stop()),
    events,
    states,
    bridge,
    expired: () => expired,
    until: w.until,
    eventFor: async (contentId) => {
      await w.until(() => events.some((e) => e.contentId === contentId));
      return events.find((e) => e.contentId === contentId)!;
    },
  };
}

function fakeWindow() {
  let close = () => {};
  const caller = ipcCaller(
    () => {},
    (gone) => (close = gone),
  );
  return { caller, close: () => close() };
}

const item = (contentId: string, mode: PresenceItem['mode'] = 'editing'): PresenceItem => ({
  brandKey: 'TEL',
  contentType: 'article',
  contentId,
  mode,
});

describe('live newsroom in main', () => {
  let server: TestServer;
  let colleague: TestAccount;

  beforeAll(async () => {
    server = await startTestServer();
    colleague = await server.createUser({ brandKeys: ['TEL'], name: 'Julien Tél' });
  });
  afterAll(() => server.close());

  async function presenceOf(contentId: string) {
    const result = await server.gql<{ presence: { userId: string; mode: string }[] }>(
      PRESENCE,
      { b: 'TEL', ids: [contentId] },
      server.admin.token,
    );
    return result.data?.presence ?? [];
  }

  it('carries events to the windows, live, over HTTP', async () => {
    const h = harness(
      () => server.url,
      () => colleague,
    );
    h.live.start();
    await h.until(() => h.live.state === 'live');
    const id = randomUUID();
    await emit(server.handle.db, 'TEL', id);
    expect(await h.eventFor(id)).toMatchObject({ brandKey: 'TEL', action: 'saved' });
    expect(h.states).toEqual(['live']);
    await h.stop();
  });

  it('announces each window, renews, leaves when the window closes and at quit', async () => {
    const h = harness(
      () => server.url,
      () => colleague,
    );
    const dispatch = createDispatcher(liveHandlers(h.live) as Handlers);
    h.live.start();
    await h.until(() => h.live.state === 'live');
    expect(await dispatch('live.status', {}, true)).toEqual({ ok: true, value: { state: 'live' } });
    // Presence names contents that exist in their brand (the server checks it).
    const article = async () =>
      (
        await server.gql<{ upsertArticle: { id: string } }>(
          `mutation a($c: ArticleCreateInput!) { upsertArticle(create: $c, update: {}) { id } }`,
          { c: { brandKey: 'TEL', format: 'Rich', title: 'Présence' } },
          server.admin.token,
        )
      ).data!.upsertArticle.id;
    const [a, b] = [await article(), await article()];
    const first = fakeWindow();
    const second = fakeWindow();
    expect(await dispatch('presence.set', { items: [item(a)] }, true, first.caller)).toEqual({
      ok: true,
      value: {},
    });
    await dispatch('presence.set', { items: [item(b, 'viewing')] }, true, second.caller);
    await h.until(() => h.events.some((e) => e.contentId === b && e.presence?.length === 1));
    expect(await presenceOf(a)).toEqual([expect.objectContaining({ userId: colleague.id })]);
    expect(h.events.find((e) => e.contentId === b && e.presence)!.presence![0]!.mode).toBe(
      'viewing',
    );
    // A malformed set is refused at the contract's door.
    expect((await dispatch('presence.set', { items: [{ ...item(a), mode: 'x' }] }, true)).ok).toBe(
      false,
    );

    first.close();
    await h.until(() => h.events.some((e) => e.contentId === a && e.presence?.length === 0));
    expect(await presenceOf(a)).toEqual([]);
    expect(await presenceOf(b)).toHaveLength(1);
    expect(h.live.presence.size).toBe(1);
    // `ready` (the stream's cursor, first on every stream) stays in main.
    expect(h.events.map((e) => e.action)).not.toContain('ready');

    await h.stop();
    expect(await presenceOf(b)).toEqual([]);
  });

  it('reconnects after the server restarts and catches up: no gap, no duplicate', async () => {
    const apps = [createApp({ handle: server.handle })];
    let running: RunningServer = await listen(apps[0]!, { port: 0 });
    let url = running.url;
    const h = harness(
      () => url,
      () => colleague,
    );
    h.live.start();
    await h.until(() => h.live.state === 'live');
    const before = randomUUID();
    await emit(server.handle.db, 'TEL', before);
    await h.eventFor(before);

    await running.close();
    await h.until(() => h.live.state !== 'live');
    // Written while the app is disconnected: caught up from the cursor on reconnection.
    const missed: string[] = [randomUUID(), randomUUID()];
    for (const id of missed) await emit(server.handle.db, 'TEL', id);
    apps.push(createApp({ handle: server.handle }));
    running = await listen(apps[1]!, { port: 0 });
    url = running.url;
    await h.until(() => h.live.state === 'live');
    const after: string = randomUUID();
    await emit(server.handle.db, 'TEL', after);
    await h.eventFor(after);
    const ids = h.events.map((e) => e.contentId).filter((id) => id !== before);
    expect(ids.filter((id) => [...missed, after].includes(id))).toEqual([...missed, after]);
    expect(new Set(h.events.map((e) => e.cursor)).size).toBe(h.events.length);
    // Gone: reconnecting (`offline` too once the probes find the API gone), then live again.
    expect(h.states[0]).toBe('live');
    expect(h.states.slice(1, -1).every((s) => s === 'connecting' || s === 'offline')).toBe(true);
    expect(h.states.at(-1)).toBe('live');
    await h.stop();
    await running.close();
    for (const app of apps) await app.live?.close();
  });

  it('a silent network: offline at once, then live again with what was missed', async () => {
    const proxy = await startBlackHoleProxy(server.url);
    const h = harness(
      () => proxy.url,
      () => colleague,
    );
    h.live.start();
    await h.until(() => h.live.state === 'live');
    // A cursor to catch up from (see the README: a stream that never got an event has none).
    const seen: string = randomUUID();
    await emit(server.handle.db, 'TEL', seen);
    await h.eventFor(seen);
    proxy.silence();
    // The probes find the API gone (nothing refused: packets dropped): the stream is abandoned.
    await h.until(() => h.live.state === 'offline');
    const missed: string = randomUUID();
    await emit(server.handle.db, 'TEL', missed);
    proxy.restore();
    expect(await h.eventFor(missed)).toMatchObject({ action: 'saved' });
    expect(h.live.state).toBe('live');
    expect(h.states).toEqual(['live', 'offline', 'connecting', 'live']);
    await h.stop();
    await proxy.close();
  });

  it('an older server without the stream route: unsupported, quietly, no presence sent', async () => {
    const app = createApp({ handle: server.handle });
    delete (app.streams as Record<string, unknown>)[LIVE_STREAM_PATH];
    const old = await listen(app, { port: 0 });
    const h = harness(
      () => old.url,
      () => colleague,
    );
    const sent: string[] = [];
    const request = h.live.presence['options'].request;
    h.live.presence['options'].request = (r) => (sent.push(r.operationName), request(r));
    h.live.start();
    await h.until(() => h.live.state === 'unsupported');
    await h.live.presence.set(null, [item(randomUUID())]);
    expect(sent).toEqual([]);
    expect(h.states).toEqual(['unsupported']);
    await h.stop();
    await old.close();
    await app.live?.close();
  });

  it('a refused token ends the session and waits for the next sign-in', async () => {
    let account = { id: colleague.id, token: 'pas-un-jeton' };
    const h = harness(
      () => server.url,
      () => account,
    );
    h.live.start();
    await h.until(() => h.expired() === 1);
    expect(h.live.state).toBe('connecting');
    account = colleague;
    h.live.sessionChanged(colleague.id);
    await h.until(() => h.live.state === 'live');
    await h.stop();
  });

  it("streams over the embedded server's channel (main's channelStream)", async () => {
    const toServer: ((m: unknown) => void)[] = [];
    const toMain: ((m: unknown) => void)[] = [];
    const parent: ParentChannel = {
      onMessage: (l) => void toServer.push(l),
      send: (m) => setImmediate(() => toMain.forEach((l) => l(structuredClone(m)))),
      onClose: () => {},
    };
    const app = createApp({ handle: server.handle });
    const served = serveOverChannel(app, parent);
    const stream = channelStream(
      {
        send: (m) => setImmediate(() => toServer.forEach((l) => l(structuredClone(m)))),
        onMessage: (l) => void toMain.push(l),
      },
      new Promise(() => {}),
    );
    const h = harness(
      () => server.url,
      () => colleague,
      stream,
    );
    h.live.start();
    await h.until(() => h.live.state === 'live');
    const id: string = randomUUID();
    await emit(server.handle.db, 'TEL', id);
    expect(await h.eventFor(id)).toMatchObject({ brandKey: 'TEL' });
    // Stopping cancels the stream over the channel: the server ends the subscription.
    await h.stop();
    await served.close();
    await app.live?.close();
  });
});
