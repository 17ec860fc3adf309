// The orphan list's title search with autocomplete (spec 000 §2: 10 suggestions; 001 §9 debounce):
// typing suggests the brand's pages by title, choosing one opens it, Enter filters the table.
import { useApolloClient } from '@apollo/client/react';
import { Combobox, Option, makeStyles } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { LIMITS } from '../../../../common/domain/limits';
import { OrphanPageTitlesDocument } from '../../graphql/generated/graphql';

const useStyles = makeStyles({ box: { minWidth: '360px' } });

export const ORPHAN_SEARCH_LABEL = 'Rechercher une page par titre';

interface Suggestion {
  id: string;
  title: string;
  brandKey: string;
}

export function OrphanTitleSearch({
  brand,
  value,
  onSearch,
  onOpen,
}: {
  brand: string | null;
  value: string;
  onSearch: (text: string) => void;
  onOpen: (page: Suggestion) => void;
}) {
  const styles = useStyles();
  const client = useApolloClient();
  const [text, setText] = useState(value);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  // Opened when suggestions arrive (the list fills in after the debounce, not on the keystroke).
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const query = text.trim();
    if (query === '') return;
    let active = true;
    const timer = setTimeout(() => {
      void client
        .query({
          query: OrphanPageTitlesDocument,
          variables: {
            where: { title_contains: query, ...(brand ? { brandKey: brand } : {}) },
            first: LIMITS.pageSize.autocomplete,
          },
          fetchPolicy: 'network-only',
        })
        .then(({ data }) => {
          if (!active) return;
          const found = data?.orphanPages ?? [];
          setSuggestions(found);
          setOpen(found.length > 0);
        })
        .catch(() => active && setSuggestions([]));
    }, LIMITS.debounce.autocompleteMs);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [text, brand, client]);

  return (
    <Combobox
      className={styles.box}
      freeform
      aria-label={ORPHAN_SEARCH_LABEL}
      // Fluent names this button « Open <label> » in English unless it is given a name.
      expandIcon={{ 'aria-label': 'Afficher les suggestions' }}
      placeholder="Rechercher par titre"
      value={text}
      open={open}
      onOpenChange={(_, data) => setOpen(data.open && suggestions.length > 0)}
      onChange={(event) => {
        setText(event.target.value);
        if (event.target.value === '') {
          setSuggestions([]);
          onSearch('');
        }
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          setOpen(false);
          onSearch(text.trim());
        }
      }}
      onOptionSelect={(_, data) => {
        const page = suggestions.find((s) => s.id === data.optionValue);
        if (page) onOpen(page);
      }}
    >
      {suggestions.map((s) => (
        <Option key={s.id} value={s.id} text={s.title || '(sans titre)'}>
          {s.title || '(sans titre)'}
        </Option>
      ))}
    </Combobox>
  );
}
