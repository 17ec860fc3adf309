// What the composition root (Backoffice.ts) is given by its host, and what it hands its parts:
// each part names the few services it uses (`Pick<BackofficeServices, …>`).
import type { AppInfo, EventName, EventPayload } from '../../common/ipc/channels';
import type { CreateLocalFrenchEngine } from '../../engines/correction/localEngine';
import type { RunningServer } from '../embedded/EmbeddedServer';
import type { DesktopHostParts } from '../desktop/DesktopServices';
import type { ServerCheck } from '../setup/serverCheck';
import type { KeyValueStoreFactory } from '../storage/keyValueStore';
import type { SecretStore } from '../vault/TokenVault';
import type { Updater } from '../desktop/updates';
import type { Backoffice } from './Backoffice';

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
  /** The installed app's updater (electron-updater with a feed address); none: no update check. */
  updater?: Updater | null;
  /** The key-value engine of the settings and drafts: conf by default, electron-store under Electron. */
  createStore?: KeyValueStoreFactory;
  /** Starts the local French correction engine (engines/correction by default). */
  createCorrectionEngine?: CreateLocalFrenchEngine;
  /** Electron's notifications, window focus and route opener (issue 38; main/desktop). */
  desktop?: DesktopHostParts;
}

/** The services a part of the app may be handed: Backoffice's, minus the hosts' own entry points. */
export type BackofficeServices = Pick<
  Backoffice,
  | 'options'
  | 'settings'
  | 'vault'
  | 'api'
  | 'session'
  | 'embeds'
  | 'podcasts'
  | 'uploads'
  | 'uploadQueue'
  | 'videoUploadQueue'
  | 'downloads'
  | 'drafts'
  | 'readCache'
  | 'locks'
  | 'embedded'
  | 'correctionEngine'
  | 'correction'
  | 'aiSuggestions'
  | 'updates'
  | 'desktop'
  | 'live'
  | 'location'
  | 'start'
  | 'whenReady'
  | 'authorizedRequest'
  | 'kickDrafts'
>;
