// What this window has open, told to main ('presence.set', the window's whole set): main announces
// it to the server with the app's instance id, renews its lease and ends it with the window. Each
// open editor adds its content while mounted; lists announce nothing.
import { useEffect } from 'react';
import type { PresenceItem } from '../../../common/live/liveEvents';
import { backoffice } from '../bridge/backoffice';

const held = new Map<symbol, readonly PresenceItem[]>();
let sent = '[]';
let scheduled = false;

/** Sends the window's set once per task (an editor remounting sends one call, not two). */
function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(() => {
    scheduled = false;
    const items = [...held.values()].flat();
    const json = JSON.stringify(items);
    if (json === sent) return;
    sent = json;
    // An older main, or none that listens: presence is a courtesy, never an error on screen.
    void backoffice()
      .live.setPresence({ items })
      .catch(() => {});
  });
}

/** Announces `items` while the calling component is mounted (an empty array: nothing). */
export function useAnnouncePresence(items: readonly PresenceItem[]): void {
  const key = JSON.stringify(items);
  useEffect(() => {
    const id = Symbol('presence');
    held.set(id, JSON.parse(key) as PresenceItem[]);
    schedule();
    return () => {
      held.delete(id);
      schedule();
    };
  }, [key]);
}
