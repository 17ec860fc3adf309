// Whether the API answers, as main sees it (issue 13 "Know the network"): not the OS flag, which
// says nothing of a server gone away, but the calls themselves (a call that got no answer means
// offline, any answer means online) and a light probe with a short timeout.
//
// Issue 30, a network gone silent (a train: packets dropped, not refused): a call then hangs
// instead of failing, so waiting for calls to fail took 21 s to notice and up to 25 s to come
// back. Hence:
// - online and idle, a probe as soon as no call has been answered for HEARTBEAT_MS, so a silent
//   network shows within heartbeat + probe timeout (< 5 s) even with no call going out;
// - a call left unanswered for a while asks for a probe at once (`suspect`, from the bridge);
// - offline, a probe every OFFLINE_PROBE_INTERVAL_MS, started whether or not the previous one is
//   still waiting (a probe sent into the silence just before the network returned must not delay
//   the next one), so the return is noticed within about a second;
// - a failure counts only when no answer arrived since that call or probe started: an old call
//   stuck on a dead connection does not flip a network that came back to offline again.
// Every change is reported once.

/** Offline: a probe starts this often (the previous one may still be waiting). */
export const OFFLINE_PROBE_INTERVAL_MS = 1_000;
/** While online and idle, a probe when no call has been answered for this long. */
export const HEARTBEAT_MS = 1_500;
/** Probes waiting at once while offline, at most (each ends at its own timeout). */
const MAX_PROBES_IN_FLIGHT = 3;

export interface ReachabilityOptions {
  /** One light request to the API with a short timeout: true when it got any answer. */
  probe: () => Promise<boolean>;
  onChange: (online: boolean) => void;
  offlineIntervalMs?: number;
  heartbeatMs?: number;
  now?: () => number;
}

/** Taken when a call starts: its failure counts only if no answer arrived since. */
export type CallMark = number;

export class Reachability {
  private state = true;
  private monitoring = false;
  private timer: NodeJS.Timeout | null = null;
  private lastAnswerAt: number;
  /** Answers seen so far: a failure whose mark is older than the last answer is stale. */
  private answers = 0;
  private probing: Promise<boolean> | null = null;
  private probesInFlight = 0;

  constructor(private readonly options: ReachabilityOptions) {
    this.lastAnswerAt = this.now();
  }

  get online(): boolean {
    return this.state;
  }

  /**
   * Offline as established by the probes that keep watching for the return: calls may skip the
   * network (answer from the local copy at once) without the app staying offline for good.
   */
  get knownOffline(): boolean {
    return this.monitoring && !this.state;
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

  /** Before a call goes out: pass it to `unanswered` if the call fails. */
  mark(): CallMark {
    return this.answers;
  }

  /** A call got an answer from the API (whatever its content). */
  answered(): void {
    this.answers += 1;
    this.lastAnswerAt = this.now();
    this.set(true);
  }

  /**
   * A call got no answer (refused connection, timeout, server gone). With the mark taken when it
   * started, ignored if another call got an answer meanwhile.
   */
  unanswered(since?: CallMark): void {
    if (since !== undefined && since !== this.answers) return;
    this.set(false);
  }

  /** A call is taking long: probe now (no wait) to tell a slow server from a silent network. */
  suspect(): void {
    if (this.state) void this.checkNow();
  }

  /** Probes now (the OS says the network is back, the user asked): the state after it. */
  async checkNow(): Promise<boolean> {
    this.probing ??= this.runProbe().finally(() => (this.probing = null));
    await this.probing;
    return this.state;
  }

  private async runProbe(): Promise<boolean> {
    const since = this.mark();
    this.probesInFlight += 1;
    try {
      const answered = await this.options.probe().catch(() => false);
      if (answered) this.answered();
      else this.unanswered(since);
      return answered;
    } finally {
      this.probesInFlight -= 1;
    }
  }

  private set(online: boolean): void {
    if (online === this.state) return;
    this.state = online;
    this.schedule();
    this.options.onChange(online);
  }

  private schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.monitoring) return;
    const delay = this.state
      ? Math.max(0, this.lastAnswerAt + this.heartbeatMs() - this.now())
      : (this.options.offlineIntervalMs ?? OFFLINE_PROBE_INTERVAL_MS);
    this.timer = setTimeout(() => this.tick(), delay);
    this.timer.unref?.();
  }

  private tick(): void {
    this.timer = null;
    if (!this.monitoring) return;
    if (this.state) {
      // An answer since this was planned moved the next heartbeat further.
      if (this.now() - this.lastAnswerAt < this.heartbeatMs()) return this.schedule();
      // One heartbeat at a time; the next is planned once it settled (answer or not).
      void this.checkNow().finally(() => {
        if (this.state && !this.timer) this.schedule();
      });
      return;
    }
    // Offline: one more probe now, without waiting for those still in the silence.
    if (this.probesInFlight < MAX_PROBES_IN_FLIGHT) void this.runProbe();
    this.schedule();
  }

  private heartbeatMs(): number {
    return this.options.heartbeatMs ?? HEARTBEAT_MS;
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }
}
