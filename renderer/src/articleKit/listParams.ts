// The article and video lists read and write their state in the query string (spec 000 §2:
// "Content lists take the query-string parameters status, search, brand. Tabs filter by status"),
// so a list can be linked to, reloaded and navigated back to exactly as it was.
import {
  ARTICLE_LIST_FILTERS,
  DEFAULT_LIST_FILTER,
  SCHEDULED_FILTER_STATUSES,
  SLIDESHOW_LIST_FILTERS,
  VIDEO_LIST_FILTERS,
  type ArticleFormat,
  type ArticleStatus,
} from '../../../common/domain/statuses';
import { withFilters, type FilterChange } from '../listKit/urlFilters';

export type ListKind = 'article' | 'video' | 'slideshow';

/** The article format a list shows (the slideshow list is the article list for format Slideshow). */
export function formatOfKind(kind: ListKind): ArticleFormat {
  return kind === 'video' ? 'Video' : kind === 'slideshow' ? 'Slideshow' : 'Rich';
}

/** The list's route (000 §2). */
export function listPath(kind: ListKind): string {
  return `/${kind}/list`;
}

export interface ListParams {
  status: ArticleStatus;
  search: string;
  brand: string | null;
}

/** The status tabs of a list, in the spec's order (000 §4 "List status filters"). */
export function statusTabs(kind: ListKind): readonly ArticleStatus[] {
  if (kind === 'slideshow') return SLIDESHOW_LIST_FILTERS;
  return kind === 'video' ? VIDEO_LIST_FILTERS : ARTICLE_LIST_FILTERS;
}

/** Reads the list state; an unknown or foreign status falls back to the default tab (Published). */
export function readListParams(search: string | URLSearchParams, kind: ListKind): ListParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get('status');
  const tabs = statusTabs(kind);
  const status = tabs.find((tab) => tab === raw) ?? DEFAULT_LIST_FILTER;
  return { status, search: params.get('search')?.trim() ?? '', brand: params.get('brand') || null };
}

/**
 * A change of the list state as URL parameters. The default status and an empty search are left
 * out so the plain menu link and the default view are one URL.
 */
export function listParamsChange(change: Partial<ListParams>): FilterChange {
  return {
    status: change.status === DEFAULT_LIST_FILTER ? null : change.status,
    search: change.search?.trim(),
    brand: change.brand,
  };
}

/** Writes a change into the query string, keeping parameters the list does not own. */
export function writeListParams(
  current: string | URLSearchParams,
  change: Partial<ListParams>,
): string {
  const text = withFilters(current, listParamsChange(change)).toString();
  return text ? `?${text}` : '';
}

/** The statuses a tab selects: the Scheduled tab also shows ScheduledForRepublication (000 §2). */
export function statusesForTab(status: ArticleStatus): ArticleStatus[] {
  return status === 'Scheduled' ? [...SCHEDULED_FILTER_STATUSES] : [status];
}

/** Route of the editor for a row or a new article (000 §2); slideshows have routes of their own. */
export function editPath(brandKey: string, kind: ListKind, id?: string): string {
  if (kind === 'slideshow')
    return id
      ? `/slideshow/edit/${encodeURIComponent(id)}`
      : `/slideshow/new/${encodeURIComponent(brandKey)}`;
  return `/${encodeURIComponent(brandKey)}/${kind}/edit${id ? `/${encodeURIComponent(id)}` : ''}`;
}
