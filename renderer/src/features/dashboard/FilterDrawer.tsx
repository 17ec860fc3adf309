// The dashboard's left drawer of filters (spec 000 §2, §3): statuses, dates (whole days, Paris
// time), formats, and the autocompletes for categories, tags, qualifiers, sources and authors.
import {
  Checkbox,
  InlineDrawer,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { memo, type ReactNode } from 'react';
import { DayField } from '../../ui/DayField';
import { DASHBOARD_MESSAGES, DASHBOARD_STATUSES } from '../../../../common/domain/dashboard';
import { MESSAGES } from '../../../../common/domain/messages';
import {
  ARTICLE_FORMATS,
  ARTICLE_STATUS_LABELS,
  type ArticleFormat,
  type ArticleStatus,
} from '../../../../common/domain/statuses';
import { AutocompleteFilter } from './AutocompleteFilter';
import { FORMAT_LABELS } from './dashboardRows';
import {
  withPicked,
  type DashboardState,
  type PickedOption,
  type PickerKey,
} from './dashboardState';

const useStyles = makeStyles({
  drawer: { width: '260px', borderRight: `1px solid ${tokens.colorNeutralStroke2}` },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  group: { display: 'flex', flexDirection: 'column', border: 'none', margin: 0, padding: 0 },
  legend: {
    fontWeight: tokens.fontWeightSemibold,
    marginBottom: tokens.spacingVerticalXS,
    padding: 0,
  },
  dates: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

function statusLabel(status: ArticleStatus): string {
  if (status === 'Scheduled') return MESSAGES.scheduledFilter;
  if (status === 'ScheduledForRepublication') return `${MESSAGES.scheduledFilter} (republication)`;
  return ARTICLE_STATUS_LABELS[status];
}

function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on
    ? list.includes(value)
      ? [...list]
      : [...list, value]
    : list.filter((v) => v !== value);
}

export interface FilterSearches {
  categoryIds(text: string): Promise<PickedOption[]>;
  tagIds(text: string): Promise<PickedOption[]>;
  qualifierIds(text: string): Promise<PickedOption[]>;
  sourceIds(text: string): Promise<PickedOption[]>;
  authorIds(text: string): Promise<PickedOption[]>;
}

const PICKER_LABELS: Readonly<Record<PickerKey, string>> = {
  categoryIds: 'Catégories',
  tagIds: 'Tags',
  qualifierIds: 'Qualifiers',
  sourceIds: 'Sources',
  authorIds: 'Auteurs',
};

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

// Memoised: the page re-renders as the list's next pages arrive; the filters only when they change.
export const FilterDrawer = memo(function FilterDrawer({
  state,
  onChange,
  searches,
}: {
  state: DashboardState;
  onChange(next: DashboardState): void;
  searches: FilterSearches;
}) {
  const styles = useStyles();
  const { filter } = state;
  const setFilter = (patch: Partial<DashboardState['filter']>) =>
    onChange({ ...state, filter: { ...filter, ...patch } });
  return (
    <InlineDrawer open separator className={styles.drawer} aria-label="Filtres">
      <DrawerHeader>
        <DrawerHeaderTitle>Filtres</DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        <Group legend="Statut">
          {DASHBOARD_STATUSES.map((status) => (
            <Checkbox
              key={status}
              label={statusLabel(status)}
              checked={filter.status.includes(status)}
              onChange={(_, data) =>
                setFilter({ status: toggle(filter.status, status, data.checked === true) })
              }
            />
          ))}
        </Group>
        <Group legend="Dates de publication (heure de Paris)">
          <div className={styles.dates}>
            <DayField
              label="Du"
              value={filter.startDate}
              onChange={(day) => setFilter({ startDate: day })}
            />
            <DayField
              label="Au"
              value={filter.endDate}
              onChange={(day) => setFilter({ endDate: day })}
              validationMessage={
                filter.startDate && filter.endDate && filter.endDate < filter.startDate
                  ? DASHBOARD_MESSAGES.dayOrder
                  : undefined
              }
            />
          </div>
        </Group>
        <Group legend="Formats">
          {ARTICLE_FORMATS.map((format: ArticleFormat) => (
            <Checkbox
              key={format}
              label={FORMAT_LABELS[format]}
              checked={filter.format.includes(format)}
              onChange={(_, data) =>
                setFilter({ format: toggle(filter.format, format, data.checked === true) })
              }
            />
          ))}
        </Group>
        {(Object.keys(PICKER_LABELS) as PickerKey[]).map((key) => (
          <AutocompleteFilter
            key={key}
            label={PICKER_LABELS[key]}
            picked={state.picked[key]}
            onChange={(options) => onChange(withPicked(state, key, options))}
            search={searches[key]}
          />
        ))}
      </DrawerBody>
    </InlineDrawer>
  );
});
