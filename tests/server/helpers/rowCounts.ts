// Row counts of the account tables, to prove a refused request wrote nothing.
import { count } from 'drizzle-orm';
import type { Database } from '../../../server/src/db/database';
import { googleGroups, roles, sessions, userRoles, users } from '../../../server/src/db/schema';

export async function accountRowCounts(db: Database): Promise<Record<string, number>> {
  const tables = { users, roles, userRoles, googleGroups, sessions };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    out[name] = row?.n ?? 0;
  }
  return out;
}
