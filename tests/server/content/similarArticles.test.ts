// "Articles like this one" (the basis of tag and category suggestions) ranks only the brand's most
// recently updated articles that share a word with the article: ranking every article of the brand
// that shares a common word cost hundreds of milliseconds on each article opened.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/src/db/database';
import { articles } from '../../../server/src/db/schema/content';
import {
  orQueryOf,
  SIMILAR_CANDIDATES,
  similarArticleIds,
} from '../../../server/src/services/content/similarArticles';
import { queryRows } from '../../../server/src/services/content/sqlRows';
import { forEachBackend } from '../helpers/backends';

forEachBackend('similar articles', (backend) => {
  let handle: DatabaseHandle;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    handle = await backend.openDatabase();
    const rows = [
      ['target', 'TEL', 'Un festival de cinéma en plein air', '2026-11-20'],
      // The closest by far, but updated long ago.
      [
        'oldClosest',
        'TEL',
        'Festival de cinéma : le festival du cinéma en plein air',
        '2020-01-01',
      ],
      ['recentCinema', 'TEL', 'Le cinéma du quartier rouvre', '2026-11-19'],
      ['recentFestival', 'TEL', 'Un festival de musique', '2026-11-18'],
      ['unrelated', 'TEL', 'La réforme des retraites', '2026-11-21'],
      ['otherBrand', 'CAP', 'Festival de cinéma en plein air', '2026-11-21'],
    ] as const;
    for (const [key, brandKey, title, updated] of rows) {
      const [row] = await handle.db
        .insert(articles)
        .values({
          brandKey,
          format: 'Rich',
          status: 'Published',
          title,
          updatedAt: new Date(`${updated}T12:00:00Z`),
        })
        .returning({ id: articles.id });
      ids[key] = row!.id;
    }
    await handle.db.execute(
      sql`update articles set search_vector = public.article_search_vector(title, lead_text, body_text)`,
    );
  });
  afterAll(() => handle.close());

  const similar = async (candidates?: number) =>
    (
      await queryRows<{ id: string }>(
        handle.db,
        similarArticleIds(
          ids.target!,
          'TEL',
          orQueryOf('Un festival de cinéma en plein air')!,
          candidates,
        ),
      )
    ).map((r) => r.id);

  it('ranks the articles of the brand sharing a word, closest first, without the article itself', async () => {
    expect(SIMILAR_CANDIDATES).toBeGreaterThanOrEqual(100);
    const found = await similar();
    expect(found[0]).toBe(ids.oldClosest);
    expect([...found].sort()).toEqual(
      [ids.oldClosest, ids.recentCinema, ids.recentFestival].sort(),
    );
  });

  describe('with fewer candidates than matching articles', () => {
    it('ranks only the most recently updated ones', async () => {
      expect([...(await similar(2))].sort()).toEqual([ids.recentCinema, ids.recentFestival].sort());
    });
  });
});
