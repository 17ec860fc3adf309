// The video uploads' channels through Backoffice's real dispatcher (the path both hosts use), its
// API and its video host being the local stand-in (videoHostStandIn.ts): payloads checked, the
// queue built by the composition root, 'videoUploads.progress' events, the article attached; the
// host and API killed mid-upload and back: the upload starts again by itself and completes.
// Real timers, in seconds: the restart comes from the API answering again (api.status → the
// queue's networkBack) or the queue's 2 s retry, whichever first; the fake-clock tests of
// videoUploadQueue.test.ts tell them apart.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { VideoUploadJob } from '../../../common/ipc/channels';
import { Backoffice } from '../../../main/app/Backoffice';
import { VideoHostStandIn } from './videoHostStandIn';

const ARTICLE = '3f0a1c2e-4b5d-4e6f-8a9b-0c1d2e3f4a5b';
let dataDir: string;
let host: VideoHostStandIn;
let app: Backoffice;
let events: VideoUploadJob[];

async function until(condition: () => boolean, what: string, ms = 15_000): Promise<void> {
  const end = performance.now() + ms;
  while (!condition()) {
    if (performance.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'backoffice-video-'));
  host = new VideoHostStandIn();
  await host.start();
  events = [];
  app = new Backoffice({
    host: 'browser',
    appName: 'Back-office',
    version: '0.0.0-test',
    dataDir,
    env: { BACKOFFICE_API_URL: host.base },
    keychain: null,
    startEmbeddedServer: () => Promise.reject(new Error('not in this test')),
    openExternal: async () => 'renderer',
    emit: (event, payload) => {
      if (event === 'videoUploads.progress') events.push(payload as VideoUploadJob);
    },
  });
  await app.start();
});
afterEach(async () => {
  await app.stop();
  await host.stop();
  await rm(dataDir, { recursive: true, force: true });
});

it('starts, reports, attaches; refuses a malformed payload; restarts by itself once the host is back', async () => {
  const bytes = randomBytes(12 * 1024 * 1024);
  const path = join(dataDir, 'sujet.mp4');
  await writeFile(path, bytes);
  const handle = await app.uploads.register({
    path,
    name: 'sujet.mp4',
    type: 'video/mp4',
    temporary: false,
  });
  expect(
    await app.dispatch('videoUploads.start', { handleId: handle.id, brandKey: 'tel' }, true),
  ).toMatchObject({ ok: false });

  host.killAfterBytes = 4 * 1024 * 1024;
  const started = await app.dispatch(
    'videoUploads.start',
    { handleId: handle.id, brandKey: 'TEL', articleId: ARTICLE },
    true,
  );
  expect(started).toMatchObject({ ok: true, value: { state: 'uploading', articleId: ARTICLE } });
  const id = (started as { value: VideoUploadJob }).value.id;
  await until(() => events.some((e) => e.state === 'interrupted'), 'interrupted');
  expect(await app.dispatch('videoUploads.list', undefined, true)).toMatchObject({
    ok: true,
    value: [{ id, state: 'interrupted', error: 'Le chargement a été interrompu' }],
  });

  await host.start();
  await until(() => events.at(-1)?.state === 'attached', 'attached');
  const [done] = [...host.uploads.values()].filter((u) => u.state === 'done');
  expect(done!.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
  expect(host.imports).toEqual([
    { articleId: ARTICLE, uploadedUrl: `${host.base}/files/${done!.token}` },
  ]);
  expect(await app.dispatch('videoUploads.cancel', { id }, true)).toMatchObject({
    ok: true,
    value: { state: 'cancelled' },
  });
});
