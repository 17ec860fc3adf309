// What the composition root (Backoffice.ts) hands its parts: the host's options and the services
// it built. Each part names the few it uses (`Pick<BackofficeServices, …>`).
import type {
  AppInfo,
  EventName,
  EventPayload,
  GraphqlRequest,
  GraphqlResult,
  Settings,
} from '../../common/ipc/channels';
import type { GraphqlBridge } from '../api/GraphqlBridge';
import type { LockRegistry } from '../api/LockRegistry';
import type { DownloadRegistry } from '../dashboard/csvExport';
import type { ReadCache } from '../drafts/ReadCache';
import type { SyncEngine } from '../drafts/SyncEngine';
import type { RunningServer } from '../embedded/EmbeddedServer';
import type { EmbeddedSupervisor } from '../embedded/EmbeddedSupervisor';
import type { EmbedMetadataClient } from '../embeds/EmbedMetadataClient';
import type { SessionService } from '../session/SessionService';
import type { SettingsStore } from '../settings/SettingsStore';
import type { ServerCheck } from '../setup/serverCheck';
import type { UploadQueue } from '../uploads/UploadQueue';
import type { UploadRegistry } from '../uploads/UploadRegistry';
import type { SecretStore, TokenVault } from '../vault/TokenVault';

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

export interface BackofficeServices {
  readonly options: BackofficeOptions;
  readonly settings: SettingsStore;
  readonly vault: TokenVault;
  readonly api: GraphqlBridge;
  readonly session: SessionService;
  readonly embeds: EmbedMetadataClient;
  readonly uploads: UploadRegistry;
  readonly uploadQueue: UploadQueue;
  readonly downloads: DownloadRegistry;
  readonly drafts: Promise<SyncEngine>;
  readonly readCache: Promise<ReadCache | null>;
  readonly locks: LockRegistry;
  readonly embedded: EmbeddedSupervisor;
  /** Which API the app talks to now. */
  location(): Settings;
  /** (Re)starts the services for the API chosen; resolves once the API is known. */
  start(): Promise<void>;
  /** Settles once the API location is known (a failed start included). */
  whenReady(): Promise<void>;
  /** Every API call of the app: the session's token, expiry handled. */
  authorizedRequest(request: GraphqlRequest, idempotencyKey?: string): Promise<GraphqlResult>;
  /** Replays the outbox now. */
  kickDrafts(): void;
}
