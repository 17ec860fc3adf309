// Every table the migrations create is declared in Drizzle (server/src/db/schema), and every column
// a declaration names exists in the migrated database: the SQL stays the source of truth, the
// Drizzle mirror may not drift from it nor leave a table to hand-written SQL aliases.
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/src/db/database';
import * as schema from '../../server/src/db/schema';
import { pgliteBackend } from './helpers/backends';

/** The migration runner's own bookkeeping (server/src/db/migrate.ts), not an application table. */
const NOT_APPLICATION_TABLES = ['_migrations'];

const declared = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => is(value, PgTable),
);

describe('the Drizzle schema mirrors the migrations', () => {
  let handle: DatabaseHandle;
  let columnsByTable: Map<string, Set<string>>;

  beforeAll(async () => {
    handle = await pgliteBackend.openDatabase();
    const rows = (await handle.db.execute(
      `select c.table_name, c.column_name from information_schema.columns c
         join information_schema.tables t using (table_schema, table_name)
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { table_name: string; column_name: string }[] };
    columnsByTable = new Map();
    for (const row of rows.rows) {
      const columns = columnsByTable.get(row.table_name) ?? new Set<string>();
      columns.add(row.column_name);
      columnsByTable.set(row.table_name, columns);
    }
  });
  afterAll(() => handle?.close());

  it('declares every table the migrations create', () => {
    const names = new Set(declared.map((table) => getTableName(table)));
    const missing = [...columnsByTable.keys()]
      .filter((name) => !names.has(name) && !NOT_APPLICATION_TABLES.includes(name))
      .sort();
    expect(missing).toEqual([]);
  });

  it('declares only tables and columns that exist', () => {
    const unknown: string[] = [];
    for (const table of declared) {
      const name = getTableName(table);
      const columns = columnsByTable.get(name);
      if (!columns) unknown.push(name);
      else
        for (const column of Object.values(getTableColumns(table)))
          if (!columns.has(column.name)) unknown.push(`${name}.${column.name}`);
    }
    expect(unknown).toEqual([]);
  });
});
