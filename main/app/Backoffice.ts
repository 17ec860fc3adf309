// The main-process services shared by both hosts (Electron and the browser host), wired together
// and exposed as the contract's handlers. Host-specific pieces come in as small functions.
import { CHANNEL_API_URL } from '../../common/embedded/channelProtocol';
import type {
  AppInfo,
  EmbeddedState,
  EventName,
  EventPayload,
  GraphqlRequest,
  GraphqlResult,
  LoginResult,
} from '../../common/ipc/channels';
import { GraphqlBridge, errorCodes } from '../api/GraphqlBridge';
import { LockRegistry } from '../api/LockRegistry';
import { ReadCache } from '../drafts/ReadCache';
import { OFFLINE_READS } from '../../common/ipc/offlineReads';
import type { RunningServer } from '../embedded/EmbeddedServer';
import { postJson } from '../api/httpTransport';
import { draftHandlers } from '../drafts/draftHandlers';
import { EmbedMetadataClient, embedServiceConfig } from '../embeds/EmbedMetadataClient';
import { embedHandlers } from '../embeds/embedHandlers';
import { httpGetStream } from '../dashboard/apiStream';
import { DownloadRegistry } from '../dashboard/csvExport';
import { dashboardHandlers } from '../dashboard/dashboardHandlers';
import { openDraftSync, type SyncEngine } from '../drafts/SyncEngine';
import { createDispatcher, type Dispatch, type Handlers } from '../ipc/dispatcher';
import { OidcFlowError, runOidcFlow } from '../session/oidcFlow';
import { SessionService } from '../session/SessionService';
import { oidcFromEnv } from '../../common/auth/oidcConfig';
import { MESSAGES } from '../../common/domain/messages';
import { SettingsStore } from '../settings/SettingsStore';
import { UploadQueue } from '../uploads/UploadQueue';
import { UploadRegistry } from '../uploads/UploadRegistry';
import { join } from 'node:path';
import { TokenVault, vaultServiceName, type SecretStore } from '../vault/TokenVault';
import { resolveApiLocation } from './ApiLocation';
import { isAllowedUrl } from '../../common/domain/validation/linkRule';
import { firstLaunchHandlers } from '../setup/firstLaunchHandlers';
import { checkBackofficeServer, type ServerCheck } from '../setup/serverCheck';

/**
 * After the last window went away (closed, or reloading), locks not taken again within this
 * time are given back: a reload takes its lock again well within it.
 */
export const WINDOWS_GONE_GRACE_MS = 3_000;

/** Restarts of an embedded server that ended on its own: first wait, and the longest. */
export const EMBEDDED_RESTART_DELAYS_MS = { first: 1_000, max: 30_000 } as const;

export interface BackofficeOptions {
  host: AppInfo['host'];
  appName: string;
  version: string;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  keychain: SecretStore | null;
  startEmbeddedServer: () => Promise<RunningServer>;
  /** Opens a vetted URL in the system browser; returns who handled it. */
  openExternal: (url: string) => Promise<'main' | 'renderer'>;
  /** Opens an app route in a new window (Electron); without it the page opens the window itself. */
  openWindow?: (route: string) => Promise<void>;
  emit: <E extends EventName>(event: E, payload: EventPayload<E>) => void;
  /** Electron's save dialog (the dashboard's CSV); without it the CSV becomes a download. */
  chooseSavePath?: (defaultName: string) => Promise<string | null>;
  log?: (message: string) => void;
  /** Whether an address answers as this API before it is kept (main/setup/serverCheck.ts). */
  checkServer?: (apiUrl: string) => Promise<ServerCheck>;
}

/** Only web and mail links leave the app (Element Desktop's safeOpenURL rule; the link rule's `external`). */
export function isAllowedExternalUrl(value: string): boolean {
  return isAllowedUrl(value, 'external');
}

export class Backoffice {
  readonly settings: SettingsStore;
  readonly uploads = new UploadRegistry();
  /** Exports the browser host serves once (main/dashboard). */
  readonly downloads = new DownloadRegistry();
  readonly vault: TokenVault;
  readonly api: GraphqlBridge;
  readonly session: SessionService;
  /** The embed-metadata service (spec 001 §7), asked from main: its URL and key stay here. */
  readonly embeds: EmbedMetadataClient;
  readonly dispatch: Dispatch;
  /** Image uploads, queued on disk (main/uploads/UploadQueue.ts). */
  readonly uploadQueue: UploadQueue;
  /** Local drafts and the outbox, opened from the data folder (main/drafts). */
  readonly drafts: Promise<SyncEngine>;
  /** What the user last opened or listed, read back when the API is unreachable. */
  readonly readCache: Promise<ReadCache | null>;
  /** Edition locks taken through this app, given back when its windows close or it quits. */
  readonly locks = new LockRegistry();
  private windowsGoneTimer: NodeJS.Timeout | null = null;
  private embedded: RunningServer | null = null;
  private embeddedStarting: Promise<void> | null = null;
  /** Wait before starting the embedded server again after it ended on its own (doubles while starts fail). */
  private restartDelayMs: number = EMBEDDED_RESTART_DELAYS_MS.first;
  private restartTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** Settles when the API location is known; API-bound channels wait for it. */
  private ready: Promise<void> = Promise.resolve();
  private embeddedState: EmbeddedState = { state: 'none', message: null };

  constructor(private readonly options: BackofficeOptions) {
    this.settings = new SettingsStore(options.dataDir);
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
        (this.location().source === 'embedded' && this.embedded
          ? this.embedded.transport
          : postJson)(url, request),
      clientVersion: options.version,
      onStatus: (online) => {
        options.emit('api.status', { online });
        if (online) this.kickDrafts();
      },
    });
    this.session = new SessionService(this.api, this.vault, this.settings);
    this.embeds = new EmbedMetadataClient(
      () => embedServiceConfig(options.env, this.settings.get().embedMetadataUrl),
      { log: options.log },
    );
    this.drafts = openDraftSync({
      dataDir: options.dataDir,
      send: (request, saveId) => this.authorizedRequest(request, saveId),
      emit: (event) => options.emit('drafts.sync', event),
      log: options.log,
    });
    void this.drafts.catch((error: unknown) =>
      options.log?.(
        `Brouillons indisponibles : ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
    this.uploadQueue = new UploadQueue({
      dir: join(options.dataDir, 'uploads'),
      registry: this.uploads,
      graphql: (request) => this.authorizedRequest(request),
      emit: (job) => options.emit('uploads.progress', job),
      log: options.log,
    });
    this.readCache = ReadCache.open(join(options.dataDir, 'cache')).catch((error: unknown) => {
      options.log?.(
        `Copies locales indisponibles : ${error instanceof Error ? error.message : String(error)}`,
      );
      return null;
    });
    this.dispatch = createDispatcher(this.handlers(), options.log);
  }

  /**
   * The number of open windows changed (browser host: its page sockets). With none left, the
   * locks the app holds are given back after a short grace, unless a window took them again.
   */
  windowsChanged(count: number): void {
    if (this.windowsGoneTimer) clearTimeout(this.windowsGoneTimer);
    this.windowsGoneTimer = null;
    if (count > 0 || this.stopped) return;
    const goneAt = Date.now();
    this.windowsGoneTimer = setTimeout(() => {
      this.windowsGoneTimer = null;
      void this.locks.releaseAll((request) => this.authorizedRequest(request), goneAt);
    }, WINDOWS_GONE_GRACE_MS);
    this.windowsGoneTimer.unref?.();
  }

  /**
   * A read of the app: straight to the API, kept in the read cache when it is one the cache keeps;
   * when the API cannot be reached, the last copy of it (marked with its date) instead.
   */
  private async readThrough(request: GraphqlRequest): Promise<GraphqlResult> {
    const whileStarting = await this.listCopyWhileStarting(request);
    if (whileStarting) return whileStarting;
    const result = await this.authorizedRequest(request);
    this.locks.observe(request, result);
    if (!ReadCache.keeps(request)) return result;
    const cache = await this.readCache;
    const scope = await this.cacheScope();
    if (!cache || !scope || this.stopped) return result;
    if (errorCodes(result).includes('NETWORK_ERROR')) {
      const copy = await cache.read(scope, request);
      return copy ? { ...copy.result, offlineCopy: { savedAt: copy.savedAt } } : result;
    }
    void cache
      .store(scope, request, result)
      .catch((error: unknown) =>
        this.options.log?.(
          `Copie locale non écrite : ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
    return result;
  }

  /**
   * While the embedded server starts, a list the user saw last time is painted from its local copy
   * at once instead of after the server (issue 11: first rows of a warm start); the renderer asks
   * again once the server is ready ('embedded.status'). Lists only: they are read, where an
   * editor would start editing an older version.
   */
  private async listCopyWhileStarting(request: GraphqlRequest): Promise<GraphqlResult | null> {
    if (this.embeddedState.state !== 'starting') return null;
    if (OFFLINE_READS[request.operationName]?.kind !== 'list') return null;
    const cache = await this.readCache;
    const scope = await this.cacheScope();
    const copy = cache && scope ? await cache.read(scope, request) : null;
    return copy?.result ?? null;
  }

  /** Copies belong to one user of one API (the embedded server's address is fixed: known while it starts). */
  private async cacheScope(): Promise<string | null> {
    const user = this.session.currentUserId;
    const location = this.location();
    const api = location.source === 'embedded' ? CHANNEL_API_URL : location.effectiveApiUrl;
    return user ? `${api ?? ''}\n${user}` : null;
  }

  location() {
    return resolveApiLocation(
      this.options.env.BACKOFFICE_API_URL,
      this.settings.get().apiUrl,
      this.embedded?.url ?? null,
    );
  }

  /** Starts the embedded server when no API is configured; resolves once the API is known. */
  start(): Promise<void> {
    this.ready = this.startNow();
    return this.ready;
  }

  private async whenReady(): Promise<void> {
    await this.ready.catch(() => {});
  }

  private setEmbeddedState(next: EmbeddedState): void {
    this.embeddedState = next;
    this.options.emit('embedded.status', next);
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
      this.setEmbeddedState({ state: 'none', message: null });
      // Another API was chosen: the embedded server's memory and data folder are given back.
      await this.stopEmbedded();
    } else if (!this.embedded) {
      this.setEmbeddedState({ state: 'starting', message: null });
      this.embeddedStarting ??= this.options.startEmbeddedServer().then((server) => {
        this.embedded = server;
        this.restartDelayMs = EMBEDDED_RESTART_DELAYS_MS.first;
        void server.exited.then(() => this.embeddedEnded(server));
      });
      try {
        await this.embeddedStarting;
        this.setEmbeddedState({ state: 'ready', message: null });
      } catch (error) {
        this.setEmbeddedState({
          state: 'failed',
          message: error instanceof Error ? error.message : String(error),
        });
        throw error;
      } finally {
        this.embeddedStarting = null;
      }
    }
    const url = this.location().effectiveApiUrl;
    if (url) this.vault.useService(vaultServiceName(url));
    if (!this.stopped) this.api.reachability.start();
    // An embedded server started again after it ended: back online now, not at the next probe.
    if (!this.api.isOnline) void this.api.reachability.checkNow();
    this.kickDrafts();
    this.uploadsResumed ??= this.uploadQueue
      .resumeFromDisk()
      .catch((error: unknown) =>
        this.options.log?.(
          `Téléversements : ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
  }

  private uploadsResumed: Promise<void> | null = null;

  /** Stops the embedded server on purpose (not a crash: no restart). */
  private async stopEmbedded(): Promise<void> {
    const server =
      this.embedded ?? (await this.embeddedStarting?.then(() => this.embedded).catch(() => null));
    this.embedded = null;
    await server?.stop();
  }

  /**
   * The embedded server ended without being asked (it crashed or was killed): start it again, so
   * the app comes back online by itself and the outbox replays. Meanwhile calls fail as offline
   * and saves wait in the outbox.
   */
  private embeddedEnded(server: RunningServer): void {
    if (this.embedded !== server || this.stopped) return;
    this.embedded = null;
    this.api.markOffline();
    this.scheduleRestart("Le serveur intégré s'est arrêté");
  }

  private scheduleRestart(reason: string): void {
    const delay = this.restartDelayMs;
    this.restartDelayMs = Math.min(delay * 2, EMBEDDED_RESTART_DELAYS_MS.max);
    this.options.log?.(`${reason} : redémarrage dans ${delay / 1000} s.`);
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      if (this.stopped) return;
      this.ready = this.startNow().catch((error: unknown) => {
        this.scheduleRestart(
          `Le serveur intégré n'a pas redémarré (${error instanceof Error ? error.message : String(error)})`,
        );
      });
    }, delay);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.uploadQueue.stop();
    if (this.windowsGoneTimer) clearTimeout(this.windowsGoneTimer);
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
    await this.stopEmbedded();
    await this.downloads.close();
    // The local copies of the last reads finish writing before the app is gone.
    await (await this.readCache)?.settled();
  }

  /** Replays the outbox now; a failed opening was already logged and fails the drafts channels. */
  private kickDrafts(): void {
    void this.drafts.then(
      (sync) => sync.kick(),
      () => {},
    );
  }

  /** Every API call of the app, the outbox's replays included: the session's token, expiry handled. */
  private async authorizedRequest(
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

  private handlers(): Handlers {
    return {
      ...draftHandlers(this.drafts, () => this.api.isOnline),
      ...embedHandlers(this.embeds),
      ...dashboardHandlers({
        api: async () => {
          await this.whenReady();
          const embedded = this.location().source === 'embedded' ? this.embedded : null;
          return {
            url: this.location().effectiveApiUrl,
            stream: embedded?.stream ?? httpGetStream,
            token: await this.session.token(),
          };
        },
        chooseSavePath: this.options.chooseSavePath,
        downloads: this.downloads,
      }),
      'auth.session': async () => {
        // While the embedded server starts, a remembered session opens the shell at once; its
        // token is checked as soon as the server answers (signed out if refused).
        if (this.embeddedState.state === 'starting') {
          const cached = await this.session.cachedSession();
          // Nobody remembered: the login form can show now, signing in waits for the server.
          if (!this.settings.get().lastAccount)
            return { user: null, remembered: false, notice: this.vault.notice };
          if (cached) {
            void this.whenReady()
              .then(() => this.session.confirm())
              .then((valid) => valid || this.options.emit('auth.expired', {}));
            return cached;
          }
        }
        await this.whenReady();
        return this.session.session();
      },
      'auth.login': async (request) => {
        await this.whenReady();
        const result = await this.session.login(request);
        // Saves queued while signed out can go now.
        if (result.ok) this.kickDrafts();
        return result;
      },
      'auth.signInOptions': async () => ({ provider: oidcFromEnv(this.options.env) !== null }),
      'auth.loginWithProvider': async ({ remember }) => this.loginWithProvider(remember),
      'auth.logout': async () => (await this.whenReady(), this.session.logout()),
      'graphql.request': (request) => this.readThrough(request),
      'api.check': async () => ({ online: await this.api.reachability.checkNow() }),
      'outbox.sync': async () => {
        const online = await this.api.reachability.checkNow();
        this.kickDrafts();
        return { online };
      },
      'settings.get': async () => this.location(),
      'settings.set': async ({ apiUrl }) => {
        // An address is kept only once its server answered as this API.
        if (apiUrl !== null) {
          const check = await (this.options.checkServer ?? checkBackofficeServer)(apiUrl);
          if (!check.ok) return check;
        }
        // Sessions are per API (keychain entry per origin): this one ends before the switch.
        await this.whenReady();
        await this.session.logout();
        this.settings.update({ apiUrl });
        await this.start().catch(() => {}); // a failed embedded start is reported by 'embedded.status'
        return { ok: true, settings: this.location() };
      },
      ...firstLaunchHandlers({
        embedded: async () => {
          await this.whenReady();
          return this.location().source === 'embedded' ? this.embedded : null;
        },
        login: async (request) => {
          const result = await this.session.login(request);
          if (result.ok) this.kickDrafts();
          return result;
        },
        token: () => this.session.token(),
        accountKnown: () => this.settings.get().lastAccount !== null,
        log: this.options.log,
      }),
      'uploads.registerPath': async (request) => {
        if (this.options.host !== 'electron')
          throw new Error('Paths are only accepted from the Electron preload');
        return this.uploads.register({
          path: request.path,
          name: request.name,
          type: request.type,
          temporary: false,
        });
      },
      'uploads.start': async ({ handleId, namespace }) =>
        this.uploadQueue.start(handleId, namespace),
      'uploads.cancel': async ({ id }) => this.uploadQueue.cancel(id),
      'uploads.retry': async ({ id }) => this.uploadQueue.retry(id),
      'uploads.list': async () => this.uploadQueue.list(),
      'app.info': async () => ({
        name: this.options.appName,
        version: this.options.version,
        host: this.options.host,
        platform: process.platform,
        online: this.api.isOnline,
        embedded: this.embeddedState,
        externalApps: {
          recipe: this.externalApp('BACKOFFICE_RECIPE_APP_URL'),
          newsletter: this.externalApp('BACKOFFICE_NEWSLETTER_APP_URL'),
          people: this.externalApp('BACKOFFICE_PEOPLE_APP_URL'),
        },
      }),
      'app.openExternal': async ({ url }) => {
        if (!isAllowedExternalUrl(url)) return { handledBy: 'refused' as const };
        // Reviewed (electronegativity): only http, https and mailto reach the OS.
        const handledBy =
          await this.options.openExternal(url); /* eng-disable OPEN_EXTERNAL_JS_CHECK */
        return { handledBy };
      },
      'app.openWindow': async ({ route }) => {
        if (!this.options.openWindow) return { handledBy: 'renderer' as const };
        await this.options.openWindow(route);
        return { handledBy: 'main' as const };
      },
    };
  }

  /** The sign-in through the OpenID provider under way; a new one replaces it. */
  private providerFlow: AbortController | null = null;

  /**
   * « Se connecter avec Google »: the RFC 8252 flow (oidcFlow.ts) in the system browser, then the
   * ID token to the API. Under the browser host the page opens the provider itself
   * (`auth.providerUrl`), as it does for external links.
   */
  private async loginWithProvider(remember: boolean): Promise<LoginResult> {
    const settings = oidcFromEnv(this.options.env);
    if (!settings) return { ok: false, message: MESSAGES.oidcNotConfigured };
    this.providerFlow?.abort();
    const flow = new AbortController();
    this.providerFlow = flow;
    let tokens: { idToken: string; nonce: string };
    try {
      tokens = await runOidcFlow({
        settings,
        signal: flow.signal,
        openBrowser: async (url) => {
          // Reviewed (electronegativity): the provider's authorization URL from its discovery.
          const handledBy =
            await this.options.openExternal(url); /* eng-disable OPEN_EXTERNAL_JS_CHECK */
          if (handledBy === 'renderer') this.options.emit('auth.providerUrl', { url });
        },
      });
    } catch (error) {
      this.options.log?.(`OpenID sign-in: ${String(error)}`);
      return {
        ok: false,
        message: error instanceof OidcFlowError ? error.message : MESSAGES.oidcFailed,
      };
    } finally {
      if (this.providerFlow === flow) this.providerFlow = null;
    }
    await this.whenReady();
    const result = await this.session.loginWithIdToken(tokens.idToken, tokens.nonce, remember);
    if (result.ok) this.kickDrafts();
    return result;
  }

  private externalApp(name: string): string | null {
    const value = this.options.env[name];
    return value && isAllowedExternalUrl(value) ? value : null;
  }
}
