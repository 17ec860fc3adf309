// The server's own video host (issue 32), the default: the same protocol as Dailymotion's, served
// by this server. `uploadUrl` is signed (the media signing key: media/uploadProtocol.ts), expiring
// and single-use; the file arrives as a streamed multipart POST (ownVideoUpload.ts) into the
// staging folder, is probed (not a video: refused) and its poster taken, then stored whole in the
// MediaStore (folder or S3). `progressUrl` reads the upload's row, so any server process answers
// it and a restart loses nothing. There is no encoding: a stored video is playable at once.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { LIMITS } from '../../../common/domain/limits';
import { MESSAGES } from '../../../common/domain/messages';
import { NO_GEOBLOCKING } from '../../../common/domain/video';
import type { Database } from '../db/database';
import { videoUploads } from '../db/schema/videos';
import type { MediaService } from '../media/MediaService';
import { MEDIA_MESSAGES, MediaRefusal } from '../media/mediaMessages';
import { readSigningSecret } from '../media/uploadProtocol';
import { isUuid } from '../services/content/sqlRows';
import {
  VideoHostError,
  type HostVideoStatus,
  type UploadRequester,
  type VideoHost,
  type VideoUploadUrl,
} from './VideoHost';

type UploadRow = typeof videoUploads.$inferSelect;

/** An upload whose received count has not moved for this long is reported interrupted. */
export const STALLED_UPLOAD_MS = 30_000;

/** The own host's routes (mounted with the media routes, media/mediaHttp.ts). */
export const OWN_VIDEO_ROUTES = {
  upload: /^\/media\/video-upload\/([0-9a-f-]{36})$/,
  progress: /^\/media\/video-progress\/([0-9a-f-]{36})$/,
  /** The `url` a finished upload answers (what importDailymotionVideo receives). */
  uploaded: /\/media\/video-upload\/([0-9a-f-]{36})\/file$/,
  file: /^\/media\/video-files\/([A-Z0-9_-]{1,32}\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.(?:mp4|mov|webm|mkv))$/,
} as const;

export interface OwnVideoHostOptions {
  db: Database;
  media: MediaService;
  now?: () => Date;
  /** Largest accepted file (LIMITS.video.maxUploadBytes). */
  maxBytes?: number;
  uploadUrlTtlMs?: number;
  /** How often the received count is written while a file arrives (1 s; tests use 0). */
  progressWriteMs?: number;
}

export class OwnVideoHost implements VideoHost {
  readonly kind = 'Own' as const;
  readonly db: Database;
  readonly media: MediaService;
  readonly now: () => Date;
  readonly maxBytes: number;
  readonly progressWriteMs: number;
  private readonly ttlMs: number;
  private secret: Buffer | null = null;

  constructor(options: OwnVideoHostOptions) {
    this.db = options.db;
    this.media = options.media;
    this.now = options.now ?? (() => new Date());
    this.maxBytes = options.maxBytes ?? LIMITS.video.maxUploadBytes;
    this.ttlMs = options.uploadUrlTtlMs ?? LIMITS.video.uploadUrlTtlMs;
    this.progressWriteMs = options.progressWriteMs ?? 1000;
  }

  private async sign(purpose: 'upload' | 'progress', id: string, expires: number): Promise<string> {
    this.secret ??= await readSigningSecret(this.db);
    return createHmac('sha256', this.secret)
      .update(`video-${purpose}.${id}.${expires}`)
      .digest('base64url');
  }

  async uploadUrl(requester: UploadRequester): Promise<VideoUploadUrl> {
    const id = randomUUID();
    const now = this.now();
    const expiresAt = new Date(now.getTime() + this.ttlMs);
    const expires = Math.floor(expiresAt.getTime() / 1000);
    await this.db.insert(videoUploads).values({
      id,
      userId: requester.userId,
      brandKey: requester.brandKey,
      expiresAt,
      createdAt: now,
      updatedAt: now,
    });
    const base = this.media.publicUrl;
    const query = (purpose: 'upload' | 'progress') =>
      this.sign(purpose, id, expires).then((s) => `?expires=${expires}&signature=${s}`);
    return {
      uploadUrl: `${base}/media/video-upload/${id}${await query('upload')}`,
      progressUrl: `${base}/media/video-progress/${id}${await query('progress')}`,
    };
  }

  /** The upload row behind a signed URL, or the French reason it cannot be used. */
  async checkSigned(
    purpose: 'upload' | 'progress',
    id: string,
    query: URLSearchParams,
  ): Promise<UploadRow> {
    const expires = Number(query.get('expires'));
    const given = Buffer.from(query.get('signature') ?? '');
    if (!isUuid(id) || !Number.isInteger(expires))
      throw new MediaRefusal(MEDIA_MESSAGES.uploadUrlInvalid, 403, 'FORBIDDEN');
    const expected = Buffer.from(await this.sign(purpose, id, expires));
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      throw new MediaRefusal(MEDIA_MESSAGES.uploadUrlInvalid, 403, 'FORBIDDEN');
    const [row] = await this.db.select().from(videoUploads).where(eq(videoUploads.id, id));
    if (!row) throw new MediaRefusal(MEDIA_MESSAGES.uploadUrlInvalid, 403, 'FORBIDDEN');
    return row;
  }

  /** Takes the URL for one POST: pending → uploading, once; expired and used URLs are refused. */
  async claim(id: string, query: URLSearchParams, size: number): Promise<UploadRow> {
    const row = await this.checkSigned('upload', id, query);
    const now = this.now();
    if (row.state !== 'pending') throw new MediaRefusal(MEDIA_MESSAGES.uploadUrlUsed, 410, 'GONE');
    if (
      now.getTime() > row.expiresAt.getTime() ||
      now.getTime() > Number(query.get('expires')) * 1000
    )
      throw new MediaRefusal(MEDIA_MESSAGES.uploadUrlExpired, 410, 'GONE');
    const claimed = await this.db
      .update(videoUploads)
      .set({ state: 'uploading', size, received: 0, updatedAt: now })
      .where(and(eq(videoUploads.id, id), eq(videoUploads.state, 'pending')))
      .returning();
    if (!claimed[0]) throw new MediaRefusal(MEDIA_MESSAGES.uploadUrlUsed, 410, 'GONE');
    return claimed[0];
  }

  async recordProgress(id: string, received: number): Promise<void> {
    await this.db
      .update(videoUploads)
      .set({ received, updatedAt: this.now() })
      .where(and(eq(videoUploads.id, id), eq(videoUploads.state, 'uploading')));
  }

  async finish(
    id: string,
    done: Pick<UploadRow, 'received' | 'objectKey' | 'posterKey' | 'probe'>,
  ): Promise<void> {
    await this.db
      .update(videoUploads)
      .set({ ...done, size: done.received, state: 'done', updatedAt: this.now() })
      .where(eq(videoUploads.id, id));
  }

  /** A refused or cut upload: `failed` with the French reason, or `interrupted`. */
  async abandon(id: string, state: 'failed' | 'interrupted', error: string | null): Promise<void> {
    await this.db
      .update(videoUploads)
      .set({ state, error, updatedAt: this.now() })
      .where(and(eq(videoUploads.id, id), inArray(videoUploads.state, ['uploading', 'pending'])));
  }

  /** The answer of `progressUrl`: Dailymotion's { state, received, size }. */
  async progress(
    id: string,
    query: URLSearchParams,
  ): Promise<{ state: string; received: number; size: number; error?: string }> {
    const row = await this.checkSigned('progress', id, query);
    // Issued, not started yet: uploading, nothing received (the client is about to send). An
    // upload no byte reached for STALLED_MS (its server process died, the line is gone) is
    // interrupted, whatever its row last said.
    const stalled =
      row.state === 'uploading' &&
      this.now().getTime() - row.updatedAt.getTime() > STALLED_UPLOAD_MS;
    const state = row.state === 'pending' ? 'uploading' : stalled ? 'interrupted' : row.state;
    return {
      state,
      received: Number(row.received),
      size: Number(row.size),
      ...(row.error ? { error: row.error } : {}),
    };
  }

  /** The address a finished upload answers with. */
  uploadedUrl(id: string): string {
    return `${this.media.publicUrl}/media/video-upload/${id}/file`;
  }

  private async finishedUpload(url: string): Promise<UploadRow | null> {
    let path: string;
    try {
      path = new URL(url).pathname;
    } catch {
      return null;
    }
    const id = OWN_VIDEO_ROUTES.uploaded.exec(path)?.[1];
    if (!id || !isUuid(id)) return null;
    const [row] = await this.db.select().from(videoUploads).where(eq(videoUploads.id, id));
    return row?.state === 'done' && row.objectKey ? row : null;
  }

  async isUploadedUrl(url: string, brandKey: string): Promise<boolean> {
    const row = await this.finishedUpload(url);
    return row?.brandKey === brandKey;
  }

  /** The own host's video id is its upload's id: the file is already stored. */
  async create(uploadedUrl: string): Promise<string> {
    const row = await this.finishedUpload(uploadedUrl);
    if (!row) throw new VideoHostError(MESSAGES.videoUploadedUrlUnknown, 'BAD_USER_INPUT');
    return row.id;
  }

  importExisting(): Promise<string> {
    return Promise.reject(
      new VideoHostError(MESSAGES.videoExistingNeedsDailymotion, 'BAD_USER_INPUT'),
    );
  }

  private async row(hostVideoId: string): Promise<UploadRow> {
    const [row] = isUuid(hostVideoId)
      ? await this.db.select().from(videoUploads).where(eq(videoUploads.id, hostVideoId))
      : [];
    if (!row || row.state !== 'done')
      throw new VideoHostError(MESSAGES.videoHostNotFound, 'NOT_FOUND');
    return row;
  }

  /** Probed and postered when the upload ended: Ready at once. */
  async status(hostVideoId: string): Promise<HostVideoStatus> {
    const row = await this.row(hostVideoId);
    const probe = row.probe;
    return {
      state: 'Ready',
      error: null,
      progress: 100,
      duration: probe?.duration ?? null,
      width: probe?.width ?? null,
      height: probe?.height ?? null,
      videoCodec: probe?.videoCodec ?? null,
      audioCodec: probe?.audioCodec ?? null,
      posterUrl: row.posterKey ? this.media.fileUrl(row.posterKey) : null,
      playerUrl: row.objectKey
        ? `${this.media.publicUrl}/media/video-files/${row.objectKey}`
        : null,
      geoblocking: NO_GEOBLOCKING,
    };
  }

  /** Title, tags and geoblocking live in the database here: nothing to push. */
  async update(hostVideoId: string): Promise<void> {
    await this.row(hostVideoId);
  }

  async delete(hostVideoId: string): Promise<void> {
    const [row] = isUuid(hostVideoId)
      ? await this.db.select().from(videoUploads).where(eq(videoUploads.id, hostVideoId))
      : [];
    if (!row) return;
    if (row.objectKey) await this.media.store.delete(row.objectKey);
    if (row.posterKey) await this.media.store.delete(row.posterKey);
    await this.db.delete(videoUploads).where(eq(videoUploads.id, hostVideoId));
  }
}

/**
 * Refuses (429, in French) a user holding `maxOpenPerUser` unfinished uploads or who asked for
 * `maxPerWindow` upload URLs within the window: the limits of getUploadUrl (media/uploadLimits.ts).
 */
export async function checkVideoUploadAllowance(
  db: Database,
  userId: string,
  now: Date,
  limits: { maxOpenPerUser: number; maxPerWindow: number; windowMs: number },
): Promise<void> {
  const since = new Date(now.getTime() - limits.windowMs);
  const open = and(
    inArray(videoUploads.state, ['pending', 'uploading']),
    gt(videoUploads.expiresAt, now),
  );
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${open})`.mapWith(Number),
      recent: sql<number>`count(*) filter (where ${gt(videoUploads.createdAt, since)})`.mapWith(
        Number,
      ),
    })
    .from(videoUploads)
    .where(eq(videoUploads.userId, userId));
  if ((row?.open ?? 0) >= limits.maxOpenPerUser)
    throw new MediaRefusal(
      MEDIA_MESSAGES.tooManyOpenUploads(limits.maxOpenPerUser),
      429,
      'TOO_MANY_REQUESTS',
    );
  if ((row?.recent ?? 0) >= limits.maxPerWindow)
    throw new MediaRefusal(
      MEDIA_MESSAGES.tooManyUploadUrls(limits.maxPerWindow, Math.round(limits.windowMs / 60_000)),
      429,
      'TOO_MANY_REQUESTS',
    );
}
