// The demo's public sites do not exist (`*.demo.backoffice.test`): each published demo article
// records its public address as not answering, so « Visualiser » shows the spec's dialog
// (000 §2: "If the public URL is unreachable a dialog is shown") instead of a page that cannot
// load; an older demo gets them at the next seed.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/src/db/database';
import { seedArticles } from '../../../server/src/seed/articles';
import { seedCatalogue, seedUsers, type Catalogue } from '../../../server/src/seed/catalogue';
import { queryRows } from '../../../server/src/services/content/sqlRows';
import { forEachBackend } from '../helpers/backends';

forEachBackend('content: the demo records its public addresses as not answering', (backend) => {
  let handle: DatabaseHandle;
  let catalogue: Catalogue;
  const now = new Date();

  beforeAll(async () => {
    handle = await backend.openDatabase();
    catalogue = await seedCatalogue(
      handle.db,
      await seedUsers(handle.db, 'mot-de-passe-demo', now),
      now,
    );
  }, 60_000);
  afterAll(() => handle.close());

  const urls = () =>
    queryRows<{ canonical: string | null; address: string | null; status_ok: boolean | null }>(
      handle.db,
      sql`select a.canonical, u.origin || u.path as address, u.status_ok
            from articles a left join article_urls u on u.article_id = a.id`,
    );

  it('one not-answering address per article with a canonical URL, the same one, once', async () => {
    await seedArticles(handle.db, catalogue, 40, now);
    await handle.db.execute(
      sql`delete from article_urls where article_id in (select id from articles order by id limit 10)`,
    );
    // A re-seed gives an older demo its addresses, and adds none twice.
    await seedArticles(handle.db, catalogue, 40, now);
    await seedArticles(handle.db, catalogue, 40, now);
    const rows = await urls();
    expect(rows).toHaveLength(40);
    expect(rows.filter((r) => r.canonical).length).toBeGreaterThan(10);
    for (const row of rows) {
      if (row.canonical) expect(row).toMatchObject({ address: row.canonical, status_ok: false });
      else expect(row.address).toBeNull();
    }
  });
});
