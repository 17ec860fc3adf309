// The contract's 'presence.set' and 'live.status' (issue 39), served by the live newsroom
// (LiveNewsroom.ts): the calling window's presence, announced with the app's instance id and the
// window's own id, renewed, and ended with the window; the live channel's state now.
import type { Handlers } from '../ipc/dispatcher';
import type { LiveNewsroom } from './LiveNewsroom';

export function liveHandlers(
  live: Pick<LiveNewsroom, 'presence' | 'state'>,
): Pick<Handlers, 'presence.set' | 'live.status'> {
  return {
    'presence.set': async ({ items }, caller) => {
      // Not awaited: the window's screen does not wait on the network (offline, it is kept).
      void live.presence.set(caller, items);
      return {};
    },
    'live.status': async () => ({ state: live.state }),
  };
}
