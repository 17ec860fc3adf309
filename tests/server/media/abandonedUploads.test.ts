// Issue 30 "Disk filled by abandoned uploads": one journalist took 200 signed upload URLs in a row
// and parked 256 KB on each with a ranged PUT. Open uploads are capped per user, getUploadUrl is
// rate-limited per user (both refused in French, TOO_MANY_REQUESTS), and the staging folder is
// swept by a recurring job of the durable queue once an upload expired (plus its grace).
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { JobQueue, JobWorker } from '../../../server/src/jobs/jobQueue';
import { FolderMediaStore } from '../../../server/src/media/MediaStore';
import { MediaService } from '../../../server/src/media/MediaService';
import { STAGING_SWEEP_EVERY_MS, stagingSweepJob } from '../../../server/src/media/stagingSweep';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestAccount, type TestServer } from '../helpers/testServer';

const UPLOAD_URL = `query getUploadUrl($namespace: String!, $originalName: String!, $resumeId: ID) {
  getUploadUrl(namespace: $namespace, originalName: $originalName, resumeId: $resumeId) { uploadURL key id }
}`;

interface Upload {
  uploadURL: string;
  key: string;
  id: string;
}

const TTL_MS = 60 * 60_000;
const GRACE_MS = 15 * 60_000;
const MAX_OPEN = 4;
const MAX_PER_WINDOW = 6;
const WINDOW_MS = 15 * 60_000;

forEachBackend('abandoned uploads', (backend) => {
  let server: TestServer;
  let service: MediaService;
  let folder: string;
  let clock = new Date('2026-03-02T09:00:00Z');
  const now = () => clock;
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'abandoned-uploads-'));
    server = await startTestServer({
      backend,
      media: (db) => {
        service = new MediaService({
          db,
          store: new FolderMediaStore(join(folder, 'store')),
          stagingDir: join(folder, '.staging'),
          uploadUrlTtlMs: TTL_MS,
          uploadLimits: {
            maxOpenPerUser: MAX_OPEN,
            maxPerWindow: MAX_PER_WINDOW,
            windowMs: WINDOW_MS,
            stagingGraceMs: GRACE_MS,
          },
          now,
        });
        return service;
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(folder, { recursive: true, force: true });
  });

  let journalist: TestAccount;
  beforeEach(async () => {
    journalist = await server.createUser({ brandKeys: ['TEL'] });
  });

  const ask = (token: string, resumeId: string | null = null) =>
    server.gql<{ getUploadUrl: Upload }>(
      UPLOAD_URL,
      { namespace: 'TEL', originalName: 'photo.jpg', resumeId },
      token,
    );

  /** 256 KB of a 1 MB file, by a ranged PUT, then nothing more: an abandoned upload. */
  async function park(upload: Upload): Promise<void> {
    const total = 1024 * 1024;
    const part = Buffer.alloc(256 * 1024, 0xff);
    // A JPEG's first bytes, so the type check on the first 4 KB lets it in.
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]).copy(part);
    const res = await fetch(upload.uploadURL, {
      method: 'PUT',
      body: new Uint8Array(part),
      headers: { 'content-range': `bytes 0-${part.length - 1}/${total}` },
    });
    expect(res.status).toBe(200);
  }

  it(`refuses a ${MAX_OPEN + 1}th open upload in French, and counts an expired one no more`, async () => {
    const uploads: Upload[] = [];
    for (let i = 0; i < MAX_OPEN; i++) {
      const res = await ask(journalist.token);
      expect(res.errors).toBeUndefined();
      uploads.push(res.data!.getUploadUrl);
      await park(res.data!.getUploadUrl);
    }
    const refused = await ask(journalist.token);
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]?.message).toBe(
      `Vous avez déjà ${MAX_OPEN} téléversements en cours : attendez qu'ils se terminent (ou expirent) avant d'en commencer un autre.`,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    // Another journalist is not held back by this one.
    const colleague = await server.createUser({ brandKeys: ['TEL'] });
    expect((await ask(colleague.token)).errors).toBeUndefined();

    // Once the URLs expired (and the rate window passed) they are no longer open.
    advance(TTL_MS + 1);
    expect((await ask(journalist.token)).errors).toBeUndefined();
    // Bringing an expired upload back (resumeId) is one more open upload: counted against the cap.
    for (let i = 0; i < MAX_OPEN - 1; i++)
      expect((await ask(journalist.token)).errors).toBeUndefined();
    const resumed = await ask(journalist.token, uploads[0]!.id);
    expect(resumed.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    advance(TTL_MS + 1);
  });

  it(`rate-limits getUploadUrl to ${MAX_PER_WINDOW} per window even when each upload is finished`, async () => {
    for (let i = 0; i < MAX_PER_WINDOW; i++) {
      const res = await ask(journalist.token);
      expect(res.errors).toBeUndefined();
      // Abandoned for good: the PUT of a program is refused and the URL used up, so none stays open.
      const put = await fetch(res.data!.getUploadUrl.uploadURL, {
        method: 'PUT',
        body: new Uint8Array(Buffer.from('MZ\x90\x00 pas une image'.padEnd(5000, 'x'))),
      });
      expect(put.status).toBe(415);
    }
    const refused = await ask(journalist.token);
    expect(refused.errors?.[0]?.message).toBe(
      `Trop de téléversements demandés (${MAX_PER_WINDOW} en 15 minutes au plus) : réessayez dans quelques minutes.`,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    advance(WINDOW_MS + 1);
    expect((await ask(journalist.token)).errors).toBeUndefined();
    advance(TTL_MS + 1);
  });

  it('sweeps the parts of expired uploads on a schedule (job queue), keeping live ones and the grace', async () => {
    const staging = join(folder, '.staging');
    const part = (u: Upload) => join(staging, `${u.id}.part`);
    const abandoned = (await ask(journalist.token)).data!.getUploadUrl;
    await park(abandoned);
    // A part whose upload row is gone (its user was deleted), last written now.
    const orphan = join(staging, `${randomUUID()}.part`);
    await writeFile(orphan, Buffer.alloc(1000));
    await utimes(orphan, clock, clock);
    advance(TTL_MS - 60_000);
    const live = (await ask(journalist.token)).data!.getUploadUrl;
    await park(live);

    const queue = new JobQueue(server.handle.db, { now });
    const sweep = stagingSweepJob(service);
    const worker = new JobWorker(queue, { [sweep.kind]: sweep.handler });
    await sweep.schedule(queue);
    await sweep.schedule(queue); // every start-up calls it: still one job
    expect(await worker.tick()).toBe(1); // the first run, at once
    expect(existsSync(part(abandoned))).toBe(true); // not expired yet

    // Expired, but within the grace: kept (a PUT begun before the expiry may still be running).
    advance(60_000 + GRACE_MS - 1_000);
    expect(await worker.tick()).toBe(1);
    expect(existsSync(part(abandoned))).toBe(true);
    expect(existsSync(orphan)).toBe(true);
    expect(await worker.tick()).toBe(0); // the next run is one period after this one

    advance(STAGING_SWEEP_EVERY_MS);
    expect(await worker.tick()).toBe(1);
    expect(existsSync(part(abandoned))).toBe(false);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(part(live))).toBe(true);
    const job = await queue.find(sweep.kind, 'staging');
    expect(job).toMatchObject({ status: 'queued', attempts: 0 });
    expect(job!.result).toEqual({ removed: 2, bytes: 256 * 1024 + 1000 });
    expect(job!.runAt.getTime()).toBe(clock.getTime() + STAGING_SWEEP_EVERY_MS);
    expect((await readdir(staging)).sort()).toEqual([`${live.id}.part`]);
  });
});
