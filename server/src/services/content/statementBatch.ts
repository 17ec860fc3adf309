// Every relation query a GraphQL level asks for, sent as one SQL statement. Loading one article
// for the editor needs a dozen relations; as separate queries that is a dozen round trips (each a
// socket write, a backend wake-up and Drizzle's query building: ~0.5 ms of CPU each on this
// machine, more than the queries themselves), and on a 2-core machine the parallel ones mostly
// queue. The batch wraps each query as `coalesce((select json_agg(x) from (<query>) x), '[]')`,
// joined with `union all`, and hands each caller its rows as JSON objects keyed by column name.
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { queryRows } from './sqlRows';

export type JsonRow = Record<string, unknown>;

interface Pending {
  query: SQL;
  resolve: (rows: JsonRow[]) => void;
  reject: (error: unknown) => void;
}

export class StatementBatch {
  private pending: Pending[] = [];
  private scheduled = false;

  constructor(private readonly db: Database) {}

  /**
   * Rows of `query` (its column names as keys; timestamps as ISO strings, JSON columns parsed).
   * Queries enqueued in the same turn of the event loop share one statement. Order inside a
   * query is kept: json_agg reads the sorted subquery in order.
   */
  rows(query: SQL): Promise<JsonRow[]> {
    return new Promise<JsonRow[]>((resolve, reject) => {
      this.pending.push({ query, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        // BatchLoaders dispatch from setImmediate; queries they enqueue there are flushed together
        // on the next turn.
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    this.scheduled = false;
    const parts = batch.map(
      (p, i) =>
        sql`select ${i}::int as q, coalesce((select json_agg(x) from (${p.query}) x), '[]'::json) as rows`,
    );
    try {
      const result = await queryRows<{ q: number; rows: JsonRow[] | string }>(
        this.db,
        sql.join(parts, sql` union all `),
      );
      const byIndex = new Map(
        result.map((r) => [
          Number(r.q),
          typeof r.rows === 'string' ? (JSON.parse(r.rows) as JsonRow[]) : r.rows,
        ]),
      );
      batch.forEach((p, i) => p.resolve(byIndex.get(i) ?? []));
    } catch (error) {
      for (const p of batch) p.reject(error);
    }
  }
}

/**
 * Turns a JSON row of a whole table (`to_jsonb(t)`) back into the row Drizzle would have read:
 * camelCase keys, Date objects for timestamps, other columns as they are. Columns the table
 * definition does not declare (generated search vectors) are left out.
 */
export function rowDecoder<T extends PgTable>(table: T): (json: JsonRow) => T['$inferSelect'] {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    name: column.name,
    isDate: column.columnType === 'PgTimestamp',
  }));
  return (json) => {
    const out: Record<string, unknown> = {};
    for (const c of columns) {
      const value = json[c.name] ?? null;
      out[c.key] = c.isDate && typeof value === 'string' ? new Date(value) : value;
    }
    return out as T['$inferSelect'];
  };
}

/** A timestamp read from JSON (ISO string) or from a driver (Date). */
export function dateOf(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}
