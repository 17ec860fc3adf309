// An open list kept current by the newsroom's events (issue 39), without reloading what the user
// looks at nor moving the scroll: a row someone saved, moved or published is asked again alone
// (`fetchRow`, through Apollo: its normalised entry follows) and patched in place; a new item is
// not pushed into the viewport but offered (« nouveaux articles »); counts are asked again; a
// `resync` (the channel missed too much) reloads.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  CONTENT_ACTIONS,
  type LiveContentType,
  type LiveEvent,
} from '../../../common/live/liveEvents';
import { onLiveEvent } from './liveStore';

export interface LiveListOptions<Row extends { id: string }> {
  contentType: LiveContentType;
  /** The list's brand; null for a list of all the user's brands (the server scoped the events). */
  brandKey: string | null;
  rows: readonly Row[];
  /**
   * The row as the server has it now, or null when it is gone from what the user may read.
   * Without it (no query for one row), a changed row reloads the list (`onResync`).
   */
  fetchRow?: (id: string) => Promise<Row | null>;
  /** New contents are taken at once (a table page) instead of offered (`newItems`). */
  onNew?: () => void;
  /** Statuses changed or items came or went: the counts (tabs, totals) are asked again. */
  onCounts?: () => void;
  /** The channel could not catch up: reload the list. */
  onResync: () => void;
}

export interface LiveList<Row> {
  rows: readonly Row[];
  /** Items were created or published since the list loaded: offer them, do not insert them. */
  newItems: boolean;
  /** The user took the offer (the list reloads): forget it. */
  clearNewItems: () => void;
}

/** A row asked again: its fields moved, or its lock (the row's « verrouillé par »). */
const ROW_ACTIONS: ReadonlySet<LiveEvent['action']> = new Set([
  'saved',
  'status',
  'published',
  'locked',
  'unlocked',
]);
const LIST_ACTIONS: ReadonlySet<string> = new Set(CONTENT_ACTIONS);
const COUNT_ACTIONS: ReadonlySet<LiveEvent['action']> = new Set([
  'created',
  'status',
  'published',
  'deleted',
]);

export function useLiveList<Row extends { id: string }>(
  options: LiveListOptions<Row>,
): LiveList<Row> {
  const { contentType, brandKey, rows } = options;
  const latest = useRef(options);
  latest.current = options;
  const [patches, setPatches] = useState<ReadonlyMap<string, Row | null>>(new Map());
  const [newItems, setNewItems] = useState(false);

  const refetchRow = useCallback((id: string) => {
    const { fetchRow, onResync } = latest.current;
    if (!fetchRow) return onResync();
    fetchRow(id)
      .then((fresh) => setPatches((known) => new Map(known).set(id, fresh)))
      .catch(() => {});
  }, []);

  useEffect(
    () =>
      onLiveEvent((event) => {
        if (event.action === 'resync') {
          // The reloaded rows are the server's: no earlier patch may cover them.
          setPatches(new Map());
          return latest.current.onResync();
        }
        // Only the screens' actions: `ready` (the stream's opening) and any action of a newer
        // server mean nothing to a list.
        if (!LIST_ACTIONS.has(event.action)) return;
        if (event.contentType !== contentType) return;
        if (brandKey && event.brandKey !== brandKey) return;
        const shown = latest.current.rows.some((row) => row.id === event.contentId);
        if (shown && ROW_ACTIONS.has(event.action)) refetchRow(event.contentId);
        if (event.action === 'deleted' && shown)
          setPatches((known) => new Map(known).set(event.contentId, null));
        if (!shown && (event.action === 'created' || event.action === 'published')) {
          if (latest.current.onNew) latest.current.onNew();
          else setNewItems(true);
        }
        if (COUNT_ACTIONS.has(event.action)) latest.current.onCounts?.();
      }),
    [contentType, brandKey, refetchRow],
  );

  const patched = useMemo(() => {
    if (patches.size === 0) return rows;
    const out: Row[] = [];
    for (const row of rows) {
      const patch = patches.get(row.id);
      if (patch === undefined) out.push(row);
      else if (patch !== null) out.push(patch);
    }
    return out;
  }, [rows, patches]);

  // A reloaded list (new query, « nouveaux articles ») brings the server's rows: patches go.
  const clearNewItems = useCallback(() => {
    setNewItems(false);
    setPatches(new Map());
  }, []);
  return { rows: patched, newItems, clearNewItems };
}
