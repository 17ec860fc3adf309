// Google groups: each maps to at most one role (spec 001 §3, §6).
import { asc, eq, ilike } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { googleGroups } from '../../db/schema';
import type { GoogleGroup } from '../../generated/resolvers';
import { likePattern, type Page } from './paging';
import { rolesByIds } from './roleStore';

type GroupRow = { id: string; groupTitle: string; roleId: string | null };

async function withRoles(db: Database, rows: GroupRow[]): Promise<GoogleGroup[]> {
  const roleMap = await rolesByIds(db, [
    ...new Set(rows.flatMap((r) => (r.roleId ? [r.roleId] : []))),
  ]);
  return rows.map((r) => ({
    id: r.id,
    groupTitle: r.groupTitle,
    role: r.roleId ? (roleMap.get(r.roleId) ?? null) : null,
  }));
}

const groupColumns = {
  id: googleGroups.id,
  groupTitle: googleGroups.groupTitle,
  roleId: googleGroups.roleId,
};

export async function listGoogleGroups(
  db: Database,
  page: Page,
  search?: string | null,
): Promise<GoogleGroup[]> {
  const rows = await db
    .select(groupColumns)
    .from(googleGroups)
    .where(search ? ilike(googleGroups.groupTitle, likePattern(search)) : undefined)
    .orderBy(asc(googleGroups.groupTitle), asc(googleGroups.id))
    .limit(page.first)
    .offset(page.skip);
  return withRoles(db, rows);
}

export async function findGoogleGroup(db: Database, id: string): Promise<GoogleGroup | null> {
  const rows = await db
    .select(groupColumns)
    .from(googleGroups)
    .where(eq(googleGroups.id, id))
    .limit(1);
  return (await withRoles(db, rows))[0] ?? null;
}

export async function insertGoogleGroup(
  db: Database,
  groupTitle: string,
  roleId: string | null,
): Promise<string> {
  const [row] = await db
    .insert(googleGroups)
    .values({ groupTitle, roleId })
    .returning({ id: googleGroups.id });
  if (!row) throw new Error('insert google group returned nothing');
  return row.id;
}

export async function updateGoogleGroupRow(
  db: Database,
  id: string,
  patch: { groupTitle?: string; roleId?: string | null },
): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.update(googleGroups).set(patch).where(eq(googleGroups.id, id));
}
