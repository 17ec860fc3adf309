// One typed Drizzle handle over either backend: PGlite in a data folder (the embedded default)
// or PostgreSQL when a connection string is given. Callers never know which.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { FairPool, inTransaction } from './fairPool';
import { pgListener } from './listener';
import { lockDataFolder } from './folderLock';
import * as schema from './schema';

/** The contrib extensions the migrations use; a template must be built with the same set. */
export const PGLITE_EXTENSIONS = { unaccent, pg_trgm, btree_gin };

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs a multi-statement SQL script (migrations); no parameters. */
  runScript(sql: string): Promise<void>;
  /**
   * LISTENs on `channel` (issue 39, the live newsroom's fan-out): `onPayload` gets each NOTIFY's
   * payload once its transaction committed, and '' after a lost listening connection came back
   * (notifications may have been missed meanwhile: the caller catches up). Resolves to the
   * unlisten; close() also ends it.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir?: string;
      /**
       * A migrated empty database (`dumpDataDir`, see template.ts) loaded into a new folder (or a
       * new in-memory database) instead of running initdb there: the app's first start skips 2–3 s
       * of initdb (measured ×3 faster), and so does each server test's database.
       */
      template?: string;
    }
  | {
      kind: 'postgres';
      url: string;
      /**
       * Each statement of a request is cancelled past this (PostgreSQL's statement_timeout, 57014,
       * answered as REQUEST_TIMEOUT): one request cannot hold a connection for minutes. Scripts
       * (migrations, maintenance) run without it.
       */
      statementTimeoutMs?: number;
      /** Connections one user's queries hold at once (fairPool.ts); default 1 of the 10. */
      connectionsPerUser?: number;
    };

const PGLITE_SHARED_BUFFERS = '32MB';

/** A folder PGlite has never initialised (no PG_VERSION): where a template may be loaded. */
function isNewFolder(dataDir: string): boolean {
  return !existsSync(join(dataDir, 'PG_VERSION'));
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new FairPool(
      {
        connectionString: target.url,
        max: 10,
        ...(target.statementTimeoutMs ? { statement_timeout: target.statementTimeoutMs } : {}),
      },
      target.connectionsPerUser ?? 1,
    );
    // An idle connection killed by the server (restart, admin termination) must not crash the
    // process: the pool drops it and the next query opens a new one.
    pool.on('error', (error) => {
      console.error(`PostgreSQL : connexion inactive perdue (${error.message})`);
    });
    // Fail fast with a clear message instead of on the first request.
    await pool.query('select 1');
    const db = drizzlePostgres(pool, { schema });
    const transaction = db.transaction.bind(db);
    // A query sent through the pool inside a transaction skips its lane's limit (fairPool.ts).
    db.transaction = (body, config) => transaction((tx) => inTransaction(() => body(tx)), config);
    const listeners = new Set<() => Promise<void>>();
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      runScript: async (sql) => {
        const client = await pool.connect();
        try {
          await client.query('set statement_timeout = 0');
          await client.query(sql);
        } finally {
          await client.query('reset statement_timeout').catch(() => {});
          client.release();
        }
      },
      listen: async (channel, onPayload) => {
        // A dedicated client outside the pool: a LISTEN lives as long as its connection.
        const stop = await pgListener(target.url, channel, onPayload);
        const unlisten = async () => {
          listeners.delete(unlisten);
          await stop();
        };
        listeners.add(unlisten);
        return unlisten;
      },
      close: async () => {
        await Promise.all([...listeners].map((unlisten) => unlisten()));
        await pool.end();
      },
    };
  }
  // dataDir undefined = in-memory (tests). A folder is taken for this process first.
  const lock = target.dataDir ? lockDataFolder(target.dataDir) : null;
  let client: PGlite;
  try {
    // In memory (tests) every database is new; a folder only when PGlite never initialised it.
    const template =
      target.template &&
      (!target.dataDir || isNewFolder(target.dataDir)) &&
      existsSync(target.template)
        ? new Blob([readFileSync(target.template)])
        : undefined;
    client = await PGlite.create(target.dataDir ?? 'memory://', {
      extensions: PGLITE_EXTENSIONS,
      // Postgres allocates and writes its shared buffers at every start (128 MB by default): in
      // PGlite, WebAssembly memory touched before the first query. The embedded server serves one
      // journalist; 32 MB hold its working set (fresh folder: RSS 346 → ~235 MB, open 1.8 → ~0.9 s).
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
      ...(template ? { loadDataDir: template } : {}),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    kind: 'pglite',
    runScript: async (sql) => {
      await client.exec(sql);
    },
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten().catch(() => {});
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
