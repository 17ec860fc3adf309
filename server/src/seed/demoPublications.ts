// The demo's recent news: the dashboard opens on today (Paris), so a demo whose publications are
// spread over three years showed « 0 résultat » and an empty chart. Some published demo articles
// are moved, at every run of the seed, to today (through the hours already gone) and to each of
// the days before: a demo seeded yesterday is up to date again after `npm run seed -- --demo`.
// Only articles nobody has saved since the seed (version 1, still Published) are moved.
import { sql } from 'drizzle-orm';
import { parisDay, parisDayStart } from '../../../common/domain/dashboard';
import type { Database } from '../db/database';
import { queryRows, uuidList } from '../services/content/sqlRows';
import { generateArticle } from './articles';
import type { Catalogue } from './catalogue';
import { seedId } from './determinism';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Publications of today, then of each earlier day of the week. */
export const DEMO_TODAY = 14;
export const DEMO_PER_EARLIER_DAY = 8;
export const DEMO_EARLIER_DAYS = 6;

/** When each fresh publication happens, relative to `now`: today's before now, earlier days by day. */
export function freshPublicationTimes(now: Date): Date[] {
  const todayStart = parisDayStart(parisDay(now));
  const elapsed = now.getTime() - todayStart.getTime();
  const today = Array.from(
    { length: DEMO_TODAY },
    // Spread over the hours already gone today, the last one a few minutes ago at most.
    (_, k) => new Date(now.getTime() - Math.floor((elapsed * (k + 0.5)) / DEMO_TODAY) - 1000),
  );
  const earlier = Array.from({ length: DEMO_EARLIER_DAYS }, (_, d) => {
    // Noon of that day keeps DST changes out of the day arithmetic.
    const start = parisDayStart(
      parisDay(new Date(todayStart.getTime() - (d + 1) * DAY + 12 * HOUR)),
    );
    return Array.from(
      { length: DEMO_PER_EARLIER_DAY },
      (_, k) => new Date(start.getTime() + 7 * HOUR + k * 1.8 * HOUR),
    );
  });
  return [...today, ...earlier.flat()];
}

/** Moves the demo's fresh publications to the days before `now`; returns how many moved. */
export async function refreshDemoPublications(
  db: Database,
  catalogue: Catalogue,
  count: number,
  now: Date,
): Promise<number> {
  const times = freshPublicationTimes(now);
  // The first published articles of the seed, the same ones at every run (the status of a
  // generated article does not depend on the date).
  const ids: string[] = [];
  for (let i = 0; i < count && ids.length < times.length; i++) {
    const generated = generateArticle(i, catalogue, catalogue.userIds[0] ?? '', now);
    if (generated.row.status === 'Published') ids.push(generated.row.id as string);
  }
  if (ids.length === 0) return 0;
  const rows = ids.map((id, k) => sql`(${id}::uuid, ${times[k]!.toISOString()}::timestamptz)`);
  const moved = await queryRows<{ id: string }>(
    db,
    sql`update articles a set published_at = v.at, updated_at = v.at, edited_at = null,
          created_at = v.at - interval '2 hours'
        from (values ${sql.join(rows, sql`, `)}) as v(id, at)
        where a.id = v.id and a.status = 'Published' and a.version = 1
        returning a.id`,
  );
  // Their seeded first version was written when they were created: it moves with them.
  if (moved.length)
    await db.execute(
      sql`update article_histories h set created_at = a.created_at
          from articles a where h.article_id = a.id
            and h.id in ${uuidList(moved.map((m) => seedId(`history:${m.id}`)))}`,
    );
  return moved.length;
}
