// The embedded server's supervisor: starts it when no other API is chosen, says its state
// ('embedded.status'), stops it on purpose, and starts it again, with a growing wait, when it ended
// on its own (a crash, a kill) so the app comes back online by itself and the outbox replays.
import type { EmbeddedState } from '../../common/ipc/channels';
import type { RunningServer } from './EmbeddedServer';

/** Restarts of an embedded server that ended on its own: first wait, and the longest. */
export const EMBEDDED_RESTART_DELAYS_MS = { first: 1_000, max: 30_000 } as const;

export interface EmbeddedSupervisorOptions {
  startServer: () => Promise<RunningServer>;
  /** Each change of state, for the windows. */
  onState: (state: EmbeddedState) => void;
  /** The server ended on its own: calls fail as offline until it is back. */
  onEnded: () => void;
  /** Starts the app's services again once the wait is over (the server with them). */
  restart: () => Promise<void>;
  log?: (message: string) => void;
}

export class EmbeddedSupervisor {
  private running: RunningServer | null = null;
  private starting: Promise<void> | null = null;
  /** Wait before starting the server again after it ended on its own (doubles while starts fail). */
  private restartDelayMs: number = EMBEDDED_RESTART_DELAYS_MS.first;
  private restartTimer: NodeJS.Timeout | null = null;
  private halted = false;
  private current: EmbeddedState = { state: 'none', message: null };

  constructor(private readonly options: EmbeddedSupervisorOptions) {}

  /** The server once it answers; null while it starts, after it ended, or when another API is used. */
  get server(): RunningServer | null {
    return this.running;
  }

  get state(): EmbeddedState {
    return this.current;
  }

  setState(next: EmbeddedState): void {
    this.current = next;
    this.options.onState(next);
  }

  /** Starts the server unless it runs; fails (state 'failed') when it could not start. */
  async ensureStarted(): Promise<void> {
    if (this.running) return;
    this.setState({ state: 'starting', message: null });
    this.starting ??= this.options.startServer().then((server) => {
      this.running = server;
      this.restartDelayMs = EMBEDDED_RESTART_DELAYS_MS.first;
      void server.exited.then(() => this.ended(server));
    });
    try {
      await this.starting;
      this.setState({ state: 'ready', message: null });
    } catch (error) {
      this.setState({
        state: 'failed',
        message: error instanceof Error ? error.message : String(error),
      });
      throw error;
    } finally {
      this.starting = null;
    }
  }

  /** Stops the server on purpose (not a crash: no restart); one still starting is stopped once up. */
  async release(): Promise<void> {
    const server =
      this.running ?? (await this.starting?.then(() => this.running).catch(() => null));
    this.running = null;
    await server?.stop();
  }

  /** The app stops: no restart from now on (the server itself goes with `release`). */
  halt(): void {
    this.halted = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
  }

  private ended(server: RunningServer): void {
    if (this.running !== server || this.halted) return;
    this.running = null;
    this.options.onEnded();
    this.scheduleRestart("Le serveur intégré s'est arrêté");
  }

  private scheduleRestart(reason: string): void {
    const delay = this.restartDelayMs;
    this.restartDelayMs = Math.min(delay * 2, EMBEDDED_RESTART_DELAYS_MS.max);
    this.options.log?.(`${reason} : redémarrage dans ${delay / 1000} s.`);
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      if (this.halted) return;
      this.options.restart().catch((error: unknown) => {
        this.scheduleRestart(
          `Le serveur intégré n'a pas redémarré (${error instanceof Error ? error.message : String(error)})`,
        );
      });
    }, delay);
  }
}
