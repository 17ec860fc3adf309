// The main-process services shared by both hosts (Electron and the browser host), wired together
// and exposed as the contract's handlers. Host-specific pieces come in as small functions.
import type { AppInfo, EventName, EventPayload, GraphqlRequest, GraphqlResult } from '../../common/ipc/channels';
import { GraphqlBridge, errorCodes } from '../api/GraphqlBridge';
import type { RunningServer } from '../embedded/EmbeddedServer';
import { postJson } from '../api/httpTransport';
import { draftHandlers } from '../drafts/draftHandlers';
import { EmbedMetadataClient, embedServiceConfig } from '../embeds/EmbedMetadataClient';
import { embedHandlers } from '../embeds/embedHandlers';
import { openDraftSync, type SyncEngine } from '../drafts/SyncEngine';
import { createDispatcher, type Dispatch, type Handlers } from '../ipc/dispatcher';
import { SessionService } from '../session/SessionService';
import { SettingsStore } from '../settings/SettingsStore';
import { UploadRegistry } from '../uploads/UploadRegistry';
import { TokenVault, vaultServiceName, type SecretStore } from '../vault/TokenVault';
import { resolveApiLocation } from './ApiLocation';

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
  emit: <E extends EventName>(event: E, payload: EventPayload<E>) => void;
  log?: (message: string) => void;
}

/** Only web and mail links leave the app (Element Desktop's safeOpenURL rule). */
export function isAllowedExternalUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol);
  } catch {
    return false;
  }
}

export class Backoffice {
  readonly settings: SettingsStore;
  readonly uploads = new UploadRegistry();
  readonly vault: TokenVault;
  readonly api: GraphqlBridge;
  readonly session: SessionService;
  /** The embed-metadata service (spec 001 §7), asked from main: its URL and key stay here. */
  readonly embeds: EmbedMetadataClient;
  readonly dispatch: Dispatch;
  /** Local drafts and the outbox, opened from the data folder (main/drafts). */
  readonly drafts: Promise<SyncEngine>;
  private embedded: RunningServer | null = null;
  private embeddedStarting: Promise<void> | null = null;
  /** Wait before starting the embedded server again after it ended on its own (doubles while starts fail). */
  private restartDelayMs: number = EMBEDDED_RESTART_DELAYS_MS.first;
  private restartTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** Settles when the API location is known; API-bound channels wait for it. */
  private ready: Promise<void> = Promise.resolve();

  constructor(private readonly options: BackofficeOptions) {
    this.settings = new SettingsStore(options.dataDir);
    this.vault = new TokenVault(options.keychain, vaultServiceName(this.location().effectiveApiUrl ?? 'http://127.0.0.1'));
    this.api = new GraphqlBridge({
      apiUrl: () => this.location().effectiveApiUrl,
      // The embedded server is reached over its process's message channel, any other over HTTP.
      transport: (url, request) => (this.location().source === 'embedded' && this.embedded ? this.embedded.transport : postJson)(url, request),
      clientVersion: options.version,
      onStatus: (online) => {
        options.emit('api.status', { online });
        if (online) this.kickDrafts();
      },
    });
    this.session = new SessionService(this.api, this.vault, this.settings);
    this.embeds = new EmbedMetadataClient(() => embedServiceConfig(options.env, this.settings.get().embedMetadataUrl), { log: options.log });
    this.drafts = openDraftSync({
      dataDir: options.dataDir,
      send: (request, saveId) => this.authorizedRequest(request, saveId),
      emit: (event) => options.emit('drafts.sync', event),
      log: options.log,
    });
    void this.drafts.catch((error: unknown) => options.log?.(`Brouillons indisponibles : ${error instanceof Error ? error.message : String(error)}`));
    this.dispatch = createDispatcher(this.handlers(), options.log);
  }

  location() {
    return resolveApiLocation(this.options.env.BACKOFFICE_API_URL, this.settings.get().apiUrl, this.embedded?.url ?? null);
  }

  /** Starts the embedded server when no API is configured; resolves once the API is known. */
  start(): Promise<void> {
    this.ready = this.startNow();
    return this.ready;
  }

  private async whenReady(): Promise<void> {
    await this.ready.catch(() => {});
  }

  private async startNow(): Promise<void> {
    if (this.location().source === 'embedded' && !this.embedded) {
      this.embeddedStarting ??= this.options.startEmbeddedServer().then((server) => {
        this.embedded = server;
        this.restartDelayMs = EMBEDDED_RESTART_DELAYS_MS.first;
        void server.exited.then(() => this.embeddedEnded(server));
      });
      try {
        await this.embeddedStarting;
      } finally {
        this.embeddedStarting = null;
      }
    }
    const url = this.location().effectiveApiUrl;
    if (url) this.vault.useService(vaultServiceName(url));
    this.kickDrafts();
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
        this.scheduleRestart(`Le serveur intégré n'a pas redémarré (${error instanceof Error ? error.message : String(error)})`);
      });
    }, delay);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    await this.drafts.then((sync) => sync.stop(), () => {});
    const server = this.embedded;
    this.embedded = null;
    await server?.stop();
  }

  /** Replays the outbox now; a failed opening was already logged and fails the drafts channels. */
  private kickDrafts(): void {
    void this.drafts.then((sync) => sync.kick(), () => {});
  }

  /** Every API call of the app, the outbox's replays included: the session's token, expiry handled. */
  private async authorizedRequest(request: GraphqlRequest, idempotencyKey?: string): Promise<GraphqlResult> {
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
      'auth.session': async () => (await this.whenReady(), this.session.session()),
      'auth.login': async (request) => {
        await this.whenReady();
        const result = await this.session.login(request);
        // Saves queued while signed out can go now.
        if (result.ok) this.kickDrafts();
        return result;
      },
      'auth.logout': async () => (await this.whenReady(), this.session.logout()),
      'graphql.request': (request) => this.authorizedRequest(request),
      'settings.get': async () => this.location(),
      'settings.set': async ({ apiUrl }) => {
        await this.session.logout();
        this.settings.update({ apiUrl });
        await this.start();
        return this.location();
      },
      'uploads.registerPath': async (request) => {
        if (this.options.host !== 'electron') throw new Error('Paths are only accepted from the Electron preload');
        return this.uploads.register({ path: request.path, name: request.name, type: request.type, temporary: false });
      },
      'app.info': async () => ({
        name: this.options.appName,
        version: this.options.version,
        host: this.options.host,
        platform: process.platform,
        online: this.api.isOnline,
        externalApps: {
          recipe: this.externalApp('BACKOFFICE_RECIPE_APP_URL'),
          newsletter: this.externalApp('BACKOFFICE_NEWSLETTER_APP_URL'),
          people: this.externalApp('BACKOFFICE_PEOPLE_APP_URL'),
        },
      }),
      'app.openExternal': async ({ url }) => {
        if (!isAllowedExternalUrl(url)) return { handledBy: 'refused' as const };
        return { handledBy: await this.options.openExternal(url) };
      },
    };
  }

  private externalApp(name: string): string | null {
    const value = this.options.env[name];
    return value && isAllowedExternalUrl(value) ? value : null;
  }
}
