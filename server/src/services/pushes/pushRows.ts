// A push as stored (with its article's title) and as the API answers it, and the reads of the
// push list: one push, a group, the filtered list and its count.
import { and, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { LIMITS } from '../../../../common/domain/limits';
import type { Database } from '../../db/database';
import { articles } from '../../db/schema/content';
import { pushes } from '../../db/schema/pushes';
import { isUuid, pageOf } from '../content/sqlRows';
import type { PushDevice } from './providers';

export type PushRow = typeof pushes.$inferSelect & {
  targetDevice: PushDevice;
  articleTitle: string | null;
};

const iso = (v: Date | string): string => (v instanceof Date ? v : new Date(v)).toISOString();

export function pushOut(r: PushRow) {
  return {
    id: r.id,
    groupId: r.groupId,
    brandKey: r.brandKey,
    title: r.title,
    body: r.body,
    media: r.media as Record<string, unknown> | null,
    targetDevice: r.targetDevice,
    article: r.articleId ? { id: r.articleId, title: r.articleTitle ?? '' } : null,
    userId: r.userId,
    user: { id: r.userId, name: r.userName },
    scheduledAt: iso(r.scheduledAt),
    sentAt: r.sentAt === null ? null : iso(r.sentAt),
    isCancelled: r.isCancelled,
    state: r.state,
    segments: r.segments as string[],
    targeting: r.targeting as Record<string, unknown>,
    outcome: r.outcome,
    createdAt: iso(r.createdAt),
  };
}

/** Pushes with their article's title. */
function selectPushes(db: Database) {
  return db
    .select({ ...getTableColumns(pushes), articleTitle: articles.title })
    .from(pushes)
    .leftJoin(articles, eq(articles.id, pushes.articleId));
}

export async function findPush(db: Database, id: string): Promise<PushRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectPushes(db).where(eq(pushes.id, id));
  return (row as PushRow | undefined) ?? null;
}

/** The pushes of a group (one per platform), as the API answers them. */
export async function pushGroup(
  db: Database,
  groupId: string,
): Promise<ReturnType<typeof pushOut>[]> {
  const rows = await selectPushes(db)
    .where(eq(pushes.groupId, groupId))
    .orderBy(pushes.targetDevice);
  return (rows as PushRow[]).map(pushOut);
}

export interface PushFilter {
  brandKey?: string | null;
  articleId?: string | null;
  groupId?: string | null;
  /** null = every brand. */
  brandKeys: string[] | null;
}

function whereOf(f: PushFilter): SQL | undefined {
  const never = sql`false`;
  return and(
    f.brandKey ? eq(pushes.brandKey, f.brandKey) : undefined,
    f.brandKeys ? inArray(pushes.brandKey, f.brandKeys) : undefined,
    f.articleId ? (isUuid(f.articleId) ? eq(pushes.articleId, f.articleId) : never) : undefined,
    f.groupId ? (isUuid(f.groupId) ? eq(pushes.groupId, f.groupId) : never) : undefined,
  );
}

export async function listPushes(
  db: Database,
  filter: PushFilter,
  page: { first?: number | null; skip?: number | null },
): Promise<ReturnType<typeof pushOut>[]> {
  const { limit, offset } = pageOf(
    page.first,
    page.skip,
    LIMITS.pageSize.pushes,
    LIMITS.pageSize.pushes,
  );
  const rows = await selectPushes(db)
    .where(whereOf(filter))
    .orderBy(desc(pushes.scheduledAt), desc(pushes.createdAt), pushes.groupId, pushes.targetDevice)
    .limit(limit)
    .offset(offset);
  return (rows as PushRow[]).map(pushOut);
}

export async function countPushes(db: Database, filter: PushFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pushes).where(whereOf(filter));
  return Number(row?.n ?? 0);
}
