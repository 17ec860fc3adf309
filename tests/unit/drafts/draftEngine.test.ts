// The draft store on the key-value engine (conf here, electron-store under Electron through the
// same port): drafts written by the earlier hand-written writer open unchanged after an upgrade,
// the files keep their names and layout, and a killed write's temporary files are cleared.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DraftStore, fileNameForKey } from '../../../main/drafts/DraftStore';
import { confStoreFactory } from '../../../main/storage/confStore';
import type { KeyValueStoreFactory } from '../../../main/storage/keyValueStore';

let folder: string;
beforeEach(async () => {
  folder = join(await mkdtemp(join(tmpdir(), 'draft-engine-')), 'drafts');
  await mkdir(folder);
});
afterEach(() => rm(join(folder, '..'), { recursive: true, force: true }));

/** A draft as the hand-written writer (before conf) left it: compact JSON, base64url name. */
const OLD_DRAFT = {
  key: 'TEL:1234',
  value: { title: 'Écrit avant la mise à jour', body: 'Le conseil municipal a voté.' },
  baseVersion: 7,
  articleId: '1234',
  revision: 12,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-02T09:30:00.000Z',
  problem: null,
};

describe('DraftStore on conf', () => {
  it('opens the old layout after an upgrade and keeps writing the same file, same shape', async () => {
    const name = fileNameForKey(OLD_DRAFT.key);
    await writeFile(join(folder, name), JSON.stringify(OLD_DRAFT));
    // Left by kills: the old writer's temp file and conf's (atomically's) one.
    await writeFile(join(folder, `.${name}.4242.0badf00d.tmp`), '{"key":');
    await writeFile(join(folder, `${name}.tmp-1764230400abc123`), '{"key":');

    const store = await DraftStore.open(folder);
    expect(store.get(OLD_DRAFT.key)).toEqual(OLD_DRAFT);
    expect(await readdir(folder)).toEqual([name]);

    await store.put(OLD_DRAFT.key, { title: 'Après la mise à jour' }, 7);
    expect(await readdir(folder)).toEqual([name]);
    const onDisk = JSON.parse(await readFile(join(folder, name), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(Object.keys(onDisk).sort()).toEqual(Object.keys(OLD_DRAFT).sort());
    expect(onDisk).toMatchObject({ revision: 13, createdAt: OLD_DRAFT.createdAt });
    expect((await DraftStore.open(folder)).get(OLD_DRAFT.key)?.value.title).toBe(
      'Après la mise à jour',
    );
    await store.delete(OLD_DRAFT.key);
    expect(await readdir(folder)).toEqual([]);
  });

  it('writes through the engine it is given (electron-store under Electron)', async () => {
    const names: string[] = [];
    const spy: KeyValueStoreFactory = (options) => {
      names.push(options.name);
      return confStoreFactory(options);
    };
    const store = await DraftStore.open(folder, () => {}, spy);
    await store.put('card:TEL:9', { title: 'Fiche' }, null);
    await store.put('card:TEL:9', { title: 'Fiche 2' }, null);
    // One store per draft, made once.
    expect(names).toEqual([fileNameForKey('card:TEL:9').replace(/\.json$/, '')]);
  });
});
