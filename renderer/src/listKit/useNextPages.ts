// The rows after a list's first page, a page at a time (« Charger plus », or the end of the list
// scrolled near). The first page is the list's query (Apollo's cache: coming back shows it at once);
// the next ones are asked with 'no-cache' and kept here. Appending them to the cached query instead
// (fetchMore) wrote the whole grown list into the normalised cache and read it back at each page,
// 40–50 ms on the main thread by 1,000 rows, frames lost while scrolling. They start again from the
// first page when the query changes.
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';

export interface NextPages<Row> {
  /** The first page, then the pages loaded after it (each row once). */
  rows: readonly Row[];
  loading: boolean;
  loadMore(): void;
}

function appendNew<Row extends { id: string }>(
  kept: readonly Row[],
  page: readonly Row[],
): readonly Row[] {
  const known = new Set(kept.map((row) => row.id));
  return [...kept, ...page.filter((row) => !known.has(row.id))];
}

export function useNextPages<
  Data,
  Variables extends OperationVariables,
  Row extends { id: string },
>(
  query: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  firstPage: readonly Row[],
  rowsOf: (data: Data) => readonly Row[],
): NextPages<Row> {
  const client = useApolloClient();
  const key = JSON.stringify(variables);
  const [pages, setPages] = useState<{ key: string; rows: readonly Row[] }>({ key, rows: [] });
  const [loadingKey, setLoadingKey] = useState<string | null>(null);
  const currentKey = useRef(key);
  useEffect(() => {
    currentKey.current = key;
  }, [key]);
  const more = pages.key === key ? pages.rows : null;
  const rows = useMemo(
    () => (more && more.length > 0 ? appendNew(firstPage, more) : firstPage),
    [firstPage, more],
  );
  const loading = loadingKey === key;
  const loadMore = () => {
    if (loading || firstPage.length === 0) return;
    setLoadingKey(key);
    client
      .query({
        query,
        variables: { ...variables, skip: rows.length } as Variables,
        fetchPolicy: 'no-cache',
      })
      .then(({ data }) => {
        // The list moved on to another query meanwhile: this page is not its.
        if (currentKey.current !== key) return;
        const page = data ? rowsOf(data as Data) : [];
        setPages((previous) => ({
          key,
          rows: appendNew(previous.key === key ? previous.rows : [], page),
        }));
      })
      // A page that failed is asked again on the next scroll or « Charger plus ».
      .catch(() => {})
      .finally(() => setLoadingKey((current) => (current === key ? null : current)));
  };
  return { rows, loading, loadMore };
}
