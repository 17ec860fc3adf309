// Electron's way to run the embedded server: a utilityProcess (a Node child managed by Electron),
// never the main process's event loop; requests over its message port (postMessage).
import { utilityProcess } from 'electron';
import { dirname, join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../../common/embedded/nodeFlags';
import {
  awaitReady,
  EMBEDDED_SERVER_ARGS,
  lineSplitter,
  type RunningServer,
} from '../embedded/EmbeddedServer';

export function startUtilityServer(
  serverEntry: string,
  dataDir: string,
  log: (line: string) => void,
): Promise<RunningServer> {
  const child = utilityProcess.fork(serverEntry, [...EMBEDDED_SERVER_ARGS], {
    stdio: 'pipe',
    serviceName: 'Serveur intégré du back-office',
    execArgv: [...SERVER_NODE_FLAGS],
    env: {
      ...process.env,
      BACKOFFICE_DATA_DIR: join(dataDir, 'server'),
      // Built next to server.js by `npm run build` (server/src/db/template.ts).
      BACKOFFICE_DB_TEMPLATE: join(dirname(serverEntry), 'embedded-db.tar.gz'),
    },
  });
  child.stderr?.on('data', lineSplitter(log));
  return awaitReady(
    {
      channel: {
        send: (request) => child.postMessage(request),
        onMessage: (listener) => child.on('message', listener),
      },
      onStdoutLine: (listener) => child.stdout?.on('data', lineSplitter(listener)),
      onExit: (listener) => child.on('exit', (code) => listener(code)),
      terminate: () => child.kill(),
      kill: () => {
        if (child.pid) process.kill(child.pid, 'SIGKILL');
      },
    },
    log,
  );
}
