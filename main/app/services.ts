// What the composition root (Backoffice.ts) is given by its host, and what it hands its parts:
// each part names the few services it uses (`Pick<BackofficeServices, …>`).
import type { AppInfo, EventName, EventPayload } from '../../common/ipc/channels';
import type { CreateLocalFrenchEngine } from '../../engines/correction/localEngine';
import type { RunningServer } from '../embedded/EmbeddedServer';
import type { ServerCheck } from '../setup/serverCheck';
import type { SecretStore } from '../vault/TokenVault';
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
  /** Starts the local French correction engine (engines/correction by default). */
  createCorrectionEngine?: CreateLocalFrenchEngine;
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
  | 'live'
  | 'location'
  | 'start'
  | 'whenReady'
  | 'authorizedRequest'
  | 'kickDrafts'
>;
