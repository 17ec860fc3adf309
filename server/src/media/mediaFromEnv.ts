// The image service as configured: an S3-compatible bucket when BACKOFFICE_S3_* are all set (a
// newsroom), else a media folder next to the database (BACKOFFICE_MEDIA_DIR, or `<data dir>-media`).
// BACKOFFICE_MEDIA_MAX_BYTES (default 50 Mo) and BACKOFFICE_MEDIA_MAX_PIXELS (default 100 Mpx)
// bound what is accepted; BACKOFFICE_MEDIA_MAX_OPEN_UPLOADS (default 20) and
// BACKOFFICE_MEDIA_UPLOAD_URLS_PER_15_MIN (default 120) bound one user's unfinished uploads; BACKOFFICE_PUBLIC_URL is the origin clients reach the media routes at
// when the server sits behind a proxy.
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { Database } from '../db/database';
import { providerConfigFromEnv } from './externalImages';
import { DEFAULT_IMAGE_LIMITS } from './imagePipeline';
import { FolderMediaStore, S3MediaStore, s3ConfigFromEnv, type MediaStore } from './MediaStore';
import { DEFAULT_UPLOAD_LIMITS, MediaService } from './MediaService';

function positive(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return raw && Number.isFinite(value) && value > 0 ? value : fallback;
}

export function mediaFolderFor(dataDir: string | undefined, env: NodeJS.ProcessEnv): string {
  return (
    env.BACKOFFICE_MEDIA_DIR?.trim() ||
    (dataDir ? `${dataDir}-media` : join(tmpdir(), 'backoffice-media'))
  );
}

export function mediaServiceFromEnv(
  db: Database,
  dataDir: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): MediaService {
  const folder = mediaFolderFor(dataDir, env);
  const s3 = s3ConfigFromEnv(env);
  const store: MediaStore = s3 ? new S3MediaStore(s3) : new FolderMediaStore(folder);
  const service = new MediaService({
    db,
    store,
    stagingDir: join(folder, '.staging'),
    limits: {
      maxBytes: positive(env.BACKOFFICE_MEDIA_MAX_BYTES, DEFAULT_IMAGE_LIMITS.maxBytes),
      maxPixels: positive(env.BACKOFFICE_MEDIA_MAX_PIXELS, DEFAULT_IMAGE_LIMITS.maxPixels),
    },
    uploadLimits: {
      maxOpenPerUser: positive(
        env.BACKOFFICE_MEDIA_MAX_OPEN_UPLOADS,
        DEFAULT_UPLOAD_LIMITS.maxOpenPerUser,
      ),
      maxPerWindow: positive(
        env.BACKOFFICE_MEDIA_UPLOAD_URLS_PER_15_MIN,
        DEFAULT_UPLOAD_LIMITS.maxPerWindow,
      ),
    },
    providers: providerConfigFromEnv(env),
  });
  const publicUrl = env.BACKOFFICE_PUBLIC_URL?.trim();
  if (publicUrl) service.setPublicUrl(publicUrl);
  return service;
}
