// Users with their ordered roles and brand access, as the GraphQL User type exposes them.
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sessions, userRoles, users } from '../../db/schema';
import type { User } from '../../generated/resolvers';
import { likePattern, type Page } from './paging';
import { rolesByIds } from './roleStore';

type UserRow = typeof users.$inferSelect;

export function userSearchFilter(search: string | null | undefined) {
  if (!search || search.trim() === '') return undefined;
  const pattern = likePattern(search);
  return or(ilike(users.name, pattern), ilike(users.email, pattern));
}

async function withRoles(db: Database, rows: UserRow[]): Promise<User[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ userId: userRoles.userId, roleId: userRoles.roleId })
    .from(userRoles)
    .where(
      inArray(
        userRoles.userId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(userRoles.position));
  const roleMap = await rolesByIds(db, [...new Set(links.map((l) => l.roleId))]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    createdAt: r.createdAt.toISOString(),
    avatarUrl: r.avatarUrl,
    googleId: r.googleId,
    isSuperAdmin: r.isSuperAdmin,
    allBrands: r.allBrands,
    brandKeys: r.brandKeys,
    roles: links.filter((l) => l.userId === r.id).flatMap((l) => roleMap.get(l.roleId) ?? []),
  }));
}

export async function listUsers(db: Database, page: Page, search?: string | null): Promise<User[]> {
  const rows = await db
    .select()
    .from(users)
    .where(userSearchFilter(search))
    .orderBy(desc(users.createdAt), asc(users.id))
    .limit(page.first)
    .offset(page.skip);
  return withRoles(db, rows);
}

export async function countUsers(db: Database, search?: string | null): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(userSearchFilter(search));
  return row?.n ?? 0;
}

export async function findUser(db: Database, id: string): Promise<User | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return (await withRoles(db, rows))[0] ?? null;
}

/** The account to check a password against (case-insensitive e-mail). */
export async function findCredentials(
  db: Database,
  email: string,
): Promise<{ id: string; passwordHash: string | null } | null> {
  const rows = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return rows[0] ?? null;
}

export async function emailTaken(db: Database, email: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        exceptId ? ne(users.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function countSuperAdmins(db: Database, exceptId?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.isSuperAdmin, true), exceptId ? ne(users.id, exceptId) : undefined));
  return row?.n ?? 0;
}

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string | null;
  isSuperAdmin: boolean;
  /** Empty = all brands (spec 000 §1: one brand or all brands). */
  brandKeys: string[];
  roleIds: string[];
}

export async function insertUser(db: Database, user: NewUser, now: Date): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({
      name: user.name,
      email: user.email,
      passwordHash: user.passwordHash,
      isSuperAdmin: user.isSuperAdmin,
      allBrands: user.brandKeys.length === 0,
      brandKeys: user.brandKeys,
      createdAt: now,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('insert user returned nothing');
  await setUserRoles(db, row.id, user.roleIds);
  return row.id;
}

export interface UserPatch {
  name?: string;
  email?: string;
  passwordHash?: string;
  isSuperAdmin?: boolean;
  brandKeys?: string[];
  roleIds?: string[];
}

export async function updateUserRow(db: Database, id: string, patch: UserPatch): Promise<void> {
  const { roleIds, brandKeys, ...columns } = patch;
  const set: Partial<typeof users.$inferInsert> = { ...columns };
  if (brandKeys) Object.assign(set, { brandKeys, allBrands: brandKeys.length === 0 });
  if (Object.keys(set).length > 0) await db.update(users).set(set).where(eq(users.id, id));
  if (roleIds) await setUserRoles(db, id, roleIds);
}

/** Replaces the user's roles, keeping the given order (the first is the main role). */
async function setUserRoles(
  db: Database,
  userId: string,
  roleIds: readonly string[],
): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  const unique = [...new Set(roleIds)];
  if (unique.length > 0) {
    await db
      .insert(userRoles)
      .values(unique.map((roleId, position) => ({ userId, roleId, position })));
  }
}

/** Ends every session of a user (after a password change). */
export async function revokeUserSessions(
  db: Database,
  userId: string,
  now: Date,
  exceptTokenHash?: string | null,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptTokenHash ? ne(sessions.tokenHash, exceptTokenHash) : undefined,
      ),
    );
}
