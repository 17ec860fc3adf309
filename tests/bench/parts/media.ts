// `npm run bench -- media` (issue 14): a 24-megapixel JPEG from disk through the desktop path
// (main/uploads/UploadQueue: content check, resize to 3000×3000 with sharp, ranged PUTs to the
// signed URL) to a local API with the image service (PGlite in memory, media folder in the temp
// directory) — time from start() to the server's answer (uploaded, checked, renditions stored),
// and the process's peak RSS growth meanwhile. Short: 3 runs after one warm-up.
// Both sides run in this one process here, so the memory figure is an upper bound for main's own.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { UploadJob } from '../../../common/ipc/channels';
import { createApp, prepareDatabase } from '../../../server/src/app';
import { createSuperAdmin } from '../../../server/src/auth/adminAccount';
import { openDatabase } from '../../../server/src/db/database';
import { listen } from '../../../server/src/http';
import { createMediaHandler } from '../../../server/src/media/mediaHttp';
import { FolderMediaStore } from '../../../server/src/media/MediaStore';
import { MediaService } from '../../../server/src/media/MediaService';
import { UploadQueue } from '../../../main/uploads/UploadQueue';
import { UploadRegistry } from '../../../main/uploads/UploadRegistry';
import { percentile, type BenchResult } from '../run';

const RUNS = 3;

export async function run(): Promise<BenchResult[]> {
  const work = await mkdtemp(join(tmpdir(), 'bench-media-'));
  const handle = await openDatabase({ kind: 'pglite' });
  await prepareDatabase(handle);
  const password = 'bench-media-mot-de-passe';
  await createSuperAdmin(handle.db, { email: 'bench@example.test', password, name: 'Bench' });
  const media = new MediaService({
    db: handle.db,
    store: new FolderMediaStore(join(work, 'store')),
    stagingDir: join(work, 'staging'),
  });
  const app = createApp({ handle, media });
  const server = await listen(app, { media: createMediaHandler(media, handle.db) });
  media.setPublicUrl(server.url);
  const gql = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as {
      data: Record<string, unknown> | null;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    };
  };
  const login = await gql(
    'mutation login($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
    {
      e: 'bench@example.test',
      p: password,
    },
  );
  const token = (login.data?.login as { token: string }).token;

  const photo = join(work, 'photo-24mpx.jpg');
  await writeFile(
    photo,
    await sharp(readFileSync(join(__dirname, '../../../node_modules/autocannon/test/j5.jpeg')))
      .resize(6000, 4000, { fit: 'fill' })
      .jpeg({ quality: 92 })
      .toBuffer(),
  );

  const times: number[] = [];
  const growth: number[] = [];
  try {
    for (let i = 0; i <= RUNS; i++) {
      const registry = new UploadRegistry();
      const events: UploadJob[] = [];
      let resolveDone: (job: UploadJob) => void = () => {};
      const done = new Promise<UploadJob>((resolve) => (resolveDone = resolve));
      const queue = new UploadQueue({
        dir: join(work, `queue-${i}`),
        registry,
        graphql: async (request) =>
          (await gql(request.query, request.variables ?? {}, token)) as never,
        emit: (job) => {
          events.push(job);
          if (job.state === 'done' || job.state === 'error') resolveDone(job);
        },
      });
      global.gc?.();
      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 10);
      const started = performance.now();
      const registered = await registry.register({
        path: photo,
        name: 'photo-24mpx.jpg',
        type: 'image/jpeg',
        temporary: false,
      });
      await queue.start(registered.id, 'TEL');
      const job = await done;
      const elapsed = performance.now() - started;
      clearInterval(sampler);
      if (job.state !== 'done') throw new Error(`upload failed: ${job.error ?? ''}`);
      if (i === 0) continue; // warm-up
      times.push(elapsed);
      growth.push((peak - baseline) / (1024 * 1024));
      console.log(
        `  run ${i}: ${elapsed.toFixed(0)} ms, RSS +${((peak - baseline) / 1048576).toFixed(0)} Mo`,
      );
    }
  } finally {
    await server.close();
    await handle.close();
    await rm(work, { recursive: true, force: true });
  }
  return [
    {
      name: 'media: 24 Mpx JPEG, disk → resized → uploaded → renditions stored',
      unit: 'ms',
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      target: 1500,
    },
    {
      name: 'media: peak RSS growth during that upload (main + server in one process)',
      unit: 'Mo',
      p50: percentile(growth, 50),
      p95: percentile(growth, 95),
      target: 250,
    },
  ];
}
