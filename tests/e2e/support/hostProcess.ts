// Starts the built browser host (out/main/host.js) the way a user runs `npm run web`, and reads
// its printed URL.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

export interface StartedHost {
  url: string;
  apiUrl: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

const ROOT = resolve(__dirname, '../../..');

export function startHost(env: NodeJS.ProcessEnv, timeoutMs = 180_000): Promise<StartedHost> {
  const child = spawn(process.execPath, [resolve(ROOT, 'out/main/host.js')], {
    cwd: ROOT,
    env: { ...process.env, BACKOFFICE_NO_BROWSER: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`host did not start:\n${stderr}`)), timeoutMs);
    const check = () => {
      const url = /BACKOFFICE_WEB_LISTENING (\S+)/.exec(stdout)?.[1];
      const apiUrl = /API \([^)]*\) : (\S+)/.exec(stderr)?.[1];
      if (url && apiUrl) {
        clearTimeout(timer);
        resolvePromise({ url, apiUrl, process: child, stop });
      }
    };
    child.stdout.on('data', (chunk: Buffer) => ((stdout += chunk.toString()), check()));
    child.stderr.on('data', (chunk: Buffer) => ((stderr += chunk.toString()), check()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`host exited (${String(code)}):\n${stderr}`));
    });
  });
}
