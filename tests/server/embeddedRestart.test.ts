// main's services with the real embedded server (a Node child over its message channel): when the
// server process dies on its own, the app says it is offline, starts it again and is back online
// with the same data; once the app stops, a server that ends is not started again.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Backoffice } from '../../main/app/Backoffice';
import { startNodeChildServer } from '../../main/embedded/nodeChildServer';

const ROOT = join(__dirname, '..', '..');
const EMAIL = 'admin.redemarrage@example.test';
const PASSWORD = 'un-mot-de-passe-solide';

/** Pids of this test process's embedded servers. */
function serverPids(): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(process.pid), '-f', 'server/src/cli.ts'], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}

async function waitFor<T>(
  probe: () => Promise<T | null> | T | null,
  what: string,
  timeoutMs = 60_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('embedded server restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-restart-'));
  const logs: string[] = [];
  const statuses: boolean[] = [];
  const backoffice = new Backoffice({
    host: 'browser',
    appName: 'Back-office',
    version: '0.0.0-test',
    dataDir,
    env: {},
    keychain: null,
    startEmbeddedServer: () =>
      startNodeChildServer({
        projectRoot: ROOT,
        dataDir,
        env: {
          DATABASE_URL: '',
          BACKOFFICE_ADMIN_EMAIL: EMAIL,
          BACKOFFICE_ADMIN_PASSWORD: PASSWORD,
        },
      }),
    openExternal: async () => 'renderer',
    emit: (event, payload) => {
      if (event === 'api.status') statuses.push((payload as { online: boolean }).online);
    },
    log: (line) => logs.push(line),
  });
  const login = () =>
    backoffice.api.request(
      {
        operationName: 'login',
        query:
          'mutation login($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
        variables: { e: EMAIL, p: PASSWORD },
      },
      null,
    );
  const me = (token: string) =>
    backoffice.api.request({ operationName: 'me', query: 'query me { me { email } }' }, token);

  afterAll(async () => {
    await backoffice.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('comes back by itself after the server is killed, with the same data', async () => {
    await backoffice.start();
    const token = ((await login()).data as { login: { token: string } }).login.token;
    expect((await me(token)).data).toEqual({ me: { email: EMAIL } });

    const [pid] = serverPids();
    expect(pid).toBeGreaterThan(0);
    process.kill(pid!, 'SIGKILL');

    await waitFor(() => (statuses.includes(false) ? true : null), 'the offline status');
    expect(logs).toContain("Le serveur intégré s'est arrêté : redémarrage dans 1 s.");
    // The same session still works: the restarted server has the same database.
    const back = await waitFor(
      async () => ((await me(token)).data ? true : null),
      'the restarted server',
    );
    expect(back).toBe(true);
    expect(statuses.at(-1)).toBe(true);
    const [restarted] = serverPids();
    expect(restarted).toBeGreaterThan(0);
    expect(restarted).not.toBe(pid);
  });

  it('does not start the server again once the app has stopped', async () => {
    await backoffice.stop();
    expect(serverPids()).toEqual([]);
    await new Promise((r) => setTimeout(r, 2_000));
    expect(serverPids()).toEqual([]);
  });
});
