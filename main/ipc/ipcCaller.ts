// The window that invoked a channel (Electron's WebContents, the browser host's page socket): what
// a handler needs to answer that window alone over time — the AI suggestions stream to the window
// that asked, not to every window — and to learn that it closed (its requests are then cancelled).
import type { EventName, EventPayload } from '../../common/ipc/channels';

export interface IpcCaller {
  emit<E extends EventName>(event: E, payload: EventPayload<E>): void;
  /**
   * Called once when the window is gone (closed, crashed); at once if it already is. Returns the
   * way to stop listening (the request ended first).
   */
  onGone(listener: () => void): () => void;
}

/**
 * One caller per window, built once by the host: `watchGone` registers a single listener on the
 * window however many requests wait for its closing (no listener piles up per request).
 */
export function ipcCaller(
  send: (event: EventName, payload: unknown) => void,
  watchGone: (gone: () => void) => void,
): IpcCaller {
  const listeners = new Set<() => void>();
  let gone = false;
  watchGone(() => {
    gone = true;
    for (const listener of listeners) listener();
    listeners.clear();
  });
  return {
    emit: (event, payload) => {
      if (!gone) send(event, payload);
    },
    onGone: (listener) => {
      if (gone) listener();
      else listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
