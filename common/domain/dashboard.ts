// The dashboard's filter (spec 000 §2 "Dashboard", §3 "Dashboard filter", 001 §9): what « Reset »
// returns to, how its dates are read (whole days, Paris time), the histogram's bucket size and the
// size limits the server enforces and the screen respects. One place for both sides.
import { tz, TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { PARIS_TIME_ZONE } from './dates';
import { LIMITS } from './limits';
import { ARTICLE_FORMATS, type ArticleFormat, type ArticleStatus } from './statuses';

export interface DashboardFilter {
  status: ArticleStatus[];
  /** First day included, 'yyyy-MM-dd' in Paris time; null = no lower bound. */
  startDate: string | null;
  /** Last day included, 'yyyy-MM-dd' in Paris time; null = no upper bound. */
  endDate: string | null;
  format: ArticleFormat[];
  categoryIds: string[];
  tagIds: string[];
  qualifierIds: string[];
  sourceIds: string[];
  authorIds: string[];
}

/** Statuses the filter offers (the article statuses an editor works with; 000 §4). */
export const DASHBOARD_STATUSES: readonly ArticleStatus[] = [
  'Published',
  'Scheduled',
  'ScheduledForRepublication',
  'Ready',
  'Frozen',
  'Draft',
  'Private',
  'Pending',
  'Deleted',
];

/** « Reset »: status published + scheduled, today for both dates, the three formats (000 §2). */
export const DASHBOARD_RESET_STATUSES: readonly ArticleStatus[] = ['Published', 'Scheduled'];

export const DASHBOARD_LIMITS = {
  /** Rows per page of the list (001 §9). */
  pageSize: LIMITS.pageSize.dashboard,
  /** Ids per filter list (categories, tags, …): more cannot be picked sensibly. */
  idsPerFilter: 100,
  /** Characters of the search text. */
  searchLength: 200,
  /** Day buckets of the chart; a longer window keeps its last days. */
  histogramDays: 1000,
  /** Rows of one CSV export: a larger one is refused before anything is sent. */
  csvRows: 200_000,
  /** The count behind « nouveaux articles » is asked again this often (001 §9). */
  pollMs: LIMITS.polling.dashboardCountsMs,
} as const;

export const DASHBOARD_MESSAGES = {
  badDay: 'La date doit être au format AAAA-MM-JJ.',
  dayOrder: 'La date de fin doit être postérieure ou égale à la date de début.',
  tooManyIds: `Au plus ${DASHBOARD_LIMITS.idsPerFilter} éléments par filtre.`,
  searchTooLong: `La recherche est limitée à ${DASHBOARD_LIMITS.searchLength} caractères.`,
  csvTooLarge: "L'export est limité à 200 000 lignes : affinez les filtres.",
  badFilter: 'Le filtre du dashboard est invalide.',
} as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'yyyy-MM-dd' naming a real calendar day between 1970 and 2100 (001 §5 input range). */
export function isDashboardDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return (
    y >= 1970 &&
    y <= 2100 &&
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d
  );
}

/** Today in Paris, 'yyyy-MM-dd'. */
export function parisDay(now: Date): string {
  return format(now, 'yyyy-MM-dd', { in: tz(PARIS_TIME_ZONE) });
}

/** Midnight Paris time starting that day, as an instant (DST-aware). */
export function parisDayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, PARIS_TIME_ZONE).getTime());
}

export function resetDashboardFilter(now: Date): DashboardFilter {
  const today = parisDay(now);
  return {
    status: [...DASHBOARD_RESET_STATUSES],
    startDate: today,
    endDate: today,
    format: [...ARTICLE_FORMATS],
    categoryIds: [],
    tagIds: [],
    qualifierIds: [],
    sourceIds: [],
    authorIds: [],
  };
}

/** The chart counts per hour within a single day, per day beyond (000 §2, the issue). */
export function histogramUnit(startDate: string | null, endDate: string | null): 'hour' | 'day' {
  return startDate !== null && startDate === endDate ? 'hour' : 'day';
}

/** French messages per field for a filter the server refuses (empty when it is fine). */
export function dashboardFilterErrors(
  filter: Partial<Record<keyof DashboardFilter, unknown>>,
  search?: string | null,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const key of ['startDate', 'endDate'] as const) {
    const value = filter[key];
    if (
      value !== null &&
      value !== undefined &&
      !(typeof value === 'string' && isDashboardDay(value))
    )
      errors[key] = DASHBOARD_MESSAGES.badDay;
  }
  if (
    !errors.startDate &&
    !errors.endDate &&
    typeof filter.startDate === 'string' &&
    typeof filter.endDate === 'string' &&
    filter.endDate < filter.startDate
  )
    errors.endDate = DASHBOARD_MESSAGES.dayOrder;
  for (const key of ['categoryIds', 'tagIds', 'qualifierIds', 'sourceIds', 'authorIds'] as const) {
    const value = filter[key];
    if (Array.isArray(value) && value.length > DASHBOARD_LIMITS.idsPerFilter)
      errors[key] = DASHBOARD_MESSAGES.tooManyIds;
  }
  if (search && search.length > DASHBOARD_LIMITS.searchLength)
    errors.search = DASHBOARD_MESSAGES.searchTooLong;
  return errors;
}

/** Media kinds as an editor names them (media objects carry a `format`). */
const MEDIA_KIND_LABELS: Readonly<Record<string, [string, string]>> = {
  image: ['image', 'images'],
  video: ['vidéo', 'vidéos'],
  slideshow: ['diaporama', 'diaporamas'],
  diapo: ['diaporama', 'diaporamas'],
  podcast: ['podcast', 'podcasts'],
};

/** The list's « Média » column: '2 images · 1 vidéo', or '' when the article has none. */
export function dashboardMediaSummary(medias: unknown): string {
  if (!Array.isArray(medias)) return '';
  const counts = new Map<string, number>();
  for (const media of medias) {
    const kind =
      typeof media === 'object' && media !== null && 'format' in media
        ? String((media as { format: unknown }).format)
        : 'autre';
    const [one] = MEDIA_KIND_LABELS[kind] ?? ['média', 'médias'];
    counts.set(one, (counts.get(one) ?? 0) + 1);
  }
  return [...counts]
    .map(([one, n]) => {
      const plural = Object.values(MEDIA_KIND_LABELS).find(([o]) => o === one)?.[1] ?? 'médias';
      return `${n} ${n > 1 ? plural : one}`;
    })
    .join(' · ');
}

/** The list's « Diffusion » column: the brand, then pushes and live when there are some. */
export function dashboardDiffusionSummary(a: {
  brandKey: string;
  pushCount: number;
  hasLive: boolean;
}): string {
  const parts = [a.brandKey];
  if (a.pushCount > 0) parts.push(`${a.pushCount} push${a.pushCount > 1 ? 's' : ''}`);
  if (a.hasLive) parts.push('Live');
  return parts.join(' · ');
}

/** The first image's address, for the « Image » column ('' when none). */
export function dashboardImageUrl(medias: unknown): string {
  if (!Array.isArray(medias)) return '';
  for (const media of medias) {
    if (typeof media !== 'object' || media === null) continue;
    const m = media as { format?: unknown; href?: unknown };
    if ((m.format === 'image' || m.format === undefined) && typeof m.href === 'string')
      return m.href;
  }
  return '';
}

/** Column titles of the list and of the CSV (000 §2), in order. */
export const DASHBOARD_COLUMNS = [
  'Date de publication',
  'Image',
  'Description',
  'Catégories',
  'Contributeurs',
  'Média',
  'Diffusion',
  'Statut',
] as const;
