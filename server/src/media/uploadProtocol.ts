// The upload protocol (spec 001 §7 getUploadUrl): signed single-use upload URLs, resumable ranged
// PUTs into the staging folder, and the hand-over to ingest once the last byte arrived.
//
// Resumable uploads: ranged PUTs on the signed URL rather than tus. The spec's own protocol is
// "PUT the file to a signed upload URL without auth"; a ranged PUT (`Content-Range: bytes
// s-e/total`) plus a HEAD answering `Upload-Offset` resumes on that same URL, with no extra
// package on either side and the same code over the folder and the S3 store (parts are assembled
// in a staging folder, checked, then stored whole). tus would add @tus/server's own HTTP routes
// and a second URL scheme for the same thing.
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { isKnownBrand } from '../../../common/domain/brands';
import { cleanFileName } from '../../../common/domain/validation/plainText';
import { canUseBrand } from '../auth/guards';
import type { SessionUser } from '../context';
import type { Database } from '../db/database';
import { mediaSigningKeys, mediaUploads } from '../db/schema/media';
import { isUuid } from '../services/content/sqlRows';
import { checkFileType } from './imagePipeline';
import { ingest } from './ingest';
import { newPhotoKey, type MediaContext } from './mediaContext';
import { MEDIA_MESSAGES, MediaRefusal } from './mediaMessages';
import type { ResolvedImage } from './photoRecords';
import { heldBytes, partPath } from './stagingFiles';

type UploadRow = typeof mediaUploads.$inferSelect;

export interface SignedUpload {
  uploadURL: string;
  key: string;
  id: string;
  expiresAt: string;
}

export type UploadOutcome =
  { done: false; received: number } | { done: true; image: ResolvedImage };

/** The brand a namespace names, if the user works on it; otherwise a French refusal. */
export function checkNamespace(user: SessionUser, namespace: string): string {
  const brandKey = namespace.trim().toUpperCase();
  if (!isKnownBrand(brandKey)) throw new MediaRefusal(MEDIA_MESSAGES.namespaceInvalid, 400);
  if (!canUseBrand(user, brandKey))
    throw new MediaRefusal(`Vous n'avez pas accès à la marque ${brandKey}.`, 403, 'FORBIDDEN');
  return brandKey;
}

/**
 * The key signed upload URLs are signed with, kept in the database so a restarted server (or
 * another process) honours URLs it signed. The video host's upload URLs use it too.
 */
export async function readSigningSecret(db: Database): Promise<Buffer> {
  await db
    .insert(mediaSigningKeys)
    .values({ id: 1, secret: randomBytes(32).toString('base64') })
    .onConflictDoNothing({ target: mediaSigningKeys.id });
  const [row] = await db
    .select({ secret: mediaSigningKeys.secret })
    .from(mediaSigningKeys)
    .where(eq(mediaSigningKeys.id, 1));
  return Buffer.from(row?.secret ?? '', 'base64');
}

export class UploadProtocol {
  private secret: Buffer | null = null;

  constructor(private readonly ctx: MediaContext) {}

  private async signingSecret(): Promise<Buffer> {
    this.secret ??= await readSigningSecret(this.ctx.db);
    return this.secret;
  }

  private async sign(id: string, expires: number): Promise<string> {
    return createHmac('sha256', await this.signingSecret())
      .update(`${id}.${expires}`)
      .digest('base64url');
  }

  private async signedUrl(id: string, key: string, expiresAt: Date): Promise<SignedUpload> {
    const expires = Math.floor(expiresAt.getTime() / 1000);
    const signature = await this.sign(id, expires);
    return {
      uploadURL: `${this.ctx.publicUrl()}/media/upload/${id}?expires=${expires}&signature=${signature}`,
      key,
      id,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** getUploadUrl(namespace, originalName): a URL to PUT the file to, signed, expiring, single-use. */
  async createUploadUrl(
    user: SessionUser,
    namespace: string,
    originalName: string,
  ): Promise<SignedUpload> {
    const brandKey = checkNamespace(user, namespace);
    const id = randomUUID();
    const key = newPhotoKey(this.ctx, brandKey);
    const now = this.ctx.now();
    const expiresAt = new Date(now.getTime() + this.ctx.uploadUrlTtlMs);
    // Read (or created) before the transaction: PGlite has one connection, which the transaction holds.
    await this.signingSecret();
    await this.ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      // One user's requests are counted one at a time: 40 sent at once cannot all see room left.
      // (An advisory lock has no query-builder form.)
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`media_uploads:${user.id}`}))`);
      await this.checkUploadAllowance(db, user.id, now, { counted: true });
      await db.insert(mediaUploads).values({
        id,
        userId: user.id,
        namespace: brandKey,
        originalName: cleanFileName(originalName),
        key,
        expiresAt,
        createdAt: now,
      });
    });
    return this.signedUrl(id, key, expiresAt);
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
    const { maxOpenPerUser, maxPerWindow, windowMs } = this.ctx.uploadLimits;
    const since = new Date(now.getTime() - windowMs);
    const open = and(isNull(mediaUploads.completedAt), gt(mediaUploads.expiresAt, now));
    const recent = gt(mediaUploads.createdAt, since);
    const [row] = await db
      .select({
        open: sql<number>`count(*) filter (where ${open})`.mapWith(Number),
        recent: sql<number>`count(*) filter (where ${recent})`.mapWith(Number),
      })
      .from(mediaUploads)
      .where(and(eq(mediaUploads.userId, userId), or(recent, open)));
    if ((row?.open ?? 0) >= maxOpenPerUser)
      throw new MediaRefusal(
        MEDIA_MESSAGES.tooManyOpenUploads(maxOpenPerUser),
        429,
        'TOO_MANY_REQUESTS',
      );
    if (counted && (row?.recent ?? 0) >= maxPerWindow)
      throw new MediaRefusal(
        MEDIA_MESSAGES.tooManyUploadUrls(maxPerWindow, Math.round(windowMs / 60_000)),
        429,
        'TOO_MANY_REQUESTS',
      );
  }

  /** A fresh URL (current origin, new expiry) for an unfinished upload of this user: resumes after a long outage. */
  async resignUpload(user: SessionUser, id: string): Promise<SignedUpload> {
    const { db } = this.ctx;
    const [row] = isUuid(id)
      ? await db
          .select()
          .from(mediaUploads)
          .where(and(eq(mediaUploads.id, id), eq(mediaUploads.userId, user.id)))
      : [];
    if (!row) throw new MediaRefusal(MEDIA_MESSAGES.uploadUrlInvalid, 404, 'NOT_FOUND');
    if (row.completedAt) throw new MediaRefusal(MEDIA_MESSAGES.uploadUrlUsed, 410, 'GONE');
    // An expired upload brought back is one more open upload: it counts against the cap.
    if (row.expiresAt.getTime() <= this.ctx.now().getTime())
      await this.checkUploadAllowance(db, user.id, this.ctx.now(), { counted: false });
    const expiresAt = new Date(this.ctx.now().getTime() + this.ctx.uploadUrlTtlMs);
    await db.update(mediaUploads).set({ expiresAt }).where(eq(mediaUploads.id, id));
    return this.signedUrl(id, row.key, expiresAt);
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
    const [row] = await this.ctx.db.select().from(mediaUploads).where(eq(mediaUploads.id, id));
    if (!row) throw new MediaRefusal(MEDIA_MESSAGES.uploadUrlInvalid, 403, 'FORBIDDEN');
    if (row.completedAt) throw new MediaRefusal(MEDIA_MESSAGES.uploadUrlUsed, 410, 'GONE');
    const now = this.ctx.now().getTime();
    if (now > row.expiresAt.getTime() || now > expires * 1000)
      throw new MediaRefusal(MEDIA_MESSAGES.uploadUrlExpired, 410, 'GONE');
    return row;
  }

  /** HEAD on the signed URL: how many bytes the server holds. */
  async uploadOffset(id: string, query: URLSearchParams): Promise<number> {
    await this.checkSignedUpload(id, query);
    return heldBytes(this.ctx, id);
  }

  /** Marks the URL used (once; a second caller loses) and forgets its staged bytes. */
  private async consume(id: string): Promise<boolean> {
    const claimed = await this.ctx.db
      .update(mediaUploads)
      .set({ completedAt: this.ctx.now() })
      .where(and(eq(mediaUploads.id, id), isNull(mediaUploads.completedAt)))
      .returning({ id: mediaUploads.id });
    return claimed.length === 1;
  }

  private async refuse(id: string): Promise<void> {
    await this.consume(id);
    await rm(partPath(this.ctx, id), { force: true });
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
    const { start, total } = await this.rangeOf(id, contentRange, contentLength);
    await mkdir(this.ctx.stagingDir, { recursive: true });
    const held = await heldBytes(this.ctx, id);
    if (start !== held)
      throw new MediaRefusal(MEDIA_MESSAGES.uploadOffsetMismatch(held), 409, 'CONFLICT');
    const written = await this.append(id, held, total, body);
    if (written < total) return { done: false, received: written };
    if (!(await this.consume(id)))
      throw new MediaRefusal(MEDIA_MESSAGES.uploadUrlUsed, 410, 'GONE');
    try {
      const bytes = await readFile(partPath(this.ctx, id));
      const image = await ingest(
        this.ctx,
        { id: upload.userId },
        upload.namespace,
        upload.originalName,
        bytes,
        upload.key,
      );
      return { done: true, image };
    } finally {
      await rm(partPath(this.ctx, id), { force: true });
    }
  }

  /** Where a PUT starts and the file's whole size; a file over the limit ends the upload. */
  private async rangeOf(
    id: string,
    contentRange: string | null,
    contentLength: number | null,
  ): Promise<{ start: number; total: number }> {
    let start = 0;
    let total = contentLength ?? -1;
    if (contentRange) {
      const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(contentRange.trim());
      if (!match) throw new MediaRefusal('En-tête Content-Range invalide.', 400, 'BAD_REQUEST');
      start = Number(match[1]);
      total = Number(match[3]);
    }
    if (total < 0) throw new MediaRefusal('Taille du fichier inconnue.', 411, 'LENGTH_REQUIRED');
    if (total > this.ctx.limits.maxBytes) {
      await this.refuse(id);
      throw new MediaRefusal(
        MEDIA_MESSAGES.tooLarge(this.ctx.limits.maxBytes),
        413,
        'PAYLOAD_TOO_LARGE',
      );
    }
    return { start, total };
  }

  /** Appends a PUT's body to the staged part; the type is checked as soon as 4 KB are in. */
  private async append(
    id: string,
    held: number,
    total: number,
    body: AsyncIterable<Buffer>,
  ): Promise<number> {
    const file = await open(partPath(this.ctx, id), 'a+');
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
    return written;
  }
}
