// forEachBackend(title, fn): runs the same suite against each database backend.
//   - PGlite in memory, always, each database loaded from the run's migrated template;
//   - PostgreSQL when TEST_DATABASE_URL is set (e.g. postgres://postgres@127.0.0.1:5432/test):
//     every database opened through the backend is a fresh one, created with a random name via
//     that URL and dropped when closed, so files and servers never see each other's rows.
//
//   forEachBackend('accounts', (backend) => {
//     let server: TestServer;
//     beforeAll(async () => { server = await startTestServer({ backend }); });
//     afterAll(() => server.close());
//     it('…', async () => { … });
//   });
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, inject } from 'vitest';
import { prepareDatabase } from '../../../server/src/app';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/database';

export type BackendKind = 'pglite' | 'postgres';

export interface TestBackend {
  kind: BackendKind;
  /**
   * A fresh database, migrated and seeded with the brands; `close()` also drops it (PostgreSQL),
   * whose connection string is `url` (a second pool on it is a second server process).
   */
  openDatabase(): Promise<DatabaseHandle & { url?: string }>;
}

export const pgliteBackend: TestBackend = {
  kind: 'pglite',
  async openDatabase() {
    // The run's migrated template (helpers/globalSetup.ts); migrations newer than it still run.
    const handle = await openDatabase({ kind: 'pglite', template: inject('pgliteTemplate') });
    await prepareDatabase(handle);
    return handle;
  },
};

export function postgresBackend(adminUrl: string): TestBackend {
  return {
    kind: 'postgres',
    async openDatabase() {
      const name = `bo_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        // The name is ours (letters, digits, underscore): safe to inline; DDL takes no parameters.
        await admin.query(`create database ${name}`);
      } finally {
        await admin.end();
      }
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
      await prepareDatabase(handle);
      return {
        ...handle,
        url: url.toString(),
        close: async () => {
          await handle.close();
          const dropper = new pg.Client({ connectionString: adminUrl });
          await dropper.connect();
          try {
            await dropper.query(`drop database if exists ${name} with (force)`);
          } finally {
            await dropper.end();
          }
        },
      };
    },
  };
}

/** The backends of this run: PGlite, plus PostgreSQL when TEST_DATABASE_URL is set. */
export function testBackends(): TestBackend[] {
  const url = process.env.TEST_DATABASE_URL?.trim();
  return url ? [pgliteBackend, postgresBackend(url)] : [pgliteBackend];
}

/** One `describe('<title> [pglite]')` (and `[postgres]`) per backend, each calling fn(backend). */
export function forEachBackend(title: string, fn: (backend: TestBackend) => void): void {
  for (const backend of testBackends()) {
    describe(`${title} [${backend.kind}]`, () => fn(backend));
  }
}
