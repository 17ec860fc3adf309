// Per-request batch loaders (the `dataloader` package): every load() issued while GraphQL walks
// one level of a result is answered by one query. This is what keeps "50 articles with authors and
// tags" at a fixed number of SQL statements instead of 1 + 50 × relations.
import DataLoader from 'dataloader';

export type BatchLoader<K, V> = DataLoader<K, V>;

/**
 * Keys per query: a list budget of 50,000 items (limits/apiLimits.ts) could otherwise put that many
 * ids in one statement, and some relations bind one parameter per id (PostgreSQL allows 65,535).
 */
const MAX_BATCH = 5_000;

/** A loader whose keys `fetchMany` does not return get `fallback(key)` (an empty list, null, 0). */
export function batchLoader<K, V>(
  fetchMany: (keys: readonly K[]) => Promise<Map<K, V>>,
  fallback: (key: K) => V,
): BatchLoader<K, V> {
  return new DataLoader<K, V>(
    async (keys) => {
      const found = await fetchMany(keys);
      return keys.map((key) => (found.has(key) ? (found.get(key) as V) : fallback(key)));
    },
    {
      maxBatchSize: MAX_BATCH,
      // After every resolver of the current level has been called (they start within the same
      // macrotask), so the batch sees them all; statementBatch.ts flushes on the turn after.
      batchScheduleFn: (dispatch) => setImmediate(dispatch),
    },
  );
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
