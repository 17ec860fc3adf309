// A list kept current by the live newsroom (issue 39), as each list declares it: its content
// type, its rows, how to ask one row again, whether rows show who edits them. A save, status
// change or lock of a shown row asks that row alone (its Apollo entry follows, the scroll stays);
// a content created or published elsewhere is offered (« nouveaux … »), or, for a list that is a
// table page rather than a feed, reloads it; counts are asked again; a `resync` reloads.
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import type { LiveContentType, PresenceEntry } from '../../../common/live/liveEvents';
import { useListPresence, useLiveList } from '../liveKit';

const NOBODY: readonly PresenceEntry[] = [];
const nobody = () => NOBODY;

/** One row asked alone: a query by `$id` (plus the list's own variables) and where the row is. */
export interface LiveRowQuery<Row, Data, Variables extends { id: string | number }> {
  query: TypedDocumentNode<Data, Variables>;
  variables?: Omit<Variables, 'id'>;
  pick: (data: Data) => Row | null | undefined;
}

export interface LiveRowsOptions<Row, Data, Variables extends { id: string | number }> {
  contentType: LiveContentType;
  /** The list's brand; null for a list of all the user's brands (the server scoped the events). */
  brandKey: string | null;
  rows: readonly Row[];
  /** Without one, a changed row reloads the list (a table page of a few rows). */
  row?: LiveRowQuery<Row, Data, Variables>;
  /** Lockable contents: each row says who edits it (`presenceOf`). */
  presence: boolean;
  /** New contents: offered (a feed the user scrolls) or loaded at once (a table page). */
  onNew: 'offer' | 'reload';
  /** Statuses changed or items came or went: the list's counts are asked again. */
  onCounts?: () => void;
  /** Asks the list again (`resync`, the user took the offer). */
  reload: () => void;
}

export interface LiveRows<Row> {
  /** The rows with what the newsroom changed (patched rows, deleted ones gone). */
  rows: readonly Row[];
  /** Who edits each row now (nobody for a list without presence). */
  presenceOf: (id: string) => readonly PresenceEntry[];
  /** Contents were created or published since the list loaded: show the « nouveaux … » offer. */
  newItems: boolean;
  /** The user took the offer: the list reloads. */
  showNew: () => void;
}

export function useLiveRows<
  Row extends { id: string },
  Data = unknown,
  Variables extends { id: string | number } = { id: string },
>(options: LiveRowsOptions<Row, Data, Variables>): LiveRows<Row> {
  const { contentType, brandKey, rows, row, presence, onNew, onCounts, reload } = options;
  const client = useApolloClient();
  const fetchRow = row
    ? async (id: string): Promise<Row | null> => {
        const variables = { ...row.variables, id };
        const { data } = await client.query({
          // The row's own variables type is the caller's; Apollo's generic one is enough here.
          query: row.query as TypedDocumentNode<Data, OperationVariables>,
          variables,
          fetchPolicy: 'network-only',
        });
        return data ? (row.pick(data) ?? null) : null;
      }
    : undefined;
  const list = useLiveList({
    contentType,
    brandKey,
    rows,
    fetchRow,
    onCounts,
    onResync: reload,
    // A table page takes new contents at once; a feed offers them.
    onNew: onNew === 'reload' ? reload : undefined,
  });
  const { clearNewItems } = list;
  const showNew = useCallback(() => {
    clearNewItems();
    reload();
  }, [clearNewItems, reload]);
  const listPresence = useListPresence(presence ? brandKey : null, contentType);
  return {
    rows: list.rows,
    presenceOf: presence ? listPresence : nobody,
    newItems: list.newItems,
    showNew,
  };
}
