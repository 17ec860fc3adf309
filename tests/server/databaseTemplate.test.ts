// The embedded database template (server/src/db/template.ts): a new data folder starts from the
// migrated empty database instead of initdb, ends up with every migration applied, and a folder
// already initialised is never overwritten by it.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../server/src/app';
import { openDatabase } from '../../server/src/db/database';
import { listMigrations } from '../../server/src/db/migrate';
import { buildDatabaseTemplate } from '../../server/src/db/template';
import { sql } from 'drizzle-orm';

let dir: string;
let template: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'backoffice-template-'));
  template = join(dir, 'embedded-db.tar.gz');
  expect(await buildDatabaseTemplate(template)).toBeGreaterThan(0);
}, 180_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function appliedMigrations(dataDir: string): Promise<string[]> {
  const handle = await openDatabase({ kind: 'pglite', dataDir, template });
  try {
    await prepareDatabase(handle);
    const rows = await handle.db.execute(sql`select name from _migrations order by name`);
    return (rows as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
  } finally {
    await handle.close();
  }
}

describe('embedded database template', () => {
  it('starts a new folder from the template with every migration applied', async () => {
    const dataDir = join(dir, 'fresh');
    expect(await appliedMigrations(dataDir)).toEqual(listMigrations().map((m) => m.name));
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
  }, 180_000);

  it('leaves an initialised folder as it is', async () => {
    const dataDir = join(dir, 'fresh');
    const handle = await openDatabase({ kind: 'pglite', dataDir, template });
    await handle.runScript('create table kept (id int); insert into kept values (7);');
    await handle.close();
    const again = await openDatabase({ kind: 'pglite', dataDir, template });
    try {
      const rows = await again.db.execute(sql`select id from kept`);
      expect((rows as unknown as { rows: { id: number }[] }).rows).toEqual([{ id: 7 }]);
    } finally {
      await again.close();
    }
  }, 180_000);
});
