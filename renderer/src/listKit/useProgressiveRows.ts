// Rows loaded page by page (001 §9: users 100 at a time, the next page asked when 50 remain),
// restarted whenever the key (search, brand) changes; a stale answer is dropped.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface ProgressiveRows<Row> {
  rows: Row[];
  loading: boolean;
  error: string | null;
  /** True once a page came back shorter than asked. */
  complete: boolean;
  loadMore(): void;
  reload(): void;
}

export function useProgressiveRows<Row>(
  key: string,
  pageSize: number,
  fetchPage: (page: { first: number; skip: number }) => Promise<Row[]>,
  errorText: (error: unknown) => string,
): ProgressiveRows<Row> {
  const [rows, setRows] = useState<Row[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [complete, setComplete] = useState(false);
  const [generation, setGeneration] = useState(0);
  const request = useRef(0);
  const state = useRef({ loading: true, complete: false, count: 0 });
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const errorRef = useRef(errorText);
  errorRef.current = errorText;

  const load = useCallback(
    (skip: number, replace: boolean) => {
      const id = ++request.current;
      state.current.loading = true;
      setLoading(true);
      setError(null);
      fetchRef
        .current({ first: pageSize, skip })
        .then((page) => {
          if (id !== request.current) return;
          const done = page.length < pageSize;
          state.current = { loading: false, complete: done, count: skip + page.length };
          setRows((previous) => (replace ? page : [...previous, ...page]));
          setComplete(done);
          setLoading(false);
        })
        .catch((failure: unknown) => {
          if (id !== request.current) return;
          state.current.loading = false;
          setError(errorRef.current(failure));
          setLoading(false);
        });
    },
    [pageSize],
  );

  useEffect(() => {
    state.current = { loading: true, complete: false, count: 0 };
    setComplete(false);
    load(0, true);
  }, [key, generation, load]);

  const loadMore = useCallback(() => {
    if (state.current.loading || state.current.complete) return;
    load(state.current.count, false);
  }, [load]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { rows, loading, error, complete, loadMore, reload };
}
