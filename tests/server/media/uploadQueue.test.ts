// The desktop upload path (main/uploads/UploadQueue.ts) against the real image service: a file
// from disk is checked, resized to 3000×3000 at most and sent in ranged PUTs; the server going
// away mid-upload (a TCP relay standing for it is cut) leaves the job waiting, and it finishes
// when the server is back; an app quit mid-upload finishes at the next start from the disk queue;
// a text file is refused with the spec's message.
import { mkdtemp, rm, writeFile, readdir } from 'node:fs/promises';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadJob } from '../../../common/ipc/channels';
import { MediaService } from '../../../server/src/media/MediaService';
import { FolderMediaStore } from '../../../server/src/media/MediaStore';
import { UploadQueue } from '../../../main/uploads/UploadQueue';
import { UploadRegistry } from '../../../main/uploads/UploadRegistry';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { realPhoto } from './fixtures';

/** A slow TCP relay to the server that can be cut (connections dropped, port closed) and restored. */
async function relayTo(targetPort: number, port = 0) {
  const sockets = new Set<Socket>();
  let server: Server;
  const open = (at: number) =>
    new Promise<number>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(targetPort, '127.0.0.1');
        sockets.add(client).add(upstream);
        // Uploads crawl through it (~1 Mo/s) so that a test can act in the middle of one.
        client.on('data', (chunk: Buffer) => {
          client.pause();
          upstream.write(chunk);
          setTimeout(() => client.resume(), 50);
        });
        upstream.pipe(client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
      });
      server.listen(at, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : at);
      });
    });
  const bound = await open(port);
  return {
    port: bound,
    cut: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        sockets.clear();
        server.close(() => resolve());
      }),
    restore: () => open(bound),
  };
}

function waitFor(
  events: UploadJob[],
  predicate: (job: UploadJob) => boolean,
  ms = 60_000,
): Promise<UploadJob> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      const found = events.find(predicate);
      if (found) resolve(found);
      else if (Date.now() - started > ms)
        reject(new Error(`timeout; last: ${JSON.stringify(events.at(-1))}`));
      else setTimeout(tick, 20);
    };
    tick();
  });
}

describe('desktop upload queue', () => {
  let server: TestServer;
  let service: MediaService;
  let work: string;
  let relay: Awaited<ReturnType<typeof relayTo>>;
  let bigPhoto: string;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'upload-queue-'));
    server = await startTestServer({
      media: (db) => {
        service = new MediaService({
          db,
          store: new FolderMediaStore(join(work, 'store')),
          stagingDir: join(work, 'staging'),
        });
        return service;
      },
    });
    relay = await relayTo(Number(new URL(server.url).port));
    service.setPublicUrl(`http://127.0.0.1:${relay.port}`);
    bigPhoto = join(work, 'grande-photo.jpg');
    // 4000×2000: over the 3000 px limit, so main resizes it before sending.
    await writeFile(
      bigPhoto,
      await sharp(realPhoto()).resize(4000, 2000, { fit: 'fill' }).jpeg({ quality: 95 }).toBuffer(),
    );
  });
  afterAll(async () => {
    await relay.cut().catch(() => undefined);
    await server.close();
    await rm(work, { recursive: true, force: true });
  });

  function queue(dir: string, events: UploadJob[], registry = new UploadRegistry()) {
    return {
      registry,
      queue: new UploadQueue({
        dir,
        registry,
        graphql: async (request) => {
          const res = await server.gql(
            request.query,
            request.variables ?? {},
            server.admin.token,
            request.operationName ?? undefined,
          );
          return { data: res.data, errors: res.errors } as never;
        },
        emit: (job) => events.push(job),
        chunkBytes: 64 * 1024,
        retryDelaysMs: [100, 200, 300],
      }),
    };
  }

  it('resizes, sends, waits while the server is gone, and finishes when it is back', async () => {
    const events: UploadJob[] = [];
    const { registry, queue: q } = queue(join(work, 'q1'), events);
    const handle = await registry.register({
      path: bigPhoto,
      name: 'grande-photo.jpg',
      type: 'image/jpeg',
      temporary: false,
    });
    const job = await q.start(handle.id, 'TEL');
    await waitFor(events, (e) => e.id === job.id && e.state === 'uploading' && e.sent > 64 * 1024);
    await relay.cut();
    await waitFor(events, (e) => e.id === job.id && e.state === 'waiting', 15_000).catch(
      (error: unknown) => {
        console.log(events.map((e) => `${e.state} ${e.sent}/${e.total}`).join('\n'));
        throw error;
      },
    );
    await relay.restore();
    const done = await waitFor(events, (e) => e.id === job.id && e.state === 'done');
    expect(done.image).toMatchObject({ width: 3000, height: 1500 });
    const sent = events.filter((e) => e.id === job.id).map((e) => e.sent);
    expect(Math.max(...sent)).toBe(done.total);
    const stored = await fetch(done.image!.url);
    expect(stored.status).toBe(200);
    // The job folder's copy is gone once the server has the image.
    expect(await readdir(join(work, 'q1', job.id))).toEqual(['job.json']);
  });

  it('finishes at the next start an upload the app quit in the middle of', async () => {
    const dir = join(work, 'q2');
    const first: UploadJob[] = [];
    const a = queue(dir, first);
    const handle = await a.registry.register({
      path: bigPhoto,
      name: 'grande-photo.jpg',
      type: 'image/jpeg',
      temporary: false,
    });
    const job = await a.queue.start(handle.id, 'TEL');
    await waitFor(first, (e) => e.id === job.id && e.state === 'uploading' && e.sent > 128 * 1024);
    a.queue.stop();
    const second: UploadJob[] = [];
    const b = queue(dir, second);
    await b.queue.resumeFromDisk();
    const done = await waitFor(second, (e) => e.id === job.id && e.state === 'done');
    expect(done.image?.key).toMatch(/^TEL\//);
    // It resumed: the first PUT of the second run did not start at byte 0.
    const firstSeen = second.find((e) => e.state === 'uploading');
    expect(firstSeen?.sent).toBeGreaterThan(0);
  });

  it("refuses a text file with 'Invalid File type and/or size' and can cancel", async () => {
    const events: UploadJob[] = [];
    const { registry, queue: q } = queue(join(work, 'q3'), events);
    const text = join(work, 'notes.txt');
    await writeFile(text, 'Ceci est un texte, pas une image.\n'.repeat(200));
    const handle = await registry.register({
      path: text,
      name: 'notes.txt',
      type: 'text/plain',
      temporary: false,
    });
    const job = await q.start(handle.id, 'TEL');
    const refused = await waitFor(events, (e) => e.id === job.id && e.state === 'error');
    expect(refused.error).toBe('Invalid File type and/or size');
    const cancelled = await q.cancel(job.id);
    expect(cancelled?.state).toBe('cancelled');
    expect(q.list()).toEqual([]);
  });
});
