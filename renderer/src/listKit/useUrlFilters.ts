// The list's filters as the URL holds them, and the way to change some (see urlFilters).
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withFilters, type FilterChange } from './urlFilters';

export interface UrlFilters {
  params: URLSearchParams;
  /** Writes a change into the URL; `replace` when it should not make a step of history (typing). */
  setFilters(change: FilterChange, options?: { replace?: boolean }): void;
}

export function useUrlFilters(): UrlFilters {
  const [params, setParams] = useSearchParams();
  const setFilters = useCallback(
    (change: FilterChange, options?: { replace?: boolean }) =>
      setParams((current) => withFilters(current, change), options),
    [setParams],
  );
  return { params, setFilters };
}
