// The sandboxed preload: exposes exactly the contract of common/ipc on window.backoffice and
// nothing else (no ipcRenderer, no Node). Files cross as paths (webUtils.getPathForFile) so large
// files never travel through IPC as one message.
import { contextBridge, ipcRenderer, webUtils, type IpcRendererEvent } from 'electron';
import { createBridge, type BridgeTransport } from '../common/ipc/bridge';
import { isChannel, isEventName, type Envelope } from '../common/ipc/channels';

import { EVENT_PREFIX } from '../common/ipc/events';

const refused = (message: string): Envelope<unknown> => ({
  ok: false,
  error: { code: 'BAD_REQUEST', message },
});

const transport: BridgeTransport = {
  invoke: (channel, request) =>
    isChannel(channel)
      ? (ipcRenderer.invoke(channel, request) as Promise<Envelope<unknown>>)
      : Promise.resolve(refused('Canal inconnu')),
  subscribe: (event, listener) => {
    if (!isEventName(event)) return () => {};
    const handler = (_event: IpcRendererEvent, payload: unknown) => listener(payload);
    ipcRenderer.on(`${EVENT_PREFIX}${event}`, handler);
    return () => ipcRenderer.removeListener(`${EVENT_PREFIX}${event}`, handler);
  },
  registerFile: async (file) => {
    const path = webUtils.getPathForFile(file);
    if (!path) return refused("Ce fichier n'est pas sur le disque");
    return ipcRenderer.invoke('uploads.registerPath', {
      path,
      name: file.name,
      size: file.size,
      type: file.type,
    }) as Promise<Envelope<unknown>>;
  },
};

contextBridge.exposeInMainWorld('backoffice', createBridge(transport));
