// A list's text search: typed freely, searched on Enter; clearing the box (its × button) shows the
// whole list again at once. It follows the search the URL (or the screen's state) holds.
import { SearchBox } from '@fluentui/react-components';
import { useEffect, useState } from 'react';

export function ListSearch({
  search,
  onSearch,
  label,
  placeholder = 'Rechercher',
  className,
}: {
  search: string;
  onSearch(text: string): void;
  /** The box's accessible name. */
  label: string;
  placeholder?: string;
  className?: string;
}) {
  const [searchText, setSearchText] = useState(search);
  useEffect(() => setSearchText(search), [search]);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(searchText);
      }}
    >
      <SearchBox
        className={className}
        aria-label={label}
        placeholder={placeholder}
        value={searchText}
        onChange={(_, value) => {
          setSearchText(value.value);
          if (value.value === '') onSearch('');
        }}
      />
    </form>
  );
}
