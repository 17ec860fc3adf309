// Start-up does not wait for the embedded server (issue 11): while it starts, a remembered session
// is answered from the settings and the keychain at once, checked with `me` once the server is up
// (signed out if refused); with nobody remembered the login form shows at once; the server's state
// is pushed as 'embedded.status'.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CHANNEL_API_URL } from '../../../common/embedded/channelProtocol';
import type { EventName } from '../../../common/ipc/channels';
import type { HttpReply } from '../../../main/api/httpTransport';
import { Backoffice } from '../../../main/app/Backoffice';
import type { RunningServer } from '../../../main/embedded/EmbeddedServer';
import { vaultServiceName, type SecretStore } from '../../../main/vault/TokenVault';

const USER = {
  id: 'u1',
  name: 'Camille Martin',
  email: 'camille@example.fr',
  isSuperAdmin: false,
  brandKeys: ['TEL'],
  allBrands: false,
};

function memoryKeychain(): SecretStore {
  const entries = new Map<string, string>();
  return {
    getPassword: async (s, a) => entries.get(`${s}|${a}`) ?? null,
    setPassword: async (s, a, p) => void entries.set(`${s}|${a}`, p),
    deletePassword: async (s, a) => entries.delete(`${s}|${a}`),
    findCredentials: async (s) =>
      [...entries]
        .filter(([k]) => k.startsWith(`${s}|`))
        .map(([k, password]) => ({ account: k.slice(s.length + 1), password })),
  };
}

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A Backoffice whose embedded server comes up on `serverUp()` and answers with `reply(body)`. */
function setup(
  reply: (body: string) => HttpReply,
  existing?: { dataDir: string; keychain: SecretStore },
) {
  const dataDir = existing?.dataDir ?? mkdtempSync(join(tmpdir(), 'backoffice-startup-'));
  if (!existing) dirs.push(dataDir);
  const keychain = existing?.keychain ?? memoryKeychain();
  const events: { event: EventName; payload: unknown }[] = [];
  let release: (server: RunningServer) => void = () => {};
  let stops = 0;
  const server: RunningServer = {
    url: CHANNEL_API_URL,
    transport: async (_url, options) => reply(options.body),
    exited: new Promise(() => {}),
    stop: async () => void stops++,
  };
  const backoffice = new Backoffice({
    host: 'browser',
    appName: 'Back-office',
    version: '0.0.0-test',
    dataDir,
    env: {},
    keychain,
    startEmbeddedServer: () => new Promise<RunningServer>((resolve) => (release = resolve)),
    openExternal: async () => 'renderer',
    emit: (event, payload) => events.push({ event, payload }),
  });
  return {
    backoffice,
    dataDir,
    keychain,
    events,
    serverUp: () => release(server),
    serverStops: () => stops,
  };
}

async function call(backoffice: Backoffice, channel: 'auth.session') {
  const envelope = await backoffice.dispatch(channel, {}, true);
  if (!envelope.ok) throw new Error(envelope.error.message);
  return envelope.value as { user: { email: string } | null };
}

const LIST = {
  operationName: 'ArticleList',
  query: 'query ArticleList($first: Int) { articles(first: $first) { id title } }',
  variables: { first: 50 },
};

async function firstTitle(backoffice: Backoffice): Promise<string | undefined> {
  const envelope = await backoffice.dispatch('graphql.request', LIST, true);
  if (!envelope.ok) throw new Error(envelope.error.message);
  return (envelope.value as { data?: { articles?: { title: string }[] } }).data?.articles?.[0]
    ?.title;
}

describe('start-up with the embedded server still starting', () => {
  it('answers a remembered session at once, then signs out if the server refuses its token', async () => {
    const { backoffice, keychain, events, serverUp } = setup(() => ({
      status: 200,
      body: JSON.stringify({
        data: null,
        errors: [{ message: 'Session expirée', extensions: { code: 'UNAUTHENTICATED' } }],
      }),
    }));
    await keychain.setPassword(vaultServiceName(CHANNEL_API_URL), USER.email, 'jeton');
    backoffice.settings.update({ lastAccount: USER.email, lastUser: USER });
    void backoffice.start();
    expect(events).toContainEqual({
      event: 'embedded.status',
      payload: { state: 'starting', message: null },
    });

    const session = await call(backoffice, 'auth.session'); // the server has not answered yet
    expect(session.user?.email).toBe(USER.email);

    serverUp();
    await expect.poll(() => events.some((e) => e.event === 'auth.expired')).toBe(true);
    expect(events).toContainEqual({
      event: 'embedded.status',
      payload: { state: 'ready', message: null },
    });
    expect(backoffice.settings.get().lastAccount).toBeNull();
    expect((await call(backoffice, 'auth.session')).user).toBeNull();
  });

  it('keeps the session when the server confirms it', async () => {
    const { backoffice, keychain, events, serverUp } = setup(() => ({
      status: 200,
      body: JSON.stringify({ data: { me: USER } }),
    }));
    await keychain.setPassword(vaultServiceName(CHANNEL_API_URL), USER.email, 'jeton');
    backoffice.settings.update({ lastAccount: USER.email, lastUser: USER });
    void backoffice.start();
    expect((await call(backoffice, 'auth.session')).user?.email).toBe(USER.email);
    serverUp();
    await expect
      .poll(() => events.some((e) => (e.payload as { state?: string }).state === 'ready'))
      .toBe(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(events.some((e) => e.event === 'auth.expired')).toBe(false);
    expect((await call(backoffice, 'auth.session')).user?.email).toBe(USER.email);
  });

  it('shows the login form at once when nobody is remembered', async () => {
    const { backoffice } = setup(() => ({ status: 500, body: '' }));
    void backoffice.start();
    expect((await call(backoffice, 'auth.session')).user).toBeNull();
  });

  it('paints the list seen last time from its local copy while the server starts, then asks the server', async () => {
    let title = 'Hier soir';
    const api = (body: string): HttpReply => {
      const { operationName } = JSON.parse(body) as { operationName: string };
      const data = operationName === 'Me' ? { me: USER } : { articles: [{ id: 'a1', title }] };
      return { status: 200, body: JSON.stringify({ data }) };
    };
    // Yesterday: the list came from the server, and main kept a local copy of it.
    const yesterday = setup(api);
    await yesterday.keychain.setPassword(vaultServiceName(CHANNEL_API_URL), USER.email, 'jeton');
    yesterday.backoffice.settings.update({ lastAccount: USER.email, lastUser: USER });
    void yesterday.backoffice.start();
    yesterday.serverUp();
    await call(yesterday.backoffice, 'auth.session');
    expect(await firstTitle(yesterday.backoffice)).toBe('Hier soir');
    await new Promise((r) => setTimeout(r, 50)); // the copy is written after the answer
    await yesterday.backoffice.stop();

    // Today, the server still starting: the copy at once; once it is ready, the server's answer.
    const today = setup(api, yesterday);
    void today.backoffice.start();
    await call(today.backoffice, 'auth.session');
    title = 'Ce matin';
    expect(await firstTitle(today.backoffice)).toBe('Hier soir');
    today.serverUp();
    await expect
      .poll(() => today.events.some((e) => (e.payload as { state?: string }).state === 'ready'))
      .toBe(true);
    expect(await firstTitle(today.backoffice)).toBe('Ce matin');
    await today.backoffice.stop();
  });

  it('stops a server that comes up after the app was asked to quit', async () => {
    const { backoffice, serverUp, serverStops } = setup(() => ({ status: 500, body: '' }));
    const started = backoffice.start().catch(() => {});
    const stopping = backoffice.stop();
    // The server is up only once quitting has done everything else: quitting waits for it and
    // stops it (it outlived the app before, holding its data folder).
    await new Promise((resolve) => setTimeout(resolve, 50));
    serverUp();
    await stopping;
    await started;
    expect(serverStops()).toBe(1);
  });
});
