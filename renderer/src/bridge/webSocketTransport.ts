// The browser host's side of the contract: the same envelopes as Electron IPC, carried over a
// WebSocket to the host on 127.0.0.1; dropped files are streamed to the host over loopback HTTP (a
// browser gives no paths). Both authenticate with the HttpOnly cookie the host set when the page
// was opened with its per-launch secret: this script never sees the secret.
import type { BridgeTransport } from '../../../common/ipc/bridge';
import type { Channel, Envelope, EventName } from '../../../common/ipc/channels';

const RECONNECT_DELAY_MS = 1000;

type Pending = { resolve: (envelope: Envelope<unknown>) => void };

type Listeners = Map<EventName, Set<(payload: unknown) => void>>;

/** One message from the host: the answer to a pending call, or an event for its listeners. */
function deliver(raw: string, pending: Map<number, Pending>, listeners: Listeners): void {
  let data: { id?: number; envelope?: Envelope<unknown>; event?: EventName; payload?: unknown };
  try {
    data = JSON.parse(raw) as typeof data;
  } catch {
    return;
  }
  if (typeof data.id === 'number' && data.envelope) {
    pending.get(data.id)?.resolve(data.envelope);
    pending.delete(data.id);
  } else if (data.event) {
    listeners.get(data.event)?.forEach((listener) => listener(data.payload));
  }
}

/** A dropped file's bytes, streamed to the host over loopback HTTP (a browser gives no path). */
async function streamToHost(file: File): Promise<Envelope<unknown>> {
  const query = new URLSearchParams({ name: file.name, type: file.type, size: String(file.size) });
  try {
    const response = await fetch(`/uploads?${query.toString()}`, {
      method: 'POST',
      body: file,
      credentials: 'same-origin',
    });
    return (await response.json()) as Envelope<unknown>;
  } catch {
    return { ok: false, error: { code: 'INTERNAL', message: 'Le chargement a été interrompu' } };
  }
}

export function createWebSocketTransport(location: Location): BridgeTransport {
  const socketUrl = `ws://${location.host}/bridge`;
  const pending = new Map<number, Pending>();
  const listeners: Listeners = new Map();
  let nextId = 1;
  let socket: Promise<WebSocket> | null = null;

  const lost = (): Envelope<unknown> => ({
    ok: false,
    error: { code: 'INTERNAL', message: "La connexion avec l'application a été perdue." },
  });

  function connect(): Promise<WebSocket> {
    socket ??= new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(socketUrl);
      ws.onopen = () => resolve(ws);
      ws.onerror = () => reject(new Error('WebSocket error'));
      ws.onclose = () => {
        socket = null;
        for (const { resolve: settle } of pending.values()) settle(lost());
        pending.clear();
        setTimeout(() => void connect().catch(() => {}), RECONNECT_DELAY_MS);
      };
      ws.onmessage = (message) => deliver(String(message.data), pending, listeners);
    }).catch((error: unknown) => {
      socket = null;
      throw error;
    });
    return socket;
  }

  return {
    async invoke(channel: Channel, request: unknown) {
      let ws: WebSocket;
      try {
        ws = await connect();
      } catch {
        return lost();
      }
      const id = nextId++;
      return new Promise<Envelope<unknown>>((resolve) => {
        pending.set(id, { resolve });
        ws.send(JSON.stringify({ id, channel, payload: request }));
      });
    },
    subscribe(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      void connect().catch(() => {});
      return () => set.delete(listener);
    },
    registerFile: streamToHost,
  };
}
