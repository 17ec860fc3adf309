// The dashboard opens on today (Paris): the demo must have publications today and on the days
// before, whatever day it was seeded, and a re-seed the next day must bring today's back
// (issue 30). An article a journalist saved since the seed is never moved.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parisDay, resetDashboardFilter } from '../../../common/domain/dashboard';
import type { DatabaseHandle } from '../../../server/src/db/database';
import { seedArticles } from '../../../server/src/seed/articles';
import { seedCatalogue, seedUsers, type Catalogue } from '../../../server/src/seed/catalogue';
import {
  DEMO_EARLIER_DAYS,
  DEMO_PER_EARLIER_DAY,
  DEMO_TODAY,
  freshPublicationTimes,
  refreshDemoPublications,
} from '../../../server/src/seed/demoPublications';
import {
  dashboardCount,
  dashboardHistogram,
} from '../../../server/src/services/dashboard/dashboardQueries';
import { queryOne } from '../../../server/src/services/content/sqlRows';
import { forEachBackend } from '../helpers/backends';

const ARTICLES = 150;
const FRESH = DEMO_TODAY + DEMO_EARLIER_DAYS * DEMO_PER_EARLIER_DAY;

forEachBackend('dashboard: the demo has publications today', (backend) => {
  let handle: DatabaseHandle;
  let catalogue: Catalogue;
  // A Thursday afternoon in Paris, then the next morning.
  const seededAt = new Date('2026-11-26T14:30:00Z');
  const nextMorning = new Date('2026-11-27T08:10:00Z');

  beforeAll(async () => {
    handle = await backend.openDatabase();
    const userIds = await seedUsers(handle.db, 'mot-de-passe-demo', seededAt);
    catalogue = await seedCatalogue(handle.db, userIds, seededAt);
    await seedArticles(handle.db, catalogue, ARTICLES, seededAt);
  }, 60_000);
  afterAll(() => handle.close());

  const todayOnDashboard = (now: Date) =>
    dashboardCount(handle.db, {
      ...resetDashboardFilter(now),
      brandKey: null,
      brandKeys: null,
      search: null,
    });

  it('puts publications on today (before now) and on each of the six days before', () => {
    const times = freshPublicationTimes(seededAt);
    expect(times).toHaveLength(FRESH);
    const days = new Map<string, number>();
    for (const t of times) {
      expect(t.getTime()).toBeLessThan(seededAt.getTime());
      days.set(parisDay(t), (days.get(parisDay(t)) ?? 0) + 1);
    }
    expect(days.get('2026-11-26')).toBe(DEMO_TODAY);
    expect([...days.keys()].sort()).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
    // Just after midnight, today's are still today's.
    const early = freshPublicationTimes(new Date('2026-11-26T23:05:00Z'));
    expect(early.slice(0, DEMO_TODAY).every((t) => parisDay(t) === '2026-11-27')).toBe(true);
  });

  it('shows today on the dashboard after a seed, and again after a re-seed the next day', async () => {
    expect(await todayOnDashboard(seededAt)).toBe(0);
    expect(await refreshDemoPublications(handle.db, catalogue, ARTICLES, seededAt)).toBe(FRESH);
    expect(await todayOnDashboard(seededAt)).toBe(DEMO_TODAY);
    // Their first version moved with them: never dated before the article was created.
    const histories = await queryOne<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from article_histories h join articles a on a.id = h.article_id
          where a.published_at >= ${new Date(seededAt.getTime() - 7 * 86_400_000).toISOString()}::timestamptz
            and a.published_at <= ${seededAt.toISOString()}::timestamptz and h.created_at < a.created_at`,
    );
    expect(histories!.n).toBe(0);
    const chart = await dashboardHistogram(handle.db, {
      ...resetDashboardFilter(seededAt),
      brandKey: null,
      brandKeys: null,
      search: null,
    });
    expect(chart.unit).toBe('hour');
    expect(chart.total).toBe(DEMO_TODAY);
    expect(chart.buckets.filter((b) => b.count > 0).length).toBeGreaterThan(3);

    // A journalist saves one of today's articles: it stays where it is.
    const saved = await queryOne<{ id: string; published_at: Date | string }>(
      handle.db,
      sql`select id, published_at from articles where status = 'Published'
          order by published_at desc limit 1`,
    );
    await handle.db.execute(sql`update articles set version = 2 where id = ${saved!.id}`);

    expect(await todayOnDashboard(nextMorning)).toBe(0);
    expect(await refreshDemoPublications(handle.db, catalogue, ARTICLES, nextMorning)).toBe(
      FRESH - 1,
    );
    expect(await todayOnDashboard(nextMorning)).toBe(DEMO_TODAY - 1);
    const after = await queryOne<{ published_at: Date | string }>(
      handle.db,
      sql`select published_at from articles where id = ${saved!.id}`,
    );
    expect(new Date(after!.published_at).getTime()).toBe(new Date(saved!.published_at).getTime());
  });
});
