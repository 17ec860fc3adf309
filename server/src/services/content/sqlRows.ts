// One way to run a parameterised raw query on either driver (node-postgres and PGlite both answer
// with `{ rows }`). Used where Drizzle's builder cannot express the query (full-text search,
// window functions); values always travel as parameters through the `sql` template.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';

export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/**
 * A statement whose text never changes, run under a name: PostgreSQL parses and plans it once per
 * connection instead of on every call (an article's relations, read by every save: ~1 ms of
 * planning each time otherwise). PGlite runs it as any other. Never for text built from input.
 */
export async function queryRowsNamed<T>(db: Database, name: string, query: SQL): Promise<T[]> {
  // Drizzle's session takes a statement name (its query builders' `.prepare(name)`); raw `sql`
  // has no such method, so the statement is prepared through the same session call.
  const internals = db as unknown as {
    dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
    session: {
      prepareQuery(
        query: { sql: string; params: unknown[] },
        fields: undefined,
        name: string,
        arrayMode: boolean,
      ): { execute(): Promise<unknown> };
    };
  };
  return rowsOf<T>(
    await internals.session
      .prepareQuery(internals.dialect.sqlToQuery(query), undefined, name, false)
      .execute(),
  );
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
export function pageOf(
  first: number | null | undefined,
  skip: number | null | undefined,
  fallback: number,
  max: number,
): { limit: number; offset: number } {
  const limit = Math.min(Math.max(first ?? fallback, 0), max);
  const offset = Math.max(skip ?? 0, 0);
  return { limit, offset };
}

/** `(…)` list of uuid parameters for `in`; callers pass ids already checked with isUuid. */
export function uuidList(ids: readonly string[]): SQL {
  return sql`(${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

/**
 * One uuid[] parameter, for `= any(…)`: a single bound value however many ids, where `uuidList`
 * makes Drizzle build and bind one parameter per id (measurable CPU for a page of 50).
 */
export function uuidArray(ids: readonly string[]): SQL {
  return sql`${sql.param([...ids])}::uuid[]`;
}
