// Main's one local French engine (issue 33), shared by the as-you-type spelling channels and the
// correction relay: started on first use only (its dictionary and worker cost memory the app does
// not spend when nobody corrects), once, and closed when the app quits. An engine that cannot start
// (no dictionary) is reported once and leaves main without one: the underlining stays off and the
// relay gives the API's network error back, nothing crashes.
import type {
  CreateLocalFrenchEngine,
  LocalFrenchEngine,
} from '../../engines/correction/localEngine';

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class LocalEngineHost {
  private starting: Promise<LocalFrenchEngine | null> | null = null;
  private closed = false;

  constructor(
    private readonly create: CreateLocalFrenchEngine,
    private readonly log: (message: string) => void = () => {},
  ) {}

  /** The engine, started now if it is the first call; null when it cannot run (or the app quits). */
  engine(): Promise<LocalFrenchEngine | null> {
    if (this.closed) return Promise.resolve(null);
    this.starting ??= this.create({ log: this.log }).catch((error: unknown) => {
      this.log(`Correcteur local indisponible : ${reason(error)}`);
      return null;
    });
    return this.starting;
  }

  /** Stops the engine's worker and Grammalecte; an engine still starting is stopped once up. */
  async close(): Promise<void> {
    this.closed = true;
    const engine = await this.starting;
    await engine?.close();
  }
}
