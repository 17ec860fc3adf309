// Issue 30: the desktop queue meets the server's cap on open uploads. A journalist already holding
// the most uploads the server allows gets no error with « Réessayer »: the new job waits, showing
// the server's French reason, and starts by itself once an open upload is over (here, expired).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { UploadJob } from '../../../common/ipc/channels';
import { UploadQueue } from '../../../main/uploads/UploadQueue';
import { UploadRegistry } from '../../../main/uploads/UploadRegistry';
import { FolderMediaStore } from '../../../server/src/media/MediaStore';
import { MediaService } from '../../../server/src/media/MediaService';
import { startTestServer, type TestAccount, type TestServer } from '../helpers/testServer';
import { jpeg } from './fixtures';

const UPLOAD_URL = `query getUploadUrl($namespace: String!, $originalName: String!) {
  getUploadUrl(namespace: $namespace, originalName: $originalName) { id }
}`;
const TTL_MS = 60 * 60_000;

let server: TestServer;
let work: string;
let journalist: TestAccount;
let clockOffsetMs = 0;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'upload-queue-busy-'));
  server = await startTestServer({
    media: (db) =>
      new MediaService({
        db,
        store: new FolderMediaStore(join(work, 'store')),
        stagingDir: join(work, 'staging'),
        uploadUrlTtlMs: TTL_MS,
        uploadLimits: { maxOpenPerUser: 1 },
        now: () => new Date(Date.now() + clockOffsetMs),
      }),
  });
  journalist = await server.createUser({ brandKeys: ['TEL'] });
});
afterAll(async () => {
  await server.close();
  await rm(work, { recursive: true, force: true });
});

function until(events: UploadJob[], predicate: (job: UploadJob) => boolean): Promise<UploadJob> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const look = () => {
      const found = events.find(predicate);
      if (found) resolve(found);
      else if (Date.now() - started > 30_000)
        reject(new Error(`timeout; last: ${JSON.stringify(events.at(-1))}`));
      else setTimeout(look, 20);
    };
    look();
  });
}

it('waits with the server’s reason while the user holds the most open uploads, then sends', async () => {
  // The one open upload this journalist may hold, taken elsewhere (another window, a script).
  const taken = await server.gql(
    UPLOAD_URL,
    { namespace: 'TEL', originalName: 'ailleurs.jpg' },
    journalist.token,
  );
  expect(taken.errors).toBeUndefined();

  const photo = join(work, 'photo.jpg');
  await writeFile(photo, await jpeg(640, 480));
  const events: UploadJob[] = [];
  const registry = new UploadRegistry();
  const queue = new UploadQueue({
    dir: join(work, 'queue'),
    registry,
    graphql: async (request) => {
      const res = await server.gql(
        request.query,
        request.variables ?? {},
        journalist.token,
        request.operationName ?? undefined,
      );
      return { data: res.data, errors: res.errors } as never;
    },
    emit: (job) => events.push(job),
    busyRetryMs: 50,
  });
  const handle = await registry.register({
    path: photo,
    name: 'photo.jpg',
    type: 'image/jpeg',
    temporary: false,
  });
  const job = await queue.start(handle.id, 'TEL');
  const waiting = await until(events, (e) => e.id === job.id && e.state === 'waiting');
  expect(waiting.error).toBe(
    "Vous avez déjà 1 téléversement en cours : attendez qu'il se termine (ou expire) avant d'en commencer un autre.",
  );
  expect(events.some((e) => e.id === job.id && e.state === 'error')).toBe(false);

  // The other upload's URL expires: the queue's next ask succeeds and the photo goes through.
  clockOffsetMs = TTL_MS + 1_000;
  const done = await until(events, (e) => e.id === job.id && e.state === 'done');
  expect(done.error).toBeNull();
  expect(done.image).toMatchObject({ width: 640, height: 480 });
  queue.stop();
});
