// The card screens' addresses (spec 000 §2: /:brandKey/card/list, /:brandKey/card/edit/:id?) and
// the status carried in their query: the list's tab, and the status an edit returns with.
import { isAllowedUrl } from '../../../../common/domain/validation/linkRule';
import type { CardStatus } from '../../../../common/domain/statuses';

export function cardStatusOf(value: string | null): CardStatus {
  return value === 'Archived' ? 'Archived' : 'Published';
}

export function cardListPath(brandKey: string, status: CardStatus): string {
  return `/${encodeURIComponent(brandKey)}/card/list?status=${status}`;
}

export function cardEditPath(brandKey: string, id: string | null, status: CardStatus): string {
  return `/${encodeURIComponent(brandKey)}/card/edit${id ? `/${encodeURIComponent(id)}` : ''}?status=${status}`;
}

/** The card's image URL, whatever shape the media field holds ({ url } or [{ url }]). */
export function cardImageUrl(media: unknown): string | null {
  const first: unknown = Array.isArray(media) ? media[0] : media;
  if (typeof first !== 'object' || first === null) return null;
  const url = (first as { url?: unknown }).url;
  return typeof url === 'string' && isAllowedUrl(url, 'http') ? url : null;
}
