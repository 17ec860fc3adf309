// Orphan page addresses (spec 000 §2: /orphanpage/ (list, query brand), /orphanpage/new/:brandKey,
// /orphanpage/edit/:brandKey/:id) and the list's query (tab, search, page).
import type { OrphanStatus } from '../../../../common/domain/statuses';

/** The list's tabs in the spec's order: 'En ligne', 'Archives', 'Brouillons'. */
export const ORPHAN_TABS: readonly OrphanStatus[] = ['published', 'archived', 'draft'];

export function orphanStatusOf(value: string | null): OrphanStatus {
  return value === 'archived' || value === 'draft' ? value : 'published';
}

export function orphanNewPath(brandKey: string): string {
  return `/orphanpage/new/${encodeURIComponent(brandKey)}`;
}

export function orphanEditPath(brandKey: string, id: string): string {
  return `/orphanpage/edit/${encodeURIComponent(brandKey)}/${encodeURIComponent(id)}`;
}

export function orphanListPath(brand: string | null, status: OrphanStatus): string {
  const query = new URLSearchParams();
  if (brand) query.set('brand', brand);
  query.set('status', status);
  return `/orphanpage?${query.toString()}`;
}

/** Page `page` (1-based) of `rows`, `size` per page, and how many pages there are. */
export function pageOfRows<T>(
  rows: readonly T[],
  page: number,
  size: number,
): { rows: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { rows: rows.slice((current - 1) * size, current * size), page: current, pages };
}
