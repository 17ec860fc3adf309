// Main's side of the streamed suggestions (main/ai): 'ai.suggest' through the IPC dispatcher
// against the real API started by the test helpers, events to the window that asked only, over
// HTTP (a remote API) and over the embedded server's channel (chunk messages, then the final
// reply; a cancel message the server obeys). Cancelling, the window closing and the network going
// away end the request and abort the provider's call on the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiSuggestionsEvent } from '../../../common/ipc/channels';
import { MESSAGES } from '../../../common/domain/messages';
import { aiHandlers } from '../../../main/ai/aiHandlers';
import { AiSuggestions, type SuggestApi } from '../../../main/ai/AiSuggestions';
import { UNREACHABLE_MESSAGE } from '../../../main/api/GraphqlBridge';
import { channelStream, httpGetStream } from '../../../main/dashboard/apiStream';
import { createDispatcher, type Handlers } from '../../../main/ipc/dispatcher';
import { ipcCaller } from '../../../main/ipc/ipcCaller';
import { createApp } from '../../../server/src/app';
import { serveOverChannel, type ParentChannel } from '../../../server/src/channel';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { scriptedSuggestions } from './scriptedSuggestions';

const REQUEST = { brandKey: 'TEL', kind: 'Title', mode: 'paraphrase', source: { title: 'Avant' } };

/** A window: the events it received, and a way to close it. */
function fakeWindow() {
  const events: AiSuggestionsEvent[] = [];
  const waiters: (() => void)[] = [];
  let close = () => {};
  const caller = ipcCaller(
    (event, payload) => {
      if (event !== 'ai.suggestions') return;
      events.push(payload as AiSuggestionsEvent);
      waiters.splice(0).forEach((wake) => wake());
    },
    (gone) => (close = gone),
  );
  /** Resolves once `count` events arrived. */
  const received = async (count: number) => {
    while (events.length < count) await new Promise<void>((wake) => waiters.push(wake));
    return events;
  };
  return { caller, events, received, close: () => close() };
}

describe('ai.suggest from main', () => {
  let server: TestServer;
  const script = scriptedSuggestions();
  let api: SuggestApi;
  let expired = 0;
  let suggestions: AiSuggestions;
  let dispatch: ReturnType<typeof createDispatcher>;

  beforeAll(async () => {
    server = await startTestServer({ streamSuggestions: script.streamSuggestions });
    api = { url: server.url, stream: httpGetStream, token: server.admin.token, offline: false };
    suggestions = new AiSuggestions({
      api: async () => api,
      clientVersion: 'test',
      broadcast: () => {
        throw new Error('every request here names its window');
      },
      unauthenticated: () => void expired++,
    });
    dispatch = createDispatcher(aiHandlers(suggestions) as Handlers);
  });
  afterAll(() => server.close());

  async function start(window: ReturnType<typeof fakeWindow>, payload: unknown = REQUEST) {
    const envelope = await dispatch('ai.suggest', payload, true, window.caller);
    expect(envelope.ok).toBe(true);
    return (envelope as { value: { requestId: string } }).value.requestId;
  }

  it('streams the titles to the window that asked, as they come, then done', async () => {
    const asking = fakeWindow();
    const other = fakeWindow();
    const requestId = await start(asking);
    const call = await script.nextCall();
    call.titles(['Un titre']);
    expect((await asking.received(1))[0]).toEqual({
      requestId,
      titles: ['Un titre'],
      done: false,
      error: null,
    });
    call.titles(['Un titre', '', 'Un autre titre']);
    await asking.received(2);
    call.finish();
    expect((await asking.received(3)).slice(1)).toEqual([
      { requestId, titles: ['Un titre', 'Un autre titre'], done: false, error: null },
      { requestId, titles: ['Un titre', 'Un autre titre'], done: true, error: null },
    ]);
    expect(other.events).toEqual([]);
  });

  it("refuses a malformed request at the contract's door", async () => {
    const window = fakeWindow();
    const envelope = await dispatch(
      'ai.suggest',
      { ...REQUEST, kind: 'Poème' },
      true,
      window.caller,
    );
    expect(envelope.ok).toBe(false);
  });

  it("ai.cancel aborts the provider's call and sends nothing more", async () => {
    const window = fakeWindow();
    const requestId = await start(window);
    const call = await script.nextCall();
    const aborted = new Promise((resolve) => call.signal.addEventListener('abort', resolve));
    expect(await dispatch('ai.cancel', { requestId }, true, window.caller)).toEqual({
      ok: true,
      value: { cancelled: true },
    });
    await aborted;
    call.titles(['Trop tard']);
    expect(window.events).toEqual([]);
    expect(await dispatch('ai.cancel', { requestId }, true, window.caller)).toEqual({
      ok: true,
      value: { cancelled: false },
    });
  });

  it('a window closed cancels its requests', async () => {
    const window = fakeWindow();
    await start(window);
    const call = await script.nextCall();
    const aborted = new Promise((resolve) => call.signal.addEventListener('abort', resolve));
    window.close();
    await aborted;
    expect(window.events).toEqual([]);
    expect(suggestions.size).toBe(0);
  });

  it('the network gone ends the request with the unreachable message', async () => {
    const window = fakeWindow();
    const requestId = await start(window);
    const call = await script.nextCall();
    call.titles(['Déjà là']);
    await window.received(1);
    suggestions.networkGone();
    expect((await window.received(2))[1]).toEqual({
      requestId,
      titles: ['Déjà là'],
      done: true,
      error: { message: UNREACHABLE_MESSAGE, code: 'NETWORK_ERROR' },
    });
    // Known offline: a new request says so at once.
    api = { ...api, offline: true };
    const offline = fakeWindow();
    await start(offline);
    expect((await offline.received(1))[0]!.error?.message).toBe(UNREACHABLE_MESSAGE);
    api = { ...api, offline: false };
  });

  it("a refused token ends the request with the API's message and the session", async () => {
    api = { ...api, token: 'pas-un-jeton' };
    const window = fakeWindow();
    await start(window);
    expect((await window.received(1))[0]!.error).toEqual({
      message: MESSAGES.userTokenNotFound,
      code: 'UNAUTHENTICATED',
    });
    expect(expired).toBe(1);
    api = { ...api, token: server.admin.token };
  });

  it('reads the same stream over the embedded channel, and cancels there too', async () => {
    // The server's channel side and main's, linked in memory as the child process links them.
    const toServer: ((m: unknown) => void)[] = [];
    const toMain: ((m: unknown) => void)[] = [];
    const sent: unknown[] = [];
    let replied = () => {};
    const finalReply = new Promise<void>((resolve) => (replied = resolve));
    const parent: ParentChannel = {
      onMessage: (l) => void toServer.push(l),
      send: (m) => {
        sent.push(m);
        if ('body' in m) replied();
        setImmediate(() => toMain.forEach((l) => l(structuredClone(m))));
      },
      onClose: () => {},
    };
    const channelScript = scriptedSuggestions();
    serveOverChannel(
      createApp({ handle: server.handle, streamSuggestions: channelScript.streamSuggestions }),
      parent,
    );
    const stream = channelStream(
      {
        send: (m) => setImmediate(() => toServer.forEach((l) => l(structuredClone(m)))),
        onMessage: (l) => void toMain.push(l),
      },
      new Promise(() => {}),
    );
    const overChannel = new AiSuggestions({
      api: async () => ({ ...api, url: 'ipc://serveur-integre/', stream }),
      clientVersion: 'test',
      broadcast: () => {},
    });
    const window = fakeWindow();
    const requestId = overChannel.start(REQUEST as never, window.caller).requestId;
    const call = await channelScript.nextCall();
    call.titles(['Par le canal']);
    await window.received(1);
    call.finish();
    expect((await window.received(2))[1]).toEqual({
      requestId,
      titles: ['Par le canal'],
      done: true,
      error: null,
    });
    // Chunk messages, then the usual final reply.
    await finalReply;
    expect(
      sent.map((m) =>
        Object.keys(m as object)
          .sort()
          .join(','),
      ),
    ).toEqual(['headers,id,status,stream', 'chunk,id,stream', 'chunk,id,stream', 'body,id,status']);

    const second = fakeWindow();
    const cancelledId = overChannel.start(REQUEST as never, second.caller).requestId;
    const cancelled = await channelScript.nextCall();
    const aborted = new Promise((resolve) => cancelled.signal.addEventListener('abort', resolve));
    expect(overChannel.cancel(cancelledId)).toBe(true);
    await aborted;
    expect(second.events).toEqual([]);
  });
});
