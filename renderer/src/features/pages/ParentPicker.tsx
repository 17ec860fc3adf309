// The category path picker (000 §2): the parent page, searched by title with autocomplete among
// the brand's pages of the level the page hangs from (moving keeps every level right).
import { useLazyQuery } from '@apollo/client/react';
import { Combobox, Field, Option } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { LIMITS } from '../../../../common/domain/limits';
import { PageParentSearchDocument } from '../../graphql/generated/graphql';
import type { PageForm } from './pageForm';

export function ParentPicker({
  brandKey,
  parent,
  level,
  disabled,
  error,
  onChange,
}: {
  brandKey: string;
  parent: PageForm['parent'];
  /** The page's own level: its parent is one above. */
  level: number;
  disabled: boolean;
  error?: string;
  onChange: (parent: PageForm['parent']) => void;
}) {
  const [text, setText] = useState(parent?.title ?? '');
  const [search, result] = useLazyQuery(PageParentSearchDocument);
  useEffect(() => setText(parent?.title ?? ''), [parent?.title]);
  useEffect(() => {
    if (disabled || level <= 1) return;
    const timer = setTimeout(
      () =>
        void search({
          variables: {
            where: { brandKey, level: level - 1, ...(text.trim() ? { search: text.trim() } : {}) },
          },
        }),
      LIMITS.debounce.autocompleteMs,
    );
    return () => clearTimeout(timer);
  }, [text, brandKey, level, disabled, search]);
  const options = result.data?.categories ?? [];
  return (
    <Field
      label="Page parente"
      validationMessage={error}
      hint={level <= 1 ? 'Page racine' : undefined}
    >
      <Combobox
        freeform
        disabled={disabled || level <= 1}
        value={text}
        placeholder="Rechercher une page parente"
        selectedOptions={parent ? [parent.id] : []}
        onChange={(e) => setText(e.target.value)}
        onOptionSelect={(_, d) => {
          const found = options.find((o) => o.id === d.optionValue);
          if (found) onChange({ id: found.id, title: found.title, level: found.level });
        }}
      >
        {options.map((o) => (
          <Option key={o.id} value={o.id} text={o.title}>
            {o.path || o.title}
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
