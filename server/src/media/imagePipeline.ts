// What happens to a file before it is stored (issue 14): its type is read from its bytes
// (file-type), never from its name; SVG is refused (scripts); the pixel count is read from the
// header before anything is decoded (decompression bombs); the credit-bearing metadata is read;
// then sharp writes the renditions — at most 3000×3000 (001 §9), a 350×150 thumbnail, a WebP copy
// kept when smaller — with every other metadata field stripped. sharp works on libuv's thread
// pool, never on the event loop.
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { LIMITS } from '../../../common/domain/limits';
import { extractCreditMetadata, type CreditMetadata } from './creditMetadata';
import { MEDIA_MESSAGES, MediaRefusal } from './mediaMessages';

export const ACCEPTED_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

export interface ImageLimits {
  maxBytes: number;
  maxPixels: number;
}

export const DEFAULT_IMAGE_LIMITS: ImageLimits = {
  maxBytes: 50 * 1024 * 1024,
  maxPixels: 100_000_000,
};

function looksLikeSvg(head: Buffer): boolean {
  const text = head
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(text);
}

/** The accepted MIME type of these first bytes, or a refusal. Enough bytes: the first 4 KB. */
export async function checkFileType(head: Buffer): Promise<string> {
  const detected = await fileTypeFromBuffer(head);
  if (detected && ACCEPTED_TYPES[detected.mime]) return detected.mime;
  if (looksLikeSvg(head) || detected?.mime === 'image/svg+xml')
    throw new MediaRefusal(MEDIA_MESSAGES.svgRefused, 415, 'UNSUPPORTED_MEDIA_TYPE');
  throw new MediaRefusal(MEDIA_MESSAGES.typeRefused, 415, 'UNSUPPORTED_MEDIA_TYPE');
}

export function checkSize(bytes: number, limits: ImageLimits): void {
  if (bytes > limits.maxBytes)
    throw new MediaRefusal(MEDIA_MESSAGES.tooLarge(limits.maxBytes), 413, 'PAYLOAD_TOO_LARGE');
}

export interface Rendition {
  suffix: string;
  contentType: string;
  body: Buffer;
  width: number;
  height: number;
  /** 'main' | 'webp' | 'thumbnail' */
  size: string;
}

export interface ProcessedImage {
  mime: string;
  width: number;
  height: number;
  /** The main rendition first, then the WebP copy (when smaller) and the thumbnail. */
  renditions: Rendition[];
  metadata: CreditMetadata;
}

/** The header's metadata, refused when unreadable or over the pixel limit. */
async function readCheckedHeader(input: Buffer, limits: ImageLimits): Promise<Metadata> {
  let meta: Metadata;
  try {
    // Header only: nothing is decoded yet, so a bomb costs nothing here.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new MediaRefusal(MEDIA_MESSAGES.unreadable);
  }
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (!meta.width || !meta.height) throw new MediaRefusal(MEDIA_MESSAGES.unreadable);
  if (pixels > limits.maxPixels)
    throw new MediaRefusal(
      MEDIA_MESSAGES.tooManyPixels(pixels, limits.maxPixels),
      413,
      'PAYLOAD_TOO_LARGE',
    );
  return meta;
}

/** Credit and copyright survive in the files themselves; every other field is dropped. */
function creditKeeper(metadata: CreditMetadata): (image: Sharp) => Sharp {
  const exifCredit: Record<string, string> = {};
  if (metadata.credit) exifCredit.Artist = metadata.credit;
  if (metadata.source) exifCredit.Copyright = metadata.source;
  return (image: Sharp): Sharp =>
    Object.keys(exifCredit).length ? image.withExif({ IFD0: exifCredit }) : image;
}

type RenderedBuffer = { data: Buffer; info: OutputInfo };

function renditionOf(
  rendered: RenderedBuffer,
  suffix: string,
  contentType: string,
  size: string,
): Rendition {
  return {
    suffix,
    contentType,
    body: rendered.data,
    width: rendered.info.width,
    height: rendered.info.height,
    size,
  };
}

/** The main rendition, the WebP copy when smaller, then the thumbnail (made from the main one). */
async function renderRenditions(
  input: Buffer,
  mime: string,
  limits: ImageLimits,
  keepCredit: (image: Sharp) => Sharp,
): Promise<{ main: RenderedBuffer; renditions: Rendition[] }> {
  const base = sharp(input, { limitInputPixels: limits.maxPixels, failOn: 'error', pages: 1 })
    .rotate()
    .resize(LIMITS.images.resizeMaxWidth, LIMITS.images.resizeMaxHeight, {
      fit: 'inside',
      withoutEnlargement: true,
    });
  const mainFormat =
    mime === 'image/jpeg' ? 'jpeg' : mime === 'image/png' || mime === 'image/gif' ? 'png' : 'webp';
  const main = await keepCredit(
    mainFormat === 'jpeg'
      ? base.clone().jpeg({ quality: 85 })
      : mainFormat === 'png'
        ? base.clone().png({ compressionLevel: 9 })
        : base.clone().webp({ quality: 85 }),
  ).toBuffer({ resolveWithObject: true });
  const renditions: Rendition[] = [
    renditionOf(main, mainFormat === 'jpeg' ? 'jpg' : mainFormat, `image/${mainFormat}`, 'main'),
  ];
  if (mainFormat !== 'webp') {
    const webp = await keepCredit(base.clone().webp({ quality: 82, effort: 0 })).toBuffer({
      resolveWithObject: true,
    });
    if (webp.data.length < main.data.length)
      renditions.push(renditionOf(webp, 'webp', 'image/webp', 'webp'));
  }
  const thumb = await sharp(main.data)
    .resize(LIMITS.images.thumbnailWidth, LIMITS.images.thumbnailHeight, {
      fit: 'cover',
      position: sharp.strategy.attention,
    })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  renditions.push(renditionOf(thumb, 'thumb.webp', 'image/webp', 'thumbnail'));
  return { main, renditions };
}

/** Checks then renders. Throws MediaRefusal for anything the user should be told about. */
export async function processImage(
  input: Buffer,
  limits: ImageLimits = DEFAULT_IMAGE_LIMITS,
): Promise<ProcessedImage> {
  checkSize(input.length, limits);
  const mime = await checkFileType(input.subarray(0, 4100));
  const meta = await readCheckedHeader(input, limits);
  const metadata = extractCreditMetadata({ exif: meta.exif, iptc: meta.iptc, xmp: meta.xmp });
  const keepCredit = creditKeeper(metadata);
  try {
    const { main, renditions } = await renderRenditions(input, mime, limits, keepCredit);
    return { mime, width: main.info.width, height: main.info.height, renditions, metadata };
  } catch (error) {
    if (error instanceof MediaRefusal) throw error;
    throw new MediaRefusal(MEDIA_MESSAGES.unreadable);
  }
}
