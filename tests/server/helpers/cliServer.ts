// The real server CLI in a child process, for the tests that kill a server (kill -9) and restart
// it on the same database: one copy of what each of them needs — a database the child can open
// (PGlite: a data folder from the run's template, which only one process may hold at a time;
// PostgreSQL: a fresh database), starting and killing children, GraphQL over HTTP, and polling
// what the server records (no fixed waits).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, inject } from 'vitest';
import { prepareDatabase } from '../../../server/src/app';
import { createSuperAdmin } from '../../../server/src/auth/adminAccount';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/database';
import type { TestBackend } from './backends';

const ROOT = join(__dirname, '..', '..', '..');
const TSX = pathToFileURL(join(ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;

/** Jobs polled often and leases short: a restarted server takes a dead one's job up quickly. */
const FAST_JOBS_ENV = { BACKOFFICE_JOBS_POLL_MS: '100', BACKOFFICE_JOBS_LEASE_MS: '3000' };

export interface CliAdmin {
  email: string;
  password: string;
}

export interface CliDatabase {
  /** DATABASE_URL and BACKOFFICE_DATA_DIR for the server child. */
  env: Record<string, string>;
  /** Runs `use` on the database from this process (PGlite: only while no child holds it). */
  withDb<T>(use: (db: DatabaseHandle['db']) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A database with a super-admin and what `seed` adds, ready for a server child. */
async function prepareCliDatabase(
  backend: TestBackend,
  options: {
    prefix: string;
    admin: CliAdmin;
    seed?: (db: DatabaseHandle['db']) => Promise<unknown>;
  },
): Promise<CliDatabase> {
  let dataDir: string | null = null;
  let pg: (DatabaseHandle & { url?: string }) | null = null;
  let handle: DatabaseHandle & { url?: string };
  if (backend.kind === 'pglite') {
    dataDir = mkdtempSync(join(tmpdir(), options.prefix));
    handle = await openDatabase({ kind: 'pglite', dataDir, template: inject('pgliteTemplate') });
    await prepareDatabase(handle);
  } else {
    handle = pg = await backend.openDatabase();
  }
  await createSuperAdmin(handle.db, { ...options.admin, name: 'Admin' });
  await options.seed?.(handle.db);
  // PGlite: one process per folder, so the server child opens it after we closed it.
  if (!pg) await handle.close();
  return {
    env: { DATABASE_URL: pg?.url ?? '', BACKOFFICE_DATA_DIR: dataDir ?? '' },
    async withDb(use) {
      const h = pg ?? (await openDatabase({ kind: 'pglite', dataDir: dataDir! }));
      try {
        return await use(h.db);
      } finally {
        if (!pg) await h.close();
      }
    },
    async close() {
      await pg?.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface CliServer {
  child: ChildProcess;
  url: string;
  exited: Promise<void>;
}

/** Starts server children on `env`; `killAll` (afterAll) ends those a failed test left running. */
function cliServers(): {
  start(env: Record<string, string>): Promise<CliServer>;
  killAll(): void;
} {
  const children: ChildProcess[] = [];
  return {
    start: (env) => startCliServer(env, children),
    killAll() {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** The CLI on a free port; resolves when it says where it listens, rejects (with its stderr) if it ends first. */
async function startCliServer(
  env: Record<string, string>,
  children: ChildProcess[],
): Promise<CliServer> {
  const child = spawn(
    process.execPath,
    ['--import', TSX, join(ROOT, 'server/src/cli.ts'), '--port', '0'],
    { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  const stderr: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const m = /^BACKOFFICE_SERVER_LISTENING (\S+)/.exec(line);
      if (m) resolve(m[1]!);
    });
    void exited.then(() => reject(new Error(`le serveur s'est arrêté :\n${stderr.join('')}`)));
  });
  return { child, url, exited };
}

export interface GqlResult<T> {
  data: T | null;
  errors?: { message: string }[];
}

export async function gql<T>(
  server: CliServer,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<GqlResult<T>> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GqlResult<T>;
}

/** The admin's session token on that server. */
async function login(server: CliServer, admin: CliAdmin): Promise<string> {
  const result = await gql<{ login: { token: string } }>(
    server,
    'mutation login($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
    { e: admin.email, p: admin.password },
  );
  return result.data!.login.token;
}

/** Polls `probe` until it answers something other than null (what the server records). */
export async function waitFor<T>(
  probe: () => Promise<T | null>,
  what: string,
  ms = 60_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > end) throw new Error(`délai dépassé : ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface CliServerSuite {
  /** A server child on the suite's database, with FAST_JOBS_ENV and what `env()` adds. */
  start(): Promise<CliServer>;
  /** The suite's admin's session token on that server. */
  login(server: CliServer): Promise<string>;
  withDb: CliDatabase['withDb'];
  /** kill -9 of `server` (the crash), then a new server on the same database, signed in. */
  crashAndRestart(server: CliServer): Promise<{ server: CliServer; token: string }>;
}

/**
 * In a `forEachBackend` suite: the database prepared before all its tests, the children killed and
 * the database closed after them. `env` is read at each start, so it may use what an earlier
 * beforeAll (a stand-in) set up.
 */
export function cliServerSuite(
  backend: TestBackend,
  options: Parameters<typeof prepareCliDatabase>[1] & { env?: () => Record<string, string> },
): CliServerSuite {
  let database: CliDatabase;
  const servers = cliServers();
  beforeAll(async () => {
    database = await prepareCliDatabase(backend, options);
  });
  afterAll(async () => {
    servers.killAll();
    await database?.close();
  });
  const suite: CliServerSuite = {
    start: () => servers.start({ ...database.env, ...FAST_JOBS_ENV, ...options.env?.() }),
    login: (server) => login(server, options.admin),
    withDb: (use) => database.withDb(use),
    async crashAndRestart(server) {
      server.child.kill('SIGKILL');
      await server.exited;
      const restarted = await suite.start();
      return { server: restarted, token: await suite.login(restarted) };
    },
  };
  return suite;
}
