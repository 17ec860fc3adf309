// The live newsroom as this window sees it (issue 39): main carries one subscription per app and
// broadcasts each event ('live.event') and the channel's state ('live.status') to every window.
// This module follows both once per window and keeps who has what open (the `presence` of the
// events) per content, so a header and a list row read the same set.
import { useSyncExternalStore } from 'react';
import type { BackofficeBridge } from '../../../common/ipc/bridge';
import {
  SCREEN_ACTIONS,
  type LiveContentType,
  type LiveEvent,
  type LiveState,
  type PresenceEntry,
} from '../../../common/live/liveEvents';
import { backoffice } from '../bridge/backoffice';

type Listener = () => void;
type EventListener = (event: LiveEvent) => void;

let state: LiveState = 'connecting';
let started = false;
const stateListeners = new Set<Listener>();
const eventListeners = new Set<EventListener>();
/** `type:id` → everyone who has it open, as the last event or query said. */
const presence = new Map<string, readonly PresenceEntry[]>();
const presenceListeners = new Set<Listener>();
/** Bumped at each presence change: the snapshot React compares. */
let presenceVersion = 0;

export const presenceKey = (contentType: LiveContentType, contentId: string) =>
  `${contentType}:${contentId}`;

function setState(next: LiveState): void {
  if (next === state) return;
  state = next;
  // Offline: nobody's presence is known any more (the server ends it with the stream).
  if (next === 'offline') setAllPresence(new Map());
  stateListeners.forEach((listener) => listener());
}

function setAllPresence(next: Map<string, readonly PresenceEntry[]>): void {
  presence.clear();
  next.forEach((entries, key) => presence.set(key, entries));
  presenceVersion += 1;
  presenceListeners.forEach((listener) => listener());
}

/** Keeps the set of one content (an event's or a query's); listeners re-read their keys. */
export function putPresence(
  contentType: LiveContentType,
  contentId: string,
  entries: readonly PresenceEntry[],
): void {
  presence.set(presenceKey(contentType, contentId), entries);
  presenceVersion += 1;
  presenceListeners.forEach((listener) => listener());
}

/**
 * Replaces what is known of one brand's contents of a type by a query's answer (a list's first
 * paint, a reconnection): contents absent from it have nobody any more.
 */
export function replacePresence(
  brandKey: string,
  contentType: LiveContentType,
  entries: readonly PresenceEntry[],
): void {
  const prefix = presenceKey(contentType, '');
  presence.forEach((known, key) => {
    if (key.startsWith(prefix) && known.some((entry) => entry.brandKey === brandKey))
      presence.set(key, []);
  });
  for (const entry of entries) {
    const key = presenceKey(entry.contentType, entry.contentId);
    presence.set(key, [...(presence.get(key) ?? []).filter((e) => e.brandKey === brandKey), entry]);
  }
  presenceVersion += 1;
  presenceListeners.forEach((listener) => listener());
}

/**
 * What the screens act on. Anything else — `ready` (the stream's first message, for main), an
 * action a newer server added — is dropped here, so no screen ever sees it.
 */
const SHOWN: ReadonlySet<string> = new Set(SCREEN_ACTIONS);

function onEvent(event: LiveEvent | null | undefined): void {
  if (!event || !SHOWN.has(event.action)) return;
  if (event.presence && event.contentType && event.contentId)
    putPresence(event.contentType, event.contentId, event.presence);
  eventListeners.forEach((listener) => listener(event));
}

/** Starts following main's live channel (once per window). */
export function followLive(bridge: BackofficeBridge = backoffice()): void {
  if (started) return;
  started = true;
  bridge.on('live.event', onEvent);
  bridge.on('live.status', ({ state: next }) => setState(next));
  // An older main (or a test's fake) without the channel: the app stays as it was, quietly.
  void bridge.live
    .status()
    .then(({ state: next }) => setState(next))
    .catch(() => setState('unsupported'));
}

/** Calls `listener` with every newsroom event this window receives. */
export function onLiveEvent(listener: EventListener): () => void {
  followLive();
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

function subscribeState(listener: Listener): () => void {
  followLive();
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

export function useLiveState(): LiveState {
  return useSyncExternalStore(subscribeState, () => state);
}

export function subscribePresence(listener: Listener): () => void {
  followLive();
  presenceListeners.add(listener);
  return () => presenceListeners.delete(listener);
}

export function usePresenceVersion(): number {
  return useSyncExternalStore(subscribePresence, () => presenceVersion);
}

/** The known set of one content, or undefined when nothing was heard of it yet. */
export function presenceOf(
  contentType: LiveContentType,
  contentId: string,
): readonly PresenceEntry[] | undefined {
  return presence.get(presenceKey(contentType, contentId));
}
