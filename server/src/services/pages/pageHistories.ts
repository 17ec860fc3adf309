// A page's saved versions, newest first (001 §7 categoryHistories, first 999), each with the
// snapshot written by the save.
import { sql } from 'drizzle-orm';
import { LIMITS } from '../../../../common/domain/limits';
import type { Database } from '../../db/database';
import { queryRows } from '../content/sqlRows';

export interface PageHistoryRow {
  id: string;
  categoryId: string;
  userId: string | null;
  createdAt: Date;
  snapshot: unknown;
}

export async function listPageHistories(
  db: Database,
  categoryId: string,
  first: number | null | undefined,
): Promise<PageHistoryRow[]> {
  const max = LIMITS.pageSize.categoryHistories;
  const limit = Math.min(Math.max(first ?? max, 0), max);
  const rows = await queryRows<Omit<PageHistoryRow, 'createdAt'> & { createdAt: string | Date }>(
    db,
    sql`select id, category_id as "categoryId", user_id as "userId", created_at as "createdAt", snapshot
          from category_histories where category_id = ${categoryId}::uuid
         order by created_at desc, (snapshot->>'version')::int desc limit ${limit}`,
  );
  return rows.map((r) => ({
    ...r,
    createdAt: new Date(r.createdAt),
    snapshot: typeof r.snapshot === 'string' ? (JSON.parse(r.snapshot) as unknown) : r.snapshot,
  }));
}
