// The demo magazines (resources/demo/print-magazine.json) import over the demo catalogue: TEL's
// « Télé-Loisirs » and GEO's « GEO », board cards with their authors, user and category; twice
// gives the same rows.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { importDemoMagazine } from '../../../server/src/print/demoMagazine';
import { seedCatalogue, seedUsers } from '../../../server/src/seed/catalogue';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestServer } from '../helpers/testServer';

/** Rows of a print table (the names are this file's own). */
async function rowCount(db: TestServer['handle']['db'], table: string): Promise<number> {
  const r = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
    rows: { n: number }[];
  };
  return r.rows[0]!.n;
}

forEachBackend('demo print magazine', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend });
    const now = new Date('2026-11-27T06:00:00Z');
    const userIds = await seedUsers(server.handle.db, 'demo-backoffice', now);
    await seedCatalogue(server.handle.db, userIds, now);
  });
  afterAll(() => server.close());

  it('imports both magazines, idempotently', async () => {
    const first = await importDemoMagazine(server.handle.db);
    expect(first).toMatchObject({ publications: 2, issues: 4, units: 6, boardCards: 6 });
    const tables = [
      'print_subjects',
      'raw_article_versions',
      'board_cards',
      'print_subject_titles',
    ];
    const before = await Promise.all(tables.map((t) => rowCount(server.handle.db, t)));
    await importDemoMagazine(server.handle.db);
    expect(await Promise.all(tables.map((t) => rowCount(server.handle.db, t)))).toEqual(before);
    const cards = (await server.handle.db.execute(
      sql`select count(*)::int as n from board_cards where jsonb_array_length(author_ids) > 0 and category_id is not null`,
    )) as unknown as { rows: { n: number }[] };
    expect(cards.rows[0]!.n).toBe(6);
  });
});
