// Grammalecte's HTTP server as a child process on 127.0.0.1: started on first use on a free port,
// ready when it answers, started again if it died, killed with its worker processes on close().
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

const READY_TIMEOUT_MS = 20_000;
const READY_POLL_MS = 50;
/** Past this the session starts with spelling alone rather than keep the user waiting. */
const REQUEST_TIMEOUT_MS = 10_000;

export interface GrammalecteProcessOptions {
  command: string;
  log?: (message: string) => void;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

interface Running {
  child: ChildProcess;
  baseUrl: string;
  exited: boolean;
}

export class GrammalecteProcess {
  private running: Promise<Running> | null = null;
  private current: Running | null = null;
  private closed = false;

  constructor(private readonly options: GrammalecteProcessOptions) {}

  /** POSTs a form to the server (started or restarted as needed) and returns the JSON body. */
  async post(path: string, form: Record<string, string>): Promise<unknown> {
    const server = await this.ready();
    const response = await fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      body: new URLSearchParams(form),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Grammalecte answered ${response.status}`);
    return (await response.json()) as unknown;
  }

  /** The child's pid while it runs (tests check close() ends it). */
  get pid(): number | null {
    return this.current && !this.current.exited ? (this.current.child.pid ?? null) : null;
  }

  async close(): Promise<void> {
    this.closed = true;
    const running = await this.running?.catch(() => null);
    this.running = null;
    if (running && !running.exited) await stop(running);
  }

  private ready(): Promise<Running> {
    if (this.closed) return Promise.reject(new Error('Grammalecte closed'));
    if (!this.running || this.current?.exited) {
      this.running = this.start();
      this.running.catch(() => (this.running = null));
    }
    return this.running;
  }

  private async start(): Promise<Running> {
    const port = await freePort();
    const started = performance.now();
    const child = spawnServer(this.options.command, [
      '-ht',
      '127.0.0.1',
      '-p',
      String(port),
      // One analysis process is enough for one user and keeps the memory down.
      '-mp',
      '1',
    ]);
    const running: Running = { child, baseUrl: `http://127.0.0.1:${port}`, exited: false };
    this.current = running;
    const stderr: string[] = [];
    child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
    child.on('exit', () => (running.exited = true));
    child.on('error', () => (running.exited = true));
    await waitUntilAnswering(running, () => stderr.join('').slice(-500));
    this.options.log?.(
      `grammalecte-server ready on ${port} in ${Math.round(performance.now() - started)} ms`,
    );
    return running;
  }
}

/**
 * The server and its analysis process in a group of their own (detached), so that close() stops
 * them all. On POSIX a small sh keeps watch: it ends the group when the server exits (so that the
 * host sees the exit) and when its stdin, a pipe from the host, closes — the host died without
 * close() (a crash, a SIGKILL): Python would otherwise stay behind with its 130 MB.
 */
const WATCHDOG = `exec 3<&0
"$0" "$@" </dev/null 3<&- &
server=$!
(read _ <&3; kill 0) &
wait $server
kill 0`;

function spawnServer(command: string, args: string[]): ChildProcess {
  if (process.platform === 'win32') {
    return spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  }
  return spawn('/bin/sh', ['-c', WATCHDOG, command, ...args], {
    stdio: ['pipe', 'ignore', 'pipe'],
    detached: true,
  });
}

async function waitUntilAnswering(running: Running, stderr: () => string): Promise<void> {
  const deadline = performance.now() + READY_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (running.exited) throw new Error(`grammalecte-server stopped: ${stderr()}`);
    try {
      const response = await fetch(`${running.baseUrl}/get_options/fr`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await delay(READY_POLL_MS);
  }
  await stop(running);
  throw new Error('grammalecte-server did not answer in time');
}

function stop(running: Running): Promise<void> {
  return new Promise((resolve) => {
    if (running.exited || running.child.pid === undefined) return resolve();
    running.child.once('exit', () => resolve());
    try {
      process.kill(-running.child.pid, 'SIGTERM');
    } catch {
      running.child.kill('SIGTERM');
    }
  });
}
