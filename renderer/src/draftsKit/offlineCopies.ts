// Which reads on screen came from main's read cache instead of the server (the API was
// unreachable), and when that copy was received: the bridge link records it for each answer, and
// a screen shows « hors ligne — copie locale du JJ/MM/AAAA à HH:mm » over what it shows.
import { useSyncExternalStore } from 'react';
import { formatDateTime } from '../../../common/domain/dates';
import { OFFLINE_COPY_PREFIX, stableJson } from '../../../common/ipc/offlineReads';

const copies = new Map<string, string>();
const listeners = new Set<() => void>();

const keyOf = (operationName: string, variables: unknown): string =>
  `${operationName}\n${stableJson(variables ?? {})}`;

/** Called for every answer: `savedAt` when it is a local copy, null when the server answered. */
export function recordOfflineCopy(
  operationName: string,
  variables: unknown,
  savedAt: string | null,
): void {
  const key = keyOf(operationName, variables);
  if ((copies.get(key) ?? null) === savedAt) return;
  if (savedAt) copies.set(key, savedAt);
  else copies.delete(key);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** When the copy of this read on screen was received, if it is a local copy; else null. */
export function useOfflineCopy(operationName: string, variables: unknown): string | null {
  const key = keyOf(operationName, variables);
  return useSyncExternalStore(subscribe, () => copies.get(key) ?? null);
}

/** « hors ligne — copie locale du 22/11/2026 à 20:15 » (Paris time, as every date of the app). */
export function offlineCopyNotice(savedAt: string): string {
  return `${OFFLINE_COPY_PREFIX} ${formatDateTime(new Date(savedAt))}`;
}
