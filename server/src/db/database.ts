// One typed Drizzle handle over either backend: PGlite in a data folder (the embedded default)
// or PostgreSQL when a connection string is given. Callers never know which.
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs a multi-statement SQL script (migrations); no parameters. */
  runScript(sql: string): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget = { kind: 'pglite'; dataDir?: string } | { kind: 'postgres'; url: string };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection killed by the server (restart, admin termination) must not crash the
    // process: the pool drops it and the next query opens a new one.
    pool.on('error', (error) => {
      console.error(`PostgreSQL : connexion inactive perdue (${error.message})`);
    });
    // Fail fast with a clear message instead of on the first request.
    await pool.query('select 1');
    return {
      db: drizzlePostgres(pool, { schema }) as unknown as Database,
      kind: 'postgres',
      runScript: async (sql) => {
        await pool.query(sql);
      },
      close: () => pool.end(),
    };
  }
  // dataDir undefined = in-memory (tests).
  const client = await PGlite.create(target.dataDir ?? 'memory://', {
    extensions: { unaccent, pg_trgm, btree_gin },
  });
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    kind: 'pglite',
    runScript: async (sql) => {
      await client.exec(sql);
    },
    close: () => client.close(),
  };
}
