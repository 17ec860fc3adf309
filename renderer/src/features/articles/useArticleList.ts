// What the article and video lists show (spec 000 §2, §4): the tab's statuses or the advanced
// search, the text search, the brand (the query string's, else the user's brands), the query's
// first page of 50 and the pages after it.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { LIMITS } from '../../../../common/domain/limits';
import type { ArticleStatus } from '../../../../common/domain/statuses';
import { brandsForUser, effectiveBrand } from '../../app/shell/brandChoice';
import { useSession } from '../../app/session/SessionContext';
import { useListPresence, useLiveList } from '../../liveKit';
import {
  ArticleListCountDocument,
  ArticleListDocument,
  ArticleListRowByIdDocument,
  type ArticleListQueryVariables,
  type ArticleListRowFragment,
  type ArticleOrderByInput,
  type ArticleWhereInput,
} from '../../graphql/generated/graphql';
import { useNextPages } from '../../listKit/useNextPages';
import { advancedWhere, isAdvanced, readAdvanced } from './advancedSearch';
import {
  formatOfKind,
  readListParams,
  statusesForTab,
  type ListKind,
} from '../../articleKit/listParams';

// The spec gives no page size for these lists; the dashboard's 50 is the newsroom's habit (001 §9).
const PAGE_SIZE = LIMITS.pageSize.dashboard;
const NO_ROWS: readonly ArticleListRowFragment[] = [];

function orderFor(status: ArticleStatus, hasQuery: boolean): ArticleOrderByInput {
  if (hasQuery) return 'relevance_DESC';
  return status === 'Published' || status === 'Scheduled' ? 'publishedAt_DESC' : 'updatedAt_DESC';
}

function whereOf(
  kind: ListKind,
  searchParams: URLSearchParams,
  status: ArticleStatus,
  brand: string | null,
  userBrands: string[] | null,
): ArticleWhereInput {
  const filters = isAdvanced(searchParams)
    ? { format: formatOfKind(kind), ...advancedWhere(readAdvanced(searchParams)) }
    : { status_in: statusesForTab(status), format: formatOfKind(kind) };
  const brands = brand ? { brandKey: brand } : userBrands ? { brandKey_in: userBrands } : {};
  return { ...filters, ...brands };
}

export function useArticleList(kind: ListKind, searchParams: URLSearchParams) {
  const { user } = useSession();
  const brandKeys = useMemo(() => (user ? brandsForUser(user) : []), [user]);
  const params = readListParams(searchParams, kind);
  const brand = effectiveBrand(params.brand, brandKeys);
  // Without a brand, a user limited to some brands sees theirs only.
  const userBrands = user && !user.allBrands && !user.isSuperAdmin ? brandKeys : null;
  const variables: ArticleListQueryVariables = {
    first: PAGE_SIZE,
    skip: 0,
    where: whereOf(kind, searchParams, params.status, brand, userBrands),
    query: params.search || null,
    orderBy: orderFor(params.status, params.search !== ''),
  };
  const query = useQuery(ArticleListDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const shown = query.data ?? query.previousData;
  const next = useNextPages(
    ArticleListDocument,
    variables,
    shown?.searchArticles ?? NO_ROWS,
    (data) => data.searchArticles,
  );
  const live = useLiveArticleList(variables, next.rows, brand, () => void query.refetch());
  return {
    user,
    brandKeys,
    params,
    brand,
    variables,
    query,
    shown,
    total: live.count ?? shown?.searchArticleCount ?? 0,
    next,
    live,
    presenceOf: useListPresence(brand, 'article'),
  };
}

/**
 * The list kept current by the newsroom (issue 39): rows asked again alone, the total asked again,
 * new articles offered by « nouveaux articles » (the list reloads only when the user asks).
 */
function useLiveArticleList(
  variables: ArticleListQueryVariables,
  rows: readonly ArticleListRowFragment[],
  brand: string | null,
  reload: () => void,
) {
  const client = useApolloClient();
  const key = JSON.stringify(variables);
  const [count, setCount] = useState<{ key: string; value: number } | null>(null);
  const list = useLiveList({
    contentType: 'article',
    brandKey: brand,
    rows,
    fetchRow: async (id) =>
      (
        await client.query({
          query: ArticleListRowByIdDocument,
          variables: { id },
          fetchPolicy: 'network-only',
        })
      ).data?.article ?? null,
    onCounts: () =>
      void client
        .query({
          query: ArticleListCountDocument,
          variables: { where: variables.where, query: variables.query },
          fetchPolicy: 'network-only',
        })
        .then(({ data }) => {
          if (typeof data?.searchArticleCount === 'number')
            setCount({ key, value: data.searchArticleCount });
        })
        .catch(() => {}),
    onResync: reload,
  });
  return {
    ...list,
    // A total asked for another query is not this list's.
    count: count?.key === key ? count.value : null,
    showNew: () => {
      list.clearNewItems();
      reload();
    },
  };
}
