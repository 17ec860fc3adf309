// Roles: reads with their user count (the 'Nbr d'utilisateurs' column), create and rename.
import { asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { roles, userRoles } from '../../db/schema';
import type { Role } from '../../generated/resolvers';
import { likePattern, type Page } from './paging';

const userCount = sql<number>`(select count(*)::int from ${userRoles} where ${userRoles.roleId} = ${roles.id})`;

const roleColumns = { id: roles.id, slug: roles.slug, userCount };

export async function listRoles(db: Database, page: Page, search?: string | null): Promise<Role[]> {
  return db
    .select(roleColumns)
    .from(roles)
    .where(search ? ilike(roles.slug, likePattern(search)) : undefined)
    .orderBy(asc(roles.slug), asc(roles.id))
    .limit(page.first)
    .offset(page.skip);
}

export async function findRole(db: Database, id: string): Promise<Role | null> {
  const rows = await db.select(roleColumns).from(roles).where(eq(roles.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Roles by id, for the users that hold them. */
export async function rolesByIds(db: Database, ids: readonly string[]): Promise<Map<string, Role>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(roleColumns)
    .from(roles)
    .where(inArray(roles.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function slugTaken(db: Database, slug: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(sql`lower(${roles.slug}) = lower(${slug})`)
    .limit(2);
  return rows.some((r) => r.id !== exceptId);
}

export async function insertRole(db: Database, slug: string): Promise<string> {
  const [row] = await db.insert(roles).values({ slug }).returning({ id: roles.id });
  if (!row) throw new Error('insert role returned nothing');
  return row.id;
}

export async function renameRole(db: Database, id: string, slug: string): Promise<void> {
  await db.update(roles).set({ slug }).where(eq(roles.id, id));
}

export async function countRoles(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(roles);
  return row?.n ?? 0;
}
