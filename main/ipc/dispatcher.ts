// One entry point for every invocation, whichever host carried it (Electron IPC or the browser
// host's WebSocket): check the sender, validate the payload against the contract, run the
// handler, validate the answer. Never throws: failures become an error envelope.
import type { Channel, Envelope } from '../../common/ipc/channels';
import type { channelSchemas } from '../../common/ipc/schemas';
import { validateRequest, validateResponse } from '../../common/ipc/validate';
import type { z } from 'zod';
import { UserFacingError } from '../drafts/diskTrouble';
import type { IpcCaller } from './ipcCaller';

/** `caller`: the window that invoked the channel, when the host knows it (ipcCaller.ts). */
export type Handlers = {
  [C in Channel]: (
    request: z.output<(typeof channelSchemas)[C]['request']>,
    caller: IpcCaller | null,
  ) => Promise<z.input<(typeof channelSchemas)[C]['response']>>;
};

export type Dispatch = (
  channel: unknown,
  payload: unknown,
  trustedSender: boolean,
  caller?: IpcCaller,
) => Promise<Envelope<unknown>>;

export function createDispatcher(
  handlers: Handlers,
  log: (message: string) => void = () => {},
): Dispatch {
  return async (channel, payload, trustedSender, caller) => {
    if (!trustedSender) {
      log(`IPC refusé : expéditeur non reconnu (${String(channel)})`);
      return { ok: false, error: { code: 'FORBIDDEN_SENDER', message: 'Expéditeur non autorisé' } };
    }
    const validated = validateRequest(channel, payload);
    if (!validated.ok) return validated;
    try {
      const handler = handlers[validated.channel] as (
        request: unknown,
        caller: IpcCaller | null,
      ) => Promise<unknown>;
      const value = validateResponse(
        validated.channel,
        await handler(validated.request, caller ?? null),
      );
      return { ok: true, value };
    } catch (error) {
      log(`IPC ${validated.channel} : ${error instanceof Error ? error.message : String(error)}`);
      // A failure the user must read about (local copies not kept) says so in French.
      const message = error instanceof UserFacingError ? error.message : 'Une erreur est survenue';
      return { ok: false, error: { code: 'INTERNAL', message } };
    }
  };
}
