// Image uploads from the desktop (issue 14): a file the renderer handed over (UploadRegistry) is
// read from disk, checked by content (an image, within the maximum size, else the spec's
// 'Invalid File type and/or size'), resized to at most 3000×3000 with sharp (libuv's thread pool,
// not the main event loop), copied into the queue folder, then streamed to the server's signed
// URL in ranged PUTs. The queue lives on disk (`<app data>/uploads/<id>/job.json` + the prepared
// file): a lost connection waits and resumes from the offset the server reports (HEAD), an app quit
// mid-upload finishes at the next start. Progress goes to the renderer as 'uploads.progress'.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import type {
  GraphqlRequest,
  GraphqlResult,
  UploadJob,
  UploadedImage,
} from '../../common/ipc/channels';
import { LIMITS } from '../../common/domain/limits';
import { MESSAGES } from '../../common/domain/messages';
import { removeStrayTempFiles, writeFileAtomic } from '../drafts/atomicFile';
import { parseStoredJob, type StoredJob } from './storedJob';
import type { UploadRegistry } from './UploadRegistry';

/** A job.json that is not a job is renamed so, kept for a look, and never read again. */
export const QUARANTINED_JOB_FILE = 'job.json.illisible';

export interface UploadQueueOptions {
  dir: string;
  registry: UploadRegistry;
  graphql: (request: GraphqlRequest) => Promise<GraphqlResult>;
  emit: (job: UploadJob) => void;
  maxBytes?: number;
  /** Waits between attempts while the server cannot be reached (ms). */
  retryDelaysMs?: readonly number[];
  /**
   * Bytes per PUT. The server keeps what arrived of a cut PUT (HEAD gives the offset), so the size
   * only sets the round trips: 8 Mo ranges made a 200 Mo file 25 requests (media bench).
   */
  chunkBytes?: number;
  /** Wait before asking again when the server holds too many of the user's uploads open (ms). */
  busyRetryMs?: number;
  log?: (message: string) => void;
}

export const DEFAULT_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
const TERMINAL = new Set<UploadJob['state']>(['done', 'error', 'cancelled']);

/** A failure the user is told about, with « Réessayer » (as opposed to a lost connection). */
class UploadRefused extends Error {}
class Offline extends Error {}
/**
 * The server refused a new upload URL for now (TOO_MANY_REQUESTS: too many of this user's uploads
 * open, or asked for too fast, issue 30): the job waits its turn, showing the server's reason.
 */
class Busy extends Offline {}

const UPLOAD_URL_QUERY = `query getUploadUrl($namespace: String!, $originalName: String!, $resumeId: ID) {
  getUploadUrl(namespace: $namespace, originalName: $originalName, resumeId: $resumeId) { uploadURL key id }
}`;

function publicJob(job: StoredJob): UploadJob {
  return {
    id: job.id,
    name: job.name,
    namespace: job.namespace,
    state: job.state,
    sent: job.sent,
    total: job.total,
    error: job.error,
    image: job.image,
  };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export class UploadQueue {
  private readonly jobs = new Map<string, StoredJob>();
  private readonly running = new Map<string, AbortController>();
  private readonly maxBytes: number;
  private readonly retryDelays: readonly number[];
  private readonly chunkBytes: number;
  private readonly busyRetryMs: number;
  private lastEmit = new Map<string, number>();
  /**
   * Photos are resized one at a time: decoding a 24 Mpx JPEG takes a whole core, and three at once
   * on a 2-core laptop left the window none (the body editor stalled ~0.5 s while they ran).
   */
  private resizing: Promise<void> = Promise.resolve();

  constructor(private readonly options: UploadQueueOptions) {
    this.maxBytes = options.maxBytes ?? DEFAULT_UPLOAD_MAX_BYTES;
    this.retryDelays = options.retryDelaysMs ?? [500, 1000, 2000, 3000, 5000];
    this.chunkBytes = options.chunkBytes ?? 32 * 1024 * 1024;
    this.busyRetryMs = options.busyRetryMs ?? 30_000;
  }

  /** Loads the jobs left on disk (the app quit mid-upload) and carries them on. */
  async resumeFromDisk(): Promise<void> {
    await mkdir(this.options.dir, { recursive: true });
    for (const entry of await readdir(this.options.dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const folder = join(this.options.dir, entry.name);
      // A write killed before its rename left a temporary file: the job.json before it stands.
      await removeStrayTempFiles(folder);
      const text = await readFile(join(folder, 'job.json'), 'utf8').catch(() => null);
      // A job folder without a job.json was never started: nothing to resume.
      if (text === null) continue;
      const job = parseStoredJob(text);
      if (!job || job.id !== entry.name) {
        await rename(join(folder, 'job.json'), join(folder, QUARANTINED_JOB_FILE)).catch(
          () => undefined,
        );
        this.options.log?.(
          `Téléversement ignoré : ${join(folder, 'job.json')} est illisible (mis de côté sous ${QUARANTINED_JOB_FILE}).`,
        );
        continue;
      }
      if (job.state === 'done' || job.state === 'cancelled') {
        await rm(folder, { recursive: true, force: true });
        continue;
      }
      this.jobs.set(job.id, job);
      if (!TERMINAL.has(job.state)) void this.run(job);
    }
  }

  list(): UploadJob[] {
    return [...this.jobs.values()].map(publicJob);
  }

  async start(handleId: string, namespace: string): Promise<UploadJob> {
    const handle = this.options.registry.take(handleId);
    const id = randomUUID();
    const job: StoredJob = {
      id,
      name: handle?.name ?? 'image',
      namespace,
      state: 'queued',
      sent: 0,
      total: handle?.size ?? 0,
      error: null,
      image: null,
      prepared: false,
      uploadId: null,
      uploadURL: null,
      sourcePath: handle?.path ?? null,
      sourceTemporary: handle?.temporary ?? false,
      createdAt: new Date().toISOString(),
    };
    this.jobs.set(id, job);
    if (!handle) {
      job.state = 'error';
      job.error = MESSAGES.mediaInvalidFile;
      return publicJob(job);
    }
    await this.save(job);
    void this.run(job);
    return publicJob(job);
  }

  async cancel(id: string): Promise<UploadJob | null> {
    const job = this.jobs.get(id);
    if (!job) return null;
    this.running.get(id)?.abort();
    job.state = 'cancelled';
    this.jobs.delete(id);
    await this.discardFolder(job);
    this.emit(job, true);
    return publicJob(job);
  }

  async retry(id: string): Promise<UploadJob | null> {
    const job = this.jobs.get(id);
    if (!job || job.state !== 'error') return job ? publicJob(job) : null;
    job.state = 'queued';
    job.error = null;
    await this.save(job);
    void this.run(job);
    return publicJob(job);
  }

  /** Stops the running transfers (app quit): their jobs stay on disk and resume at next start. */
  stop(): void {
    for (const controller of this.running.values()) controller.abort();
  }

  /** Sum of the bytes sent and to send over the unfinished jobs (the window's taskbar progress). */
  totals(): { sent: number; total: number } {
    let sent = 0;
    let total = 0;
    for (const job of this.jobs.values()) {
      if (TERMINAL.has(job.state)) continue;
      sent += job.sent;
      total += job.total;
    }
    return { sent, total };
  }

  private folder(job: StoredJob): string {
    return join(this.options.dir, job.id);
  }

  /** The drafts' atomic writer: temp file, fsync, rename, folder fsync; its temp name is swept. */
  private async save(job: StoredJob): Promise<void> {
    await writeFileAtomic(join(this.folder(job), 'job.json'), JSON.stringify(job));
  }

  private async discardFolder(job: StoredJob): Promise<void> {
    await rm(this.folder(job), { recursive: true, force: true });
    if (job.sourceTemporary && job.sourcePath) await rm(job.sourcePath, { force: true });
  }

  private emit(job: StoredJob, force = false): void {
    const now = Date.now();
    if (!force && now - (this.lastEmit.get(job.id) ?? 0) < 100) return;
    this.lastEmit.set(job.id, now);
    this.options.emit(publicJob(job));
  }

  private async setState(job: StoredJob, state: UploadJob['state'], error: string | null = null) {
    job.state = state;
    job.error = error;
    if (this.jobs.has(job.id)) await this.save(job);
    this.emit(job, true);
  }

  private async run(job: StoredJob): Promise<void> {
    if (this.running.has(job.id)) return;
    const controller = new AbortController();
    this.running.set(job.id, controller);
    const { signal } = controller;
    let attempt = 0;
    try {
      if (!job.prepared) {
        await this.setState(job, 'preparing');
        const turn = this.resizing.then(() => this.prepare(job));
        this.resizing = turn.catch(() => {});
        await turn;
        if (signal.aborted) return;
        job.prepared = true;
        await this.save(job);
      }
      for (;;) {
        if (signal.aborted) return;
        try {
          const image = await this.transfer(job, signal);
          if (signal.aborted) return;
          job.image = image;
          job.sent = job.total;
          await this.setState(job, 'done');
          await rm(join(this.folder(job), 'file'), { force: true });
          return;
        } catch (error) {
          if (signal.aborted) return;
          if (error instanceof Busy) {
            if (job.state !== 'waiting' || job.error !== error.message)
              await this.setState(job, 'waiting', error.message);
            await sleep(this.busyRetryMs, signal);
            continue;
          }
          if (error instanceof Offline) {
            if (job.state !== 'waiting' || job.error) await this.setState(job, 'waiting');
            await sleep(
              this.retryDelays[Math.min(attempt++, this.retryDelays.length - 1)] ?? 1000,
              signal,
            );
            continue;
          }
          throw error;
        }
      }
    } catch (error) {
      if (signal.aborted) return;
      const message = error instanceof UploadRefused ? error.message : 'Une erreur est survenue';
      if (!(error instanceof UploadRefused))
        this.options.log?.(
          `Téléversement ${job.name} : ${error instanceof Error ? error.message : String(error)}`,
        );
      await this.setState(job, 'error', message);
    } finally {
      this.running.delete(job.id);
    }
  }

  /** Checks the file by content and size, then writes the image (resized if over 3000×3000) to the job folder. */
  private async prepare(job: StoredJob): Promise<void> {
    const source = job.sourcePath;
    if (!source) throw new UploadRefused(MESSAGES.mediaInvalidFile);
    const head = Buffer.alloc(4100);
    const file = await open(source, 'r');
    let size: number;
    try {
      size = (await file.stat()).size;
      await file.read(head, 0, head.length, 0);
    } finally {
      await file.close();
    }
    // Loaded at the first upload, not with main: ~80 ms off the app's start (bench part package).
    const [{ fileTypeFromBuffer }, { default: sharp }] = await Promise.all([
      import('file-type'),
      import('sharp'),
    ]);
    const detected = await fileTypeFromBuffer(head);
    if (size > this.maxBytes || !detected?.mime.startsWith('image/'))
      throw new UploadRefused(MESSAGES.mediaInvalidFile);
    const target = join(this.folder(job), 'file');
    const { resizeMaxWidth: maxW, resizeMaxHeight: maxH } = LIMITS.images;
    const meta = await sharp(source, { limitInputPixels: false })
      .metadata()
      .catch(() => null);
    if (!meta?.width || !meta.height) throw new UploadRefused(MESSAGES.mediaInvalidFile);
    const rotated = (meta.orientation ?? 1) >= 5;
    const [w, h] = rotated ? [meta.height, meta.width] : [meta.width, meta.height];
    if (w > maxW || h > maxH) {
      // sharp decodes and encodes on libuv's pool: the event loop (IPC, the window) stays free.
      await sharp(source, { limitInputPixels: 200_000_000 })
        .rotate()
        .resize(maxW, maxH, { fit: 'inside', withoutEnlargement: true })
        // Credit fields travel on: the server reads them, then strips everything else.
        .keepMetadata()
        .toFormat(
          detected.mime === 'image/png' ? 'png' : detected.mime === 'image/webp' ? 'webp' : 'jpeg',
          { quality: 90 },
        )
        .toFile(target);
    } else {
      await copyFile(source, target);
    }
    if (job.sourceTemporary) await rm(source, { force: true });
    job.sourcePath = null;
    job.total = await open(target, 'r').then(async (f) => {
      try {
        return (await f.stat()).size;
      } finally {
        await f.close();
      }
    });
    job.sent = 0;
  }

  private async uploadUrl(job: StoredJob): Promise<string> {
    const result = await this.options.graphql({
      query: UPLOAD_URL_QUERY,
      operationName: 'getUploadUrl',
      variables: { namespace: job.namespace, originalName: job.name, resumeId: job.uploadId },
    });
    const data = result.data as { getUploadUrl?: { uploadURL: string; id: string } } | null;
    if (data?.getUploadUrl) {
      job.uploadId = data.getUploadUrl.id;
      job.uploadURL = data.getUploadUrl.uploadURL;
      await this.save(job);
      return job.uploadURL;
    }
    const error = result.errors?.[0];
    const code = String(error?.extensions?.code ?? '');
    if (code === 'NETWORK_ERROR' || code === 'UNAUTHENTICATED') throw new Offline();
    if (code === 'TOO_MANY_REQUESTS') throw new Busy(error?.message ?? '');
    throw new UploadRefused(error?.message ?? 'Une erreur est survenue');
  }

  /** HEAD then ranged PUTs from the server's offset; resolves with the stored image. */
  private async transfer(job: StoredJob, signal: AbortSignal): Promise<UploadedImage> {
    let url = job.uploadURL ?? (await this.uploadUrl(job));
    let offset: number;
    const head = await this.send(url, 'HEAD', {}, null, signal).catch(() => {
      throw new Offline();
    });
    if (head.status === 410 || head.status === 403) {
      // Expired while waiting (a long outage, a night with the app closed): a fresh URL, same upload.
      url = await this.uploadUrl(job);
      const again = await this.send(url, 'HEAD', {}, null, signal).catch(() => {
        throw new Offline();
      });
      if (again.status !== 200) throw new UploadRefused(again.message ?? 'Une erreur est survenue');
      offset = Number(again.headers['upload-offset'] ?? 0);
    } else if (head.status !== 200) {
      throw new Offline();
    } else offset = Number(head.headers['upload-offset'] ?? 0);
    job.sent = offset;
    await this.setState(job, 'uploading');
    for (;;) {
      const end = Math.min(offset + this.chunkBytes, job.total) - 1;
      const reply = await this.send(
        url,
        'PUT',
        {
          'content-range': `bytes ${offset}-${end}/${job.total}`,
          'content-length': String(end - offset + 1),
          'content-type': 'application/octet-stream',
        },
        { start: offset, end, job },
        signal,
      ).catch(() => {
        throw new Offline();
      });
      if (reply.status === 201) {
        const image = (reply.json as { image?: UploadedImage & Record<string, unknown> }).image;
        if (!image) throw new UploadRefused('Une erreur est survenue');
        return {
          key: image.key,
          url: image.url,
          thumbnailUrl: image.thumbnailUrl,
          width: image.width,
          height: image.height,
          credit: image.credit ?? null,
          source: image.source ?? null,
          caption: image.caption ?? null,
        };
      }
      if (reply.status === 200) {
        offset = end + 1;
        if (offset >= job.total) await this.setState(job, 'processing');
        continue;
      }
      if (reply.status === 409 || reply.status >= 500) throw new Offline();
      throw new UploadRefused(reply.message ?? 'Une erreur est survenue');
    }
  }

  private send(
    url: string,
    method: 'HEAD' | 'PUT',
    headers: Record<string, string>,
    body: { start: number; end: number; job: StoredJob } | null,
    signal: AbortSignal,
  ): Promise<{
    status: number;
    headers: IncomingMessage['headers'];
    json: unknown;
    message: string | null;
  }> {
    return new Promise((resolve, reject) => {
      const target = new URL(url);
      const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
      const req = send(target, { method, headers, signal }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          let json: unknown = null;
          try {
            json = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : null;
          } catch {
            json = null;
          }
          const message =
            (json as { errors?: { message?: string }[] } | null)?.errors?.[0]?.message ?? null;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, json, message });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      if (!body) {
        req.end();
        return;
      }
      const { start, end, job } = body;
      // 1 Mo reads: a sixteenth of the writes and progress checks of the 64 Ko default.
      const stream = createReadStream(join(this.folder(job), 'file'), {
        start,
        end,
        highWaterMark: 1024 * 1024,
      });
      stream.on('data', (chunk) => {
        job.sent += chunk.length;
        if (job.state === 'uploading') this.emit(job);
      });
      stream.on('error', reject);
      stream.pipe(req);
    });
  }
}
