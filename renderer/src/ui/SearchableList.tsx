// An accessible list of choices (Fluent's Listbox: arrow keys, Home/End, Enter or a click chooses,
// screen readers announce the active option) with its loading, error and empty states. The dialogs
// that search something and pick one result use it instead of hand-made role="listbox" markup.
import { Listbox, Option, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { MESSAGES } from '../../../common/domain/messages';

const useStyles = makeStyles({
  list: {
    maxHeight: '320px',
    overflowY: 'auto',
    marginTop: tokens.spacingVerticalS,
    width: '100%',
  },
  state: { padding: tokens.spacingVerticalS },
  secondary: { color: tokens.colorNeutralForeground3, marginLeft: tokens.spacingHorizontalS },
});

export interface SearchableListProps<T> {
  label: string;
  /** null while loading. */
  items: readonly T[] | null;
  itemKey: (item: T) => string;
  /** The option's text (what a screen reader reads and typing jumps to). */
  itemText: (item: T) => string;
  /** A secondary line, e.g. the content type. */
  itemDetail?: (item: T) => ReactNode;
  /** A result shown but not choosable (its detail should say why). */
  itemDisabled?: (item: T) => boolean;
  onChoose: (item: T) => void;
  failed?: boolean;
  emptyText?: string;
}

export function SearchableList<T>({
  label,
  items,
  itemKey,
  itemText,
  itemDetail,
  itemDisabled,
  onChoose,
  failed = false,
  emptyText = MESSAGES.noResult,
}: SearchableListProps<T>) {
  const styles = useStyles();
  if (items === null) return <Spinner size="tiny" label="Recherche…" className={styles.state} />;
  if (failed)
    return (
      <Text role="alert" className={styles.state}>
        {MESSAGES.genericError}
      </Text>
    );
  if (items.length === 0) return <Text className={styles.state}>{emptyText}</Text>;
  const byKey = new Map(items.map((item) => [itemKey(item), item]));
  return (
    <Listbox
      aria-label={label}
      className={styles.list}
      onOptionSelect={(_event, data) => {
        const chosen = data.optionValue ? byKey.get(data.optionValue) : undefined;
        if (chosen) onChoose(chosen);
      }}
    >
      {items.map((item) => (
        <Option
          key={itemKey(item)}
          value={itemKey(item)}
          text={itemText(item)}
          disabled={itemDisabled?.(item) ?? false}
        >
          <span>
            <Text weight="semibold">{itemText(item)}</Text>
            {itemDetail && (
              <Text size={200} className={styles.secondary}>
                {itemDetail(item)}
              </Text>
            )}
          </span>
        </Option>
      ))}
    </Listbox>
  );
}
