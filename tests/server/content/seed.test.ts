// The demo seed is idempotent: a second run adds nothing and changes no count.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RichTextDoc } from '../../../common/domain/article';
import { slidesMissingCredit, slidesOf } from '../../../common/domain/slideshow';
import type { DatabaseHandle } from '../../../server/src/db/database';
import { seedArticles } from '../../../server/src/seed/articles';
import { seedCatalogue, seedUsers } from '../../../server/src/seed/catalogue';
import { parseSeedArgs } from '../../../server/src/seed/cli';
import { seedDemoContent } from '../../../server/src/seed/demoContent';
import { listCards } from '../../../server/src/services/cards/cards';
import { listOrphanPages } from '../../../server/src/services/orphanPages/orphanPages';
import { listPushes } from '../../../server/src/services/pushes/pushes';
import { queryOne } from '../../../server/src/services/content/sqlRows';
import { forEachBackend } from '../helpers/backends';

forEachBackend('content: seed', (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.openDatabase();
  });
  afterAll(() => handle.close());

  const counts = async () =>
    queryOne<Record<string, number>>(
      handle.db,
      sql`select (select count(*)::int from articles) as articles, (select count(*)::int from article_tags) as tags,
                 (select count(*)::int from authors) as authors, (select count(*)::int from categories) as categories,
                 (select count(*)::int from users) as users, (select count(*)::int from article_histories) as histories`,
    );

  it('seeds users, a catalogue per brand and articles once, however often it runs', async () => {
    const run = async () => {
      const now = new Date();
      const userIds = await seedUsers(handle.db, 'mot-de-passe-demo', now);
      return seedArticles(handle.db, await seedCatalogue(handle.db, userIds, now), 120, now);
    };
    expect(await run()).toBe(120);
    const first = await counts();
    expect(first).toMatchObject({ articles: 120, users: 4, histories: 120 });
    expect(await run()).toBe(0);
    expect(await counts()).toEqual(first);
    const published = await queryOne<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from articles where status = 'Published'`,
    );
    expect(published!.n).toBeGreaterThan(60);
    // Slideshows are made of credited photo slides (a published one could not be otherwise).
    const slideshows = await handle.db.execute(
      sql`select body from articles where format = 'Slideshow'`,
    );
    const bodies = (slideshows as unknown as { rows: { body: RichTextDoc }[] }).rows;
    expect(bodies.length).toBeGreaterThan(5);
    for (const { body } of bodies) {
      const slides = slidesOf(body);
      expect(slides.length).toBeGreaterThanOrEqual(4);
      expect(slidesMissingCredit(slides)).toEqual([]);
    }
  });

  it('gives the demo cards, orphan pages and past pushes once, as the screens list them', async () => {
    const now = new Date();
    const userIds = await seedUsers(handle.db, 'mot-de-passe-demo', now);
    const catalogue = await seedCatalogue(handle.db, userIds, now);
    // Pushes go on published articles (already there when the first test ran: nothing added).
    await seedArticles(handle.db, catalogue, 120, now);
    const pushCount = () =>
      queryOne<{ n: number }>(
        handle.db,
        sql`select coalesce(sum(push_count), 0)::int as n from articles`,
      );
    const before = (await pushCount())!.n;
    expect(await seedDemoContent(handle.db, catalogue, now)).toEqual({
      cards: 18,
      orphanPages: 12,
      pushes: 30,
    });
    expect(await seedDemoContent(handle.db, catalogue, now)).toEqual({
      cards: 0,
      orphanPages: 0,
      pushes: 0,
    });
    // One per pushed article (a group of Android and iOS), counted once.
    expect((await pushCount())!.n).toBe(before + 15);
    const cards = await listCards(handle.db, { brandKey: 'TEL', brandKeys: null }, {}, now);
    expect(cards.map((c) => c.status).sort()).toEqual([
      'Archived',
      'Published',
      'Published',
      'Published',
      'Published',
      'Published',
    ]);
    const pages = await listOrphanPages(handle.db, { brandKey: 'CAP', brandKeys: null }, {});
    expect(pages.map((p) => p.uri).sort()).toContain('/jeux/reglement');
    const pushes = await listPushes(handle.db, { brandKey: 'GEO', brandKeys: null }, {});
    expect(pushes).toHaveLength(10);
    expect(pushes.filter((p) => p.state === 'cancelled')).toHaveLength(2);
  });

  it.each([
    [['--demo'], { demo: true, articles: 2000 }],
    [['--articles', '100000'], { demo: false, articles: 100000 }],
  ])('reads %j', (argv, expected) => {
    expect(parseSeedArgs(argv)).toEqual(expected);
  });

  it('refuses a bad article count in French', () => {
    expect(() => parseSeedArgs(['--articles', 'beaucoup'])).toThrow(/Usage : npm run seed/);
  });
});
