// The live newsroom's catch-up log (issue 39, migration 0175): an event is written INSIDE the
// transaction of the change it tells, with `pg_notify`, so it exists and is announced only once
// that change is committed — a rolled-back save tells nothing. Ids are the subscribers' cursors.
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { LiveAction, LiveContentType } from '../../../common/live/liveEvents';
import type { Database } from '../db/database';
import { liveEvents } from '../db/schema/live';

/** The channel every server process LISTENs on; the payload is the new row's id. */
export const LIVE_CHANNEL = 'live_events';

/**
 * Taken (transaction-scoped) before each insert so ids are handed out in commit order: a reader
 * that saw id N can never later meet a committed id below N (no hole in a catch-up). Writers only
 * wait for each other between their event and their commit, a few statements.
 */
const EVENT_ORDER_LOCK = 39_039;

export interface LiveEventInput {
  brandKey: string;
  contentType: LiveContentType;
  contentId: string;
  action: LiveAction;
  version?: number | null;
  status?: string | null;
  actor?: { id: string; name: string } | null;
  lockExpiresAt?: Date | null;
  /** The request's time; the database's now() otherwise. */
  at?: Date;
}

export type LiveEventRow = typeof liveEvents.$inferSelect;

/** Writes the events in the caller's transaction (`db` is its handle) and notifies at commit. */
export async function emitLiveEvents(db: Database, events: LiveEventInput[]): Promise<void> {
  if (events.length === 0) return;
  await db.execute(sql`select pg_advisory_xact_lock(${EVENT_ORDER_LOCK})`);
  const rows = await db
    .insert(liveEvents)
    .values(
      events.map((e) => ({
        brandKey: e.brandKey,
        contentType: e.contentType,
        contentId: e.contentId,
        action: e.action,
        version: e.version ?? null,
        status: e.status ?? null,
        actorId: e.actor?.id ?? null,
        actorName: e.actor?.name ?? null,
        lockExpiresAt: e.lockExpiresAt ?? null,
        ...(e.at ? { at: e.at } : {}),
      })),
    )
    .returning({ id: liveEvents.id });
  const last = Math.max(...rows.map((r) => r.id));
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${String(last)})`);
}

export function emitLiveEvent(db: Database, event: LiveEventInput): Promise<void> {
  return emitLiveEvents(db, [event]);
}

/** Events after `cursor`, oldest first, at most `limit`. */
export function eventsAfter(db: Database, cursor: number, limit: number): Promise<LiveEventRow[]> {
  return db
    .select()
    .from(liveEvents)
    .where(gt(liveEvents.id, cursor))
    .orderBy(asc(liveEvents.id))
    .limit(limit);
}

/** The newest id (0 for an empty log): where a subscriber without a cursor starts. */
export async function lastEventId(db: Database): Promise<number> {
  const rows = await db.select({ id: sql<string | null>`max(${liveEvents.id})` }).from(liveEvents);
  return Number(rows[0]?.id ?? 0);
}

/** When event `id` happened, or null when it is not (any more) in the log. */
export async function eventTime(db: Database, id: number): Promise<Date | null> {
  const rows = await db
    .select({ at: liveEvents.at })
    .from(liveEvents)
    .where(and(eq(liveEvents.id, id)));
  return rows[0]?.at ?? null;
}

/** Drops events older than the retention (a cursor older than that gets `resync`). */
export async function sweepEvents(db: Database, before: Date): Promise<void> {
  await db.delete(liveEvents).where(lt(liveEvents.at, before));
}
