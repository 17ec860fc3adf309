// Whether main reaches the API (main/api/Reachability), for every screen of this window: main
// pushes each change as an `api.status` event; the first value comes from `app.info`. The OS
// saying the network is back makes main probe at once rather than at its next backoff step.
import { useSyncExternalStore } from 'react';
import type { BackofficeBridge } from '../../../common/ipc/bridge';
import { backoffice } from '../bridge/backoffice';

let online = true;
let started = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (value === online) return;
  online = value;
  for (const listener of listeners) listener();
}

/** Starts following main's status (once per window). */
export function followApiStatus(bridge: BackofficeBridge = backoffice()): void {
  if (started) return;
  started = true;
  bridge.on('api.status', (status) => set(status.online));
  void bridge.app
    .info()
    .then((info) => set(info.online))
    .catch(() => {});
  window.addEventListener('online', () => {
    void bridge.api
      .check()
      .then((status) => set(status.online))
      .catch(() => {});
  });
}

function subscribe(listener: () => void): () => void {
  followApiStatus();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useApiOnline(): boolean {
  return useSyncExternalStore(subscribe, () => online);
}

/** Calls `listener` each time the API comes back (offline → online). */
export function onApiReturn(listener: () => void): () => void {
  let was = online;
  return subscribe(() => {
    if (online && !was) listener();
    was = online;
  });
}
