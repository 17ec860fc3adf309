// What the media modules share (MediaService.ts builds it once): the database, the store, the
// limits, the clock and the public address of this server's files.
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import type { ProviderConfig } from './externalImages';
import type { ImageLimits } from './imagePipeline';
import type { MediaStore } from './MediaStore';
import type { GuardedFetchOptions } from './ssrfGuard';
import type { UploadLimits } from './uploadLimits';

export interface MediaContext {
  db: Database;
  store: MediaStore;
  /** Where partial uploads wait until complete (local disk of this server process). */
  stagingDir: string;
  limits: ImageLimits;
  uploadLimits: UploadLimits;
  /** How long a signed upload URL lives. */
  uploadUrlTtlMs: number;
  providers: ProviderConfig;
  fetchOptions?: Pick<GuardedFetchOptions, 'resolve' | 'isForbidden' | 'timeoutMs'>;
  now: () => Date;
  /** The origin clients reach this server's media routes at ('' until listening). */
  publicUrl(): string;
}

/** The address of a stored object under this server's media routes. */
export function fileUrl(ctx: MediaContext, objectKey: string): string {
  return `${ctx.publicUrl()}/media/files/${objectKey}`;
}

/** A new object key for a brand's photo: `BRAND/yyyy/mm/uuid`. */
export function newPhotoKey(ctx: MediaContext, brandKey: string): string {
  const at = ctx.now();
  const month = String(at.getUTCMonth() + 1).padStart(2, '0');
  return `${brandKey}/${at.getUTCFullYear()}/${month}/${randomUUID()}`;
}
