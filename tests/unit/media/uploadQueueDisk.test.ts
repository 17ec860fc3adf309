// The upload queue's folder on disk (main/uploads/UploadQueue.ts, issue 30 housekeeping): job.json
// is read back through a zod schema — a file that is not a job (cut, hand-edited, another
// version's) is set aside as job.json.illisible and never run — and written with the drafts' one
// atomic writer, whose temporary files a restart sweeps.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { tempPathFor } from '../../../main/drafts/atomicFile';
import { QUARANTINED_JOB_FILE, UploadQueue } from '../../../main/uploads/UploadQueue';
import { UploadRegistry } from '../../../main/uploads/UploadRegistry';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'upload-queue-disk-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A job as the queue writes it, in a terminal state so that loading it starts no transfer. */
function storedJob(id: string, state: 'error' | 'done' = 'error') {
  return {
    id,
    name: 'photo.jpg',
    namespace: 'TEL',
    state,
    sent: 0,
    total: 1234,
    error: state === 'error' ? 'Type de fichier refusé' : null,
    image: null,
    prepared: true,
    uploadId: null,
    uploadURL: null,
    sourcePath: null,
    sourceTemporary: false,
    createdAt: '2026-03-02T09:00:00.000Z',
  };
}

async function jobFolder(id: string, jobJson: string | null): Promise<string> {
  const folder = join(dir, id);
  await mkdir(folder, { recursive: true });
  if (jobJson !== null) await writeFile(join(folder, 'job.json'), jobJson);
  return folder;
}

it('sets aside a job.json that is not a job, keeps the good ones, and sweeps stray temporary files', async () => {
  const cut = await jobFolder(randomUUID(), '{"id": "abc", "state": "uplo');
  const wrongShape = await jobFolder(randomUUID(), JSON.stringify({ id: 'x', state: 'uploading' }));
  const otherId = await jobFolder(randomUUID(), JSON.stringify(storedJob(randomUUID())));
  const badField = randomUUID();
  await jobFolder(
    badField,
    JSON.stringify({ ...storedJob(badField), state: 'téléversé', sent: -1 }),
  );
  const neverStarted = await jobFolder(randomUUID(), null);
  const goodId = randomUUID();
  const good = await jobFolder(goodId, JSON.stringify(storedJob(goodId)));
  // A save killed between its write and its rename.
  const stray = tempPathFor(join(good, 'job.json'));
  await writeFile(stray, '{"half":');
  const doneId = randomUUID();
  const done = await jobFolder(doneId, JSON.stringify(storedJob(doneId, 'done')));

  const logs: string[] = [];
  const queue = new UploadQueue({
    dir,
    registry: new UploadRegistry(),
    graphql: () => Promise.reject(new Error('no job here may reach the network')),
    emit: () => undefined,
    log: (line) => logs.push(line),
  });
  await queue.resumeFromDisk();

  expect(queue.list().map((job) => job.id)).toEqual([goodId]);
  for (const folder of [cut, wrongShape, otherId, join(dir, badField)]) {
    expect(existsSync(join(folder, 'job.json'))).toBe(false);
    expect(existsSync(join(folder, QUARANTINED_JOB_FILE))).toBe(true);
  }
  expect(logs).toHaveLength(4);
  expect(logs[0]).toMatch(/^Téléversement ignoré : .*job\.json est illisible/);
  expect(await readdir(neverStarted)).toEqual([]);
  expect(existsSync(stray)).toBe(false);
  expect(JSON.parse(await readFile(join(good, 'job.json'), 'utf8'))).toEqual(storedJob(goodId));
  expect(existsSync(done)).toBe(false);

  // Read again at the next start: the set-aside files are not looked at twice.
  const again = new UploadQueue({
    dir,
    registry: new UploadRegistry(),
    graphql: () => Promise.reject(new Error('no job here may reach the network')),
    emit: () => undefined,
    log: (line) => logs.push(line),
  });
  await again.resumeFromDisk();
  expect(again.list().map((job) => job.id)).toEqual([goodId]);
  expect(logs).toHaveLength(4);
});
