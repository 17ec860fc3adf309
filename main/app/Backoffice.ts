// The composition root: the main-process services shared by both hosts (Electron and the browser
// host), built and wired together, and exposed as the contract's handlers (handlers.ts).
// Host-specific pieces come in as small functions (BackofficeOptions, services.ts).
import { CHANNEL_API_URL } from '../../common/embedded/channelProtocol';
import type { GraphqlRequest, GraphqlResult, Settings } from '../../common/ipc/channels';
import { GraphqlBridge, errorCodes } from '../api/GraphqlBridge';
import { LockRegistry } from '../api/LockRegistry';
import { WindowsGoneRelease } from '../api/windowsGone';
import { postJson } from '../api/httpTransport';
import { createLocalFrenchEngine } from '../../engines/correction';
import { AiSuggestions } from '../ai/AiSuggestions';
import { LiveNewsroom } from '../live/LiveNewsroom';
import { httpGetStream } from '../dashboard/apiStream';
import { CorrectionRelay } from '../correction/CorrectionRelay';
import { LocalEngineHost } from '../correction/LocalEngineHost';
import { DownloadRegistry } from '../dashboard/csvExport';
import { ReadCache } from '../drafts/ReadCache';
import { openDraftSync, type SyncEngine } from '../drafts/SyncEngine';
import { DesktopServices } from '../desktop/DesktopServices';
import { EmbeddedSupervisor } from '../embedded/EmbeddedSupervisor';
import { EmbedMetadataClient, embedServiceConfig } from '../embeds/EmbedMetadataClient';
import { PodcastClient, podcastServiceConfig } from '../podcasts/PodcastClient';
import { createDispatcher, type Dispatch } from '../ipc/dispatcher';
import { SessionService } from '../session/SessionService';
import { AppSettings } from '../settings/AppSettings';
import { UploadQueue } from '../uploads/UploadQueue';
import { UploadRegistry } from '../uploads/UploadRegistry';
import { VideoUploadQueue } from '../uploads/video/VideoUploadQueue';
import { join } from 'node:path';
import { TokenVault, vaultServiceName } from '../vault/TokenVault';
import { UpdateFlow } from '../desktop/updates';
import { pendingWork } from '../desktop/updateHandlers';
import { resolveApiLocation } from './ApiLocation';
import { backofficeHandlers } from './handlers';
import type { BackofficeOptions } from './services';

export type { BackofficeOptions } from './services';
export { isAllowedExternalUrl } from './appHandlers';
export { EMBEDDED_RESTART_DELAYS_MS } from '../embedded/EmbeddedSupervisor';

export { WINDOWS_GONE_GRACE_MS } from '../api/windowsGone';

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class Backoffice {
  readonly settings: AppSettings;
  readonly uploads = new UploadRegistry();
  /** Exports the browser host serves once (main/dashboard). */
  readonly downloads = new DownloadRegistry();
  readonly vault: TokenVault;
  readonly api: GraphqlBridge;
  readonly session: SessionService;
  /** The embed-metadata service (spec 001 §7), asked from main: its URL and key stay here. */
  readonly embeds: EmbedMetadataClient;
  /** The podcast service and feeds (spec 001 §7), asked from main: its URL and key stay here. */
  readonly podcasts: PodcastClient;
  readonly dispatch: Dispatch;
  /** Image uploads, queued on disk (main/uploads/UploadQueue.ts). */
  readonly uploadQueue: UploadQueue;
  /** Video uploads to the brand's video host, queued on disk (main/uploads/video). */
  readonly videoUploadQueue: VideoUploadQueue;
  /** Local drafts and the outbox, opened from the data folder (main/drafts). */
  readonly drafts: Promise<SyncEngine>;
  /** What the user last opened or listed, read back when the API is unreachable. */
  readonly readCache: Promise<ReadCache | null>;
  /** Edition locks taken through this app, given back when its windows close or it quits. */
  readonly locks = new LockRegistry();
  /** The embedded server, when no other API is chosen (main/embedded/EmbeddedSupervisor.ts). */
  readonly embedded: EmbeddedSupervisor;
  /** The local French engine (issue 33): as-you-type spelling, and correction while offline. */
  readonly correctionEngine: LocalEngineHost;
  /** Correction calls on their way to the API, answered here when it cannot be reached. */
  readonly correction: CorrectionRelay;
  /** Streamed AI suggestions, each to the window that asked (main/ai). */
  readonly aiSuggestions: AiSuggestions;
  /** Application updates (installed app with a feed address only; main/desktop/updates.ts). */
  readonly updates: UpdateFlow | null;
  /** Desktop notifications and their triggers, the scheduled-push watch (main/desktop). */
  readonly desktop: DesktopServices;
  /** The live newsroom (issue 39): the app's one subscription and its windows' presence (main/live). */
  readonly live: LiveNewsroom;
  private readonly windowsGone = new WindowsGoneRelease(this.locks, (request) =>
    this.authorizedRequest(request),
  );
  private stopped = false;
  /** Settles when the API location is known; API-bound channels wait for it. */
  private ready: Promise<void> = Promise.resolve();
  private uploadsResumed: Promise<void> | null = null;

  constructor(readonly options: BackofficeOptions) {
    this.desktop = new DesktopServices({
      ...options.desktop,
      emit: options.emit,
      request: (request) => this.authorizedRequest(request),
      log: options.log,
    });
    this.settings = new AppSettings(options.dataDir, options.createStore);
    this.embedded = new EmbeddedSupervisor({
      startServer: options.startEmbeddedServer,
      onState: (state) => options.emit('embedded.status', state),
      onEnded: () => this.api.markOffline(),
      restart: () => (this.ready = this.startNow()),
      log: options.log,
    });
    // The embedded server's keychain entry is known before it starts (its address is fixed), so
    // a remembered session is read at once.
    const location = this.location();
    this.vault = new TokenVault(
      options.keychain,
      vaultServiceName(
        location.source === 'embedded'
          ? CHANNEL_API_URL
          : (location.effectiveApiUrl ?? 'http://127.0.0.1'),
      ),
    );
    this.api = new GraphqlBridge({
      apiUrl: () => this.location().effectiveApiUrl,
      // The embedded server is reached over its process's message channel, any other over HTTP.
      transport: (url, request) =>
        (this.location().source === 'embedded' && this.embedded.server
          ? this.embedded.server.transport
          : postJson)(url, request),
      clientVersion: options.version,
      onStatus: (online) => {
        options.emit('api.status', { online });
        this.desktop.notifications.apiStatus(online);
        if (!online) this.aiSuggestions.networkGone();
        this.live.networkChanged(online);
        if (online) {
          this.kickDrafts();
          this.videoUploadQueue.networkBack();
        }
      },
    });
    this.session = new SessionService(this.api, this.vault, this.settings);
    this.live = this.createLive();
    this.session.onChange(() => this.live.sessionChanged(this.session.currentUserId));
    this.aiSuggestions = new AiSuggestions({
      api: async () => {
        await this.whenReady();
        const embedded = this.location().source === 'embedded' ? this.embedded.server : null;
        return {
          url: this.location().effectiveApiUrl,
          stream: embedded?.stream ?? httpGetStream,
          token: await this.session.token(),
          offline: this.api.reachability.knownOffline,
        };
      },
      clientVersion: options.version,
      broadcast: (event) => options.emit('ai.suggestions', event),
      unauthenticated: () =>
        void this.session.expire().then(() => options.emit('auth.expired', {})),
      log: options.log,
    });
    this.correctionEngine = new LocalEngineHost(
      options.createCorrectionEngine ?? createLocalFrenchEngine,
      options.log,
    );
    this.correction = new CorrectionRelay({
      engine: () => this.correctionEngine.engine(),
      user: () => this.session.currentUserId,
      log: options.log,
    });
    this.embeds = new EmbedMetadataClient(
      () => embedServiceConfig(options.env, this.settings.get().embedMetadataUrl),
      { log: options.log },
    );
    this.podcasts = new PodcastClient(
      () => podcastServiceConfig(options.env, this.settings.get().podcastServiceUrl),
      { log: options.log },
    );
    this.drafts = openDraftSync({
      dataDir: options.dataDir,
      createStore: options.createStore,
      send: (request, saveId) => this.authorizedRequest(request, saveId),
      emit: (event) => {
        options.emit('drafts.sync', event);
        void this.updates?.workChanged();
      },
      replayed: (report) => this.desktop.notifications.draftsReplayed(report),
      log: options.log,
    });
    void this.drafts.catch((error: unknown) =>
      options.log?.(`Brouillons indisponibles : ${reason(error)}`),
    );
    this.uploadQueue = new UploadQueue({
      dir: join(options.dataDir, 'uploads'),
      registry: this.uploads,
      graphql: (request) => this.authorizedRequest(request),
      emit: (job) => {
        options.emit('uploads.progress', job);
        void this.updates?.workChanged();
        this.desktop.notifications.uploadProgress(job);
      },
      log: options.log,
    });
    this.videoUploadQueue = new VideoUploadQueue({
      dir: join(options.dataDir, 'video-uploads'),
      registry: this.uploads,
      graphql: (request) => this.authorizedRequest(request),
      emit: (job) => {
        options.emit('videoUploads.progress', job);
        void this.updates?.workChanged();
        this.desktop.notifications.videoUploadProgress(job);
      },
      log: options.log,
    });
    this.readCache = ReadCache.open(join(options.dataDir, 'cache')).catch((error: unknown) => {
      options.log?.(`Copies locales indisponibles : ${reason(error)}`);
      return null;
    });
    this.updates = options.updater
      ? new UpdateFlow({
          updater: options.updater,
          pending: () => pendingWork(this.uploadQueue, this.videoUploadQueue, this.drafts),
          emit: (state) => options.emit('updates.status', state),
          log: options.log,
        })
      : null;
    this.dispatch = createDispatcher(
      backofficeHandlers(this, () => this.stopped),
      options.log,
    );
  }

  private createLive(): LiveNewsroom {
    const { options } = this;
    return new LiveNewsroom({
      api: async () => {
        await this.whenReady();
        const embedded = this.location().source === 'embedded' ? this.embedded.server : null;
        return {
          url: this.location().effectiveApiUrl,
          stream: embedded?.stream ?? httpGetStream,
          token: await this.session.token(),
          userId: this.session.currentUserId,
          offline: this.api.reachability.knownOffline,
        };
      },
      request: (request) => this.authorizedRequest(request),
      clientVersion: options.version,
      onEvent: (event) => options.emit('live.event', event),
      onState: (state) => options.emit('live.status', { state }),
      unauthenticated: () =>
        void this.session.expire().then(() => options.emit('auth.expired', {})),
      suspect: () => this.api.reachability.suspect(),
      log: options.log,
    });
  }

  /**
   * The number of open windows changed (browser host: its page sockets). With none left, the
   * locks the app holds are given back after a short grace, unless a window took them again.
   */
  windowsChanged(count: number): void {
    this.windowsGone.changed(count, this.stopped);
  }

  /** Which API the app talks to now. */
  location(): Settings {
    return resolveApiLocation(
      this.options.env.BACKOFFICE_API_URL,
      this.settings.get().apiUrl,
      this.embedded.server?.url ?? null,
    );
  }

  /** Starts the embedded server when no API is configured; resolves once the API is known. */
  start(): Promise<void> {
    this.ready = this.startNow();
    return this.ready;
  }

  /** Settles once the API location is known (a failed start included). */
  async whenReady(): Promise<void> {
    await this.ready.catch(() => {});
  }

  private async startNow(): Promise<void> {
    // Once per start: says why a configured address is ignored (not https, not this computer).
    resolveApiLocation(
      this.options.env.BACKOFFICE_API_URL,
      this.settings.get().apiUrl,
      null,
      this.options.log,
    );
    if (this.location().source !== 'embedded') {
      this.embedded.setState({ state: 'none', message: null });
      // Another API was chosen: the embedded server's memory and data folder are given back.
      await this.embedded.release();
    } else await this.embedded.ensureStarted();
    const url = this.location().effectiveApiUrl;
    if (url) this.vault.useService(vaultServiceName(url));
    if (!this.stopped) {
      this.api.reachability.start();
      this.live.start();
    }
    // An embedded server started again after it ended: back online now, not at the next probe.
    if (!this.api.isOnline) void this.api.reachability.checkNow();
    this.kickDrafts();
    this.updates?.start();
    this.uploadsResumed ??= Promise.all([
      this.uploadQueue
        .resumeFromDisk()
        .catch((error: unknown) => this.options.log?.(`Téléversements : ${reason(error)}`)),
      this.videoUploadQueue
        .resumeFromDisk()
        .catch((error: unknown) => this.options.log?.(`Vidéos : ${reason(error)}`)),
    ]).then(() => undefined);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.updates?.stop();
    this.embedded.halt();
    this.uploadQueue.stop();
    this.videoUploadQueue.stop();
    this.windowsGone.cancel();
    this.desktop.stop();
    this.aiSuggestions.cancelAll();
    // Colleagues see this app's editors gone now, not when the lease lapses.
    await this.live.stop();
    this.api.reachability.stop();
    // Quitting ends every edition: colleagues must not wait for the locks to expire.
    if (this.locks.size > 0 && this.api.isOnline)
      await this.locks.releaseAll((request) => this.authorizedRequest(request));
    await this.drafts.then(
      (sync) => sync.stop(),
      () => {},
    );
    // A server still starting is stopped once it is up: else it outlived the app, holding its data
    // folder (the next launch found it in use).
    await this.embedded.release();
    await this.downloads.close();
    await this.correctionEngine.close();
    // The local copies of the last reads finish writing before the app is gone.
    await (await this.readCache)?.settled();
  }

  /** Replays the outbox now; a failed opening was already logged and fails the drafts channels. */
  kickDrafts(): void {
    void this.drafts.then(
      (sync) => sync.kick(),
      () => {},
    );
  }

  /** Every API call of the app, the outbox's replays included: the session's token, expiry handled. */
  async authorizedRequest(
    request: GraphqlRequest,
    idempotencyKey?: string,
  ): Promise<GraphqlResult> {
    await this.whenReady();
    const result = await this.api.request(request, await this.session.token(), idempotencyKey);
    if (errorCodes(result).includes('UNAUTHENTICATED')) {
      await this.session.expire();
      this.options.emit('auth.expired', {});
    }
    return result;
  }
}
