// PostgreSQL connections shared fairly between users. GraphQL resolves a query's fields at once, so
// one request of 30 aliased counts asked the pool for 30 connections, and a user sending four of
// them held all ten: everyone else's queries queued behind theirs (load bench: the others' p99 ×21).
// Each request runs in its user's lane (`inLane`, set by the HTTP layer); a lane holds at most
// `perLane` connections at once and its other queries wait in the lane, not in the pool's queue.
// Work outside a request (jobs, migrations, start-up) has no lane and is not limited, and neither
// is a query started inside a transaction (`inTransaction`): its lane already holds the
// transaction's connection, and making it wait for that lane's other slot could wait forever.

import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

interface Scope {
  lane: string;
  inTransaction: boolean;
  /** Aborted when the request is given up (its deadline): its queries still waiting are dropped. */
  signal?: AbortSignal;
}

const currentScope = new AsyncLocalStorage<Scope>();

/**
 * Runs `work` (and every query it starts) in `lane`. Once `signal` aborts, the queries of `work`
 * still waiting for the lane are dropped (they fail) instead of running for a request already
 * answered: a request timed out with 30 aliased counts queued left them all to run, and the
 * user's next requests queued more behind them.
 */
export function inLane<T>(lane: string, work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  return currentScope.run({ lane, inTransaction: false, signal }, work);
}

/** The error of a query dropped because its request was given up. */
export class AbandonedQueryError extends Error {
  constructor() {
    super('Requête abandonnée : sa demande a dépassé son délai.');
  }
}

/** Runs a transaction's body: the queries it sends through the pool skip the lane's limit. */
export function inTransaction<T>(work: () => Promise<T>): Promise<T> {
  const scope = currentScope.getStore();
  return scope ? currentScope.run({ ...scope, inTransaction: true }, work) : work();
}

interface Lane {
  held: number;
  waiting: (() => void)[];
}

type ConnectCallback = (
  error: Error | undefined,
  client?: pg.PoolClient,
  done?: () => void,
) => void;

export class FairPool extends pg.Pool {
  private readonly lanes = new Map<string, Lane>();

  constructor(
    config: pg.PoolConfig,
    private readonly perLane: number,
  ) {
    super(config);
  }

  // pg-pool's own query() checks out through connect(): one override covers both.
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const scope = currentScope.getStore();
    if (!scope || scope.inTransaction)
      return callback ? super.connect(callback as never) : super.connect();
    const key = scope.lane;
    const checkout = this.acquire(key, scope.signal).then(() =>
      super.connect().then(
        (client) => this.releasingSlot(client, key),
        (error: unknown) => {
          this.free(key);
          throw error;
        },
      ),
    );
    if (!callback) return checkout;
    checkout.then(
      (client) => callback(undefined, client, client.release as () => void),
      (error: Error) => callback(error),
    );
  }

  private acquire(key: string, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(new AbandonedQueryError());
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = { held: 0, waiting: [] };
      this.lanes.set(key, lane);
    }
    const waiting = lane.waiting;
    const granted = new Promise<void>((resolve, reject) => {
      const drop = () => {
        const at = waiting.indexOf(take);
        if (at === -1) return;
        waiting.splice(at, 1);
        reject(new AbandonedQueryError());
      };
      const take = () => {
        signal?.removeEventListener('abort', drop);
        resolve();
      };
      signal?.addEventListener('abort', drop, { once: true });
      waiting.push(take);
    });
    this.grant(key, lane);
    return granted;
  }

  /** Hands the lane's free slots to its waiting queries, in order. */
  private grant(key: string, lane: Lane): void {
    while (lane.held < this.perLane && lane.waiting.length > 0) {
      lane.held++;
      lane.waiting.shift()!();
    }
    if (lane.held === 0 && lane.waiting.length === 0) this.lanes.delete(key);
  }

  private free(key: string): void {
    const lane = this.lanes.get(key);
    if (!lane) return;
    lane.held--;
    this.grant(key, lane);
  }

  /** The client's release (set anew at each checkout) also frees the lane's slot, once. */
  private releasingSlot(client: pg.PoolClient, key: string): pg.PoolClient {
    const release = client.release.bind(client);
    let freed = false;
    client.release = (error?: Error | boolean) => {
      if (!freed) {
        freed = true;
        this.free(key);
      }
      return release(error);
    };
    return client;
  }
}
