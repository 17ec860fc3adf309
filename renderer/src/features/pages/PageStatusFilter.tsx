// The page list's status filter (000 §4): a popover of the format's statuses, Deleted never
// offered; Published, Scheduled and Draft on by default, Archived off. The button's badge counts
// the active statuses.
import {
  Button,
  Checkbox,
  CounterBadge,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { FilterRegular } from '@fluentui/react-icons';
import {
  PAGE_STATUS_LABELS,
  pageFilterStatusesFor,
  type PageFormat,
  type PageStatus,
} from '../../../../common/domain/statuses';

const useStyles = makeStyles({
  surface: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

export function PageStatusFilter({
  format,
  selected,
  onChange,
}: {
  format: PageFormat;
  selected: readonly PageStatus[];
  onChange: (next: PageStatus[]) => void;
}) {
  const styles = useStyles();
  const options = pageFilterStatusesFor(format);
  return (
    <Popover positioning="below-end">
      <PopoverTrigger disableButtonEnhancement>
        <Button
          icon={<FilterRegular />}
          // The visible « Statut 2 » first, then what the number is (WCAG 2.5.3).
          aria-label={`Statut : ${selected.length} filtre(s) actif(s)`}
        >
          Statut <CounterBadge count={selected.length} size="small" color="informative" />
        </Button>
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label="Filtrer par statut">
        {options.map((status) => (
          <Checkbox
            key={status}
            label={PAGE_STATUS_LABELS[status]}
            checked={selected.includes(status)}
            onChange={(_, data) =>
              onChange(
                data.checked
                  ? options.filter((s) => s === status || selected.includes(s))
                  : selected.filter((s) => s !== status),
              )
            }
          />
        ))}
      </PopoverSurface>
    </Popover>
  );
}
