// The object the renderer sees as `window.backoffice`. Built the same way by the Electron preload
// (ipcRenderer) and by the browser host's WebSocket transport, so the renderer cannot tell them
// apart. It holds no logic beyond unwrapping the envelope.
import { DRAFT_MAX_CHARS, DRAFT_TOO_LARGE_MESSAGE, jsonLength } from './draftLimits';
import type {
  AiSuggestRequest,
  AppInfo,
  Channel,
  DashboardCsvResult,
  Draft,
  DraftPutRequest,
  DraftPutResult,
  Preferences,
  DraftSummary,
  EmbedMetadataResult,
  PodcastEpisodesResult,
  PodcastFeedResult,
  PodcastSearchResult,
  PodcastSubmitRequest,
  PodcastSubmitResult,
  Envelope,
  EventName,
  EventPayload,
  GraphqlRequest,
  GraphqlResult,
  LoginRequest,
  LoginResult,
  OutboxEnqueueResult,
  OutboxStatus,
  RequestOf,
  ResponseOf,
  Session,
  Settings,
  SettingsUpdateResult,
  FirstAdminRequest,
  FirstAdminResult,
  DemoLoadResult,
  OutboxSaveVariables,
  UploadHandle,
  UploadJob,
  VideoUploadJob,
  LiveStatus,
  PresenceSetRequest,
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
    /** Which sign-in ways main offers besides e-mail and password (the OpenID provider). */
    signInOptions(): Promise<ResponseOf<'auth.signInOptions'>>;
    /** « Se connecter avec Google »: main runs the browser flow; the token never comes here. */
    loginWithProvider(request: RequestOf<'auth.loginWithProvider'>): Promise<LoginResult>;
    logout(): Promise<Session>;
  };
  graphql: { request(request: GraphqlRequest): Promise<GraphqlResult> };
  settings: {
    get(): Promise<Settings>;
    /** Keeps a new API address once its server answered as this API, then reconnects. */
    set(update: RequestOf<'settings.set'>): Promise<SettingsUpdateResult>;
  };
  /** « Voir plus / Masquer » and the last brand, kept in main's settings file. */
  preferences: {
    get(): Promise<Preferences>;
    set(update: RequestOf<'preferences.set'>): Promise<Preferences>;
  };
  /** The welcome screen of a first launch (issue 30). */
  setup: {
    status(): Promise<ResponseOf<'setup.status'>>;
    createAdmin(request: FirstAdminRequest): Promise<FirstAdminResult>;
    loadDemo(): Promise<DemoLoadResult>;
  };
  uploads: {
    register(file: File): Promise<UploadHandle>;
    /** Queues a registered file: checked, resized and sent by main; progress on 'uploads.progress'. */
    start(handleId: string, namespace: string): Promise<UploadJob>;
    cancel(id: string): Promise<UploadJob | null>;
    retry(id: string): Promise<UploadJob | null>;
    list(): Promise<UploadJob[]>;
  };
  /** Video files (issue 32): streamed by main to the brand's video host; progress on 'videoUploads.progress'. */
  videoUploads: {
    start(handleId: string, brandKey: string, articleId: string | null): Promise<VideoUploadJob>;
    /** Names the article once it exists: main attaches the video when the file is up. */
    attach(id: string, articleId: string): Promise<VideoUploadJob | null>;
    cancel(id: string): Promise<VideoUploadJob | null>;
    retry(id: string): Promise<VideoUploadJob | null>;
    list(): Promise<VideoUploadJob[]>;
  };
  /** As-you-type spelling (issue 33): main's local French engine. */
  spelling: {
    check(segments: { key: string; text: string }[]): Promise<ResponseOf<'spelling.check'>>;
    suggest(word: string): Promise<string[]>;
  };
  /** Streamed AI suggestions (issue 34); each step arrives on 'ai.suggestions'. */
  ai: {
    suggest(request: AiSuggestRequest): Promise<{ requestId: string }>;
    cancel(requestId: string): Promise<{ cancelled: boolean }>;
  };
  app: {
    info(): Promise<AppInfo>;
    openExternal(url: string): Promise<ResponseOf<'app.openExternal'>>;
    /** Opens an app route (e.g. '/slideshow/edit/…') in a new window of the app. */
    openWindow(route: string): Promise<ResponseOf<'app.openWindow'>>;
    /** Whether the window is in front: main shows notifications only while it is not. */
    focus(focused: boolean): Promise<unknown>;
  };
  drafts: {
    put(request: DraftPutRequest): Promise<DraftPutResult>;
    get(key: string): Promise<Draft | null>;
    list(brandKey?: string): Promise<DraftSummary[]>;
    discard(key: string): Promise<{ discarded: boolean }>;
  };
  outbox: {
    enqueue(key: string, variables: OutboxSaveVariables): Promise<OutboxEnqueueResult>;
    status(): Promise<OutboxStatus>;
    /** Probes the API and sends what waits now; answers whether the API was reached. */
    sync(): Promise<{ online: boolean }>;
  };
  /** Metadata of a media URL from the embed-metadata service, asked by main (http/https only). */
  embeds: { metadata(uri: string): Promise<EmbedMetadataResult> };
  /** The podcast service and feeds, reached by main (001 §7): its address never reaches here. */
  podcasts: {
    search(q: string): Promise<PodcastSearchResult>;
    episodes(podcastId: string, q: string): Promise<PodcastEpisodesResult>;
    submit(request: PodcastSubmitRequest): Promise<PodcastSubmitResult>;
    feed(url: string): Promise<PodcastFeedResult>;
  };
  /** The dashboard's CSV of a filter: saved where the user chose (Electron) or a download URL (browser host). */
  dashboard: { exportCsv(filter: Record<string, unknown>): Promise<DashboardCsvResult> };
  /** Whether main reaches the API; `check` probes it now. Changes come as `api.status` events. */
  api: { check(): Promise<{ online: boolean }> };
  /** The installed app's updates: the one downloaded, and « Redémarrer » (changes on 'updates.status'). */
  updates: {
    status(): Promise<ResponseOf<'updates.status'>>;
    restart(): Promise<ResponseOf<'updates.restart'>>;
  };
  /** The live newsroom (issue 39): this window's presence, the live channel's state. */
  live: {
    setPresence(request: PresenceSetRequest): Promise<void>;
    status(): Promise<LiveStatus>;
  };
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

/** Checked before sending so the user reads why (main refuses the same payload with a bare BAD_REQUEST). */
function refuseOversized(value: unknown): void {
  if (jsonLength(value) > DRAFT_MAX_CHARS)
    throw new BridgeError('BAD_REQUEST', DRAFT_TOO_LARGE_MESSAGE);
}

function unwrap<T>(envelope: Envelope<unknown>): T {
  if (envelope.ok) return envelope.value as T;
  throw new BridgeError(envelope.error.code, envelope.error.message);
}

export function createBridge(transport: BridgeTransport): BackofficeBridge {
  const call = async <C extends Channel>(
    channel: C,
    request?: RequestOf<C>,
  ): Promise<ResponseOf<C>> =>
    unwrap<ResponseOf<C>>(await transport.invoke(channel, request ?? null));
  return {
    auth: {
      session: () => call('auth.session'),
      login: (request) => call('auth.login', request),
      signInOptions: () => call('auth.signInOptions'),
      loginWithProvider: (request) => call('auth.loginWithProvider', request),
      logout: () => call('auth.logout'),
    },
    graphql: { request: (request) => call('graphql.request', request) },
    settings: { get: () => call('settings.get'), set: (update) => call('settings.set', update) },
    preferences: {
      get: () => call('preferences.get'),
      set: (update) => call('preferences.set', update),
    },
    setup: {
      status: () => call('setup.status'),
      createAdmin: (request) => call('setup.createAdmin', request),
      loadDemo: () => call('setup.loadDemo'),
    },
    uploads: {
      register: async (file) => unwrap<UploadHandle>(await transport.registerFile(file)),
      start: (handleId, namespace) => call('uploads.start', { handleId, namespace }),
      cancel: (id) => call('uploads.cancel', { id }),
      retry: (id) => call('uploads.retry', { id }),
      list: () => call('uploads.list'),
    },
    videoUploads: {
      start: (handleId, brandKey, articleId) =>
        call('videoUploads.start', { handleId, brandKey, articleId }),
      attach: (id, articleId) => call('videoUploads.attach', { id, articleId }),
      cancel: (id) => call('videoUploads.cancel', { id }),
      retry: (id) => call('videoUploads.retry', { id }),
      list: () => call('videoUploads.list'),
    },
    spelling: {
      check: (segments) => call('spelling.check', { segments }),
      suggest: async (word) => (await call('spelling.suggest', { word })).suggestions,
    },
    ai: {
      suggest: (request) => call('ai.suggest', request),
      cancel: (requestId) => call('ai.cancel', { requestId }),
    },
    app: {
      info: () => call('app.info'),
      openExternal: (url) => call('app.openExternal', { url }),
      openWindow: (route) => call('app.openWindow', { route }),
      focus: (focused) => call('app.focus', { focused }),
    },
    drafts: {
      put: async (request) => {
        refuseOversized(request.value);
        return call('drafts.put', request);
      },
      get: (key) => call('drafts.get', { key }),
      list: (brandKey) => call('drafts.list', brandKey === undefined ? {} : { brandKey }),
      discard: (key) => call('drafts.discard', { key }),
    },
    outbox: {
      enqueue: async (key, variables) => {
        refuseOversized(variables);
        return call('outbox.enqueue', { key, variables });
      },
      status: () => call('outbox.status'),
      sync: () => call('outbox.sync'),
    },
    embeds: { metadata: (uri) => call('embeds.metadata', { uri }) },
    podcasts: {
      search: (q) => call('podcasts.search', { q }),
      episodes: (podcastId, q) => call('podcasts.episodes', { podcastId, q }),
      submit: (request) => call('podcasts.submit', request),
      feed: (url) => call('podcasts.feed', { url }),
    },
    dashboard: { exportCsv: (filter) => call('dashboard.exportCsv', { filter }) },
    api: { check: () => call('api.check') },
    updates: { status: () => call('updates.status'), restart: () => call('updates.restart') },
    live: {
      setPresence: async (request) => void (await call('presence.set', request)),
      status: () => call('live.status'),
    },
    on: (event, listener) =>
      transport.subscribe(event, (payload) => listener(payload as EventPayload<typeof event>)),
  };
}
