// PGlite allows one process per data folder: a second one opening it (a seed while the app runs,
// `npm run server` beside the app) corrupts it for good (« Aborted() » at every later start).
// The first process to open a folder writes `backoffice.lock` in it (pid and command, created
// exclusively); any other is refused at once, before PGlite touches a file, with a French message
// naming the holder. A lock left by a process that no longer exists is taken over.
import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'backoffice.lock';

export class FolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `Le dossier de données ${dataDir} est déjà utilisé par un autre processus (« ${holder.command} », pid ${holder.pid}). ` +
        'Arrêtez-le avant de recommencer : deux processus sur un même dossier PGlite le corrompraient.',
    );
    this.name = 'FolderInUseError';
  }
}

export interface LockHolder {
  pid: number;
  command: string;
  since: string;
}

export interface FolderLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(path: string): LockHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockHolder>;
    return typeof parsed.pid === 'number'
      ? {
          pid: parsed.pid,
          command: String(parsed.command ?? '?'),
          since: String(parsed.since ?? ''),
        }
      : null;
  } catch {
    return null; // half-written by a process killed at that instant: treated as stale
  }
}

function describeThisProcess(): string {
  return [process.argv0, ...process.argv.slice(1)]
    .map((part) => part.split(/[\\/]/).pop() ?? part)
    .join(' ')
    .slice(0, 200);
}

/** Takes the folder for this process, or throws FolderInUseError naming the process holding it. */
export function lockDataFolder(dataDir: string): FolderLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const me: LockHolder = {
    pid: process.pid,
    command: describeThisProcess(),
    since: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      try {
        writeSync(fd, JSON.stringify(me));
      } finally {
        closeSync(fd);
      }
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          if (readHolder(path)?.pid === process.pid) rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(path);
      // This very process holds it too: a second PGlite on one folder is as unsafe in one process.
      if (holder && isAlive(holder.pid)) throw new FolderInUseError(dataDir, holder);
      rmSync(path, { force: true }); // left by a process that ended without releasing it
    }
  }
  throw new FolderInUseError(dataDir, readHolder(path) ?? { pid: 0, command: '?', since: '' });
}
