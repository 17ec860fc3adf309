// The video host of `npm run bench -- video`: the project's own server (the built bundle
// `out/main/server.js`, as the app ships it: `npm run build` first) in a process of its own, over a
// data folder seeded with the demo catalogue (PGlite, `<dataDir>/server`; media in
// `<dataDir>/server-media`), as tests/e2e/support/seededApi.ts does (not imported: it brings
// Playwright). Its upload and progress endpoints are the own video host's (server/src/video/). The
// bench kills it (SIGKILL) or stops it (SIGSTOP) to cut an upload, and starts it again on the same
// port and data folder: the session token stays valid.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const BUILT = resolve(__dirname, '../../../out/main');

/** The seed's super-admin (server/src/seed/catalogue.ts DEMO_USERS), with the password we give it. */
const ADMIN = { email: 'admin@demo.backoffice.test', password: 'Motdepasse-bench-video-1' };

export interface VideoHost {
  child: ChildProcess;
  base: string;
}

/** A fresh data folder seeded with the catalogue alone (no articles). */
export function seedVideoHostData(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-video-api-'));
  execFileSync(process.execPath, [join(BUILT, 'seed.js'), '--articles', '0'], {
    env: {
      ...process.env,
      BACKOFFICE_DATA_DIR: join(dataDir, 'server'),
      BACKOFFICE_DB_TEMPLATE: join(BUILT, 'embedded-db.tar.gz'),
      DATABASE_URL: '',
      BACKOFFICE_DEMO_PASSWORD: ADMIN.password,
    },
    stdio: 'ignore',
  });
  return dataDir;
}

/** The server's CLI on `port` of the loopback (0: any free one), over `dataDir`. */
export function startVideoHost(dataDir: string, port = 0): Promise<VideoHost> {
  const child = spawn(process.execPath, [join(BUILT, 'server.js'), '--port', String(port)], {
    env: { ...process.env, BACKOFFICE_DATA_DIR: join(dataDir, 'server'), DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done, fail) => {
    const listening = (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /BACKOFFICE_SERVER_LISTENING (http:\/\/\S+)/.exec(stdout)?.[1];
      if (!url) return;
      child.stdout!.off('data', listening);
      child.stdout!.resume();
      done({ child, base: url });
    };
    child.stdout!.on('data', listening);
    child.once('exit', (code) => fail(new Error(`server exited (${String(code)}):\n${stderr}`)));
  });
}

/** The seeded super-admin's session token (an API login). */
export async function signInVideoHost(base: string): Promise<string> {
  const response = await fetch(new URL('/graphql', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
      variables: { e: ADMIN.email, p: ADMIN.password },
    }),
  });
  const json = (await response.json()) as { data?: { login: { token: string } } };
  if (!json.data) throw new Error(`login refused: ${JSON.stringify(json)}`);
  return json.data.login.token;
}

/** Removes the stored videos (every file over 64 Mo under `dataDir`): 2 Go per upload on disk. */
export async function dropStoredVideos(dataDir: string): Promise<void> {
  for (const entry of await readdir(dataDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const size = await stat(path).then(
      (s) => s.size,
      () => 0,
    );
    if (size > 64 * 1024 * 1024) await rm(path, { force: true });
  }
}
