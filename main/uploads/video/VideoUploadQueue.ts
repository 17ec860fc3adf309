// Video uploads from the desktop (issue 32; spec 000 §4 "Video upload"). A file the renderer handed
// over (UploadRegistry) is sent by path — a 2 Go file is never copied; the browser host's temporary
// copy is the one exception, kept until the file is up — to a fresh upload URL of the brand's video
// host (`dailymotionUploadURL`), as a streamed multipart POST (postVideoFile.ts), its progress URL
// read every second. Uploads are not resumable: an interrupted one starts again from byte 0 with a
// new URL, by itself when the network is back (or after a short wait), at the next start of the
// app, or at once on « Réessayer ». Once the host answered the file's `url` and the job knows its
// article, main attaches it (`importDailymotionVideo`). The queue lives on disk
// (`<app data>/video-uploads/<id>/job.json`), so every step survives a restart.
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { GraphqlRequest, GraphqlResult, VideoUploadJob } from '../../../common/ipc/channels';
import { LIMITS } from '../../../common/domain/limits';
import { MESSAGES } from '../../../common/domain/messages';
import { removeStrayTempFiles, writeFileAtomic } from '../../drafts/atomicFile';
import type { UploadRegistry } from '../UploadRegistry';
import { QUARANTINED_JOB_FILE } from '../UploadQueue';
import { postVideoFile, VideoUploadFailure } from './postVideoFile';
import { parseStoredVideoJob, type StoredVideoJob } from './storedVideoJob';

export interface VideoUploadQueueOptions {
  dir: string;
  registry: UploadRegistry;
  /** The app's authorised GraphQL call (Backoffice.authorizedRequest). */
  graphql: (request: GraphqlRequest) => Promise<GraphqlResult>;
  emit: (job: VideoUploadJob) => void;
  /** Between two readings of the progress URL and two progress events (spec: every second). */
  pollMs?: number;
  /**
   * Nothing moved for this long (no byte accepted, no progress on the host): interrupted. Checked
   * every 200 ms, so the interruption shows within 1.8 s of the last byte.
   */
  stallMs?: number;
  /** Waits before an interrupted upload starts again by itself (the network being back starts it at once). */
  retryDelaysMs?: readonly number[];
  maxBytes?: number;
  log?: (message: string) => void;
}

export const VIDEO_UPLOAD_QUERY = `query dailymotionUploadURL($brandKey: String!) {
  dailymotionUploadURL(brandKey: $brandKey) { uploadUrl progressUrl }
}`;
export const IMPORT_VIDEO_MUTATION = `mutation importDailymotionVideo($where: ArticleWhereUniqueInput!, $video: VideoImportInput!) {
  importDailymotionVideo(where: $where, video: $video) { id }
}`;

/** The server could not be reached (or the session ended): try again later, by itself. */
function isUnreachable(result: GraphqlResult): boolean {
  const code = String(result.errors?.[0]?.extensions?.code ?? '');
  return code === 'NETWORK_ERROR' || code === 'UNAUTHENTICATED';
}

function publicJob(job: StoredVideoJob): VideoUploadJob {
  return {
    id: job.id,
    name: job.name,
    size: job.size,
    received: job.received,
    url: job.url,
    host: job.host,
    state: job.state,
    brandKey: job.brandKey,
    articleId: job.articleId,
    error: job.error,
  };
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class VideoUploadQueue {
  private readonly jobs = new Map<string, StoredVideoJob>();
  private readonly running = new Map<string, AbortController>();
  private readonly retryTimers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Asked to run while its previous run was still ending (« Réessayer » right after a failure). */
  private readonly runAgain = new Set<string>();
  private readonly pollMs: number;
  private readonly stallMs: number;
  private readonly retryDelays: readonly number[];
  private readonly maxBytes: number;
  private stopped = false;

  constructor(private readonly options: VideoUploadQueueOptions) {
    this.pollMs = options.pollMs ?? LIMITS.polling.videoUploadMs;
    this.stallMs = options.stallMs ?? 1_600;
    this.retryDelays = options.retryDelaysMs ?? [2_000, 5_000, 10_000, 30_000, 60_000];
    this.maxBytes = options.maxBytes ?? LIMITS.video.maxBytes;
  }

  /** Loads the jobs left on disk (the app quit mid-upload) and carries them on. */
  async resumeFromDisk(): Promise<void> {
    await mkdir(this.options.dir, { recursive: true });
    for (const entry of await readdir(this.options.dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || this.jobs.has(entry.name)) continue;
      const folder = join(this.options.dir, entry.name);
      await removeStrayTempFiles(folder);
      const text = await readFile(join(folder, 'job.json'), 'utf8').catch(() => null);
      if (text === null) continue;
      const job = parseStoredVideoJob(text);
      if (!job || job.id !== entry.name) {
        await rename(join(folder, 'job.json'), join(folder, QUARANTINED_JOB_FILE)).catch(
          () => undefined,
        );
        this.options.log?.(
          `Vidéo ignorée : ${join(folder, 'job.json')} est illisible (mise de côté sous ${QUARANTINED_JOB_FILE}).`,
        );
        continue;
      }
      if (job.state === 'attached' || job.state === 'cancelled') {
        await rm(folder, { recursive: true, force: true });
        continue;
      }
      this.jobs.set(job.id, job);
      // A transfer cut by the quit starts again; a refusal waits for « Réessayer ».
      if (job.state === 'uploading') job.retryable = true;
      if (this.shouldRun(job)) void this.run(job);
    }
  }

  list(): VideoUploadJob[] {
    return [...this.jobs.values()].map(publicJob);
  }

  get(id: string): VideoUploadJob | null {
    const job = this.jobs.get(id);
    return job ? publicJob(job) : null;
  }

  async start(
    handleId: string,
    brandKey: string,
    articleId: string | null,
  ): Promise<VideoUploadJob> {
    const handle = this.options.registry.take(handleId);
    const job: StoredVideoJob = {
      id: randomUUID(),
      name: handle?.name ?? 'video',
      size: handle?.size ?? 0,
      received: 0,
      url: null,
      host: null,
      state: 'uploading',
      brandKey,
      articleId,
      error: null,
      sourcePath: handle?.path ?? '-',
      sourceTemporary: handle?.temporary ?? false,
      type: handle?.type ?? '',
      retryable: true,
      attempts: 0,
      createdAt: new Date().toISOString(),
    };
    if (!handle || handle.size === 0 || handle.size > this.maxBytes) {
      // Nothing to send (an unknown handle, an empty file, over the cap): said at once, never kept.
      if (handle?.temporary) await rm(handle.path, { force: true });
      job.state = 'interrupted';
      job.retryable = false;
      job.error = handle ? MESSAGES.mediaInvalidFile : MESSAGES.videoUploadInterrupted;
      return publicJob(job);
    }
    this.jobs.set(job.id, job);
    if (job.sourceTemporary) {
      try {
        job.sourcePath = await this.keepTemporaryCopy(job);
      } catch (error) {
        // No room for the copy: said now, nothing half-kept.
        this.options.log?.(`Vidéo ${job.name} : ${reason(error)}`);
        this.jobs.delete(job.id);
        await rm(this.folder(job), { recursive: true, force: true });
        await rm(handle.path, { force: true });
        return publicJob({
          ...job,
          state: 'interrupted',
          retryable: false,
          error: MESSAGES.genericError,
        });
      }
    }
    await this.save(job);
    void this.run(job);
    return publicJob(job);
  }

  /**
   * The browser host deletes its upload folder when it closes: its copy moves into the job's folder
   * so that an upload cut by a quit can start again at the next launch (a rename on one disk).
   */
  private async keepTemporaryCopy(job: StoredVideoJob): Promise<string> {
    const kept = join(this.folder(job), 'file');
    await mkdir(this.folder(job), { recursive: true });
    try {
      await rename(job.sourcePath, kept);
    } catch {
      // Another file system (EXDEV): copied once, then the host's copy goes.
      await copyFile(job.sourcePath, kept);
      await rm(job.sourcePath, { force: true });
    }
    return kept;
  }

  /** Names the job's article: the video is attached as soon as the file is up (at once if it is). */
  async attach(id: string, articleId: string): Promise<VideoUploadJob | null> {
    const job = this.jobs.get(id);
    if (!job) return null;
    if (job.state === 'attaching' || job.state === 'attached') return publicJob(job);
    job.articleId = articleId;
    if (job.state === 'done') job.error = null;
    await this.save(job);
    if (job.state === 'done') void this.run(job);
    this.emit(job);
    return publicJob(job);
  }

  async cancel(id: string): Promise<VideoUploadJob | null> {
    const job = this.jobs.get(id);
    if (!job) return null;
    this.running.get(id)?.abort();
    this.clearRetry(id);
    job.state = 'cancelled';
    this.jobs.delete(id);
    await rm(this.folder(job), { recursive: true, force: true });
    if (job.sourceTemporary) await rm(job.sourcePath, { force: true });
    this.emit(job);
    return publicJob(job);
  }

  /** « Réessayer »: an interrupted upload starts again now; a refused attachment is asked again. */
  async retry(id: string): Promise<VideoUploadJob | null> {
    const job = this.jobs.get(id);
    if (!job) return null;
    if (job.state === 'interrupted' || (job.state === 'done' && job.error !== null)) {
      this.clearRetry(id);
      job.retryable = true;
      job.attempts = 0;
      if (job.state === 'done') job.error = null;
      void this.run(job);
    }
    return publicJob(job);
  }

  /** The network is back (the API answers again): interrupted uploads and pending attachments go now. */
  networkBack(): void {
    for (const job of this.jobs.values()) {
      if (this.running.has(job.id) || !this.retryTimers.has(job.id)) continue;
      this.clearRetry(job.id);
      void this.run(job);
    }
  }

  /** Stops the transfers (app quit): their jobs stay on disk and start again at the next launch. */
  stop(): void {
    this.stopped = true;
    for (const controller of this.running.values()) controller.abort();
    for (const id of [...this.retryTimers.keys()]) this.clearRetry(id);
  }

  /** Bytes sent and to send over the uploads under way (the window's taskbar progress). */
  totals(): { sent: number; total: number } {
    let sent = 0;
    let total = 0;
    for (const job of this.jobs.values()) {
      if (job.state !== 'uploading' && job.state !== 'interrupted') continue;
      sent += job.received;
      total += job.size;
    }
    return { sent, total };
  }

  private shouldRun(job: StoredVideoJob): boolean {
    if (job.state === 'uploading' || job.state === 'attaching') return true;
    if (job.state === 'interrupted') return job.retryable;
    return job.state === 'done' && job.articleId !== null && job.error === null;
  }

  private folder(job: StoredVideoJob): string {
    return join(this.options.dir, job.id);
  }

  /** Writes job.json; a failed write (disk full, folder removed by a cancel) is logged, the upload goes on. */
  private async save(job: StoredVideoJob): Promise<void> {
    if (!this.jobs.has(job.id)) return;
    try {
      await writeFileAtomic(join(this.folder(job), 'job.json'), JSON.stringify(job));
    } catch (error) {
      if (this.jobs.has(job.id)) this.options.log?.(`Vidéo ${job.name} : ${reason(error)}`);
    }
  }

  private emit(job: StoredVideoJob): void {
    this.options.emit(publicJob(job));
  }

  private async setState(
    job: StoredVideoJob,
    state: StoredVideoJob['state'],
    error: string | null = null,
  ): Promise<void> {
    job.state = state;
    job.error = error;
    await this.save(job);
    this.emit(job);
  }

  private clearRetry(id: string): void {
    const timer = this.retryTimers.get(id);
    if (timer) clearTimeout(timer);
    this.retryTimers.delete(id);
  }

  private scheduleRetry(job: StoredVideoJob): void {
    if (this.stopped || !this.jobs.has(job.id)) return;
    this.clearRetry(job.id);
    const delay = this.retryDelays[Math.min(job.attempts, this.retryDelays.length - 1)] ?? 5_000;
    job.attempts += 1;
    this.retryTimers.set(
      job.id,
      setTimeout(() => {
        this.retryTimers.delete(job.id);
        void this.run(job);
      }, delay),
    );
  }

  private async run(job: StoredVideoJob): Promise<void> {
    if (this.stopped) return;
    if (this.running.has(job.id)) {
      this.runAgain.add(job.id);
      return;
    }
    const controller = new AbortController();
    this.running.set(job.id, controller);
    const { signal } = controller;
    try {
      if (job.state === 'uploading' || job.state === 'interrupted') await this.upload(job, signal);
      if (signal.aborted) return;
      if (job.state === 'attaching' || (job.state === 'done' && job.articleId && !job.error))
        await this.attachNow(job);
    } catch (error) {
      if (signal.aborted || !this.jobs.has(job.id)) return;
      const failure =
        error instanceof VideoUploadFailure
          ? error
          : new VideoUploadFailure(MESSAGES.videoUploadInterrupted, true);
      if (!(error instanceof VideoUploadFailure))
        this.options.log?.(`Vidéo ${job.name} : ${reason(error)}`);
      job.retryable = failure.retryable;
      await this.setState(job, 'interrupted', failure.message);
      if (failure.retryable) this.scheduleRetry(job);
    } finally {
      this.running.delete(job.id);
      if (this.runAgain.delete(job.id) && this.jobs.has(job.id) && this.shouldRun(job)) {
        this.clearRetry(job.id);
        void this.run(job);
      }
    }
  }

  /** One attempt from byte 0 with a new URL (Dailymotion's uploads are not resumable). */
  private async upload(job: StoredVideoJob, signal: AbortSignal): Promise<void> {
    const info = await stat(job.sourcePath).catch(() => null);
    // The file was moved or deleted since: no later attempt can find it.
    if (!info?.isFile()) throw new VideoUploadFailure(MESSAGES.videoUploadInterrupted, false);
    job.size = info.size;
    job.received = 0;
    job.url = null;
    const result = await this.options.graphql({
      query: VIDEO_UPLOAD_QUERY,
      operationName: 'dailymotionUploadURL',
      variables: { brandKey: job.brandKey },
    });
    if (signal.aborted) return;
    const target = (
      result.data as { dailymotionUploadURL?: { uploadUrl: string; progressUrl: string } } | null
    )?.dailymotionUploadURL;
    if (!target) {
      if (isUnreachable(result))
        throw new VideoUploadFailure(MESSAGES.videoUploadInterrupted, true);
      throw new VideoUploadFailure(result.errors?.[0]?.message ?? MESSAGES.genericError, false);
    }
    let host: string;
    try {
      host = new URL(target.uploadUrl).hostname;
    } catch {
      throw new VideoUploadFailure(MESSAGES.genericError, false);
    }
    job.host = host;
    job.retryable = true;
    await this.setState(job, 'uploading');
    const url = await postVideoFile({
      uploadUrl: target.uploadUrl,
      progressUrl: target.progressUrl,
      path: job.sourcePath,
      name: job.name,
      type: job.type,
      size: job.size,
      signal,
      pollMs: this.pollMs,
      stallMs: this.stallMs,
      onTick: (accepted) => {
        job.received = accepted;
        this.emit(job);
      },
    });
    if (signal.aborted) return;
    job.url = url;
    job.received = job.size;
    job.attempts = 0;
    await this.setState(job, 'done');
    // The file is up: the browser host's temporary copy has done its work.
    if (job.sourceTemporary) await rm(job.sourcePath, { force: true });
  }

  /** importDailymotionVideo: the article gets its video; a refusal is kept as the job's error. */
  private async attachNow(job: StoredVideoJob): Promise<void> {
    if (!job.articleId || !job.url) return;
    await this.setState(job, 'attaching');
    const result = await this.options.graphql({
      query: IMPORT_VIDEO_MUTATION,
      operationName: 'importDailymotionVideo',
      variables: { where: { id: job.articleId }, video: { uploadedUrl: job.url } },
    });
    if (!this.jobs.has(job.id)) return;
    if (result.data && !result.errors?.length) {
      job.attempts = 0;
      await this.setState(job, 'attached');
      return;
    }
    if (isUnreachable(result)) {
      // Asked again when the network is back (or after a wait); the file stays up meanwhile.
      await this.setState(job, 'done');
      this.scheduleRetry(job);
      return;
    }
    await this.setState(job, 'done', result.errors?.[0]?.message ?? MESSAGES.genericError);
  }
}
