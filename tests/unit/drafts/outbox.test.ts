// The outbox's files: each queued save gets its own key (its Idempotency-Key), a replacing save a
// new one, and entries written before keys existed are still read and sent.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { Outbox } from '../../../main/drafts/Outbox';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'outbox-files-'));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

const operation = (title: string) => ({
  operationName: 'upsertArticle',
  query: 'mutation upsertArticle { ping }',
  variables: { update: { title } },
});

it('gives each save a key, a new one when newer words replace a save not yet sent, and keeps it on disk', async () => {
  const outbox = await Outbox.open(folder);
  const first = await outbox.enqueue(
    'TEL:new:0b8f4a52-5d0f-4c59-9d4e-3c1f0a7e2b61',
    1,
    operation('un'),
  );
  expect(first.saveId).toMatch(/^[0-9a-f-]{36}$/);
  const replaced = await outbox.enqueue(
    'TEL:new:0b8f4a52-5d0f-4c59-9d4e-3c1f0a7e2b61',
    2,
    operation('deux'),
  );
  expect(replaced.seq).toBe(first.seq);
  expect(replaced.saveId).not.toBe(first.saveId);
  await outbox.update(replaced.seq, { attempts: 1 });
  const reopened = await Outbox.open(folder);
  expect(reopened.all()).toMatchObject([{ seq: first.seq, saveId: replaced.saveId, attempts: 1 }]);
});

it('reads a save queued by an older version of the app, which has no key', async () => {
  const old = {
    seq: 7,
    key: 'TEL:new:7c2d9e10-1a3b-4c5d-8e6f-9a0b1c2d3e4f',
    draftRevision: 3,
    operation: operation('ancien'),
    enqueuedAt: '2026-11-01T10:00:00.000Z',
    attempts: 0,
    state: 'queued',
    error: null,
  };
  await writeFile(join(folder, '000000000007.json'), JSON.stringify(old));
  const outbox = await Outbox.open(folder);
  expect(outbox.head()).toMatchObject({
    seq: 7,
    key: 'TEL:new:7c2d9e10-1a3b-4c5d-8e6f-9a0b1c2d3e4f',
  });
  expect(outbox.head()?.saveId).toBeUndefined();
});
