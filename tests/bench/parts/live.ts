// `npm run bench -- live` (issue 39): the live newsroom across 3 server processes (the real CLI) on
// one PostgreSQL, 200 subscribers (graphql-sse clients in this process, spread over the 3):
//   - a save through one process → its event at the subscribers of the others (p50/p95, < 500 ms);
//   - a presence announce → the presence event seen there (p95 < 1 s);
//   - 200 idle subscriptions: the servers' RSS delta (< 50 MB) and CPU % of one core over 30 s (< 2);
//   - one process killed (kill -9): its subscribers reconnect to another with their last cursor
//     (p95 of the time from the kill to the new stream accepted, < 5 s) and the events they missed.
// Needs TEST_DATABASE_URL or DATABASE_URL (a database `live_bench_<pid>` is made next to it and
// dropped); without one, a line says the part is skipped.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { createClient } from 'graphql-sse';
import pg from 'pg';
import {
  LIVE_STREAM_PATH,
  NEWSROOM_SUBSCRIPTION,
  type LiveEvent,
} from '../../../common/live/liveEvents';
import { prepareDatabase } from '../../../server/src/app';
import { createSuperAdmin } from '../../../server/src/auth/adminAccount';
import { openDatabase } from '../../../server/src/db/database';
import { percentile, type BenchResult } from '../run';

const ROOT = join(__dirname, '..', '..', '..');
const TSX = pathToFileURL(join(ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
const SUBSCRIBERS = Number(process.env.BENCH_LIVE_SUBSCRIBERS ?? 200);
const SAVES = Number(process.env.BENCH_LIVE_SAVES ?? 20);
const IDLE_MS = Number(process.env.BENCH_LIVE_IDLE_MS ?? 30_000);
const ADMIN = { email: 'live-bench@example.test', password: 'bench-password-live', name: 'Bench' };
const CREATE = `mutation upsertArticle($c: ArticleCreateInput!) { upsertArticle(create: $c, update: {}) { id } }`;
const ANNOUNCE = `mutation announcePresence($i: ID!, $w: ID!, $items: [PresenceInput!]!) {
  announcePresence(instanceId: $i, windowId: $w, items: $items) }`;

interface Server {
  child: ChildProcess;
  url: string;
  exited: Promise<void>;
}

async function startServer(databaseUrl: string): Promise<Server> {
  const child = spawn(
    process.execPath,
    ['--import', TSX, join(ROOT, 'server/src/cli.ts'), '--port', '0'],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const m = /^BACKOFFICE_SERVER_LISTENING (\S+)/.exec(line);
      if (m) resolve(m[1]!);
    });
    void exited.then(() => reject(new Error('le serveur s’est arrêté au démarrage')));
  });
  return { child, url, exited };
}

async function gql<T>(
  server: Server,
  query: string,
  variables: object,
  token?: string,
): Promise<T> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** One app's subscription: its events with their arrival time, reconnecting on demand. */
class Subscriber {
  readonly seen = new Map<string, number>();
  cursor: string | null = null;
  server: number;
  private dispose: () => void = () => {};
  connectedAt = 0;
  private onConnected: (() => void) | null = null;
  listeners = new Set<(e: LiveEvent, at: number) => void>();

  constructor(
    private readonly servers: Server[],
    index: number,
    private readonly token: string,
  ) {
    this.server = index;
  }

  connect(): Promise<void> {
    const client = createClient({
      url: `${this.servers[this.server]!.url}${LIVE_STREAM_PATH}`,
      headers: { authorization: `Bearer ${this.token}` },
      retryAttempts: 0,
      on: { connected: () => ((this.connectedAt = performance.now()), this.onConnected?.()) },
    });
    const connected = new Promise<void>((resolve) => (this.onConnected = resolve));
    const unsubscribe = client.subscribe<{ newsroom: LiveEvent }>(
      { query: NEWSROOM_SUBSCRIPTION, variables: { since: this.cursor } },
      {
        next: ({ data }) => {
          const event = data?.newsroom;
          if (!event) return;
          const at = performance.now();
          this.cursor = event.cursor;
          if (event.action === 'created') this.seen.set(event.contentId, at);
          for (const l of this.listeners) l(event, at);
        },
        error: () => {},
        complete: () => {},
      },
    );
    this.dispose = () => (unsubscribe(), client.dispose());
    return connected;
  }

  close(): void {
    this.dispose();
  }
}

/** Resident memory and CPU ticks of a process (Linux /proc). */
function procStats(pid: number): { rssMb: number; ticks: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return { rssMb: rssKb / 1024, ticks: Number(stat[11]) + Number(stat[12]) };
}

const TICKS_PER_SECOND = 100;

async function makeDatabase(base: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `live_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  await prepareDatabase(handle);
  await createSuperAdmin(handle.db, ADMIN);
  await handle.close();
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Time from `act` to the event matching `match` at every subscriber not on `origin`. */
async function fanOutLatencies(
  subscribers: Subscriber[],
  origin: number,
  act: () => Promise<string>,
  match: (e: LiveEvent, key: string) => boolean,
): Promise<number[]> {
  const others = subscribers.filter((s) => s.server !== origin);
  const samples: number[] = [];
  let key = '';
  let pending = others.length;
  let done!: () => void;
  const all = new Promise<void>((r) => (done = r));
  const early: [Subscriber, LiveEvent, number][] = [];
  const listener = (s: Subscriber) => (e: LiveEvent, at: number) => {
    if (!key) return void early.push([s, e, at]);
    if (match(e, key)) {
      samples.push(at - start);
      s.listeners.delete(handlers.get(s)!);
      if (--pending === 0) done();
    }
  };
  const handlers = new Map(others.map((s) => [s, listener(s)]));
  for (const [s, h] of handlers) s.listeners.add(h);
  const start = performance.now();
  key = await act();
  for (const [s, e, at] of early) if (match(e, key)) handlers.get(s)!(e, at);
  await all;
  return samples;
}

function result(name: string, unit: string, samples: number[], target: number | null): BenchResult {
  return { name, unit, p50: percentile(samples, 50), p95: percentile(samples, 95), target };
}

async function measure(servers: Server[], token: string): Promise<BenchResult[]> {
  // The same processes without streams first (their job queue polls): the baseline to subtract.
  const quietStart = servers.map((s) => procStats(s.child.pid!));
  await new Promise((r) => setTimeout(r, IDLE_MS));
  const before = servers.map((s) => procStats(s.child.pid!));
  const percent = (from: typeof before, to: typeof before) =>
    (to.reduce((sum, s, i) => sum + (s.ticks - from[i]!.ticks), 0) /
      TICKS_PER_SECOND /
      (IDLE_MS / 1000)) *
    100;
  const quietCpu = percent(quietStart, before);
  const subscribers = Array.from(
    { length: SUBSCRIBERS },
    (_, i) => new Subscriber(servers, i % servers.length, token),
  );
  await Promise.all(subscribers.map((s) => s.connect()));
  // Idle: memory and CPU of the 3 processes with the 200 streams open.
  const idleStart = servers.map((s) => procStats(s.child.pid!));
  await new Promise((r) => setTimeout(r, IDLE_MS));
  const idleEnd = servers.map((s) => procStats(s.child.pid!));
  const rssDelta = idleEnd.reduce((sum, s, i) => sum + s.rssMb - before[i]!.rssMb, 0);
  const idleCpu = percent(idleStart, idleEnd);
  const cpu = Math.max(0, idleCpu - quietCpu);
  const create = (title: string) => async () =>
    (
      await gql<{ upsertArticle: { id: string } }>(
        servers[0]!,
        CREATE,
        { c: { brandKey: 'TEL', format: 'Rich', title } },
        token,
      )
    ).upsertArticle.id;
  const saves: number[] = [];
  for (let i = 0; i < SAVES; i++)
    saves.push(
      ...(await fanOutLatencies(
        subscribers,
        0,
        create(`Direct ${i}`),
        (e, id) => e.contentId === id && e.action === 'created',
      )),
    );
  const article = await create('Présence')();
  const presence: number[] = [];
  for (let i = 0; i < SAVES; i++) {
    const mode = i % 2 ? 'viewing' : 'editing';
    const announce = async () => {
      await gql(
        servers[0]!,
        ANNOUNCE,
        {
          i: '00000000-0000-4000-8000-000000000039',
          w: 'w',
          items: [{ brandKey: 'TEL', contentType: 'article', contentId: article, mode }],
        },
        token,
      );
      return article;
    };
    presence.push(
      ...(await fanOutLatencies(
        subscribers,
        0,
        announce,
        (e, id) => e.contentId === id && e.action === 'presence' && e.presence?.[0]?.mode === mode,
      )),
    );
  }
  // One process killed: its subscribers come back on the next one from their cursor.
  const victims = subscribers.filter((s) => s.server === 0);
  servers[0]!.child.kill('SIGKILL');
  const killedAt = performance.now();
  await servers[0]!.exited;
  const during: string[] = [];
  for (let i = 0; i < 5; i++)
    during.push(
      (
        await gql<{ upsertArticle: { id: string } }>(
          servers[1]!,
          CREATE,
          { c: { brandKey: 'TEL', format: 'Rich', title: `Panne ${i}` } },
          token,
        )
      ).upsertArticle.id,
    );
  const reconnects = await Promise.all(
    victims.map(async (s, i) => {
      s.close();
      s.server = 1 + (i % 2);
      await s.connect();
      return s.connectedAt - killedAt;
    }),
  );
  const last = (
    await gql<{ upsertArticle: { id: string } }>(
      servers[1]!,
      CREATE,
      { c: { brandKey: 'TEL', format: 'Rich', title: 'Après' } },
      token,
    )
  ).upsertArticle.id;
  await Promise.all(
    victims.map(
      (s) =>
        new Promise<void>((resolve) => {
          if (s.seen.has(last)) return resolve();
          const l = (e: LiveEvent) => e.contentId === last && (s.listeners.delete(l), resolve());
          s.listeners.add(l);
        }),
    ),
  );
  const missed = victims.reduce((n, s) => n + during.filter((id) => !s.seen.has(id)).length, 0);
  for (const s of subscribers) s.close();
  console.log(
    `  live: ${victims.length} subscribers moved, ${missed} events missed; CPU of the 3 processes: ${quietCpu.toFixed(2)} % without streams, ${idleCpu.toFixed(2)} % with them`,
  );
  return [
    result('live: save → event at another process', 'ms', saves, 500),
    result('live: presence change seen at another process', 'ms', presence, 1000),
    {
      name: `live: ${SUBSCRIBERS} idle subscriptions, RSS delta (3 processes)`,
      unit: 'MB',
      p50: rssDelta,
      p95: rssDelta,
      target: 50,
    },
    {
      name: `live: ${SUBSCRIBERS} idle subscriptions, CPU over ${IDLE_MS / 1000} s (3 processes, above their idle)`,
      unit: '% of a core',
      p50: cpu,
      p95: cpu,
      target: 2,
    },
    result('live: reconnect after a kill -9', 'ms', reconnects, 5000),
    {
      name: 'live: events missed across the kill',
      unit: 'events',
      p50: missed,
      p95: missed,
      target: 0,
    },
  ];
}

export async function run(): Promise<BenchResult[]> {
  const base = (process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '').trim();
  if (!base) {
    console.log(
      '  live: ignoré — TEST_DATABASE_URL ou DATABASE_URL requis (3 processus sur un PostgreSQL).',
    );
    return [];
  }
  const database = await makeDatabase(base);
  const servers: Server[] = [];
  try {
    for (let i = 0; i < 3; i++) servers.push(await startServer(database.url));
    const { login } = await gql<{ login: { token: string } }>(
      servers[0]!,
      'mutation login($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
      { e: ADMIN.email, p: ADMIN.password },
    );
    return await measure(servers, login.token);
  } finally {
    for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    await database.drop();
  }
}
