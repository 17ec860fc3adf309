// A drawer field that picks related items (categories, tags, authors, sources, qualifiers…) with a
// search that autocompletes as the user types (debounced), the chosen ones as dismissible tags,
// and the limit of 001 §9: once `max` items are chosen the search is disabled and says why. With
// `max` 1 a choice replaces the current one. An ordered relation (`reorderable`: a card's categories
// and tags) shows its choices as a numbered list reordered by drag, by Alt+↑ / Alt+↓ on a focused
// row, or by the rows' « Monter » / « Descendre » buttons.
import {
  Button,
  Caption1,
  Combobox,
  Field,
  Option,
  Tag,
  TagGroup,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowDownRegular,
  ArrowUpRegular,
  DismissRegular,
  ReOrderDotsVerticalRegular,
} from '@fluentui/react-icons';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { moveItem, useDragReorder } from '../ui/useDragReorder';

export interface PickableItem {
  id: string;
  title: string;
  type?: string;
  /** A second line in the options (a category's path, an author's brand…). */
  detail?: string;
}

export const SEARCH_DEBOUNCE_MS = 300;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  option: { display: 'flex', flexDirection: 'column' },
  detail: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  ordered: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'grab',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  dropTarget: { borderTopColor: tokens.colorBrandStroke1, borderTopWidth: '3px' },
  grip: { color: tokens.colorNeutralForeground3, flexShrink: 0 },
  rank: { color: tokens.colorNeutralForeground3, minWidth: '1.5em' },
  rowTitle: { flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  hint: { color: tokens.colorNeutralForeground3 },
});

export interface RelationPickerProps {
  label: string;
  selected: readonly PickableItem[];
  onChange: (items: PickableItem[]) => void;
  /** The items matching the text typed (empty text: the first ones), at most 10. */
  search: (text: string) => Promise<PickableItem[]>;
  max: number;
  /** The sentence shown when `max` is reached ('Un article ne peut pas comporter plus de …'). */
  limitMessage: string;
  /** A message under the field (the server's refusal, a publish requirement). */
  validationMessage?: string;
  placeholder?: string;
  /** Buttons after the field (« Suggestions »). */
  actions?: ReactNode;
  disabled?: boolean;
  /** Wait after the last keystroke before searching (the advanced search waits 500 ms). */
  debounceMs?: number;
  /** The order of the choices matters: show them as a list the user can reorder. */
  reorderable?: boolean;
}

export function RelationPicker({
  label,
  selected,
  onChange,
  search,
  max,
  limitMessage,
  validationMessage,
  placeholder = 'Rechercher…',
  actions,
  disabled = false,
  debounceMs = SEARCH_DEBOUNCE_MS,
  reorderable = false,
}: RelationPickerProps) {
  const styles = useStyles();
  const [text, setText] = useState('');
  const [options, setOptions] = useState<PickableItem[]>([]);
  const [open, setOpen] = useState(false);
  const latestSearch = useRef(search);
  latestSearch.current = search;
  const full = max > 1 && selected.length >= max;

  useEffect(() => {
    if (!open) return;
    let current = true;
    const timer = setTimeout(() => {
      void latestSearch
        .current(text.trim())
        .then((found) => current && setOptions(found))
        .catch(() => current && setOptions([]));
    }, debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, open, debounceMs]);

  const chosen = new Set(selected.map((item) => item.id));
  const offered = options.filter((option) => !chosen.has(option.id));
  const pick = (id: string | undefined) => {
    const option = options.find((candidate) => candidate.id === id);
    if (!option) return;
    setText('');
    if (max === 1) onChange([option]);
    else if (selected.length < max) onChange([...selected, option]);
  };

  return (
    <div className={styles.root}>
      <Field
        label={label}
        validationMessage={validationMessage ?? (full ? limitMessage : undefined)}
        validationState={validationMessage ? 'error' : full ? 'warning' : 'none'}
      >
        <Combobox
          freeform
          disabled={disabled || full}
          placeholder={placeholder}
          value={text}
          selectedOptions={[]}
          onChange={(event) => setText(event.target.value)}
          onOpenChange={(_, data) => setOpen(data.open)}
          onOptionSelect={(_, data) => pick(data.optionValue)}
        >
          {offered.length === 0 ? (
            <Option key="none" disabled value="">
              Aucun résultat
            </Option>
          ) : (
            offered.map((option) => (
              <Option key={option.id} value={option.id} text={option.title}>
                <span className={styles.option}>
                  <span>{option.title}</span>
                  {option.detail && <span className={styles.detail}>{option.detail}</span>}
                </span>
              </Option>
            ))
          )}
        </Combobox>
      </Field>
      {selected.length > 0 &&
        (reorderable ? (
          <OrderedChoices
            label={label}
            selected={selected}
            onChange={onChange}
            disabled={disabled}
          />
        ) : (
          <TagGroup
            className={styles.tags}
            aria-label={label}
            onDismiss={(_, data) => onChange(selected.filter((item) => item.id !== data.value))}
          >
            {selected.map((item) => (
              <Tag
                key={item.id}
                value={item.id}
                size="small"
                dismissible={!disabled}
                // The tag is the button that removes it: named for what it does.
                aria-label={disabled ? item.title : `Retirer ${item.title}`}
              >
                {item.title}
              </Tag>
            ))}
          </TagGroup>
        ))}
      {actions}
    </div>
  );
}

/** The chosen items of an ordered relation: numbered rows moved by drag, Alt+↑ / Alt+↓ or buttons. */
function OrderedChoices({
  label,
  selected,
  onChange,
  disabled,
}: {
  label: string;
  selected: readonly PickableItem[];
  onChange: (items: PickableItem[]) => void;
  disabled: boolean;
}) {
  const styles = useStyles();
  const move = (from: number, to: number) => onChange(moveItem(selected, from, to));
  const { rowProps } = useDragReorder(selected.length, move);
  return (
    <>
      <ol className={styles.ordered} aria-label={label}>
        {selected.map((item, index) => {
          const props = rowProps(index);
          return (
            <li
              key={item.id}
              {...(disabled ? {} : props)}
              tabIndex={0}
              aria-label={`${index + 1}. ${item.title}`}
              className={mergeClasses(styles.row, props['data-drop-target'] && styles.dropTarget)}
            >
              <ReOrderDotsVerticalRegular className={styles.grip} aria-hidden />
              <span className={styles.rank} aria-hidden>
                {index + 1}.
              </span>
              <span className={styles.rowTitle}>{item.title}</span>
              {selected.length > 1 && (
                <>
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<ArrowUpRegular />}
                    disabled={disabled || index === 0}
                    aria-label={`Monter ${item.title}`}
                    title="Monter"
                    onClick={() => move(index, index - 1)}
                  />
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<ArrowDownRegular />}
                    disabled={disabled || index === selected.length - 1}
                    aria-label={`Descendre ${item.title}`}
                    title="Descendre"
                    onClick={() => move(index, index + 1)}
                  />
                </>
              )}
              <Button
                size="small"
                appearance="subtle"
                icon={<DismissRegular />}
                disabled={disabled}
                aria-label={`Retirer ${item.title}`}
                title="Retirer"
                onClick={() => onChange(selected.filter((other) => other.id !== item.id))}
              />
            </li>
          );
        })}
      </ol>
      {selected.length > 1 && !disabled && (
        <Caption1 className={styles.hint}>
          Glisser-déposer ou Alt+↑ / Alt+↓ pour réordonner
        </Caption1>
      )}
    </>
  );
}
