// Issue 13 "Disk trouble": when the drafts folder refuses writes (read-only), the store says so
// in French, and memory agrees with the disk afterwards — `get` does not answer the unwritten
// version, a refused outbox entry is not kept queued in memory alone, a discard that could not
// delete the file does not pretend the draft is gone — checked across a restart.
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DraftStore } from '../../../main/drafts/DraftStore';
import { DISK_TROUBLE_MESSAGE } from '../../../main/drafts/diskTrouble';
import { Outbox } from '../../../main/drafts/Outbox';
import { createDispatcher } from '../../../main/ipc/dispatcher';

let root: string;

/**
 * The folder stops accepting writes: it is set aside and a file takes its name (ENOTDIR on every
 * write). Works as root too, where a read-only mode is ignored.
 */
async function breakFolder(folder: string): Promise<void> {
  await rename(folder, `${folder}.aside`);
  await writeFile(folder, '');
}
async function repairFolder(folder: string): Promise<void> {
  await rm(folder, { force: true });
  await rename(`${folder}.aside`, folder);
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'drafts-disk-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('a drafts folder that refuses writes', () => {
  it('put: French warning, and get keeps answering what the disk holds, also after a restart', async () => {
    const folder = join(root, 'drafts');
    const store = await DraftStore.open(folder);
    await store.put('TEL:1', { title: 'Version écrite' }, 3);
    await breakFolder(folder);
    await expect(store.put('TEL:1', { title: 'Version non écrite' }, 3)).rejects.toThrow(
      DISK_TROUBLE_MESSAGE,
    );
    expect(store.get('TEL:1')?.value.title).toBe('Version écrite');
    await expect(store.put('TEL:2', { title: 'Jamais écrit' }, null)).rejects.toThrow();
    expect(store.get('TEL:2')).toBeNull();
    await expect(store.delete('TEL:1')).rejects.toThrow(DISK_TROUBLE_MESSAGE);
    expect(store.get('TEL:1')?.value.title).toBe('Version écrite');
    await repairFolder(folder);
    const reopened = await DraftStore.open(folder);
    expect(reopened.get('TEL:1')?.value.title).toBe('Version écrite');
    expect(reopened.get('TEL:2')).toBeNull();
  });

  it('enqueue: a save the disk refused is not left queued in memory', async () => {
    const folder = join(root, 'outbox');
    const outbox = await Outbox.open(folder);
    await outbox.enqueue('TEL:1', 1, { operationName: 'upsertArticle', query: 'mutation { x }' });
    await breakFolder(folder);
    await expect(
      outbox.enqueue('TEL:2', 1, { operationName: 'upsertArticle', query: 'mutation { y }' }),
    ).rejects.toThrow(DISK_TROUBLE_MESSAGE);
    expect(outbox.all().map((entry) => entry.key)).toEqual(['TEL:1']);
    await expect(outbox.remove(outbox.all()[0]!.seq)).rejects.toThrow(DISK_TROUBLE_MESSAGE);
    expect(outbox.all().map((entry) => entry.key)).toEqual(['TEL:1']);
    await repairFolder(folder);
    expect((await Outbox.open(folder)).all().map((entry) => entry.key)).toEqual(['TEL:1']);
  });
});

describe('the warning reaches the renderer', () => {
  it('the dispatcher passes the French disk warning instead of its generic message', async () => {
    const dispatch = createDispatcher({
      'drafts.put': async () => {
        const { diskTrouble } = await import('../../../main/drafts/diskTrouble');
        throw diskTrouble(Object.assign(new Error('EROFS'), { code: 'EROFS' }));
      },
    } as unknown as Parameters<typeof createDispatcher>[0]);
    const envelope = await dispatch(
      'drafts.put',
      { key: 'TEL:1', value: { title: 'x' }, baseVersion: null },
      true,
    );
    expect(envelope).toEqual({
      ok: false,
      error: { code: 'INTERNAL', message: DISK_TROUBLE_MESSAGE },
    });
  });
});
