// One autocomplete of the filter drawer (categories, tags, qualifiers, sources, authors): type to
// search (500 ms debounce, 001 §9), pick several; the picked ones show as chips that remove them.
import {
  Combobox,
  Field,
  Option,
  Tag,
  TagGroup,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { LIMITS } from '../../../../common/domain/limits';
import { MESSAGES } from '../../../../common/domain/messages';
import type { PickedOption } from './dashboardState';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  chips: { flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  combobox: { minWidth: 0, width: '100%' },
});

export interface AutocompleteFilterProps {
  label: string;
  picked: PickedOption[];
  onChange(options: PickedOption[]): void;
  /** Options matching the text (at most 10 are shown). */
  search(text: string): Promise<PickedOption[]>;
}

export function AutocompleteFilter({ label, picked, onChange, search }: AutocompleteFilterProps) {
  const styles = useStyles();
  const [text, setText] = useState('');
  const [options, setOptions] = useState<PickedOption[]>([]);
  const [open, setOpen] = useState(false);
  const asked = useRef(0);

  useEffect(() => {
    if (!open) return;
    const id = ++asked.current;
    const timer = setTimeout(
      () =>
        void search(text.trim()).then(
          (found) =>
            id === asked.current && setOptions(found.slice(0, LIMITS.pageSize.autocomplete)),
          () => id === asked.current && setOptions([]),
        ),
      text.trim() === '' ? 0 : LIMITS.debounce.autocompleteMs,
    );
    return () => clearTimeout(timer);
  }, [text, open, search]);

  const known = new Map([...options, ...picked].map((o) => [o.id, o]));
  const shown = [...options, ...picked.filter((p) => !options.some((o) => o.id === p.id))];

  return (
    <div className={styles.root}>
      <Field label={label}>
        <Combobox
          className={styles.combobox}
          multiselect
          freeform
          placeholder="Rechercher…"
          value={text}
          open={open}
          onOpenChange={(_, data) => setOpen(data.open)}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          selectedOptions={picked.map((p) => p.id)}
          onOptionSelect={(_, data) => {
            onChange(
              data.selectedOptions
                .map((id) => known.get(id))
                .filter((o): o is PickedOption => o !== undefined),
            );
            setText('');
          }}
        >
          {shown.length === 0 ? (
            <Option key="__none" value="" disabled text={MESSAGES.noResult}>
              {MESSAGES.noResult}
            </Option>
          ) : (
            shown.map((o) => (
              <Option key={o.id} value={o.id} text={o.label}>
                {o.label}
              </Option>
            ))
          )}
        </Combobox>
      </Field>
      {picked.length > 0 && (
        <TagGroup
          className={styles.chips}
          aria-label={`${label} choisis`}
          onDismiss={(_, data) => onChange(picked.filter((p) => p.id !== data.value))}
        >
          {picked.map((o) => (
            <Tag
              key={o.id}
              value={o.id}
              size="small"
              dismissible
              dismissIcon={{ 'aria-label': `Retirer ${o.label}` }}
            >
              {o.label}
            </Tag>
          ))}
        </TagGroup>
      )}
    </div>
  );
}
