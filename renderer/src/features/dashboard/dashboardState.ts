// What the dashboard remembers for the session (spec 000 §2: filters, brand and search persist in
// session storage): the filter of §3, the brand menu, the search text and the labels of the picked
// autocomplete options (so the chips read names, not ids, after a reload).
import {
  DASHBOARD_STATUSES,
  isDashboardDay,
  resetDashboardFilter,
  type DashboardFilter,
} from '../../../../common/domain/dashboard';
import { ARTICLE_FORMATS } from '../../../../common/domain/statuses';
import type { DashboardFilterInput } from '../../graphql/generated/graphql';

export const DASHBOARD_STORAGE_KEY = 'backoffice.dashboard';

export type PickerKey = 'categoryIds' | 'tagIds' | 'qualifierIds' | 'sourceIds' | 'authorIds';

export interface PickedOption {
  id: string;
  label: string;
}

export interface DashboardState {
  filter: DashboardFilter;
  /** Picked options per autocomplete (the filter keeps their ids). */
  picked: Record<PickerKey, PickedOption[]>;
  /** null = 'Toutes'. */
  brand: string | null;
  search: string;
}

export const PICKER_KEYS: readonly PickerKey[] = [
  'categoryIds',
  'tagIds',
  'qualifierIds',
  'sourceIds',
  'authorIds',
];

const emptyPicked = (): Record<PickerKey, PickedOption[]> => ({
  categoryIds: [],
  tagIds: [],
  qualifierIds: [],
  sourceIds: [],
  authorIds: [],
});

/** « Reset »: published + scheduled, today for both dates, the three formats; brand and search kept. */
export function resetState(
  now: Date,
  keep?: Pick<DashboardState, 'brand' | 'search'>,
): DashboardState {
  return {
    filter: resetDashboardFilter(now),
    picked: emptyPicked(),
    brand: keep?.brand ?? null,
    search: keep?.search ?? '',
  };
}

function isOptionList(value: unknown): value is PickedOption[] {
  return (
    Array.isArray(value) &&
    value.every(
      (o) =>
        typeof o === 'object' &&
        o !== null &&
        typeof (o as PickedOption).id === 'string' &&
        typeof (o as PickedOption).label === 'string',
    )
  );
}

/** The stored state when it is well-formed, else the reset state. */
export function loadState(storage: Pick<Storage, 'getItem'>, now: Date): DashboardState {
  const fallback = resetState(now);
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(DASHBOARD_STORAGE_KEY) ?? 'null');
  } catch {
    return fallback;
  }
  if (typeof raw !== 'object' || raw === null) return fallback;
  const r = raw as Partial<DashboardState> & { filter?: Partial<DashboardFilter> };
  const f: Partial<Record<keyof DashboardFilter, unknown>> = r.filter ?? {};
  const picked = emptyPicked();
  for (const key of PICKER_KEYS) {
    const list = (r.picked as Record<string, unknown> | undefined)?.[key];
    if (isOptionList(list)) picked[key] = list;
  }
  const day = (v: unknown) => (typeof v === 'string' && isDashboardDay(v) ? v : null);
  return {
    filter: {
      status: Array.isArray(f.status)
        ? DASHBOARD_STATUSES.filter((s) => (f.status as unknown[]).includes(s))
        : fallback.filter.status,
      format: Array.isArray(f.format)
        ? ARTICLE_FORMATS.filter((s) => (f.format as unknown[]).includes(s))
        : fallback.filter.format,
      startDate: 'startDate' in f ? day(f.startDate) : fallback.filter.startDate,
      endDate: 'endDate' in f ? day(f.endDate) : fallback.filter.endDate,
      categoryIds: picked.categoryIds.map((o) => o.id),
      tagIds: picked.tagIds.map((o) => o.id),
      qualifierIds: picked.qualifierIds.map((o) => o.id),
      sourceIds: picked.sourceIds.map((o) => o.id),
      authorIds: picked.authorIds.map((o) => o.id),
    },
    picked,
    brand: typeof r.brand === 'string' ? r.brand : null,
    search: typeof r.search === 'string' ? r.search : '',
  };
}

export function saveState(storage: Pick<Storage, 'setItem'>, state: DashboardState): void {
  try {
    storage.setItem(DASHBOARD_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or refused: the dashboard still works, it just forgets on reload.
  }
}

export function withPicked(
  state: DashboardState,
  key: PickerKey,
  options: PickedOption[],
): DashboardState {
  return {
    ...state,
    picked: { ...state.picked, [key]: options },
    filter: { ...state.filter, [key]: options.map((o) => o.id) },
  };
}

/** The API's input for the state (the CSV export sends the same). */
export function filterInput(state: DashboardState): DashboardFilterInput {
  const search = state.search.trim();
  return {
    ...state.filter,
    status: [...state.filter.status],
    format: [...state.filter.format],
    brandKey: state.brand,
    search: search === '' ? null : search,
  };
}
