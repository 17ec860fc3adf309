// One process per PGlite folder (server/src/db/folderLock.ts): a second opening is refused before
// PGlite touches the folder, a lock left by a dead process is taken over, closing releases it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/database';
import { FolderInUseError, LOCK_FILE, lockDataFolder } from '../../server/src/db/folderLock';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'backoffice-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('data folder lock', () => {
  it('creates a missing folder and refuses a second holder, naming the first', () => {
    const dir = join(tempDir(), 'nested', 'server');
    const lock = lockDataFolder(dir);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
    let refused: unknown;
    try {
      lockDataFolder(dir);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(FolderInUseError);
    expect((refused as Error).message).toContain(`pid ${process.pid}`);
    expect((refused as Error).message).toMatch(/^Le dossier de données .* est déjà utilisé/);
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lockDataFolder(dir).release();
  });

  it('takes over a lock left by a process that no longer exists', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const deadPid = Number(dead.stdout.toString());
    writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({ pid: deadPid, command: 'old', since: '' }),
    );
    const lock = lockDataFolder(dir);
    lock.release();
  });

  it('a second PGlite on a folder in use is refused and the first keeps working', async () => {
    const dir = tempDir();
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(
        /est déjà utilisé/,
      );
      await first.runScript(
        'create table still_works (id int); insert into still_works values (1);',
      );
    } finally {
      await first.close();
    }
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  }, 120_000);
});
