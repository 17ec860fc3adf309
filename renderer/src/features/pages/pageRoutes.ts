// The page routes of spec 000 §2: /:brandKey/page/:format/{list,create,edit}/:lvl1…/:lvl5, and
// /page/:format/list without a brand. The :lvlN parameters are the ids walked from the top of the
// format's tree ('Racine'): the list shows the children of the last one, create adds a page under
// it, edit opens it. Formats travel in lower case (category, channel, event, guide).
import {
  PAGE_DEFAULT_FILTER,
  PAGE_FORMATS,
  sanitizePageFilter,
  PAGE_STATUSES,
  type PageFormat,
  type PageStatus,
} from '../../../../common/domain/statuses';

export const LEVEL_PARAMS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5'] as const;

export function formatOfParam(param: string | undefined): PageFormat {
  return PAGE_FORMATS.find((f) => f.toLowerCase() === (param ?? '').toLowerCase()) ?? 'Category';
}

export function formatParam(format: PageFormat): string {
  return format.toLowerCase();
}

export function trailOf(params: Readonly<Record<string, string | undefined>>): string[] {
  const trail: string[] = [];
  for (const name of LEVEL_PARAMS) {
    const id = params[name];
    if (!id) break;
    trail.push(id);
  }
  return trail;
}

function path(brand: string, format: PageFormat, action: string, trail: readonly string[]): string {
  const tail = trail.slice(0, LEVEL_PARAMS.length).map(encodeURIComponent).join('/');
  return `/${encodeURIComponent(brand)}/page/${formatParam(format)}/${action}${tail ? `/${tail}` : ''}`;
}

export const listPath = (brand: string, format: PageFormat, trail: readonly string[]) =>
  path(brand, format, 'list', trail);
export const createPath = (brand: string, format: PageFormat, trail: readonly string[]) =>
  path(brand, format, 'create', trail);
export const editPath = (brand: string, format: PageFormat, trail: readonly string[]) =>
  path(brand, format, 'edit', trail);

/** The list's status filter lives in the query string (`statuts=Published,Draft`). */
export const STATUS_PARAM = 'statuts';

export function readStatusFilter(search: URLSearchParams, format: PageFormat): PageStatus[] {
  const raw = search.get(STATUS_PARAM);
  if (raw === null) return [...PAGE_DEFAULT_FILTER];
  const wanted = raw
    .split(',')
    .filter((s): s is PageStatus => PAGE_STATUSES.includes(s as PageStatus));
  // Deleted is never selectable (000 §4), and only the format's own statuses apply.
  return sanitizePageFilter(wanted).filter((s) => format === 'Event' || s !== 'Deleted');
}

export function writeStatusFilter(
  search: URLSearchParams,
  statuses: readonly PageStatus[],
): string {
  const next = new URLSearchParams(search);
  const same =
    statuses.length === PAGE_DEFAULT_FILTER.length &&
    PAGE_DEFAULT_FILTER.every((s) => statuses.includes(s));
  if (same) next.delete(STATUS_PARAM);
  else next.set(STATUS_PARAM, statuses.join(','));
  const text = next.toString();
  return text ? `?${text}` : '';
}

/**
 * Breadcrumbs collapse above 4 items (000 §2): 'Racine', an ellipsis standing for the hidden
 * middle, then the last items, 4 shown in all.
 */
export function visibleCrumbs<T>(items: readonly T[], max: number): (T | 'ellipsis')[] {
  if (items.length <= max) return [...items];
  return [items[0] as T, 'ellipsis', ...items.slice(items.length - (max - 2))];
}
