// The seeded first version of a demo article (« Historique des modifications ») holds what the
// article held — title, status, lead, body, relations — in the shape a save writes (issue 30:
// it showed « Chapô (vide) Corps (vide) »); a demo seeded before is repaired by a re-seed.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { docToPlainText } from '../../../common/richtext/plainText';
import type { RichTextDoc } from '../../../common/richtext/types';
import type { DatabaseHandle } from '../../../server/src/db/database';
import { articleId, seedArticles } from '../../../server/src/seed/articles';
import { seedCatalogue, seedUsers, type Catalogue } from '../../../server/src/seed/catalogue';
import { queryRows } from '../../../server/src/services/content/sqlRows';
import { forEachBackend } from '../helpers/backends';

interface Row {
  id: string;
  title: string;
  status: string;
  lead: RichTextDoc;
  body: RichTextDoc;
  snapshot: Record<string, unknown>;
}

forEachBackend('content: the seeded first version', (backend) => {
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

  const versions = () =>
    queryRows<Row>(
      handle.db,
      sql`select a.id, a.title, a.status, a.lead, a.body, h.snapshot
            from articles a join article_histories h on h.article_id = a.id order by a.id`,
    );

  const expectContent = (rows: Row[]) => {
    expect(rows).toHaveLength(30);
    for (const row of rows) {
      expect(row.snapshot).toMatchObject({ title: row.title, status: row.status });
      expect(row.snapshot.lead).toEqual(row.lead);
      expect(row.snapshot.body).toEqual(row.body);
      expect(docToPlainText(row.snapshot.lead as RichTextDoc)).not.toBe('');
      // (A slideshow's body is its slides: no text of its own.)
      if (row.body.content?.[0]?.type === 'paragraph')
        expect(docToPlainText(row.snapshot.body as RichTextDoc)).not.toBe('');
      // The same shape as a save's: relations, no lock, no search copies.
      expect(row.snapshot).toHaveProperty('relations.tags');
      expect(row.snapshot).not.toHaveProperty('bodyText');
    }
  };

  it('holds the lead and body of the article', async () => {
    await seedArticles(handle.db, catalogue, 30, now);
    expectContent(await versions());
  });

  it('gives an older demo its first versions back at the next seed', async () => {
    // How the seed wrote them before: title and status only.
    await handle.db.execute(
      sql`update article_histories set snapshot = jsonb_build_object('title', 'x', 'status', 'Draft', 'version', 1)
          where article_id = ${articleId(3)}::uuid or article_id = ${articleId(17)}::uuid`,
    );
    expect(await seedArticles(handle.db, catalogue, 30, now)).toBe(0);
    expectContent(await versions());
  });
});
