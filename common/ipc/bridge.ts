// The object the renderer sees as `window.backoffice`. Built the same way by the Electron preload
// (ipcRenderer) and by the browser host's WebSocket transport, so the renderer cannot tell them
// apart. It holds no logic beyond unwrapping the envelope.
import type {
  AppInfo,
  Channel,
  Envelope,
  EventName,
  EventPayload,
  GraphqlRequest,
  GraphqlResult,
  LoginRequest,
  LoginResult,
  RequestOf,
  ResponseOf,
  Session,
  Settings,
  UploadHandle,
} from './channels';

export interface BridgeTransport {
  invoke(channel: Channel, request: unknown): Promise<Envelope<unknown>>;
  subscribe(event: EventName, listener: (payload: unknown) => void): () => void;
  /** Hands a File to the host: its path under Electron, its bytes over loopback HTTP in a browser. */
  registerFile(file: File): Promise<Envelope<unknown>>;
}

export interface BackofficeBridge {
  auth: {
    session(): Promise<Session>;
    login(request: LoginRequest): Promise<LoginResult>;
    logout(): Promise<Session>;
  };
  graphql: { request(request: GraphqlRequest): Promise<GraphqlResult> };
  settings: { get(): Promise<Settings>; set(update: RequestOf<'settings.set'>): Promise<Settings> };
  uploads: { register(file: File): Promise<UploadHandle> };
  app: { info(): Promise<AppInfo>; openExternal(url: string): Promise<ResponseOf<'app.openExternal'>> };
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
}

export class BridgeError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'BridgeError';
  }
}

function unwrap<T>(envelope: Envelope<unknown>): T {
  if (envelope.ok) return envelope.value as T;
  throw new BridgeError(envelope.error.code, envelope.error.message);
}

export function createBridge(transport: BridgeTransport): BackofficeBridge {
  const call = async <C extends Channel>(channel: C, request?: RequestOf<C>): Promise<ResponseOf<C>> =>
    unwrap<ResponseOf<C>>(await transport.invoke(channel, request ?? null));
  return {
    auth: {
      session: () => call('auth.session'),
      login: (request) => call('auth.login', request),
      logout: () => call('auth.logout'),
    },
    graphql: { request: (request) => call('graphql.request', request) },
    settings: { get: () => call('settings.get'), set: (update) => call('settings.set', update) },
    uploads: { register: async (file) => unwrap<UploadHandle>(await transport.registerFile(file)) },
    app: { info: () => call('app.info'), openExternal: (url) => call('app.openExternal', { url }) },
    on: (event, listener) => transport.subscribe(event, (payload) => listener(payload as EventPayload<typeof event>)),
  };
}
