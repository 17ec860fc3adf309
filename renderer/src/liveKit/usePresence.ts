// Who has a content open, for an editor's header (one content) and a list's rows (a brand's
// contents of a type): asked once (`presence` query) for the first paint and again when the live
// channel comes back, then kept current by the channel's events (liveStore).
import { useApolloClient } from '@apollo/client/react';
import { useContext, useEffect, useMemo } from 'react';
import type { LiveContentType, PresenceEntry } from '../../../common/live/liveEvents';
import { SessionContext } from '../app/session/SessionContext';
import { LivePresenceDocument } from '../graphql/generated/graphql';
import {
  presenceOf,
  putPresence,
  replacePresence,
  useLiveState,
  usePresenceVersion,
} from './liveStore';

const NOBODY: readonly PresenceEntry[] = [];

/** Asks the server who has `contentIds` (or every content of the type) open; quiet on failure. */
function useFirstPaint(
  brandKey: string | null,
  contentType: LiveContentType,
  contentId: string | null,
  all: boolean,
): void {
  const client = useApolloClient();
  const state = useLiveState();
  const live = state === 'live';
  useEffect(() => {
    if (!brandKey || !live || (!all && !contentId)) return;
    let current = true;
    const variables = { brandKey, contentType, contentIds: contentId ? [contentId] : null };
    client
      .query({ query: LivePresenceDocument, variables, fetchPolicy: 'no-cache' })
      .then(({ data }) => {
        const entries = (data?.presence ?? []) as PresenceEntry[];
        if (!current) return;
        if (all) replacePresence(brandKey, contentType, entries);
        else if (contentId) putPresence(contentType, contentId, entries);
      })
      // An older server has no `presence`: the events alone tell (or nothing does).
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [client, brandKey, contentType, contentId, all, live]);
}

/** The user's own windows are not « others » (a screen tested alone has no session: all are). */
function useSelfId(): string | null {
  return useContext(SessionContext)?.user?.id ?? null;
}

/** The others who have this content open now (the user's own windows left out). */
export function usePresence(
  brandKey: string | null,
  contentType: LiveContentType,
  contentId: string | null,
): readonly PresenceEntry[] {
  useFirstPaint(brandKey, contentType, contentId, false);
  const version = usePresenceVersion();
  const self = useSelfId();
  return useMemo(() => {
    void version;
    const entries = contentId ? presenceOf(contentType, contentId) : undefined;
    return entries ? othersThan(self, entries) : NOBODY;
  }, [version, self, contentType, contentId]);
}

/** A list's view: the others with each row's content open (`of(id)`), live. */
export function useListPresence(
  brandKey: string | null,
  contentType: LiveContentType,
): (contentId: string) => readonly PresenceEntry[] {
  useFirstPaint(brandKey, contentType, null, true);
  const version = usePresenceVersion();
  const self = useSelfId();
  return useMemo(() => {
    void version;
    return (contentId: string) => othersThan(self, presenceOf(contentType, contentId) ?? NOBODY);
  }, [version, self, contentType]);
}

/** The same answer for the same set (memoised rows compare it), per user signed in. */
const othersCache = new WeakMap<
  readonly PresenceEntry[],
  { self: string | null; others: readonly PresenceEntry[] }
>();

function othersThan(
  self: string | null,
  entries: readonly PresenceEntry[],
): readonly PresenceEntry[] {
  const known = othersCache.get(entries);
  if (known && known.self === self) return known.others;
  const others = computeOthers(self, entries);
  othersCache.set(entries, { self, others });
  return others;
}

/** One entry per colleague (two windows of the same person count once; editing wins). */
export function computeOthers(
  self: string | null,
  entries: readonly PresenceEntry[],
): readonly PresenceEntry[] {
  const byUser = new Map<string, PresenceEntry>();
  for (const entry of entries) {
    if (entry.userId === self) continue;
    const known = byUser.get(entry.userId);
    if (!known || (known.mode === 'viewing' && entry.mode === 'editing'))
      byUser.set(entry.userId, entry);
  }
  return byUser.size === 0 ? NOBODY : [...byUser.values()];
}
