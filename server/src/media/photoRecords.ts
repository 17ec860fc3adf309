// The photos table: a stored photo as the API sees it, read by key, and the addresses of its
// renditions under this server's media routes.
import { eq } from 'drizzle-orm';
import { photos } from '../db/schema/media';
import { fileUrl, type MediaContext } from './mediaContext';

export const PHOTO_KEY = /^[A-Z0-9_-]{1,32}\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/;

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

export function toRecord(row: typeof photos.$inferSelect): PhotoRecord {
  return {
    id: row.id,
    key: row.key,
    brandKey: row.brandKey,
    archive: row.archive,
    originalName: row.originalName,
    mime: row.mime,
    width: row.width,
    height: row.height,
    size: Number(row.size),
    credit: row.credit,
    source: row.source,
    previews: row.previews as PhotoRecord['previews'],
    metadata: row.metadata as PhotoRecord['metadata'],
    isLegacy: row.isLegacy,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export async function photoByKey(ctx: MediaContext, key: string): Promise<PhotoRecord | null> {
  if (!PHOTO_KEY.test(key)) return null;
  const [row] = await ctx.db.select().from(photos).where(eq(photos.key, key));
  return row ? toRecord(row) : null;
}

export function toResolved(ctx: MediaContext, photo: PhotoRecord): ResolvedImage {
  const suffix = (size: string) => photo.previews.find((p) => p.size === size)?.suffix;
  const url = (objectKey: string) => fileUrl(ctx, objectKey);
  return {
    id: photo.id,
    key: photo.key,
    url: url(`${photo.key}.${suffix('main') ?? 'jpg'}`),
    thumbnailUrl: url(`${photo.key}.${suffix('thumbnail') ?? 'thumb.webp'}`),
    webpUrl: suffix('webp') ? url(`${photo.key}.${suffix('webp')}`) : null,
    width: photo.width,
    height: photo.height,
    credit: photo.credit,
    source: photo.source,
    caption: photo.metadata.caption ?? null,
    originalName: photo.originalName,
  };
}

/** The photo key inside a URL of this server's files, or null. */
export function keyOf(url: string): string | null {
  const match = /\/media\/files\/([A-Z0-9_-]{1,32}\/\d{4}\/\d{2}\/[0-9a-f-]{36})\./.exec(url);
  return match?.[1] ?? null;
}
