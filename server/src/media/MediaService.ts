// The image service (spec 001 §7, issue 14), a façade over its parts so that callers hold one
// object: the upload protocol (uploadProtocol.ts: signed single-use URLs, resumable ranged PUTs;
// stagingFiles.ts: the staging folder and its sweep), ingest (ingest.ts: renditions in a
// MediaStore, then the photo row), URL import (urlImport.ts), photo search (photoSearch.ts) and
// focus points (focusPoint.ts). Photo rows and their addresses: photoRecords.ts.
import { canUseBrand } from '../auth/guards';
import type { SessionUser } from '../context';
import type { Database } from '../db/database';
import type { ExternalSearchResult, ProviderConfig } from './externalImages';
import { focusPoint, type FocusPoint } from './focusPoint';
import { DEFAULT_IMAGE_LIMITS, type ImageLimits } from './imagePipeline';
import { ingest, type CreditOverride } from './ingest';
import { fileUrl, type MediaContext } from './mediaContext';
import type { MediaStore } from './MediaStore';
import {
  keyOf,
  photoByKey,
  toResolved,
  type PhotoRecord,
  type ResolvedImage,
} from './photoRecords';
import { countPhotos, searchExternal, searchPhotos, type PhotoWhere } from './photoSearch';
import type { GuardedFetchOptions } from './ssrfGuard';
import { sweepStaging } from './stagingFiles';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from './uploadLimits';
import {
  checkNamespace,
  UploadProtocol,
  type SignedUpload,
  type UploadOutcome,
} from './uploadProtocol';
import { importUrl } from './urlImport';

export { PHOTO_KEY, type PhotoRecord, type ResolvedImage } from './photoRecords';
export { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from './uploadLimits';
export type { PhotoWhere } from './photoSearch';
export type { UploadOutcome } from './uploadProtocol';

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

export class MediaService {
  readonly limits: ImageLimits;
  readonly uploadLimits: UploadLimits;
  private publicBase = '';
  private readonly ctx: MediaContext;
  private readonly uploads: UploadProtocol;

  constructor(private readonly options: MediaServiceOptions) {
    this.limits = options.limits ?? DEFAULT_IMAGE_LIMITS;
    this.uploadLimits = { ...DEFAULT_UPLOAD_LIMITS, ...options.uploadLimits };
    this.ctx = {
      db: options.db,
      store: options.store,
      stagingDir: options.stagingDir,
      limits: this.limits,
      uploadLimits: this.uploadLimits,
      uploadUrlTtlMs: options.uploadUrlTtlMs ?? 3_600_000,
      providers: options.providers ?? { unsplash: null, pixabay: null },
      fetchOptions: options.fetchOptions,
      now: options.now ?? (() => new Date()),
      publicUrl: () => this.publicBase,
    };
    this.uploads = new UploadProtocol(this.ctx);
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
    return fileUrl(this.ctx, objectKey);
  }

  checkNamespace(user: SessionUser, namespace: string): string {
    return checkNamespace(user, namespace);
  }

  // The upload protocol (uploadProtocol.ts, stagingFiles.ts).

  createUploadUrl(
    user: SessionUser,
    namespace: string,
    originalName: string,
  ): Promise<SignedUpload> {
    return this.uploads.createUploadUrl(user, namespace, originalName);
  }

  resignUpload(user: SessionUser, id: string): Promise<SignedUpload> {
    return this.uploads.resignUpload(user, id);
  }

  uploadOffset(id: string, query: URLSearchParams): Promise<number> {
    return this.uploads.uploadOffset(id, query);
  }

  receive(
    id: string,
    query: URLSearchParams,
    contentRange: string | null,
    contentLength: number | null,
    body: AsyncIterable<Buffer>,
  ): Promise<UploadOutcome> {
    return this.uploads.receive(id, query, contentRange, contentLength, body);
  }

  sweepStaging(): Promise<{ removed: number; bytes: number }> {
    return sweepStaging(this.ctx);
  }

  // Ingest and URL import (ingest.ts, urlImport.ts).

  ingest(
    user: { id: string },
    brandKey: string,
    originalName: string,
    bytes: Buffer,
    key?: string,
    override: CreditOverride = {},
  ): Promise<ResolvedImage> {
    return ingest(this.ctx, user, brandKey, originalName, bytes, key, override);
  }

  importUrl(
    user: SessionUser,
    namespace: string,
    url: string,
    credit: string | null,
  ): Promise<ResolvedImage> {
    return importUrl(this.ctx, user, checkNamespace(user, namespace), url, credit);
  }

  // Photos (photoRecords.ts).

  photoByKey(key: string): Promise<PhotoRecord | null> {
    return photoByKey(this.ctx, key);
  }

  toResolved(photo: PhotoRecord): ResolvedImage {
    return toResolved(this.ctx, photo);
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
    return keyOf(url);
  }

  /** getFocusPoint (focusPoint.ts). */
  focusPoint(
    user: SessionUser,
    imageUrl: string,
    imageWidth: number,
    imageHeight: number,
  ): Promise<FocusPoint> {
    return focusPoint(
      this.ctx,
      (key) => this.photoInScope(user, key),
      imageUrl,
      imageWidth,
      imageHeight,
    );
  }

  // Search (photoSearch.ts).

  searchPhotos(
    user: SessionUser,
    query: string | null,
    where: PhotoWhere,
    first: number | null,
    skip: number | null,
  ): Promise<PhotoRecord[]> {
    return searchPhotos(this.ctx, user, query, where, first, skip);
  }

  countPhotos(user: SessionUser, query: string | null, where: PhotoWhere): Promise<number> {
    return countPhotos(this.ctx, user, query, where);
  }

  searchExternal(
    query: string,
    perPage: number,
    currentPage: number,
    providers: readonly string[],
  ): Promise<ExternalSearchResult> {
    return searchExternal(this.ctx, query, perPage, currentPage, providers);
  }
}
