// The embedded server as the app runs it (main/embedded/nodeChildServer.ts): the real CLI with
// `--ipc` in a child process, called over its message channel by main's bridge. No port is opened.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphqlBridge } from '../../main/api/GraphqlBridge';
import type { RunningServer } from '../../main/embedded/EmbeddedServer';
import { startNodeChildServer } from '../../main/embedded/nodeChildServer';
import { bodyTooLargeMessage } from '../../server/src/http';
import { CHANNEL_API_URL, readChannelRequest } from '../../common/embedded/channelProtocol';

const ROOT = join(__dirname, '..', '..');
const EMAIL = 'admin.integre@example.test';
const PASSWORD = 'un-mot-de-passe-solide';

describe('embedded server over the message channel', () => {
  let server: RunningServer;
  let dataDir: string;
  const logs: string[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'backoffice-ipc-'));
    server = await startNodeChildServer({
      projectRoot: ROOT,
      dataDir,
      env: { DATABASE_URL: '', BACKOFFICE_ADMIN_EMAIL: EMAIL, BACKOFFICE_ADMIN_PASSWORD: PASSWORD },
      log: (line) => logs.push(line),
    });
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (body: string, operation = 'me') =>
    server.transport(new URL(`graphql?${operation}`, server.url), {
      headers: { 'content-type': 'application/json' },
      body,
      timeoutMs: 10_000,
    });

  it('announces the channel, not a port, and answers the bridge: login then me', async () => {
    expect(server.url).toBe(CHANNEL_API_URL);
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
    const me = await bridge.request(
      { operationName: 'me', query: 'query me { me { email isSuperAdmin } }' },
      token,
    );
    expect(me).toEqual({ data: { me: { email: EMAIL, isSuperAdmin: true } } });
    const refused = await bridge.request(
      { operationName: 'me', query: 'query me { me { email } }' },
      'not-a-token',
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses what is not a GraphQL request in French, and a body over the limit', async () => {
    const notJson = await post('{"query": ');
    expect(notJson.status).toBe(400);
    expect(JSON.parse(notJson.body)).toEqual({
      errors: [
        {
          message: "Le corps de la requête n'est pas du JSON valide.",
          extensions: { code: 'BAD_REQUEST' },
        },
      ],
    });
    const big = await post(
      JSON.stringify({
        query: 'query me { me { id } }',
        variables: { s: 'x'.repeat(3 * 1024 * 1024) },
      }),
    );
    expect(big.status).toBe(413);
    expect(JSON.parse(big.body).errors[0].message).toBe(bodyTooLargeMessage(2 * 1024 * 1024));
    const unknownPath = await server.transport(new URL('ailleurs', server.url), {
      headers: {},
      body: '{}',
      timeoutMs: 10_000,
    });
    expect(unknownPath.status).toBe(404);
  });

  it('answers concurrent calls each with its own reply', async () => {
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(JSON.stringify({ query: `query n${i} { __typename }` }), `n${i}`),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(replies.every((r) => JSON.parse(r.body).data.__typename === 'Query')).toBe(true);
  });
});

describe('readChannelRequest', () => {
  it('takes only a well-formed request and lower-cases header names', () => {
    expect(
      readChannelRequest({
        id: 1,
        url: '/graphql?me',
        headers: { Authorization: 'Bearer x' },
        body: '{}',
      }),
    ).toEqual({
      id: 1,
      url: '/graphql?me',
      headers: { authorization: 'Bearer x' },
      body: '{}',
    });
    for (const bad of [
      null,
      'x',
      { id: '1', url: '/', headers: {}, body: '' },
      { id: 1, url: 'http://elsewhere/', headers: {}, body: '' },
      { id: 1, url: '/', headers: { a: 1 }, body: '' },
      { id: 1, url: '/', headers: {}, body: {} },
    ]) {
      expect(readChannelRequest(bad)).toBeNull();
    }
  });
});

describe('the CLI with --ipc', () => {
  const tsxLoader = pathToFileURL(createRequire(join(ROOT, 'package.json')).resolve('tsx')).href;
  const cli = (stdio: ('ignore' | 'pipe' | 'ipc')[], dataDir: string) =>
    spawn(process.execPath, ['--import', tsxLoader, join(ROOT, 'server/src/cli.ts'), '--ipc'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', BACKOFFICE_DATA_DIR: dataDir },
      stdio,
    });

  it('refuses to start without a channel, in French', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-ipc-none-'));
    try {
      const child = cli(['ignore', 'pipe', 'pipe'], dataDir);
      let stderr = '';
      child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(2);
      expect(stderr).toContain(
        "Configuration : --ipc : ce processus n'a pas été lancé avec un canal de messages.",
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('stops cleanly when the app that started it goes away', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-ipc-orphan-'));
    try {
      const child = cli(['ignore', 'pipe', 'pipe', 'ipc'], dataDir);
      let stderr = '';
      child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      await new Promise<void>((resolve, reject) => {
        child.stdout!.on(
          'data',
          (chunk: Buffer) => chunk.toString().includes('BACKOFFICE_SERVER_LISTENING') && resolve(),
        );
        child.once('exit', (code) => reject(new Error(`exited ${String(code)}: ${stderr}`)));
      });
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.disconnect();
      expect(await exited).toBe(0);
      expect(stderr).toContain('Processus parent terminé : arrêt du serveur');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
