// The video upload queue (main/uploads/video, issue 32) against a local stand-in of a host speaking
// Dailymotion's upload protocol (videoHostStandIn.ts): the file streamed as a byte-exact multipart
// body, progress every second, interruptions (host killed mid-body, host falling silent) caught
// within 2 s by the queue's own clock, restarts from byte 0 with a new URL (network back, timer,
// app restart), cancel, attach before and after the file is up, a refused import kept.
// The clock is fake (setTimeout/setInterval/Date); the sockets and the disk are real.
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { copyFile, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VideoUploadJob } from '../../../common/ipc/channels';
import { MESSAGES } from '../../../common/domain/messages';
import { UploadRegistry } from '../../../main/uploads/UploadRegistry';
import { VideoUploadQueue } from '../../../main/uploads/video/VideoUploadQueue';
import { taskbarProgress } from '../../../main/uploads/taskbarProgress';
import { VideoHostStandIn } from './videoHostStandIn';

// Taken before the clock is faked: real waits for real sockets.
const realSetTimeout = globalThis.setTimeout;
const realSleep = (ms: number) => new Promise<void>((resolve) => realSetTimeout(resolve, ms));

async function until(condition: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = performance.now() + ms;
  while (!condition()) {
    if (performance.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await realSleep(5);
  }
}

// Real sockets and files: seconds, not milliseconds, on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

const ARTICLE = '3f0a1c2e-4b5d-4e6f-8a9b-0c1d2e3f4a5b';
const SIZE = 24 * 1024 * 1024;

let dir: string;
let videoPath: string;
let videoSha: string;
let host: VideoHostStandIn;
let events: (VideoUploadJob & { at: number })[];
let queues: VideoUploadQueue[];
let registry: UploadRegistry;

async function writeVideo(path: string, size: number): Promise<string> {
  const hash = createHash('sha256');
  const out = createWriteStream(path);
  for (let written = 0; written < size;) {
    const chunk = randomBytes(Math.min(1024 * 1024, size - written));
    hash.update(chunk);
    written += chunk.length;
    if (!out.write(chunk))
      await new Promise((resolve) => out.once('drain', () => resolve(undefined)));
  }
  await new Promise((resolve) => out.end(resolve));
  return hash.digest('hex');
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'video-queue-'));
  videoPath = join(dir, 'reportage « été ».mp4');
  videoSha = await writeVideo(videoPath, SIZE);
  host = new VideoHostStandIn();
  await host.start();
  events = [];
  queues = [];
  registry = new UploadRegistry();
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
});

afterEach(async () => {
  for (const queue of queues) queue.stop();
  vi.useRealTimers();
  await host.stop();
  await rm(dir, { recursive: true, force: true });
});

function newQueue(): VideoUploadQueue {
  const queue = new VideoUploadQueue({
    dir: join(dir, 'video-uploads'),
    registry,
    graphql: host.graphql,
    emit: (job) => events.push({ ...job, at: Date.now() }),
  });
  queues.push(queue);
  return queue;
}

async function startUpload(
  queue: VideoUploadQueue,
  articleId: string | null = null,
  temporary = false,
) {
  let path = videoPath;
  if (temporary) {
    path = join(dir, 'browser-host-copy');
    await copyFile(videoPath, path);
  }
  const handle = await registry.register({
    path,
    name: 'reportage « été ».mp4',
    type: 'video/mp4',
    temporary,
  });
  return queue.start(handle.id, 'TEL', articleId);
}

/** The state last told to the renderer (the event goes once job.json is written). */
const stateOf = (_queue: VideoUploadQueue, id: string) =>
  events.filter((event) => event.id === id).at(-1)?.state;
const uploadsDone = () => [...host.uploads.values()].filter((u) => u.state === 'done');

describe('the streamed multipart POST', () => {
  it('sends the file byte-exact with a Content-Length, reading progress every second', async () => {
    host.allow(4 * 1024 * 1024);
    const queue = newQueue();
    const started = await startUpload(queue);
    expect(started).toMatchObject({ state: 'uploading', size: SIZE, received: 0, url: null });
    await until(
      () => host.uploads.size === 1 && [...host.uploads.values()][0]!.received > 0,
      'the first bytes',
    );
    const upload = [...host.uploads.values()][0]!;
    const t0 = Date.now();
    const ticks: VideoUploadJob[] = [];
    for (let second = 1; second <= 3; second++) {
      // The host takes 4 Mo more each second.
      const before = upload.received;
      host.allow(4 * 1024 * 1024);
      await until(() => upload.received >= before + 4 * 1024 * 1024, 'the next 4 Mo');
      await realSleep(20);
      const count = events.length;
      await vi.advanceTimersByTimeAsync(1000);
      const fresh = events.slice(count);
      expect(fresh).toHaveLength(1);
      expect(fresh[0]!.at - t0).toBe(second * 1000);
      ticks.push(fresh[0]!);
    }
    // Each event says how much the connection took, growing, with the host's name.
    expect(ticks.map((t) => t.state)).toEqual(['uploading', 'uploading', 'uploading']);
    expect(ticks[0]!.received).toBeGreaterThan(0);
    expect(ticks[1]!.received).toBeGreaterThan(ticks[0]!.received);
    expect(ticks[2]!.received).toBeGreaterThan(ticks[1]!.received);
    expect(ticks[2]).toMatchObject({
      name: 'reportage « été ».mp4',
      size: SIZE,
      host: '127.0.0.1',
    });

    host.allow(null);
    await until(() => stateOf(queue, started.id) === 'done', 'done');
    expect(upload).toMatchObject({
      state: 'done',
      chunked: false,
      fileName: 'reportage « été ».mp4',
      fileType: 'video/mp4',
      fileBytes: SIZE,
      sha256: videoSha,
    });
    // Content-Length = the whole multipart body: the host counted exactly that.
    expect(upload.received).toBe(upload.size);
    expect(queue.get(started.id)).toMatchObject({
      state: 'done',
      received: SIZE,
      url: `${host.base}/files/${upload.token}`,
    });
    // The file was never copied next to the job: only its job.json is there.
    expect(await readdir(join(dir, 'video-uploads', started.id))).toEqual(['job.json']);
  });
});

describe('interruptions', () => {
  it('the host killed mid-body: interrupted at once, then a new upload from byte 0 by itself when it is back', async () => {
    host.killAfterBytes = 6 * 1024 * 1024;
    const queue = newQueue();
    const job = await startUpload(queue);
    await until(() => stateOf(queue, job.id) === 'interrupted', 'interrupted');
    // Not a second of the queue's clock went by: a reset connection is seen as it happens.
    expect(Date.now()).toBe(events[0]!.at);
    expect(queue.get(job.id)).toMatchObject({ error: MESSAGES.videoUploadInterrupted });
    expect(existsSync(join(dir, 'video-uploads', job.id, 'job.json'))).toBe(true);

    await host.start();
    expect(host.urlsIssued).toBe(1);
    // The retry timer (2 s after the first failure) starts it again, with a new URL.
    await vi.advanceTimersByTimeAsync(2000);
    await until(() => stateOf(queue, job.id) === 'done', 'done after the host came back');
    expect(host.urlsIssued).toBe(2);
    const [done] = uploadsDone();
    expect(done).toMatchObject({ sha256: videoSha, fileBytes: SIZE });
    expect(queue.get(job.id)).toMatchObject({
      error: null,
      url: `${host.base}/files/${done!.token}`,
    });
  });

  it('a silent host (stops reading, answers nothing, closes nothing): interrupted by the 2 s rule, restarted when the network is back', async () => {
    host.silentAfterBytes = 6 * 1024 * 1024;
    const queue = newQueue();
    const job = await startUpload(queue);
    await until(() => ([...host.uploads.values()][0]?.received ?? 0) >= 6 * 1024 * 1024, 'silence');
    // Whatever the kernel buffers still took is taken now.
    await realSleep(300);
    // The decision is the queue's (its state in memory); the event follows once job.json is written.
    await vi.advanceTimersByTimeAsync(1000);
    expect(queue.get(job.id)!.state).toBe('uploading');
    await vi.advanceTimersByTimeAsync(500);
    expect(queue.get(job.id)!.state).toBe('uploading');
    await vi.advanceTimersByTimeAsync(500);
    expect(queue.get(job.id)!.state).toBe('interrupted');
    await until(() => stateOf(queue, job.id) === 'interrupted', 'the event');
    expect(queue.get(job.id)!.error).toBe(MESSAGES.videoUploadInterrupted);

    host.speak();
    queue.networkBack();
    await until(() => stateOf(queue, job.id) === 'done', 'done after the network came back');
    expect(host.urlsIssued).toBe(2);
    expect(uploadsDone()).toHaveLength(1);
    expect(uploadsDone()[0]).toMatchObject({ sha256: videoSha });
  });

  it('an app quit mid-upload: the next start sends the same file again with a new URL, the user choosing nothing', async () => {
    host.allow(2 * 1024 * 1024);
    const first = newQueue();
    // Under the browser host: its temporary copy, which it deletes when it closes.
    const job = await startUpload(first, null, true);
    expect(existsSync(join(dir, 'browser-host-copy'))).toBe(false);
    await until(
      () => host.uploads.size === 1 && [...host.uploads.values()][0]!.received > 0,
      'bytes',
    );
    first.stop();
    // The host reads on (a paused socket would not see the close), and finds the body cut short.
    host.allow(null);
    await until(() => [...host.uploads.values()][0]!.aborted, 'the connection closed');
    expect([...host.uploads.values()][0]!.state).not.toBe('done');
    const stored = JSON.parse(
      await readFile(join(dir, 'video-uploads', job.id, 'job.json'), 'utf8'),
    );
    expect(stored).toMatchObject({
      state: 'uploading',
      sourcePath: join(dir, 'video-uploads', job.id, 'file'),
      sourceTemporary: true,
    });

    const second = newQueue();
    await second.resumeFromDisk();
    expect(second.list().map((j) => j.id)).toEqual([job.id]);
    await until(() => stateOf(second, job.id) === 'done', 'done after the restart');
    expect(host.urlsIssued).toBe(2);
    expect(uploadsDone()[0]).toMatchObject({ sha256: videoSha });
    // Up: the copy has done its work (removed once `done` is on disk).
    await until(() => !existsSync(join(dir, 'video-uploads', job.id, 'file')), 'the copy removed');
  });

  it("« Réessayer » starts a refused upload again now; the host's French refusal is shown, not retried alone", async () => {
    host.refuseUpload = {
      status: 415,
      body: { error: { message: "Ce fichier n'est pas une vidéo." } },
    };
    const queue = newQueue();
    const job = await startUpload(queue);
    await until(() => stateOf(queue, job.id) === 'interrupted', 'refused');
    expect(queue.get(job.id)!.error).toBe("Ce fichier n'est pas une vidéo.");
    await vi.advanceTimersByTimeAsync(120_000);
    expect(host.urlsIssued).toBe(1);

    host.refuseUpload = null;
    await queue.retry(job.id);
    await until(() => stateOf(queue, job.id) === 'done', 'done on retry');
    expect(host.urlsIssued).toBe(2);
  });
});

describe('bad input', () => {
  it('an unknown handle or a file over the cap: said at once in French, nothing kept, nothing sent', async () => {
    const queue = new VideoUploadQueue({
      dir: join(dir, 'video-uploads'),
      registry,
      graphql: host.graphql,
      emit: (job) => events.push({ ...job, at: Date.now() }),
      maxBytes: SIZE - 1,
    });
    queues.push(queue);
    expect(await queue.start('00000000-0000-4000-8000-000000000000', 'TEL', null)).toMatchObject({
      state: 'interrupted',
      error: MESSAGES.videoUploadInterrupted,
    });
    expect(await startUpload(queue)).toMatchObject({
      state: 'interrupted',
      error: MESSAGES.mediaInvalidFile,
    });
    expect(queue.list()).toEqual([]);
    expect(existsSync(join(dir, 'video-uploads'))).toBe(false);
    expect(host.urlsIssued).toBe(0);
  });
});

describe('cancel', () => {
  it("aborts the request, removes the job and the browser host's temporary copy", async () => {
    host.allow(2 * 1024 * 1024);
    const queue = newQueue();
    const job = await startUpload(queue, null, true);
    await until(
      () => host.uploads.size === 1 && [...host.uploads.values()][0]!.received > 0,
      'bytes',
    );
    const cancelled = await queue.cancel(job.id);
    expect(cancelled).toMatchObject({ state: 'cancelled' });
    host.allow(null);
    await until(() => [...host.uploads.values()][0]!.aborted, 'the request aborted');
    expect([...host.uploads.values()][0]!.state).not.toBe('done');
    expect(existsSync(join(dir, 'video-uploads', job.id))).toBe(false);
    expect(existsSync(join(dir, 'browser-host-copy'))).toBe(false);
    expect(existsSync(videoPath)).toBe(true);
    expect(queue.list()).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(host.urlsIssued).toBe(1);
  });
});

describe('attaching the video to its article', () => {
  it('known at start: attached as soon as the file is up', async () => {
    const queue = newQueue();
    const job = await startUpload(queue, ARTICLE, true);
    await until(() => stateOf(queue, job.id) === 'attached', 'attached');
    const [done] = uploadsDone();
    expect(host.imports).toEqual([
      { articleId: ARTICLE, uploadedUrl: `${host.base}/files/${done!.token}` },
    ]);
    const states = events.map((e) => e.state);
    expect(states.slice(states.indexOf('done'))).toEqual(['done', 'attaching', 'attached']);
    // The temporary copy (moved into the job's folder at start) went once the file was up.
    expect(existsSync(join(dir, 'browser-host-copy'))).toBe(false);
    expect(existsSync(join(dir, 'video-uploads', job.id, 'file'))).toBe(false);
  });

  it('named after the file is up (the article was created meanwhile): attached then, and after a restart', async () => {
    const queue = newQueue();
    const job = await startUpload(queue);
    await until(() => stateOf(queue, job.id) === 'done', 'done');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(host.imports).toEqual([]);
    // The app quits with the file up and no article yet; the article arrives after the restart.
    queue.stop();
    const again = newQueue();
    await again.resumeFromDisk();
    expect(again.get(job.id)).toMatchObject({ state: 'done', articleId: null });
    await again.attach(job.id, ARTICLE);
    await until(() => stateOf(again, job.id) === 'attached', 'attached');
    expect(host.imports).toEqual([{ articleId: ARTICLE, uploadedUrl: again.get(job.id)!.url }]);
    expect(host.urlsIssued).toBe(1);
  });

  it('named while the file is still going up: attached once it is', async () => {
    host.allow(2 * 1024 * 1024);
    const queue = newQueue();
    const job = await startUpload(queue);
    await until(() => (host.uploads.values().next().value?.received ?? 0) > 0, 'bytes');
    expect(await queue.attach(job.id, ARTICLE)).toMatchObject({
      state: 'uploading',
      articleId: ARTICLE,
    });
    expect(host.imports).toEqual([]);
    host.allow(null);
    await until(() => stateOf(queue, job.id) === 'attached', 'attached');
    expect(host.imports).toEqual([{ articleId: ARTICLE, uploadedUrl: queue.get(job.id)!.url }]);
  });

  it("a refusal of the server is kept as the job's French error, across a restart, and asked again on « Réessayer »", async () => {
    host.refuseImport = "L'article n'est pas une vidéo.";
    const queue = newQueue();
    const job = await startUpload(queue, ARTICLE);
    await until(() => events.at(-1)?.error != null, 'the refusal');
    expect(queue.get(job.id)).toMatchObject({
      state: 'done',
      error: "L'article n'est pas une vidéo.",
    });
    expect(events.at(-1)).toMatchObject({ state: 'done', error: "L'article n'est pas une vidéo." });
    queue.stop();
    const again = newQueue();
    await again.resumeFromDisk();
    expect(again.get(job.id)).toMatchObject({
      state: 'done',
      error: "L'article n'est pas une vidéo.",
    });

    host.refuseImport = null;
    await again.retry(job.id);
    await until(() => stateOf(again, job.id) === 'attached', 'attached on retry');
    expect(host.imports).toHaveLength(1);
    expect(host.urlsIssued).toBe(1);
  });
});

describe('the taskbar progress', () => {
  it('adds photos and videos under way, by bytes; no bar when none runs', () => {
    expect(
      taskbarProgress([
        { sent: 0, total: 0 },
        { sent: 0, total: 0 },
      ]),
    ).toBe(-1);
    expect(
      taskbarProgress([
        { sent: 10, total: 100 },
        { sent: 0, total: 0 },
      ]),
    ).toBe(0.1);
    expect(
      taskbarProgress([
        { sent: 10, total: 100 },
        { sent: 290, total: 900 },
      ]),
    ).toBe(0.3);
  });

  it('counts a video upload under way, and drops it once done', async () => {
    host.allow(4 * 1024 * 1024);
    const queue = newQueue();
    const job = await startUpload(queue);
    await until(() => ([...host.uploads.values()][0]?.received ?? 0) > 0, 'bytes');
    await realSleep(50);
    await vi.advanceTimersByTimeAsync(1000);
    const { sent, total } = queue.totals();
    expect(total).toBe(SIZE);
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThan(SIZE);
    host.allow(null);
    await until(() => stateOf(queue, job.id) === 'done', 'done');
    expect(queue.totals()).toEqual({ sent: 0, total: 0 });
  });
});
