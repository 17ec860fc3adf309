// The browser host's way to run the embedded server: a Node child process running the server's
// CLI, data in `<app data>/server`, requests over Node's IPC channel. The built host runs the
// built server (out/main/server.js, as Electron's utility process does): ready in about a third of
// the time the sources take through tsx, which compiles them at every start.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../common/embedded/nodeFlags';
import {
  awaitReady,
  EMBEDDED_SERVER_ARGS,
  lineSplitter,
  type RunningServer,
} from './EmbeddedServer';

export function startNodeChildServer(options: {
  projectRoot: string;
  dataDir: string;
  log?: (line: string) => void;
  /** More environment for the server (the benchmark names its database). */
  env?: Record<string, string>;
  /** The built server script; without it, the sources through tsx. */
  builtServer?: string;
}): Promise<RunningServer> {
  const entry = options.builtServer
    ? [options.builtServer]
    : // tsx as an in-process loader, not its CLI: the CLI runs the script in a grandchild, which
      // would not inherit this child's message channel.
      [
        '--import',
        pathToFileURL(createRequire(join(options.projectRoot, 'package.json')).resolve('tsx')).href,
        resolve(options.projectRoot, 'server/src/cli.ts'),
      ];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...entry, ...EMBEDDED_SERVER_ARGS], {
    cwd: options.projectRoot,
    env: {
      ...process.env,
      BACKOFFICE_DATA_DIR: join(options.dataDir, 'server'),
      BACKOFFICE_DB_TEMPLATE: join(options.projectRoot, 'out/main/embedded-db.tar.gz'),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    // Structured clone rather than JSON on the channel (as Electron's postMessage): a 250 KB save
    // crosses in 0.9 ms instead of 5.1 ms (p50, measured); a small call costs the same.
    serialization: 'advanced',
  });
  const log = options.log ?? (() => {});
  child.stderr?.on('data', lineSplitter(log));
  return awaitReady(
    {
      channel: {
        send: (request) => child.send(request),
        onMessage: (listener) => child.on('message', listener),
      },
      onStdoutLine: (listener) => child.stdout?.on('data', lineSplitter(listener)),
      onExit: (listener) => child.on('exit', (code) => listener(code)),
      terminate: () => child.kill('SIGTERM'),
      kill: () => child.kill('SIGKILL'),
    },
    log,
  );
}
