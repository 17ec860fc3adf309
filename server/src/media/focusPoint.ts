// getFocusPoint: where an image's subject is, from smartcrop's saliency (skin, edges, saturation).
import * as smartcrop from 'smartcrop-sharp';
import sharp from 'sharp';
import { checkFileType } from './imagePipeline';
import type { MediaContext } from './mediaContext';
import { MEDIA_MESSAGES, MediaRefusal } from './mediaMessages';
import { keyOf, PHOTO_KEY, type PhotoRecord } from './photoRecords';
import { guardedFetch } from './ssrfGuard';

export interface FocusPoint {
  relativeX: number;
  relativeY: number;
  x: number;
  y: number;
}

/**
 * The centre of smartcrop's best square crop, normalised 0–1 and in pixels of the size the caller
 * displays. A key (or a URL of this server's files) is read from the store, if `photoInScope`
 * grants it; any other URL is fetched through the SSRF guard.
 */
export async function focusPoint(
  ctx: MediaContext,
  photoInScope: (key: string) => Promise<PhotoRecord | null>,
  imageUrl: string,
  imageWidth: number,
  imageHeight: number,
): Promise<FocusPoint> {
  const bytes = await imageBytes(ctx, photoInScope, imageUrl);
  await checkFileType(bytes.subarray(0, 4100));
  // Work on a 512 px copy: the saliency map does not need more, and it keeps the call fast.
  const small = await sharp(bytes, { limitInputPixels: ctx.limits.maxPixels })
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

async function imageBytes(
  ctx: MediaContext,
  photoInScope: (key: string) => Promise<PhotoRecord | null>,
  imageUrl: string,
): Promise<Buffer> {
  const key = keyOf(imageUrl) ?? (PHOTO_KEY.test(imageUrl) ? imageUrl : null);
  if (!key)
    return (await guardedFetch(imageUrl, { maxBytes: ctx.limits.maxBytes, ...ctx.fetchOptions }))
      .body;
  const photo = await photoInScope(key);
  const main = photo?.previews.find((p) => p.size === 'main');
  const object = photo && main ? await ctx.store.get(`${photo.key}.${main.suffix}`) : null;
  if (!object) throw new MediaRefusal(MEDIA_MESSAGES.imageNotFound, 404, 'NOT_FOUND');
  return object.body;
}

function round4(value: number): number {
  return Math.round(Math.min(1, Math.max(0, value)) * 10000) / 10000;
}
