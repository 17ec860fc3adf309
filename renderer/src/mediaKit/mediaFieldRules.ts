// The media field's list rules (001 §5): duplicates ignored, one image in single mode
// ('Supprimez l'image avant d'en importer une nouvelle'), an optional maximum in multiple mode;
// media URLs: https added, Cerise hosts refused, www → news for Cerise brands.
import type { MediaObject } from '../../../common/domain/article';
import { listBrands } from '../../../common/domain/brands';
import { MESSAGES } from '../../../common/domain/messages';
import { mediaUrlError, normalizeMediaUrl } from '../../../common/domain/validation/mediaUrl';

/**
 * Hosts whose URLs are refused (« Les url's Cerise ne sont pas autorisées »): the Cerise sites'
 * own origins from the brand catalogue, plus the Cerise platform's domain. The spec names no host;
 * `cerise.media` stands for the newsroom's Cerise CMS and is the one place to change it.
 */
export const CERISE_HOSTS: readonly string[] = [
  'cerise.media',
  ...listBrands()
    .filter((brand) => brand.profile.isCerise && brand.profile.siteOrigin)
    .map((brand) => new URL(brand.profile.siteOrigin as string).hostname.replace(/^www\./, '')),
];

export interface MediaListOptions {
  multiple: boolean;
  max?: number;
}

/** How many more items the field takes (Infinity when unbounded). */
export function roomLeft(
  value: readonly MediaObject[],
  { multiple, max }: MediaListOptions,
): number {
  if (!multiple) return value.length === 0 ? 1 : 0;
  return max === undefined ? Infinity : Math.max(0, max - value.length);
}

/** Appends what fits, ignoring duplicates (same key); says why something was left out. */
export function addMedias(
  value: readonly MediaObject[],
  added: readonly MediaObject[],
  options: MediaListOptions,
): { next: MediaObject[]; message: string | null } {
  const next = [...value];
  let message: string | null = null;
  for (const media of added) {
    if (next.some((m) => m.key === media.key)) continue;
    if (roomLeft(next, options) === 0) {
      message = options.multiple ? `${options.max ?? 0} images au maximum.` : MESSAGES.cardOneImage;
      break;
    }
    next.push(media);
  }
  return { next, message };
}

/** The media URL input's rules: the URL to use, or the French message refusing it. */
export function mediaFromUrl(
  input: string,
  brandKey: string,
): { media: MediaObject | null; error: string | null } {
  if (!input.trim()) return { media: null, error: null };
  const href = normalizeMediaUrl(input, brandKey);
  const error = mediaUrlError(href, CERISE_HOSTS);
  if (error) return { media: null, error };
  return { media: { key: href, href, format: 'image' }, error: null };
}
