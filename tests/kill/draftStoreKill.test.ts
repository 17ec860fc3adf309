// DraftStore under a real SIGKILL at random moments of a stream of writes (moved from
// tests/unit/drafts/draftStore.test.ts: a child process killed after a random real-time wait is
// the kill tier's, `npx vitest run --project kill`).
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DraftStore, fileNameForKey } from '../../main/drafts/DraftStore';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'drafts-'));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

describe('DraftStore', () => {
  it('survives SIGKILL at random moments of a stream of writes: always a whole revision', async () => {
    const file = join(folder, fileNameForKey('TEL:kill'));
    for (let round = 0; round < 2; round += 1) {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', join(__dirname, 'killWriter.ts'), folder],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
      while (
        !(await readFile(file).then(
          () => true,
          () => false,
        ))
      )
        await new Promise((resolve) => setTimeout(resolve, 10));
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 300));
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      const store = await DraftStore.open(folder);
      const draft = store.get('TEL:kill');
      expect(draft).not.toBeNull();
      expect(draft!.value.title).toBe(`Révision ${draft!.baseVersion}`);
      expect((await readdir(folder)).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    }
  }, 60_000);
});
