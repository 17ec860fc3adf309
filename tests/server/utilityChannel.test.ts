// Electron cannot run here, so its side of the embedded server's channel is checked against a
// stand-in that behaves as Electron documents it: `utilityProcess.fork()` gives main a child with
// `postMessage` and 'message' events carrying the message itself; in the child,
// `process.parentPort` emits 'message' events whose `data` is the message. Both ends are the
// app's real code (main/electron/utilityServer.ts, server/src/channel.ts) around a real API.
import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GraphqlBridge } from '../../main/api/GraphqlBridge';
import type { RunningServer } from '../../main/embedded/EmbeddedServer';
import { createApp, prepareDatabase } from '../../server/src/app';
import { createSuperAdmin } from '../../server/src/auth/adminAccount';
import { CHANNEL_API_URL } from '../../common/embedded/channelProtocol';
import { SERVER_NODE_FLAGS } from '../../common/embedded/nodeFlags';
import { parentChannel, serveOverChannel } from '../../server/src/channel';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/database';

const EMAIL = 'admin.electron@example.test';
const PASSWORD = 'un-mot-de-passe-solide';

const electron = vi.hoisted(() => ({
  forks: [] as Array<{ entry: string; args: string[]; options: { execArgv?: string[] } }>,
  start: null as null | ((child: unknown) => void),
}));

vi.mock('electron', () => ({
  utilityProcess: {
    fork(entry: string, args: string[], options: { execArgv?: string[] }) {
      electron.forks.push({ entry, args, options });
      const child = Object.assign(new EventEmitter(), {
        stdout: new PassThrough(),
        stderr: new PassThrough(),
        pid: undefined,
        postMessage: (message: unknown) =>
          parentPort.emit('message', { data: structuredClone(message) }),
        kill: () => child.emit('exit', 0),
      });
      const parentPort = Object.assign(new EventEmitter(), {
        postMessage: (message: unknown) => child.emit('message', structuredClone(message)),
      });
      // The child process starts: its `process.parentPort` is this port.
      setImmediate(() => electron.start?.({ child, parentPort }));
      return child;
    },
  },
}));

describe("Electron's utility process channel", () => {
  let handle: DatabaseHandle;
  let server: RunningServer;

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite' });
    await prepareDatabase(handle);
    await createSuperAdmin(handle.db, { email: EMAIL, password: PASSWORD, name: 'Admin' });
    const app = createApp({ handle });
    electron.start = (started) => {
      const { child, parentPort } = started as {
        child: { stdout: PassThrough };
        parentPort: unknown;
      };
      const processWithPort = process as { parentPort?: unknown };
      processWithPort.parentPort = parentPort;
      const channel = parentChannel();
      delete processWithPort.parentPort;
      const running = serveOverChannel(app, channel!);
      child.stdout.write(`BACKOFFICE_SERVER_LISTENING ${running.url}\n`);
    };
    const { startUtilityServer } = await import('../../main/electron/utilityServer');
    server = await startUtilityServer('/app/out/main/server.js', '/tmp/donnees', () => {});
  });

  afterAll(async () => {
    await server?.stop();
    await handle?.close();
  });

  it('forks the server with --ipc and the server Node flags', () => {
    expect(electron.forks).toHaveLength(1);
    expect(electron.forks[0]).toMatchObject({ entry: '/app/out/main/server.js', args: ['--ipc'] });
    expect(electron.forks[0]!.options.execArgv).toEqual([...SERVER_NODE_FLAGS]);
    expect(server.url).toBe(CHANNEL_API_URL);
  });

  it('carries the bridge calls over postMessage and parentPort: login then me', async () => {
    const bridge = new GraphqlBridge({
      apiUrl: () => server.url,
      clientVersion: 'test',
      transport: server.transport,
    });
    const login = await bridge.request(
      {
        operationName: 'login',
        query:
          'mutation login($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
        variables: { e: EMAIL, p: PASSWORD },
      },
      null,
    );
    const token = (login.data as { login: { token: string } }).login.token;
    expect(
      await bridge.request({ operationName: 'me', query: 'query me { me { email } }' }, token),
    ).toEqual({ data: { me: { email: EMAIL } } });
  });

  it('fails calls once the utility process has exited', async () => {
    await server.stop();
    await expect(
      server.transport(new URL('graphql?me', server.url), {
        headers: {},
        body: '{}',
        timeoutMs: 1_000,
      }),
    ).rejects.toThrow('Embedded server exited');
  });
});
