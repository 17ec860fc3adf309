// Issue 30, through main: the welcome screen's channels (setup.*) reach the real server over an
// in-memory message channel, exactly as the embedded server is served (channel.ts); switching to a
// newsroom server keeps its address only once its /health answered as this API, then signs in there.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_API_URL } from '../../common/embedded/channelProtocol';
import { FIRST_LAUNCH_MESSAGES } from '../../common/embedded/firstLaunchProtocol';
import { Backoffice } from '../../main/app/Backoffice';
import { channelTransport } from '../../main/embedded/channelTransport';
import type { RunningServer } from '../../main/embedded/EmbeddedServer';
import type { SecretStore } from '../../main/vault/TokenVault';
import { createApp } from '../../server/src/app';
import { serveOverChannel } from '../../server/src/channel';
import type { DatabaseHandle } from '../../server/src/db/database';
import { pgliteBackend } from './helpers/backends';
import { startTestServer, type TestServer } from './helpers/testServer';

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

/** The real API behind a message channel, as the app's child process serves it (structured clone, async). */
function embeddedOver(handle: DatabaseHandle): RunningServer & { stopped: () => boolean } {
  const toServer: ((m: unknown) => void)[] = [];
  const toApp: ((m: unknown) => void)[] = [];
  const deliver = (listeners: ((m: unknown) => void)[], message: unknown) =>
    setImmediate(() => listeners.forEach((l) => l(structuredClone(message))));
  serveOverChannel(createApp({ handle }), {
    onMessage: (l) => toServer.push(l),
    send: (m) => deliver(toApp, m),
    onClose: () => {},
  });
  let stopped = false;
  let exit: () => void = () => {};
  const exited = new Promise<void>((done) => (exit = done));
  return {
    url: CHANNEL_API_URL,
    transport: channelTransport(
      { send: (m) => deliver(toServer, m), onMessage: (l) => toApp.push(l) },
      exited,
    ),
    exited,
    stop: async () => ((stopped = true), exit()),
    stopped: () => stopped,
  };
}

describe('first launch through main', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-first-launch-'));
  let handle: DatabaseHandle;
  let embedded: ReturnType<typeof embeddedOver>;
  let newsroom: TestServer;
  let backoffice: Backoffice;

  beforeAll(async () => {
    handle = await pgliteBackend.openDatabase();
    embedded = embeddedOver(handle);
    newsroom = await startTestServer();
    backoffice = new Backoffice({
      host: 'browser',
      appName: 'Back-office',
      version: '0.0.0-test',
      dataDir,
      env: {},
      keychain: memoryKeychain(),
      startEmbeddedServer: async () => embedded,
      openExternal: async () => 'renderer',
      emit: () => {},
    });
    await backoffice.start();
  });
  afterAll(async () => {
    await backoffice.stop();
    await newsroom.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async (channel: string, payload: unknown = null) => {
    const envelope = await backoffice.dispatch(channel, payload, true);
    if (!envelope.ok) throw new Error(envelope.error.message);
    return envelope.value as Record<string, unknown>;
  };

  it('greets a first launch, creates the super-admin on screen and signs her in', async () => {
    expect(await call('setup.status')).toEqual({ welcome: true });
    expect(await call('setup.loadDemo')).toEqual({
      ok: false,
      message: FIRST_LAUNCH_MESSAGES.demoNeedsSuperAdmin,
    });

    const refused = await call('setup.createAdmin', {
      name: 'Ada',
      email: 'pas-une-adresse',
      password: 'court',
      remember: true,
    });
    expect(refused).toMatchObject({ ok: false });
    expect(Object.keys(refused.fields as object).sort()).toEqual(['email', 'password']);

    const created = await call('setup.createAdmin', {
      name: 'Ada Lovelace',
      email: 'ada@redaction.test',
      password: 'un-mot-de-passe-solide',
      remember: true,
    });
    expect(created).toMatchObject({
      ok: true,
      session: { user: { name: 'Ada Lovelace', email: 'ada@redaction.test', isSuperAdmin: true } },
    });
    expect(await call('auth.session')).toMatchObject({ user: { email: 'ada@redaction.test' } });
    expect(await call('setup.status')).toEqual({ welcome: false });

    expect(
      await call('setup.createAdmin', {
        name: 'Intrus',
        email: 'intrus@ailleurs.test',
        password: 'un-mot-de-passe-solide',
        remember: false,
      }),
    ).toEqual({ ok: false, message: FIRST_LAUNCH_MESSAGES.accountsExist, fields: {} });
  });

  it('keeps a newsroom address only once it answered as this API, then talks to it', async () => {
    expect(
      await call('settings.set', { apiUrl: 'http://127.0.0.1:9/' }), // discard port: nobody
    ).toEqual({ ok: false, message: FIRST_LAUNCH_MESSAGES.serverUnreachable });
    expect(await call('settings.get')).toMatchObject({ source: 'embedded', apiUrl: null });
    expect(await call('auth.session')).toMatchObject({ user: { email: 'ada@redaction.test' } });

    const switched = await call('settings.set', { apiUrl: newsroom.url });
    expect(switched).toEqual({
      ok: true,
      settings: { apiUrl: newsroom.url, effectiveApiUrl: newsroom.url, source: 'settings' },
    });
    // The session was the embedded server's; the embedded server is no longer needed.
    expect(await call('auth.session')).toMatchObject({ user: null });
    expect(embedded.stopped()).toBe(true);
    expect(await call('setup.status')).toEqual({ welcome: false });
    const login = await call('auth.login', {
      email: newsroom.admin.email,
      password: newsroom.admin.password,
      remember: true,
    });
    expect(login).toMatchObject({ ok: true, session: { user: { email: newsroom.admin.email } } });
  });
});
