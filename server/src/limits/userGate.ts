// Requests of one user run a few at a time: the others wait their turn in order, so a script
// firing hundreds of requests at once holds at most that many database connections and the other
// users' requests still find one free. Waiting requests are bounded too (TOO_MANY_REQUESTS).
import { LIMIT_MESSAGES, limitError, type ApiLimits } from './apiLimits';

interface Lane {
  running: number;
  waiting: (() => void)[];
}

export class UserGate {
  private readonly lanes = new Map<string, Lane>();

  constructor(
    private readonly limits: Pick<ApiLimits, 'concurrentRequestsPerUser' | 'queuedRequestsPerUser'>,
  ) {}

  /** Runs `work` when `key` has a free slot; refuses at once when too many already wait. */
  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = { running: 0, waiting: [] };
      this.lanes.set(key, lane);
    }
    if (lane.running >= this.limits.concurrentRequestsPerUser) {
      if (lane.waiting.length >= this.limits.queuedRequestsPerUser)
        throw limitError('TOO_MANY_REQUESTS', LIMIT_MESSAGES.busy);
      const current = lane;
      await new Promise<void>((resolve) => current.waiting.push(resolve));
    } else {
      lane.running++;
    }
    try {
      return await work();
    } finally {
      const next = lane.waiting.shift();
      // The slot passes straight to the next waiting request; else it is freed.
      if (next) next();
      else if (--lane.running === 0) this.lanes.delete(key);
    }
  }
}
