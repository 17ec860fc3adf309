// Whether the API answers, as main sees it (issue 13 "Know the network"): not the OS flag, which
// says nothing of a server gone away, but the calls themselves (a call that got no answer means
// offline, any answer means online) and a light probe: with backoff while offline, so the app
// notices the API's return by itself, and now and then while online, so a connection lost while
// the user is reading (no call going out) still shows. Every change is reported once.

/** Waits between probes while offline; the last one repeats. */
export const PROBE_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000] as const;
/** While online and idle, a probe when no call has been answered for this long. */
export const HEARTBEAT_MS = 10_000;

export interface ReachabilityOptions {
  /** One light request to the API: true when it got any answer. */
  probe: () => Promise<boolean>;
  onChange: (online: boolean) => void;
  delaysMs?: readonly number[];
  heartbeatMs?: number;
  now?: () => number;
}

export class Reachability {
  private state = true;
  private monitoring = false;
  private timer: NodeJS.Timeout | null = null;
  private attempt = 0;
  private lastAnswerAt: number;
  private probing: Promise<boolean> | null = null;

  constructor(private readonly options: ReachabilityOptions) {
    this.lastAnswerAt = this.now();
  }

  get online(): boolean {
    return this.state;
  }

  /** Starts the probes (the app is running); before this only calls change the state. */
  start(): void {
    this.monitoring = true;
    this.schedule();
  }

  stop(): void {
    this.monitoring = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** A call got an answer from the API (whatever its content). */
  answered(): void {
    this.lastAnswerAt = this.now();
    this.set(true);
  }

  /** A call got no answer (refused connection, timeout, server gone). */
  unanswered(): void {
    this.set(false);
  }

  /** Probes now (the OS says the network is back, the user asked): the state after it. */
  async checkNow(): Promise<boolean> {
    this.probing ??= this.options
      .probe()
      .catch(() => false)
      .finally(() => (this.probing = null));
    const answered = await this.probing;
    if (answered) this.answered();
    else this.unanswered();
    return this.state;
  }

  private set(online: boolean): void {
    if (online === this.state) return;
    this.state = online;
    this.attempt = 0;
    this.schedule();
    this.options.onChange(online);
  }

  private schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.monitoring) return;
    const delays = this.options.delaysMs ?? PROBE_DELAYS_MS;
    const delay = this.state
      ? (this.options.heartbeatMs ?? HEARTBEAT_MS)
      : (delays[Math.min(this.attempt, delays.length - 1)] ?? 15_000);
    this.timer = setTimeout(() => void this.tick(), delay);
    this.timer.unref?.();
  }

  private async tick(): Promise<void> {
    this.timer = null;
    const heartbeat = this.options.heartbeatMs ?? HEARTBEAT_MS;
    if (this.state && this.now() - this.lastAnswerAt < heartbeat) return this.schedule();
    const wasOnline = this.state;
    await this.checkNow();
    // Still offline: the next probe waits longer. A change already rescheduled.
    if (!this.state && !wasOnline) this.attempt += 1;
    if (this.state === wasOnline) this.schedule();
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }
}
