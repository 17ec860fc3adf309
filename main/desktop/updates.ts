// Application updates, without Electron: an `Updater` port (electron-updater's autoUpdater in the
// installed app, main/electron/autoUpdater.ts) driven by a flow that checks, downloads, tells the
// windows, and restarts only when no upload and no unsent save would be cut off.
import { isAllowedApiUrl } from '../../common/ipc/apiUrl';
import type { UpdateState } from '../../common/ipc/channels';

/** What the flow asks of an updater (electron-updater's shape, reduced). */
export interface Updater {
  /** The newer version offered by the feed, or null when the app is up to date. */
  check(): Promise<{ version: string } | null>;
  /** Downloads the offered version and verifies it (sha512 of the feed). */
  download(): Promise<void>;
  /** Quits and installs the downloaded version. */
  quitAndInstall(): void;
}

/** Work a restart would interrupt: uploads under way and saves not yet sent to the API. */
export interface PendingWork {
  uploads: number;
  saves: number;
}

export interface UpdateFlowOptions {
  updater: Updater;
  pending: () => Promise<PendingWork>;
  emit: (state: UpdateState) => void;
  log?: (message: string) => void;
}

/**
 * The update feed's address (BACKOFFICE_UPDATE_URL, electron-builder's generic provider): https,
 * or http to this computer only, like the API. None: the app never checks for updates.
 */
export function updateFeedUrl(env: NodeJS.ProcessEnv, log?: (line: string) => void): string | null {
  const value = env.BACKOFFICE_UPDATE_URL?.trim();
  if (!value) return null;
  if (isAllowedApiUrl(value)) return value;
  log?.(`Mise à jour : adresse ignorée (https:// attendu) : ${value}`);
  return null;
}

/** Every four hours while the app is open (and once at start). */
export const UPDATE_CHECK_INTERVAL_MS = 4 * 60 * 60 * 1000;

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

function waitingFor(work: PendingWork): UpdateState['waitingFor'] {
  if (work.saves > 0) return 'saves';
  if (work.uploads > 0) return 'uploads';
  return null;
}

export class UpdateFlow {
  private current: UpdateState | null = null;
  private busy: Promise<UpdateState | null> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private restarting = false;

  constructor(private readonly options: UpdateFlowOptions) {}

  /** The downloaded update, if any (a window opened later asks for it). */
  get state(): UpdateState | null {
    return this.current;
  }

  /** Checks now and every few hours; a second call (the embedded server restarted) does nothing. */
  start(): void {
    if (this.timer || this.restarting) return;
    void this.checkNow();
    this.timer = setInterval(() => void this.checkNow(), UPDATE_CHECK_INTERVAL_MS);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Checks the feed and downloads a newer version; a bad feed or no network is logged, never thrown. */
  checkNow(): Promise<UpdateState | null> {
    if (this.current) return Promise.resolve(this.current);
    this.busy ??= this.checkAndDownload().finally(() => (this.busy = null));
    return this.busy;
  }

  private async checkAndDownload(): Promise<UpdateState | null> {
    try {
      const offered = await this.options.updater.check();
      if (!offered) return null;
      await this.options.updater.download();
      this.current = {
        version: offered.version,
        waitingFor: waitingFor(await this.options.pending()),
        restartRequested: false,
      };
      this.options.emit(this.current);
      return this.current;
    } catch (error) {
      this.options.log?.(`Mise à jour : vérification impossible (${reason(error)})`);
      return null;
    }
  }

  /**
   * « Redémarrer »: restarts now when nothing is pending; otherwise remembers the request and
   * restarts once the uploads and saves are through (workChanged).
   */
  async restart(): Promise<{ restarted: boolean; state: UpdateState | null }> {
    if (!this.current) return { restarted: false, state: null };
    this.current = { ...this.current, restartRequested: true };
    const restarted = await this.workChanged();
    return { restarted, state: this.current };
  }

  /** An upload or a save moved: the label is updated, and a requested restart happens when free. */
  async workChanged(): Promise<boolean> {
    if (!this.current || this.restarting) return this.restarting;
    const waiting = waitingFor(await this.options.pending());
    if (waiting !== this.current.waitingFor) {
      this.current = { ...this.current, waitingFor: waiting };
      this.options.emit(this.current);
    }
    if (waiting || !this.current.restartRequested) return false;
    this.restarting = true;
    this.stop();
    this.options.updater.quitAndInstall();
    return true;
  }
}
