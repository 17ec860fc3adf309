// A minimal per-request batch loader: every load() issued while GraphQL walks one level of a
// result is answered by one query. This is what keeps "50 articles with authors and tags" at a
// fixed number of SQL statements instead of 1 + 50 × relations.
export class BatchLoader<K, V> {
  private pending: { key: K; resolve: (v: V) => void; reject: (e: unknown) => void }[] = [];
  private readonly cache = new Map<K, Promise<V>>();
  private scheduled = false;

  constructor(
    private readonly fetchMany: (keys: readonly K[]) => Promise<Map<K, V>>,
    private readonly fallback: (key: K) => V,
  ) {}

  load(key: K): Promise<V> {
    const cached = this.cache.get(key);
    if (cached) return cached;
    const promise = new Promise<V>((resolve, reject) => {
      this.pending.push({ key, resolve, reject });
    });
    this.cache.set(key, promise);
    if (!this.scheduled) {
      this.scheduled = true;
      // setImmediate runs after every resolver of the current level has been called (they are
      // started within the same macrotask), so the batch sees them all.
      setImmediate(() => void this.dispatch());
    }
    return promise;
  }

  private async dispatch(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    this.scheduled = false;
    try {
      const found = await this.fetchMany([...new Set(batch.map((b) => b.key))]);
      for (const b of batch) b.resolve(found.has(b.key) ? (found.get(b.key) as V) : this.fallback(b.key));
    } catch (error) {
      for (const b of batch) {
        this.cache.delete(b.key);
        b.reject(error);
      }
    }
  }
}

/** Groups rows by a key, keeping their order. */
export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}
