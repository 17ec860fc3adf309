// The image-URL stand-in's rules (see ImageUrlField): http(s) only, stored as a media object.

export function isSafeHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

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
