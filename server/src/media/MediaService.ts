// The image service (spec 001 §7, issue 14): signed single-use upload URLs with resumable ranged
// PUTs, direct uploads and URL imports, renditions in a MediaStore, photo search, focus points.
//
// Resumable uploads: ranged PUTs on the signed URL rather than tus. The spec's own protocol is
// "PUT the file to a signed upload URL without auth"; a ranged PUT (`Content-Range: bytes
// s-e/total`) plus a HEAD answering `Upload-Offset` resumes on that same URL, with no extra
// package on either side and the same code over the folder and the S3 store (parts are assembled
// in a staging folder, checked, then stored whole). tus would add @tus/server's own HTTP routes
// and a second URL scheme for the same thing.
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import * as smartcrop from 'smartcrop-sharp';
import sharp from 'sharp';
import { LIMITS } from '../../../common/domain/limits';
import { isKnownBrand, brandProfile } from '../../../common/domain/brands';
import { canUseBrand, visibleBrandKeys } from '../auth/guards';
import {
  cleanFileName,
  decodePathSegment,
  withoutControlCharacters,
} from '../../../common/domain/validation/plainText';
import type { SessionUser } from '../context';
import type { Database } from '../db/database';
import { isUuid, queryOne, queryRows } from '../services/content/sqlRows';
import {
  searchExternalImages,
  type ExternalSearchResult,
  type ProviderConfig,
} from './externalImages';
import {
  checkFileType,
  DEFAULT_IMAGE_LIMITS,
  processImage,
  type ImageLimits,
} from './imagePipeline';
import { MEDIA_MESSAGES, MediaRefusal } from './mediaMessages';
import { photoSearchText } from './photoCredits';
import type { MediaStore } from './MediaStore';
import { guardedFetch, type GuardedFetchOptions } from './ssrfGuard';

export const PHOTO_KEY = /^[A-Z0-9_-]{1,32}\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/;

export interface MediaServiceOptions {
  db: Database;
  store: MediaStore;
  /** Where partial uploads wait until complete (local disk of this server process). */
  stagingDir: string;
  limits?: ImageLimits;
  /** How long a signed upload URL lives (default 1 hour). */
  uploadUrlTtlMs?: number;
  /** Abandoned uploads (issue 30): how many a user may hold open and ask for in a while. */
  uploadLimits?: Partial<UploadLimits>;
  providers?: ProviderConfig;
  /** Name resolution and address policy of the URL import (tests). */
  fetchOptions?: Pick<GuardedFetchOptions, 'resolve' | 'isForbidden' | 'timeoutMs'>;
  now?: () => Date;
}

/**
 * What one user may hold in the staging folder. An open upload (signed, not finished, not expired)
 * may park up to `maxBytes` there: the cap bounds the disk one account can fill, the rate bounds
 * how fast a script can churn through URLs, and the staging sweep (stagingSweep.ts) removes what
 * expired uploads left behind.
 */
export interface UploadLimits {
  /** Unfinished, unexpired uploads of one user at once. */
  maxOpenPerUser: number;
  /** getUploadUrl calls of one user (new uploads; a resume is not counted) per window. */
  maxPerWindow: number;
  windowMs: number;
  /**
   * How long after its URL expired an upload's staged bytes are kept: a PUT that started just
   * before the expiry has that long to finish, and a resume (resumeId) within it keeps its bytes.
   */
  stagingGraceMs: number;
}

export const DEFAULT_UPLOAD_LIMITS: Readonly<UploadLimits> = Object.freeze({
  // The desktop queue sends its files one after the other as they are resized: 20 in flight is a
  // slideshow dropped at once on a slow line; beyond, it waits and asks again (UploadQueue).
  maxOpenPerUser: 20,
  maxPerWindow: 120,
  windowMs: 15 * 60_000,
  stagingGraceMs: 15 * 60_000,
});

export interface PhotoRecord {
  id: string;
  key: string;
  brandKey: string;
  archive: string;
  originalName: string;
  mime: string;
  width: number;
  height: number;
  size: number;
  credit: string | null;
  source: string | null;
  previews: { size: string; suffix: string; width: number; height: number }[];
  metadata: Record<string, string>;
  isLegacy: boolean;
  createdAt: string;
}

/** What an upload answers and getResolvedImage returns. */
export interface ResolvedImage {
  id: string;
  key: string;
  url: string;
  thumbnailUrl: string;
  webpUrl: string | null;
  width: number;
  height: number;
  credit: string | null;
  source: string | null;
  caption: string | null;
  originalName: string;
}

interface PhotoRow {
  id: string;
  key: string;
  brand_key: string;
  archive: string;
  original_name: string;
  mime: string;
  width: number;
  height: number;
  size: string | number;
  credit: string | null;
  source: string | null;
  previews: PhotoRecord['previews'];
  metadata: Record<string, string>;
  is_legacy: boolean;
  created_at: string | Date;
}

interface UploadRow {
  id: string;
  user_id: string;
  namespace: string;
  original_name: string;
  key: string;
  expires_at: string | Date;
  completed_at: string | Date | null;
}

export type UploadOutcome =
  { done: false; received: number } | { done: true; image: ResolvedImage };

function toRecord(row: PhotoRow): PhotoRecord {
  return {
    id: row.id,
    key: row.key,
    brandKey: row.brand_key,
    archive: row.archive,
    originalName: row.original_name,
    mime: row.mime,
    width: row.width,
    height: row.height,
    size: Number(row.size),
    credit: row.credit,
    source: row.source,
    previews: row.previews,
    metadata: row.metadata,
    isLegacy: row.is_legacy,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export class MediaService {
  readonly limits: ImageLimits;
  readonly uploadLimits: UploadLimits;
  private publicBase = '';
  private secret: Buffer | null = null;
  private readonly now: () => Date;

  constructor(private readonly options: MediaServiceOptions) {
    this.limits = options.limits ?? DEFAULT_IMAGE_LIMITS;
    this.uploadLimits = { ...DEFAULT_UPLOAD_LIMITS, ...options.uploadLimits };
    this.now = options.now ?? (() => new Date());
  }

  get store(): MediaStore {
    return this.options.store;
  }

  get stagingDir(): string {
    return this.options.stagingDir;
  }

  /** The origin clients reach this server's media routes at (set once listening). */
  setPublicUrl(url: string): void {
    this.publicBase = url.replace(/\/+$/, '');
  }

  get publicUrl(): string {
    return this.publicBase;
  }

  fileUrl(objectKey: string): string {
    return `${this.publicBase}/media/files/${objectKey}`;
  }

  private async signingSecret(): Promise<Buffer> {
    if (this.secret) return this.secret;
    // Kept in the database so a restarted server (or another process) honours URLs it signed.
    await queryRows(
      this.options.db,
      sql`insert into media_signing_keys (id, secret) values (1, ${randomBytes(32).toString('base64')}) on conflict (id) do nothing`,
    );
    const row = await queryOne<{ secret: string }>(
      this.options.db,
      sql`select secret from media_signing_keys where id = 1`,
    );
    this.secret = Buffer.from(row?.secret ?? '', 'base64');
    return this.secret;
  }

  private async sign(id: string, expires: number): Promise<string> {
    return createHmac('sha256', await this.signingSecret())
      .update(`${id}.${expires}`)
      .digest('base64url');
  }

  checkNamespace(user: SessionUser, namespace: string): string {
    const brandKey = namespace.trim().toUpperCase();
    if (!isKnownBrand(brandKey)) throw new MediaRefusal(MEDIA_MESSAGES.namespaceInvalid, 400);
    if (!canUseBrand(user, brandKey))
      throw new MediaRefusal(`Vous n'avez pas accès à la marque ${brandKey}.`, 403, 'FORBIDDEN');
    return brandKey;
  }

  private newKey(brandKey: string): string {
    const at = this.now();
    const month = String(at.getUTCMonth() + 1).padStart(2, '0');
    return `${brandKey}/${at.getUTCFullYear()}/${month}/${randomUUID()}`;
  }

  /** getUploadUrl(namespace, originalName): a URL to PUT the file to, signed, expiring, single-use. */
  async createUploadUrl(
    user: SessionUser,
    namespace: string,
    originalName: string,
  ): Promise<{ uploadURL: string; key: string; id: string; expiresAt: string }> {
    const brandKey = this.checkNamespace(user, namespace);
    const id = randomUUID();
    const key = this.newKey(brandKey);
    const now = this.now();
    const expiresAt = new Date(now.getTime() + (this.options.uploadUrlTtlMs ?? 3_600_000));
    // Read (or created) before the transaction: PGlite has one connection, which the transaction holds.
    await this.signingSecret();
    await this.options.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      // One user's requests are counted one at a time: 40 sent at once cannot all see room left.
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`media_uploads:${user.id}`}))`);
      await this.checkUploadAllowance(db, user.id, now, { counted: true });
      await db.execute(
        sql`insert into media_uploads (id, user_id, namespace, original_name, key, expires_at, created_at)
            values (${id}, ${user.id}, ${brandKey}, ${cleanFileName(originalName)}, ${key},
                    ${expiresAt.toISOString()}, ${now.toISOString()})`,
      );
    });
    const expires = Math.floor(expiresAt.getTime() / 1000);
    const signature = await this.sign(id, expires);
    return {
      uploadURL: `${this.publicBase}/media/upload/${id}?expires=${expires}&signature=${signature}`,
      key,
      id,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /**
   * Refuses (429, in French) a user who already holds `maxOpenPerUser` open uploads or, for a new
   * one (`counted`), asked for `maxPerWindow` within the window.
   */
  private async checkUploadAllowance(
    db: Database,
    userId: string,
    now: Date,
    { counted }: { counted: boolean },
  ): Promise<void> {
    const { maxOpenPerUser, maxPerWindow, windowMs } = this.uploadLimits;
    const since = new Date(now.getTime() - windowMs).toISOString();
    const row = await queryOne<{ open: string | number; recent: string | number }>(
      db,
      sql`select count(*) filter (where completed_at is null and expires_at > ${now.toISOString()}) as open,
                 count(*) filter (where created_at > ${since}) as recent
          from media_uploads
          where user_id = ${userId}
            and (created_at > ${since} or (completed_at is null and expires_at > ${now.toISOString()}))`,
    );
    if (Number(row?.open ?? 0) >= maxOpenPerUser)
      throw new MediaRefusal(
        MEDIA_MESSAGES.tooManyOpenUploads(maxOpenPerUser),
        429,
        'TOO_MANY_REQUESTS',
      );
    if (counted && Number(row?.recent ?? 0) >= maxPerWindow)
      throw new MediaRefusal(
        MEDIA_MESSAGES.tooManyUploadUrls(maxPerWindow, Math.round(windowMs / 60_000)),
        429,
        'TOO_MANY_REQUESTS',
      );
  }

  /** A fresh URL (current origin, new expiry) for an unfinished upload of this user: resumes after a long outage. */
  async resignUpload(
    user: SessionUser,
    id: string,
  ): Promise<{ uploadURL: string; key: string; id: string; expiresAt: string }> {
    const row = isUuid(id)
      ? await queryOne<UploadRow>(
          this.options.db,
          sql`select * from media_uploads where id = ${id} and user_id = ${user.id}`,
        )
      : undefined;
    if (!row) throw new MediaRefusal(MEDIA_MESSAGES.uploadUrlInvalid, 404, 'NOT_FOUND');
    if (row.completed_at) throw new MediaRefusal(MEDIA_MESSAGES.uploadUrlUsed, 410, 'GONE');
    // An expired upload brought back is one more open upload: it counts against the cap.
    if (new Date(row.expires_at).getTime() <= this.now().getTime())
      await this.checkUploadAllowance(this.options.db, user.id, this.now(), { counted: false });
    const expiresAt = new Date(this.now().getTime() + (this.options.uploadUrlTtlMs ?? 3_600_000));
    await queryRows(
      this.options.db,
      sql`update media_uploads set expires_at = ${expiresAt.toISOString()} where id = ${id}`,
    );
    const expires = Math.floor(expiresAt.getTime() / 1000);
    return {
      uploadURL: `${this.publicBase}/media/upload/${id}?expires=${expires}&signature=${await this.sign(id, expires)}`,
      key: row.key,
      id,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** The upload row behind a signed URL, or the French reason it cannot be used. */
  private async checkSignedUpload(id: string, query: URLSearchParams): Promise<UploadRow> {
    const expires = Number(query.get('expires'));
    const signature = query.get('signature') ?? '';
    if (!isUuid(id) || !Number.isInteger(expires))
      throw new MediaRefusal(MEDIA_MESSAGES.uploadUrlInvalid, 403, 'FORBIDDEN');
    const expected = Buffer.from(await this.sign(id, expires));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      throw new MediaRefusal(MEDIA_MESSAGES.uploadUrlInvalid, 403, 'FORBIDDEN');
    const row = await queryOne<UploadRow>(
      this.options.db,
      sql`select * from media_uploads where id = ${id}`,
    );
    if (!row) throw new MediaRefusal(MEDIA_MESSAGES.uploadUrlInvalid, 403, 'FORBIDDEN');
    if (row.completed_at) throw new MediaRefusal(MEDIA_MESSAGES.uploadUrlUsed, 410, 'GONE');
    if (
      this.now().getTime() > new Date(row.expires_at).getTime() ||
      this.now().getTime() > expires * 1000
    )
      throw new MediaRefusal(MEDIA_MESSAGES.uploadUrlExpired, 410, 'GONE');
    return row;
  }

  private partPath(id: string): string {
    return join(this.options.stagingDir, `${id}.part`);
  }

  private async heldBytes(id: string): Promise<number> {
    try {
      return (await stat(this.partPath(id))).size;
    } catch {
      return 0;
    }
  }

  /** HEAD on the signed URL: how many bytes the server holds. */
  async uploadOffset(id: string, query: URLSearchParams): Promise<number> {
    await this.checkSignedUpload(id, query);
    return this.heldBytes(id);
  }

  /** Marks the URL used (once; a second caller loses) and forgets its staged bytes. */
  private async consume(id: string): Promise<boolean> {
    const claimed = await queryRows<{ id: string }>(
      this.options.db,
      sql`update media_uploads set completed_at = ${this.now().toISOString()}
          where id = ${id} and completed_at is null returning id`,
    );
    return claimed.length === 1;
  }

  /**
   * One ranged PUT: `Content-Range: bytes start-end/total` (or none: the whole file). Appends what
   * arrives to the staged part; a lost connection keeps what was written, and the next PUT starts
   * at the offset HEAD reports. The last byte triggers the checks, the renditions and the store.
   */
  async receive(
    id: string,
    query: URLSearchParams,
    contentRange: string | null,
    contentLength: number | null,
    body: AsyncIterable<Buffer>,
  ): Promise<UploadOutcome> {
    const upload = await this.checkSignedUpload(id, query);
    let start = 0;
    let total = contentLength ?? -1;
    if (contentRange) {
      const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(contentRange.trim());
      if (!match) throw new MediaRefusal('En-tête Content-Range invalide.', 400, 'BAD_REQUEST');
      start = Number(match[1]);
      total = Number(match[3]);
    }
    if (total < 0) throw new MediaRefusal('Taille du fichier inconnue.', 411, 'LENGTH_REQUIRED');
    if (total > this.limits.maxBytes) {
      await this.refuse(id);
      throw new MediaRefusal(
        MEDIA_MESSAGES.tooLarge(this.limits.maxBytes),
        413,
        'PAYLOAD_TOO_LARGE',
      );
    }
    await mkdir(this.options.stagingDir, { recursive: true });
    const held = await this.heldBytes(id);
    if (start !== held)
      throw new MediaRefusal(MEDIA_MESSAGES.uploadOffsetMismatch(held), 409, 'CONFLICT');
    const file = await open(this.partPath(id), 'a+');
    let written = held;
    try {
      for await (const chunk of body) {
        if (written + chunk.length > total) {
          throw new MediaRefusal(
            'Le fichier envoyé dépasse la taille annoncée.',
            400,
            'BAD_REQUEST',
          );
        }
        await file.write(chunk);
        written += chunk.length;
        // The type is known from the first 4 KB: a renamed program is refused before the rest.
        if (written - chunk.length < 4100 && (written >= 4100 || written === total)) {
          await file.sync();
          const head = Buffer.alloc(Math.min(4100, written));
          await file.read(head, 0, head.length, 0);
          try {
            await checkFileType(head);
          } catch (error) {
            await this.refuse(id);
            throw error;
          }
        }
      }
    } finally {
      await file.close().catch(() => undefined);
    }
    if (written < total) return { done: false, received: written };
    if (!(await this.consume(id)))
      throw new MediaRefusal(MEDIA_MESSAGES.uploadUrlUsed, 410, 'GONE');
    try {
      const bytes = await readFile(this.partPath(id));
      const image = await this.ingest(
        { id: upload.user_id },
        upload.namespace,
        upload.original_name,
        bytes,
        upload.key,
      );
      return { done: true, image };
    } finally {
      await rm(this.partPath(id), { force: true });
    }
  }

  /**
   * Removes the staged bytes no upload will claim any more: the parts of uploads that expired (or
   * finished) more than `stagingGraceMs` ago, and parts whose upload row is gone (its user was
   * deleted) once older than a URL's life plus the grace. Run by the staging sweep job.
   */
  async sweepStaging(): Promise<{ removed: number; bytes: number }> {
    const dir = this.options.stagingDir;
    const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    const ids = names
      .filter((name) => name.endsWith('.part'))
      .map((name) => name.slice(0, -'.part'.length))
      .filter(isUuid);
    const now = this.now().getTime();
    const { stagingGraceMs } = this.uploadLimits;
    const urlLifeMs = this.options.uploadUrlTtlMs ?? 3_600_000;
    let removed = 0;
    let bytes = 0;
    for (let i = 0; i < ids.length; i += 500) {
      const batch = ids.slice(i, i + 500);
      const rows = await queryRows<Pick<UploadRow, 'id' | 'expires_at' | 'completed_at'>>(
        this.options.db,
        sql`select id, expires_at, completed_at from media_uploads
            where id = any(${sql.param(batch)}::uuid[])`,
      );
      const byId = new Map(rows.map((row) => [String(row.id), row]));
      for (const id of batch) {
        const info = await stat(this.partPath(id)).catch(() => null);
        if (!info) continue;
        const row = byId.get(id);
        // When the part stopped being of use: its URL expired or was used; without a row, its
        // last write plus a URL's life.
        const endedAt = row
          ? Math.min(
              new Date(row.expires_at).getTime(),
              row.completed_at ? new Date(row.completed_at).getTime() : Infinity,
            )
          : info.mtimeMs + urlLifeMs;
        if (now <= endedAt + stagingGraceMs) continue;
        await rm(this.partPath(id), { force: true });
        removed++;
        bytes += info.size;
      }
    }
    return { removed, bytes };
  }

  private async refuse(id: string): Promise<void> {
    await this.consume(id);
    await rm(this.partPath(id), { force: true });
  }

  /** Checks, renders and stores an image; the photo row is written last (nothing half-stored). */
  async ingest(
    user: { id: string },
    brandKey: string,
    originalName: string,
    bytes: Buffer,
    key: string = this.newKey(brandKey),
    override: { credit?: string | null; source?: string | null } = {},
  ): Promise<ResolvedImage> {
    const processed = await processImage(bytes, this.limits);
    // Names and credits come from the client's form, a URL or the file: what SQL and people can take.
    const name = cleanFileName(originalName);
    const stored: string[] = [];
    try {
      for (const rendition of processed.renditions) {
        const objectKey = `${key}.${rendition.suffix}`;
        await this.store.put(objectKey, rendition.body, rendition.contentType);
        stored.push(objectKey);
      }
      const credit = plainLine(override.credit) || processed.metadata.credit;
      const source = plainLine(override.source) || processed.metadata.source;
      const metadata = { ...processed.metadata.fields };
      if (processed.metadata.caption) metadata.caption = processed.metadata.caption;
      const previews = processed.renditions.map((r) => ({
        size: r.size,
        suffix: r.suffix,
        width: r.width,
        height: r.height,
      }));
      const searchText = photoSearchText(name, credit, source, metadata);
      const id = randomUUID();
      const archive = brandProfile(brandKey).photoArchives[0] ?? 'graphics';
      const main = processed.renditions[0];
      await queryRows(
        this.options.db,
        sql`insert into photos (id, brand_key, archive, key, original_name, mime, width, height, size,
              credit, source, previews, metadata, search_text, created_by, created_at)
            values (${id}, ${brandKey}, ${archive}, ${key}, ${name},
              ${main?.contentType ?? processed.mime}, ${processed.width}, ${processed.height},
              ${main?.body.length ?? bytes.length}, ${credit}, ${source}, ${JSON.stringify(previews)}::jsonb,
              ${JSON.stringify(metadata)}::jsonb, ${searchText}, ${user.id}, ${this.now().toISOString()})`,
      );
      const photo = await this.photoByKey(key);
      if (!photo) throw new Error('photo row missing after insert');
      return this.toResolved(photo);
    } catch (error) {
      await Promise.all(stored.map((k) => this.store.delete(k).catch(() => undefined)));
      throw error;
    }
  }

  /** /import/url: the image behind a URL, fetched through the SSRF guard. */
  async importUrl(
    user: SessionUser,
    namespace: string,
    url: string,
    credit: string | null,
  ): Promise<ResolvedImage> {
    const brandKey = this.checkNamespace(user, namespace);
    const fetched = await guardedFetch(url, {
      maxBytes: this.limits.maxBytes,
      ...this.options.fetchOptions,
    });
    const name = decodePathSegment(new URL(fetched.finalUrl).pathname.split('/').pop() ?? '');
    return this.ingest(user, brandKey, name, fetched.body, undefined, { credit });
  }

  async photoByKey(key: string): Promise<PhotoRecord | null> {
    if (!PHOTO_KEY.test(key)) return null;
    const row = await queryOne<PhotoRow>(
      this.options.db,
      sql`select * from photos where key = ${key}`,
    );
    return row ? toRecord(row) : null;
  }

  toResolved(photo: PhotoRecord): ResolvedImage {
    const suffix = (size: string) => photo.previews.find((p) => p.size === size)?.suffix;
    return {
      id: photo.id,
      key: photo.key,
      url: this.fileUrl(`${photo.key}.${suffix('main') ?? 'jpg'}`),
      thumbnailUrl: this.fileUrl(`${photo.key}.${suffix('thumbnail') ?? 'thumb.webp'}`),
      webpUrl: suffix('webp') ? this.fileUrl(`${photo.key}.${suffix('webp')}`) : null,
      width: photo.width,
      height: photo.height,
      credit: photo.credit,
      source: photo.source,
      caption: photo.metadata.caption ?? null,
      originalName: photo.originalName,
    };
  }

  /**
   * A photo of a brand the user works on; another brand's photo is answered as unknown (null),
   * so that its name, credit and addresses, and even that it exists, stay with its brand.
   */
  private async photoInScope(user: SessionUser, key: string): Promise<PhotoRecord | null> {
    const photo = await this.photoByKey(key);
    return photo && canUseBrand(user, photo.brandKey) ? photo : null;
  }

  /** getResolvedImage(key). Accepts the key or a URL of this server's files. */
  async resolveImage(user: SessionUser, keyOrUrl: string): Promise<ResolvedImage | null> {
    const photo = await this.photoInScope(user, this.keyOf(keyOrUrl) ?? keyOrUrl);
    return photo ? this.toResolved(photo) : null;
  }

  /** A stored photo by key, whatever its brand: for the server's own work (the demo seed), never an API answer. */
  async storedImage(key: string): Promise<ResolvedImage | null> {
    const photo = await this.photoByKey(key);
    return photo ? this.toResolved(photo) : null;
  }

  /** The photo key inside a URL of this server's files, or null. */
  keyOf(url: string): string | null {
    const match = /\/media\/files\/([A-Z0-9_-]{1,32}\/\d{4}\/\d{2}\/[0-9a-f-]{36})\./.exec(url);
    return match?.[1] ?? null;
  }

  /**
   * getFocusPoint: the centre of smartcrop's best square crop (saliency: skin, edges,
   * saturation), normalised 0–1 and in pixels of the size the caller displays.
   */
  async focusPoint(
    user: SessionUser,
    imageUrl: string,
    imageWidth: number,
    imageHeight: number,
  ): Promise<{ relativeX: number; relativeY: number; x: number; y: number }> {
    let bytes: Buffer | null = null;
    const key = this.keyOf(imageUrl) ?? (PHOTO_KEY.test(imageUrl) ? imageUrl : null);
    if (key) {
      const photo = await this.photoInScope(user, key);
      const main = photo?.previews.find((p) => p.size === 'main');
      const object = photo && main ? await this.store.get(`${photo.key}.${main.suffix}`) : null;
      if (!object) throw new MediaRefusal(MEDIA_MESSAGES.imageNotFound, 404, 'NOT_FOUND');
      bytes = object.body;
    } else {
      bytes = (
        await guardedFetch(imageUrl, {
          maxBytes: this.limits.maxBytes,
          ...this.options.fetchOptions,
        })
      ).body;
    }
    await checkFileType(bytes.subarray(0, 4100));
    // Work on a 512 px copy: the saliency map does not need more, and it keeps the call fast.
    const small = await sharp(bytes, { limitInputPixels: this.limits.maxPixels })
      .rotate()
      .resize(512, 512, { fit: 'inside', withoutEnlargement: true })
      .toBuffer({ resolveWithObject: true });
    const side = Math.min(small.info.width, small.info.height);
    const { topCrop } = await smartcrop.crop(small.data, {
      width: side,
      height: side,
      minScale: 0.5,
    });
    const relativeX = round4((topCrop.x + topCrop.width / 2) / small.info.width);
    const relativeY = round4((topCrop.y + topCrop.height / 2) / small.info.height);
    return {
      relativeX,
      relativeY,
      x: Math.round(relativeX * imageWidth),
      y: Math.round(relativeY * imageHeight),
    };
  }

  private photoFilter(user: SessionUser, where: PhotoWhere, query: string | null) {
    const conditions = [sql`true`];
    if (where.brandKey) {
      if (!canUseBrand(user, where.brandKey))
        throw new MediaRefusal(
          `Vous n'avez pas accès à la marque ${where.brandKey}.`,
          403,
          'FORBIDDEN',
        );
      conditions.push(sql`brand_key = ${where.brandKey}`);
    } else {
      const brandKeys = visibleBrandKeys(user);
      if (brandKeys) conditions.push(sql`brand_key = any(${sql.param(brandKeys)}::text[])`);
    }
    if (where.archive) conditions.push(sql`archive = ${where.archive}`);
    if (where.createdAfter) conditions.push(sql`created_at >= ${where.createdAfter}`);
    if (where.createdBefore) conditions.push(sql`created_at <= ${where.createdBefore}`);
    for (const word of (query ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8))
      conditions.push(sql`search_text like ${`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
    return sql.join(conditions, sql` and `);
  }

  async searchPhotos(
    user: SessionUser,
    query: string | null,
    where: PhotoWhere,
    first: number | null,
    skip: number | null,
  ): Promise<PhotoRecord[]> {
    const limit = Math.min(
      Math.max(first ?? LIMITS.pageSize.photoSearch, 0),
      LIMITS.pageSize.photoSearch,
    );
    const offset = Math.max(skip ?? 0, 0);
    const rows = await queryRows<PhotoRow>(
      this.options.db,
      sql`select * from photos where ${this.photoFilter(user, where, query)}
          order by created_at desc, id limit ${limit} offset ${offset}`,
    );
    return rows.map(toRecord);
  }

  async countPhotos(user: SessionUser, query: string | null, where: PhotoWhere): Promise<number> {
    const row = await queryOne<{ n: string | number }>(
      this.options.db,
      sql`select count(*) as n from photos where ${this.photoFilter(user, where, query)}`,
    );
    return Number(row?.n ?? 0);
  }

  searchExternal(
    query: string,
    perPage: number,
    currentPage: number,
    providers: readonly string[],
  ): Promise<ExternalSearchResult> {
    return searchExternalImages(
      this.options.providers ?? { unsplash: null, pixabay: null },
      query,
      Math.min(Math.max(perPage, 1), LIMITS.pageSize.externalImageSearch),
      Math.max(currentPage, 1),
      providers,
    );
  }
}

export interface PhotoWhere {
  brandKey?: string | null;
  archive?: string | null;
  createdAfter?: string | null;
  createdBefore?: string | null;
}

/** A credit or source typed in a form: one line of text, at most 500 characters, or null. */
function plainLine(text: string | null | undefined): string | null {
  const line = withoutControlCharacters(text ?? '').trim();
  return line ? Array.from(line).slice(0, 500).join('') : null;
}

function round4(value: number): number {
  return Math.round(Math.min(1, Math.max(0, value)) * 10000) / 10000;
}
