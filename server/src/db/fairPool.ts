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
}

const currentScope = new AsyncLocalStorage<Scope>();

/** Runs `work` (and every query it starts) in `lane`. */
export function inLane<T>(lane: string, work: () => Promise<T>): Promise<T> {
  return currentScope.run({ lane, inTransaction: false }, work);
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
    const checkout = this.acquire(key).then(() =>
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

  private acquire(key: string): Promise<void> {
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = { held: 0, waiting: [] };
      this.lanes.set(key, lane);
    }
    if (lane.held < this.perLane) {
      lane.held++;
      return Promise.resolve();
    }
    const waiting = lane.waiting;
    return new Promise((resolve) => waiting.push(resolve));
  }

  private free(key: string): void {
    const lane = this.lanes.get(key);
    if (!lane) return;
    const next = lane.waiting.shift();
    // The slot passes to the lane's next query; else it is freed.
    if (next) next();
    else if (--lane.held === 0) this.lanes.delete(key);
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
