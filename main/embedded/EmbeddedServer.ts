// The embedded API: when no remote API is configured the app runs the server in a child process
// of its own (never on the main process's event loop: PGlite's work would stall IPC), with its
// data in the app data folder. It is started with `--ipc`: the app calls it over the child's
// message channel (channelTransport.ts) and it opens no port, so no other program on the machine
// can reach it. The host supplies how to spawn it (utilityProcess under Electron, a Node child
// process under the browser host); this file reads the readiness line and stops the child cleanly.
import type { HttpTransport } from '../api/httpTransport';
import { channelStream, type StreamTransport } from '../dashboard/apiStream';
import { channelTransport, type ChildChannel } from './channelTransport';

/** The server's arguments: served over the message channel, no port. */
export const EMBEDDED_SERVER_ARGS = ['--ipc'] as const;

export const READY_PREFIX = 'BACKOFFICE_SERVER_LISTENING ';
const STARTUP_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 5_000;

/** The little a host's child-process handle must offer. */
export interface ServerProcess {
  channel: ChildChannel;
  onStdoutLine(listener: (line: string) => void): void;
  onExit(listener: (code: number | null) => void): void;
  terminate(): void;
  kill(): void;
}

export interface RunningServer {
  /** The server's label for this app (`ipc://serveur-integre/`): sessions are kept under it. */
  url: string;
  /** How the bridge reaches it. */
  transport: HttpTransport;
  /** Streamed answers (the dashboard's CSV) over the same channel. */
  stream?: StreamTransport;
  /** Settles when the child has ended, asked to or not (a crash, a kill). */
  exited: Promise<void>;
  stop(): Promise<void>;
}

/** Waits for the readiness line and returns the server, or fails if the child exits first. */
export function awaitReady(
  child: ServerProcess,
  log: (line: string) => void = () => {},
): Promise<RunningServer> {
  let exited = false;
  const exit = new Promise<void>((resolve) => child.onExit(() => ((exited = true), resolve())));
  const transport = channelTransport(child.channel, exit);
  const stream = channelStream(child.channel, exit);
  const stop = async (): Promise<void> => {
    if (exited) return;
    child.terminate();
    const timer = setTimeout(() => child.kill(), STOP_GRACE_MS);
    await exit;
    clearTimeout(timer);
  };
  return new Promise<RunningServer>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error("Le serveur intégré n'a pas démarré à temps."));
      void stop();
    }, STARTUP_TIMEOUT_MS);
    child.onStdoutLine((line) => {
      if (line.startsWith(READY_PREFIX)) {
        clearTimeout(timer);
        resolve({
          url: line.slice(READY_PREFIX.length).trim(),
          transport,
          stream,
          exited: exit,
          stop,
        });
      } else {
        log(line);
      }
    });
    child.onExit((code) => {
      clearTimeout(timer);
      reject(new Error(`Le serveur intégré s'est arrêté (code ${String(code)}).`));
    });
  });
}

/** Splits a byte stream into lines for onStdoutLine. */
export function lineSplitter(emit: (line: string) => void): (chunk: Buffer | string) => void {
  let buffer = '';
  return (chunk) => {
    buffer += chunk.toString();
    let index: number;
    while ((index = buffer.indexOf('\n')) >= 0) {
      emit(buffer.slice(0, index).replace(/\r$/, ''));
      buffer = buffer.slice(index + 1);
    }
  };
}
