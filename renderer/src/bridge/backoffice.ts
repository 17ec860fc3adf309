// The renderer's handle on main. Under Electron the preload has put the contract on
// window.backoffice; in a browser (the browser host) there is no preload, so the same bridge is
// built over the host's WebSocket.
import { createBridge, type BackofficeBridge } from '../../../common/ipc/bridge';
import { createWebSocketTransport } from './webSocketTransport';

declare global {
  interface Window {
    backoffice?: BackofficeBridge;
  }
}

let bridge: BackofficeBridge | null = null;

export function backoffice(): BackofficeBridge {
  bridge ??= window.backoffice ?? createBridge(createWebSocketTransport(window.location));
  return bridge;
}
