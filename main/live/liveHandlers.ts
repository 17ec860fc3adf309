// The contract's 'presence.set' and 'live.status' (issue 39). Contract placeholder: the main part of
// issue 39 serves them from the live channel (main/live/), which announces each window's presence
// with the app's instance id, renews its lease and ends it with the window.
import type { Handlers } from '../ipc/dispatcher';

export function liveHandlers(): Pick<Handlers, 'presence.set' | 'live.status'> {
  return {
    'presence.set': async () => ({}),
    'live.status': async () => ({ state: 'unsupported' }),
  };
}
