// DraftStore on a real folder: revisions, listing, reopening, and the promise that a crash at any
// moment leaves the old or the new draft, never a torn one (stray temp files; a real SIGKILL is
// in the kill tier, tests/kill/draftStoreKill.test.ts).
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBridge } from '../../../common/ipc/bridge';
import { DRAFT_TOO_LARGE_MESSAGE } from '../../../common/ipc/draftLimits';
import { validateRequest } from '../../../common/ipc/validate';
import { tempPathFor } from '../../../main/drafts/atomicFile';
import { DraftStore, fileNameForKey } from '../../../main/drafts/DraftStore';
import { hundredThousandWordBody } from './fixtures';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'drafts-'));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

describe('DraftStore', () => {
  it('counts revisions, keeps the creation date, and lists by brand, newest first', async () => {
    const store = await DraftStore.open(folder);
    const first = await store.put('TEL:a1', { title: 'Un' }, 3, new Date('2025-01-01T10:00:00Z'));
    const second = await store.put(
      'TEL:a1',
      { title: 'Deux' },
      3,
      new Date('2025-01-01T10:00:01Z'),
    );
    await store.put(
      'CAP:new:0f8b8c2e-1d8e-4c7a-9d37-6a1c2b3d4e5f',
      { title: 'Autre marque' },
      null,
      new Date('2025-01-01T11:00:00Z'),
    );
    await store.put('TEL:a2', { title: 'Plus récent' }, 1, new Date('2025-01-01T12:00:00Z'));
    expect([first.revision, second.revision]).toEqual([1, 2]);
    expect(second.createdAt).toBe(first.createdAt);
    expect(second.articleId).toBe('a1');
    expect(store.get('CAP:new:0f8b8c2e-1d8e-4c7a-9d37-6a1c2b3d4e5f')?.articleId).toBeNull();
    expect(store.list('TEL').map((d) => d.key)).toEqual(['TEL:a2', 'TEL:a1']);
    expect(store.list().map((d) => d.key)).toEqual([
      'TEL:a2',
      'CAP:new:0f8b8c2e-1d8e-4c7a-9d37-6a1c2b3d4e5f',
      'TEL:a1',
    ]);
  });

  it('finds every draft again after a restart, and forgets a deleted one', async () => {
    const store = await DraftStore.open(folder);
    await store.put('TEL:a1', { title: 'Gardé', body: { type: 'doc' } }, 7);
    await store.put('TEL:a2', { title: 'Supprimé' }, 1);
    await store.delete('TEL:a2');
    const reopened = await DraftStore.open(folder);
    expect(reopened.list().map((d) => [d.key, d.value.title, d.baseVersion, d.revision])).toEqual([
      ['TEL:a1', 'Gardé', 7, 1],
    ]);
    expect(await readdir(folder)).toEqual([fileNameForKey('TEL:a1')]);
  });

  it('lands quick successive writes in order: the file holds the last one', async () => {
    const store = await DraftStore.open(folder);
    await Promise.all(
      Array.from({ length: 25 }, (_, i) => store.put('TEL:a1', { title: `v${i + 1}` }, 1)),
    );
    const onDisk = JSON.parse(await readFile(join(folder, fileNameForKey('TEL:a1')), 'utf8')) as {
      revision: number;
      value: { title: string };
    };
    expect([onDisk.revision, onDisk.value.title]).toEqual([25, 'v25']);
  });

  it.each([
    ['a torn temp file next to the previous draft', true],
    ['a torn temp file of a draft never completed', false],
  ])(
    'a crash mid-write leaves %s: reopening keeps the old draft and clears the leftover',
    async (_case, hadPrevious) => {
      const store = await DraftStore.open(folder);
      if (hadPrevious) await store.put('TEL:a1', { title: 'Avant la panne' }, 2);
      // What a kill between write() and rename() leaves behind: a temp file cut mid-JSON.
      const torn = tempPathFor(join(folder, fileNameForKey('TEL:a1')));
      await writeFile(torn, '{"key":"TEL:a1","value":{"title":"Après la pa');
      const reopened = await DraftStore.open(folder);
      expect(reopened.get('TEL:a1')?.value.title).toBe(hadPrevious ? 'Avant la panne' : undefined);
      expect(await readdir(folder)).toEqual(hadPrevious ? [fileNameForKey('TEL:a1')] : []);
    },
  );

  it('skips a file damaged from outside the app instead of refusing to open', async () => {
    await writeFile(join(folder, fileNameForKey('TEL:a9')), 'pas du JSON');
    const logs: string[] = [];
    const store = await DraftStore.open(folder, (m) => logs.push(m));
    expect(store.list()).toEqual([]);
    expect(logs).toEqual([`Brouillon illisible ignoré : ${fileNameForKey('TEL:a9')}`]);
  });
});

describe('draft size limits', () => {
  it('accepts a 100,000-word body and keeps it whole on disk', async () => {
    const value = { title: 'Très long', body: hundredThousandWordBody() };
    expect(validateRequest('drafts.put', { key: 'TEL:a1', value, baseVersion: 1 }).ok).toBe(true);
    const store = await DraftStore.open(folder);
    await store.put('TEL:a1', value, 1);
    expect((await DraftStore.open(folder)).get('TEL:a1')?.value).toEqual(value);
  });

  it.each([
    ['an absurd body', { key: 'TEL:a1', value: { body: 'x'.repeat(9_000_000) }, baseVersion: 1 }],
    ['a key that is a path', { key: '../../etc:passwd', value: {}, baseVersion: 1 }],
    ['a key without brand', { key: 'a1', value: {}, baseVersion: 1 }],
    ['a negative version', { key: 'TEL:a1', value: {}, baseVersion: -1 }],
  ])('main refuses %s', (_case, payload) => {
    expect(validateRequest('drafts.put', payload)).toMatchObject({
      ok: false,
      error: { code: 'BAD_REQUEST' },
    });
  });

  it('the bridge refuses an absurd draft with a French message before sending it', async () => {
    let sent = 0;
    const bridge = createBridge({
      invoke: async () => ((sent += 1), { ok: true, value: null }),
      subscribe: () => () => {},
      registerFile: async () => ({ ok: false, error: { code: 'INTERNAL', message: 'non' } }),
    });
    await expect(
      bridge.drafts.put({ key: 'TEL:a1', value: { body: 'x'.repeat(9_000_000) }, baseVersion: 1 }),
    ).rejects.toThrow(DRAFT_TOO_LARGE_MESSAGE);
    await expect(
      bridge.outbox.enqueue('TEL:a1', { create: { body: 'x'.repeat(9_000_000) }, update: {} }),
    ).rejects.toThrow(DRAFT_TOO_LARGE_MESSAGE);
    expect(sent).toBe(0);
  });
});
