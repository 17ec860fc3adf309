// `npm run server` end to end: the real CLI in a child process (tsx server/src/cli.ts --port 0),
// first-start admin from the two variables, a temp data dir, login and me over HTTP, SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const EMAIL = 'premiere.admin@example.test';
const PASSWORD = 'un-mot-de-passe-solide';

describe('npm run server (CLI)', () => {
  let child: ChildProcess;
  let dataDir: string;
  let url = '';
  const stdoutLines: string[] = [];
  let stderr = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'backoffice-cli-'));
    child = spawn(
      process.execPath,
      // tsx as a loader, not its CLI: the CLI relays SIGTERM and, when the child does not confirm
      // within 30 ms (a loaded machine), SIGKILLs it — exit 143 instead of the server's own stop.
      ['--import', 'tsx', 'server/src/cli.ts', '--port', '0'],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          DATABASE_URL: '',
          BACKOFFICE_DATA_DIR: dataDir,
          BACKOFFICE_ADMIN_EMAIL: EMAIL,
          BACKOFFICE_ADMIN_PASSWORD: PASSWORD,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no listening line; stderr:\n${stderr}`)),
        90_000,
      );
      createInterface({ input: child.stdout! }).on('line', (line) => {
        stdoutLines.push(line);
        const match = /^BACKOFFICE_SERVER_LISTENING (http:\/\/127\.0\.0\.1:\d+)$/.exec(line);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      child.once('exit', (code) =>
        reject(new Error(`server exited with ${code}; stderr:\n${stderr}`)),
      );
    });
  });

  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints exactly one stdout line, the listening address on 127.0.0.1', () => {
    expect(stdoutLines).toEqual([`BACKOFFICE_SERVER_LISTENING ${url}`]);
    expect(stderr).toContain(`Super-administrateur créé : ${EMAIL}`);
  });

  it('answers /health, login and me over HTTP', async () => {
    expect((await fetch(`${url}/health`)).status).toBe(200);
    const post = (op: string, query: string, variables: Record<string, unknown>, token?: string) =>
      fetch(`${url}/graphql?${op}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      }).then(
        (r) =>
          r.json() as Promise<{
            data?: Record<string, { token?: string; email?: string; isSuperAdmin?: boolean }>;
          }>,
      );
    const login = await post(
      'login',
      'mutation login($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
      { e: EMAIL, p: PASSWORD },
    );
    const token = login.data?.login?.token;
    expect(token).toBeTruthy();
    const me = await post('me', 'query me { me { email isSuperAdmin } }', {}, token);
    expect(me.data?.me).toEqual({ email: EMAIL, isSuperAdmin: true });
  });

  it('refuses a seed of the folder it holds at once, in French, and keeps serving', async () => {
    const seed = spawn(
      process.execPath,
      [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'server/src/seed/cli.ts', '--demo'],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: '', BACKOFFICE_DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let seedErr = '';
    seed.stderr?.on('data', (chunk: Buffer) => (seedErr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => seed.once('exit', resolve));
    expect(code).toBe(1);
    expect(seedErr).toContain(`est déjà utilisé par un autre processus`);
    // tsx runs the server in a grandchild: the holder is named by its command and pid.
    expect(seedErr).toMatch(/« node cli\.ts --port 0 », pid \d+\)/);
    expect(seedErr).not.toContain('Seed terminé');
    const health = await fetch(`${url}/health`);
    expect(health.status).toBe(200);
    const count = await fetch(`${url}/graphql?brands`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(count.status).toBe(200);
  });

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
