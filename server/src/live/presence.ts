// Who has what open (issue 39): one row per app instance, window and content, kept by a lease
// (LIMITS.live.presenceLeaseMs) that main renews. Every change of a content's set writes a
// `presence` event in the same transaction (eventLog.ts), so every server process tells its
// subscribers; the event's list is read when it is fanned out (bus.ts): always the current set.
import { and, asc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { LIMITS } from '../../../common/domain/limits';
import type {
  LiveContentType,
  PresenceEntry,
  PresenceItem,
  PresenceMode,
} from '../../../common/live/liveEvents';
import { canUseBrand, refuseBrand } from '../auth/guards';
import type { SessionUser } from '../context';
import type { Database } from '../db/database';
import { users } from '../db/schema/accounts';
import { presence } from '../db/schema/live';
import { pushes } from '../db/schema/pushes';
import { notFound } from '../errors';
import { isUuid } from '../services/content/sqlRows';
import { LOCKABLE_TYPES } from '../services/lockable/contentTypes';
import { readState } from '../services/lockable/lockable';
import { emitLiveEvents, type LiveEventInput } from './eventLog';

const LIVE_MESSAGES = { contentNotFound: 'Ce contenu est introuvable.' };

export interface ContentRef {
  contentType: string;
  contentId: string;
}

const keyOf = (c: ContentRef) => `${c.contentType}\u0000${c.contentId}`;

type Row = { brandKey: string; contentType: string; contentId: string; mode: string };

/** One `presence` event per content whose set changed. */
function presenceEvents(
  rows: Row[],
  actor: { id: string; name: string } | null,
  at: Date,
): LiveEventInput[] {
  const seen = new Map<string, Row>();
  for (const row of rows) seen.set(keyOf(row), row);
  return [...seen.values()].map((row) => ({
    brandKey: row.brandKey,
    contentType: row.contentType as LiveContentType,
    contentId: row.contentId,
    action: 'presence',
    actor,
    at,
  }));
}

/** The brand a content really belongs to (lockable.ts's rule; pushes by their own row), if it exists. */
async function brandOfContent(db: Database, item: PresenceItem): Promise<string | undefined> {
  if (item.contentType === 'push') {
    if (!isUuid(item.contentId)) return undefined;
    const rows = await db
      .select({ brandKey: pushes.brandKey })
      .from(pushes)
      .where(eq(pushes.id, item.contentId));
    return rows[0]?.brandKey;
  }
  const state = await readState(LOCKABLE_TYPES[item.contentType], db, item.contentId, false);
  return state?.brandKey;
}

/**
 * Each item names a content of the brand it says, in a brand the user works on: nobody announces
 * presence on another brand's content under their own brand's name (FORBIDDEN / NOT_FOUND).
 */
async function checkItems(db: Database, user: SessionUser, items: PresenceItem[]): Promise<void> {
  for (const item of items) {
    if (!canUseBrand(user, item.brandKey)) throw refuseBrand(item.brandKey);
    const actual = await brandOfContent(db, item);
    if (actual === undefined) throw notFound(LIVE_MESSAGES.contentNotFound);
    if (actual !== item.brandKey) throw refuseBrand(actual);
  }
}

export interface Announce {
  instanceId: string;
  windowId: string;
  items: PresenceItem[];
}

/**
 * Replaces what one window has open and renews its lease. A renewal of the same set changes no
 * one's view: no event. Items of a brand the user does not work on are refused (FORBIDDEN).
 */
export async function announcePresence(
  db: Database,
  user: SessionUser,
  { instanceId, windowId, items }: Announce,
  now: Date,
): Promise<void> {
  await checkItems(db, user, items);
  const wanted = new Map(items.map((i) => [keyOf(i), i]));
  const expiresAt = new Date(now.getTime() + LIMITS.live.presenceLeaseMs);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const mine = and(
      eq(presence.instanceId, instanceId),
      eq(presence.windowId, windowId),
      eq(presence.userId, user.id),
    );
    const before = await t.select().from(presence).where(mine).for('update');
    const changed: Row[] = before.filter((r) => wanted.get(keyOf(r))?.mode !== r.mode);
    const had = new Set(before.map(keyOf));
    changed.push(...items.filter((i) => !had.has(keyOf(i))));
    const gone = before.filter((r) => !wanted.has(keyOf(r)));
    if (gone.length)
      await t
        .delete(presence)
        .where(
          and(
            mine,
            or(
              ...gone.map((r) =>
                and(eq(presence.contentType, r.contentType), eq(presence.contentId, r.contentId)),
              ),
            ),
          ),
        );
    if (items.length)
      await t
        .insert(presence)
        .values(
          items.map((i) => ({
            instanceId,
            windowId,
            ...i,
            userId: user.id,
            since: now,
            expiresAt,
          })),
        )
        .onConflictDoUpdate({
          target: [
            presence.instanceId,
            presence.windowId,
            presence.contentType,
            presence.contentId,
          ],
          set: { mode: sql`excluded.mode`, expiresAt },
          // Another user's row under the same ids (a forged instance) is left alone.
          setWhere: eq(presence.userId, user.id),
        });
    await emitLiveEvents(t, presenceEvents(changed, { id: user.id, name: user.name }, now));
  });
}

/**
 * Ends presence rows and tells who watched them: one window's or a whole instance's (`windowId`
 * null: the app quit or its stream closed), or every lease lapsed before `lapsedBefore` (the
 * sweep; DELETE … RETURNING, so only the process that deleted a row tells it).
 */
export async function endPresence(
  db: Database,
  which: { instanceId: string; windowId: string | null; userId: string } | { lapsedBefore: Date },
  now: Date,
): Promise<number> {
  const where =
    'lapsedBefore' in which
      ? lt(presence.expiresAt, which.lapsedBefore)
      : and(
          eq(presence.instanceId, which.instanceId),
          eq(presence.userId, which.userId),
          which.windowId === null ? undefined : eq(presence.windowId, which.windowId),
        );
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const rows = await t.delete(presence).where(where).returning();
    await emitLiveEvents(t, presenceEvents(rows, null, now));
    return rows.length;
  });
}

/** Everyone who has these contents open now, one entry per user (editing wins over viewing). */
export async function presenceOf(
  db: Database,
  contents: ContentRef[],
  now: Date,
  brandKey?: string,
): Promise<Map<string, PresenceEntry[]>> {
  const byContent = new Map<string, PresenceEntry[]>();
  if (contents.length === 0) return byContent;
  const ids = [...new Set(contents.map((c) => c.contentId))];
  const rows = await db
    .select({
      brandKey: presence.brandKey,
      contentType: presence.contentType,
      contentId: presence.contentId,
      userId: presence.userId,
      userName: users.name,
      mode: presence.mode,
      since: presence.since,
    })
    .from(presence)
    .innerJoin(users, eq(users.id, presence.userId))
    .where(
      and(
        inArray(presence.contentId, ids),
        gt(presence.expiresAt, now),
        brandKey === undefined ? undefined : eq(presence.brandKey, brandKey),
      ),
    )
    .orderBy(asc(presence.since));
  const wanted = new Set(contents.map(keyOf));
  for (const row of rows) {
    const key = keyOf(row);
    if (!wanted.has(key)) continue;
    const list = byContent.get(key) ?? [];
    const same = list.find((e) => e.userId === row.userId);
    if (same) {
      if (row.mode === 'editing') same.mode = 'editing';
      continue;
    }
    list.push({
      brandKey: row.brandKey,
      contentType: row.contentType as LiveContentType,
      contentId: row.contentId,
      userId: row.userId,
      userName: row.userName,
      mode: row.mode as PresenceMode,
      since: row.since.toISOString(),
    });
    byContent.set(key, list);
  }
  return byContent;
}

export { keyOf as contentKey };

/** The `presence` query: a brand's contents (all of a type, or these ids) that someone has open. */
export async function presenceInBrand(
  db: Database,
  brandKey: string,
  filter: { contentType?: string | null; contentIds?: readonly string[] | null },
  now: Date,
): Promise<PresenceEntry[]> {
  const rows = await db
    .selectDistinct({ contentType: presence.contentType, contentId: presence.contentId })
    .from(presence)
    .where(
      and(
        eq(presence.brandKey, brandKey),
        gt(presence.expiresAt, now),
        filter.contentType ? eq(presence.contentType, filter.contentType) : undefined,
        filter.contentIds ? inArray(presence.contentId, [...filter.contentIds]) : undefined,
      ),
    );
  const found = await presenceOf(db, rows, now, brandKey);
  return [...found.values()].flat();
}
