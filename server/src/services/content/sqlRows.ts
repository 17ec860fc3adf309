// One way to run a parameterised raw query on either driver (node-postgres and PGlite both answer
// with `{ rows }`). Used where Drizzle's builder cannot express the query (full-text search,
// window functions); values always travel as parameters through the `sql` template.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';

export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}

export async function queryOne<T>(db: Database, query: SQL): Promise<T | undefined> {
  return (await queryRows<T>(db, query))[0];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids: anything else is unknown without asking the database (which would raise). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** Numbers of rows asked for a page: bounded so one request cannot read a whole table. */
export function pageOf(first: number | null | undefined, skip: number | null | undefined, fallback: number, max: number): { limit: number; offset: number } {
  const limit = Math.min(Math.max(first ?? fallback, 0), max);
  const offset = Math.max(skip ?? 0, 0);
  return { limit, offset };
}

/** `(…)` list of uuid parameters for `in`; callers pass ids already checked with isUuid. */
export function uuidList(ids: readonly string[]): SQL {
  return sql`(${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`;
}

/**
 * One uuid[] parameter, for `= any(…)`: a single bound value however many ids, where `uuidList`
 * makes Drizzle build and bind one parameter per id (measurable CPU for a page of 50).
 */
export function uuidArray(ids: readonly string[]): SQL {
  return sql`${sql.param([...ids])}::uuid[]`;
}
