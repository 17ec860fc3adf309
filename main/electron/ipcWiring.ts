// Connects the contract's channels to ipcMain: every handler checks the sender frame, then hands
// the payload to the shared dispatcher (which validates it).
import { CHANNELS } from '../../common/ipc/channels';
import { EVENT_PREFIX } from '../../common/ipc/events';
import type { Dispatch } from '../ipc/dispatcher';
import { ipcCaller, type IpcCaller } from '../ipc/ipcCaller';
import { isTrustedSender, type SenderFrame } from './guards';

/** The part of Electron's WebContents that events to one window need. */
export interface SenderContents {
  send(channel: string, payload: unknown): void;
  once(event: 'destroyed', listener: () => void): void;
}

export interface IpcMainLike {
  handle(
    channel: string,
    listener: (
      event: { senderFrame: SenderFrame | null; sender?: SenderContents },
      payload: unknown,
    ) => Promise<unknown>,
  ): void;
}

/** One caller per window's contents, kept as long as the contents live. */
const callers = new WeakMap<SenderContents, IpcCaller>();

function callerOf(sender: SenderContents | undefined): IpcCaller | undefined {
  if (!sender) return undefined;
  let caller = callers.get(sender);
  if (!caller) {
    caller = ipcCaller(
      (event, payload) => sender.send(`${EVENT_PREFIX}${event}`, payload),
      (gone) => sender.once('destroyed', gone),
    );
    callers.set(sender, caller);
  }
  return caller;
}

export function wireIpc(
  ipcMain: IpcMainLike,
  dispatch: Dispatch,
  devServerUrl: string | null = null,
): void {
  for (const channel of CHANNELS) {
    ipcMain.handle(channel, (event, payload) =>
      dispatch(
        channel,
        payload,
        isTrustedSender(event.senderFrame, devServerUrl),
        callerOf(event.sender),
      ),
    );
  }
}
