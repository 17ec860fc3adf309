// The browser host's way to run the embedded server: a Node child process running the server's
// CLI through tsx, data in `<app data>/server`.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { SERVER_NODE_FLAGS } from '../../server/src/nodeFlags';
import { awaitReady, lineSplitter, type RunningServer } from './EmbeddedServer';

export function startNodeChildServer(options: {
  projectRoot: string;
  dataDir: string;
  log?: (line: string) => void;
  /** More environment for the server (the benchmark names its database). */
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const require = createRequire(join(options.projectRoot, 'package.json'));
  const tsxCli = require.resolve('tsx/cli');
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, tsxCli, resolve(options.projectRoot, 'server/src/cli.ts'), '--port', '0'], {
    cwd: options.projectRoot,
    env: { ...process.env, BACKOFFICE_DATA_DIR: join(options.dataDir, 'server'), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = options.log ?? (() => {});
  child.stderr.on('data', lineSplitter(log));
  return awaitReady(
    {
      onStdoutLine: (listener) => child.stdout.on('data', lineSplitter(listener)),
      onExit: (listener) => child.on('exit', (code) => listener(code)),
      terminate: () => child.kill('SIGTERM'),
      kill: () => child.kill('SIGKILL'),
    },
    log,
  );
}
