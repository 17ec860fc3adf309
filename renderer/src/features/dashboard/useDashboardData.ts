// The dashboard's data for a filter: the list in pages of 50 (keyset: the next page continues
// after the last row even while articles are published meanwhile), the chart, the count, and the
// count asked again every 60 s (001 §9) so « nouveaux articles » appears when it changed.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DASHBOARD_LIMITS } from '../../../../common/domain/dashboard';
import { onLiveEvent } from '../../liveKit';
import {
  DashboardCountDocument,
  DashboardHistogramDocument,
  DashboardListDocument,
  type DashboardFilterInput,
  type DashboardHistogramQuery,
  type DashboardRowFragment,
} from '../../graphql/generated/graphql';

export interface DashboardData {
  rows: DashboardRowFragment[];
  hasMore: boolean;
  loading: boolean;
  error: boolean;
  count: number | null;
  histogram: DashboardHistogramQuery['dashboardHistogram'] | null;
  /** The polled count differs from the one the list was loaded with. */
  newArticles: boolean;
  loadMore(): void;
  reload(): void;
}

interface ListState {
  key: string;
  rows: DashboardRowFragment[];
  endCursor: string | null;
  hasMore: boolean;
  loading: boolean;
  error: boolean;
}

type Client = ReturnType<typeof useApolloClient>;

/** The first page, the chart and the count of a filter. */
function firstLoad(client: Client, filter: DashboardFilterInput) {
  const variables = { filter };
  return Promise.all([
    client.query({
      query: DashboardListDocument,
      variables: { ...variables, first: DASHBOARD_LIMITS.pageSize },
      fetchPolicy: 'no-cache',
    }),
    client.query({ query: DashboardHistogramDocument, variables, fetchPolicy: 'no-cache' }),
    client.query({ query: DashboardCountDocument, variables, fetchPolicy: 'network-only' }),
  ]);
}

/** The page after `after` of the filter `key`. */
function nextPage(client: Client, key: string, after: string) {
  return client.query({
    query: DashboardListDocument,
    variables: {
      filter: JSON.parse(key) as DashboardFilterInput,
      first: DASHBOARD_LIMITS.pageSize,
      after,
    },
    fetchPolicy: 'no-cache',
  });
}

/** Article events that may change the count: asked at once, not at the next 60 s (issue 39). */
const COUNT_ACTIONS = new Set(['created', 'published', 'status', 'deleted']);

/**
 * The count, asked again every 60 s and at once when the newsroom says an article came, went or
 * changed status; null until its first answer after a (re)load.
 */
function usePolledCount(key: string, generation: number): number | null {
  const client = useApolloClient();
  const [polled, setPolled] = useState<{ of: string; count: number } | null>(null);
  const of = `${generation}:${key}`;
  useEffect(() => {
    const poll = () => {
      void client
        .query({
          query: DashboardCountDocument,
          variables: { filter: JSON.parse(key) as DashboardFilterInput },
          fetchPolicy: 'network-only',
        })
        .then(({ data }) => {
          if (typeof data?.dashboardCount === 'number')
            setPolled({ of, count: data.dashboardCount });
        })
        .catch(() => undefined);
    };
    const timer = setInterval(poll, DASHBOARD_LIMITS.pollMs);
    const stopLive = onLiveEvent(
      (event) => event.contentType === 'article' && COUNT_ACTIONS.has(event.action) && poll(),
    );
    return () => {
      clearInterval(timer);
      stopLive();
    };
  }, [client, key, of]);
  // A count polled for another filter or before the reload is not this list's.
  return polled?.of === of ? polled.count : null;
}

export function useDashboardData(filter: DashboardFilterInput): DashboardData {
  const client = useApolloClient();
  const key = JSON.stringify(filter);
  const [generation, setGeneration] = useState(0);
  const [list, setList] = useState<ListState>({
    key: '',
    rows: [],
    endCursor: null,
    hasMore: false,
    loading: true,
    error: false,
  });
  const [histogram, setHistogram] = useState<DashboardData['histogram']>(null);
  const [count, setCount] = useState<number | null>(null);
  const current = useRef(key);
  current.current = key;
  const loadingMore = useRef(false);

  // A new filter (or « nouveaux articles » / retry): first page, chart and count, from the server.
  // The rows and the chart are kept in this hook's state, never read from Apollo's cache: 'no-cache'
  // spares normalising each page of 50 articles (categories, authors, creator) into the cache and
  // reading it back, work that landed on the frames of the scroll each time a page arrived.
  useEffect(() => {
    const variables = { filter: JSON.parse(key) as DashboardFilterInput };
    setList((l) => ({ ...l, key, loading: true, error: false }));
    void firstLoad(client, variables.filter).then(
      ([listResult, histogramResult, countResult]) => {
        if (current.current !== key) return;
        const page = listResult.data?.dashboardArticles;
        setList({
          key,
          rows: page?.items ?? [],
          endCursor: page?.endCursor ?? null,
          hasMore: page?.hasMore ?? false,
          loading: false,
          error: !page,
        });
        setHistogram(histogramResult.data?.dashboardHistogram ?? null);
        setCount(countResult.data?.dashboardCount ?? null);
      },
      () => {
        if (current.current === key) setList((l) => ({ ...l, loading: false, error: true }));
      },
    );
  }, [client, key, generation]);

  const polled = usePolledCount(key, generation);

  const loadMore = useCallback(() => {
    if (loadingMore.current || !list.hasMore || list.key !== key || !list.endCursor) return;
    loadingMore.current = true;
    const after = list.endCursor;
    void nextPage(client, key, after)
      .then(({ data }) => {
        const page = data?.dashboardArticles;
        if (!page || current.current !== key) return;
        setList((l) =>
          l.key === key && l.endCursor === after
            ? {
                ...l,
                rows: [...l.rows, ...page.items],
                endCursor: page.endCursor ?? null,
                hasMore: page.hasMore,
              }
            : l,
        );
      })
      .catch(() => undefined)
      .finally(() => (loadingMore.current = false));
  }, [client, key, list]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  return {
    // The previous rows stay while the next filter loads (no blank flash).
    rows: list.rows,
    hasMore: list.hasMore,
    loading: list.loading || list.key !== key,
    error: list.error,
    count,
    histogram,
    newArticles: polled !== null && count !== null && polled !== count,
    loadMore,
    reload,
  };
}
