// What a tag's image and an author's avatar store (media/ImageUrlField edits them): a media
// object holding the image's address.

export interface ImageMedia {
  href: string;
  format: 'image';
}

/** The URL of a stored media object, '' when none. */
export function imageUrlOf(media: unknown): string {
  if (typeof media !== 'object' || media === null || Array.isArray(media)) return '';
  const href = (media as Record<string, unknown>).href;
  return typeof href === 'string' ? href : '';
}

/** The media object for a URL, null when empty. */
export function imageMediaOf(url: string): ImageMedia | null {
  const href = url.trim();
  return href ? { href, format: 'image' } : null;
}
