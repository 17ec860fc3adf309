// Ingest: an image's bytes checked, rendered, stored in the MediaStore, then its photo row written
// (last, so nothing is half-stored). Uploads (uploadProtocol.ts) and URL imports (urlImport.ts) end here.
import { randomUUID } from 'node:crypto';
import { brandProfile } from '../../../common/domain/brands';
import {
  cleanFileName,
  withoutControlCharacters,
} from '../../../common/domain/validation/plainText';
import { photos } from '../db/schema/media';
import { processImage, type ProcessedImage } from './imagePipeline';
import { newPhotoKey, type MediaContext } from './mediaContext';
import { photoSearchText } from './photoCredits';
import { photoByKey, toResolved, type ResolvedImage } from './photoRecords';

export interface CreditOverride {
  credit?: string | null;
  source?: string | null;
}

/** Checks, renders and stores an image; the photo row is written last (nothing half-stored). */
export async function ingest(
  ctx: MediaContext,
  user: { id: string },
  brandKey: string,
  originalName: string,
  bytes: Buffer,
  key: string = newPhotoKey(ctx, brandKey),
  override: CreditOverride = {},
): Promise<ResolvedImage> {
  const processed = await processImage(bytes, ctx.limits);
  const stored: string[] = [];
  try {
    for (const rendition of processed.renditions) {
      const objectKey = `${key}.${rendition.suffix}`;
      await ctx.store.put(objectKey, rendition.body, rendition.contentType);
      stored.push(objectKey);
    }
    await insertPhoto(ctx, user, brandKey, originalName, bytes.length, key, processed, override);
    const photo = await photoByKey(ctx, key);
    if (!photo) throw new Error('photo row missing after insert');
    return toResolved(ctx, photo);
  } catch (error) {
    await Promise.all(stored.map((k) => ctx.store.delete(k).catch(() => undefined)));
    throw error;
  }
}

async function insertPhoto(
  ctx: MediaContext,
  user: { id: string },
  brandKey: string,
  originalName: string,
  byteLength: number,
  key: string,
  processed: ProcessedImage,
  override: CreditOverride,
): Promise<void> {
  // Names and credits come from the client's form, a URL or the file: what SQL and people can take.
  const name = cleanFileName(originalName);
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
  const main = processed.renditions[0];
  await ctx.db.insert(photos).values({
    id: randomUUID(),
    brandKey,
    archive: brandProfile(brandKey).photoArchives[0] ?? 'graphics',
    key,
    originalName: name,
    mime: main?.contentType ?? processed.mime,
    width: processed.width,
    height: processed.height,
    size: main?.body.length ?? byteLength,
    credit,
    source,
    previews,
    metadata,
    searchText: photoSearchText(name, credit, source, metadata),
    createdBy: user.id,
    createdAt: ctx.now(),
  });
}

/** A credit or source typed in a form: one line of text, at most 500 characters, or null. */
function plainLine(text: string | null | undefined): string | null {
  const line = withoutControlCharacters(text ?? '').trim();
  return line ? Array.from(line).slice(0, 500).join('') : null;
}
