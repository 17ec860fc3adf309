// Connects the contract's channels to ipcMain: every handler checks the sender frame, then hands
// the payload to the shared dispatcher (which validates it).
import { CHANNELS } from '../../common/ipc/channels';
import type { Dispatch } from '../ipc/dispatcher';
import { isTrustedSender, type SenderFrame } from './guards';

export interface IpcMainLike {
  handle(
    channel: string,
    listener: (event: { senderFrame: SenderFrame | null }, payload: unknown) => Promise<unknown>,
  ): void;
}

export function wireIpc(
  ipcMain: IpcMainLike,
  dispatch: Dispatch,
  devServerUrl: string | null = null,
): void {
  for (const channel of CHANNELS) {
    ipcMain.handle(channel, (event, payload) =>
      dispatch(channel, payload, isTrustedSender(event.senderFrame, devServerUrl)),
    );
  }
}
