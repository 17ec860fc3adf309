// `Subscription.newsroom` (issue 39): the events of the caller's brands, first those after `since`
// (catch-up from the log), then live from the hub, without gap or duplicate: the stream subscribes
// to the hub BEFORE reading the log, queues what comes meanwhile, and only ever passes events
// whose cursor is above the last one it sent. A cursor the log no longer holds (swept, older than
// the retention) or too far behind (more than catchUpMax events) gets one `resync` instead.
import { GraphQLError } from 'graphql';
import { LIMITS } from '../../../common/domain/limits';
import type { LiveEvent } from '../../../common/live/liveEvents';
import { canUseBrand, refuseBrand, requireUser, visibleBrandKeys } from '../auth/guards';
import type { GraphQLContext } from '../context';
import { eventsAfter, eventTime, lastEventId } from './eventLog';
import type { LiveHub } from './hub';
import { endPresence } from './presence';

export interface NewsroomArgs {
  since?: string | null;
  brandKeys?: readonly string[] | null;
  instanceId?: string | null;
}

/** The cursor a client sent: a log id, or a French BAD_USER_INPUT. */
function readCursor(since: string): number {
  if (!/^\d{1,15}$/.test(since))
    throw new GraphQLError('Le curseur `since` est invalide.', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  return Number(since);
}

/**
 * `resync` and `ready` concern no one content: their brand is one the caller reads (the schema's
 * brand net, auth/brandScopedFields.ts, refuses any other), empty for a user of every brand.
 */
function markerEvent(
  action: 'resync' | 'ready',
  cursor: number,
  at: Date,
  brandKey: string,
): LiveEvent {
  return {
    cursor: String(cursor),
    brandKey,
    contentType: 'article',
    contentId: '',
    action,
    version: null,
    status: null,
    actorId: null,
    actorName: null,
    lockExpiresAt: null,
    presence: null,
    at: at.toISOString(),
  };
}

/** What a reconnecting stream sends first: the events it missed, or one `resync`. */
async function catchUp(
  hub: LiveHub,
  ctx: GraphQLContext,
  since: number,
  resyncBrand: string,
): Promise<LiveEvent[]> {
  const at = await eventTime(ctx.db, since);
  const oldest = new Date(ctx.now.getTime() - LIMITS.live.eventRetentionMs);
  const resync = async () => [
    markerEvent('resync', await lastEventId(ctx.db), ctx.now, resyncBrand),
  ];
  if (!at || at < oldest) return resync();
  const rows = await eventsAfter(ctx.db, since, LIMITS.live.catchUpMax + 1);
  if (rows.length > LIMITS.live.catchUpMax) return resync();
  return hub.toEvents(rows);
}

/** A queue read as an async iterator whose `return()` ends it at once (an idle stream closing). */
function eventQueue(onEnd: () => Promise<void>): {
  push(event: LiveEvent): void;
  iterator: AsyncIterableIterator<LiveEvent>;
} {
  const pending: LiveEvent[] = [];
  let waiting: ((result: IteratorResult<LiveEvent>) => void) | null = null;
  let done = false;
  const end = async (): Promise<IteratorResult<LiveEvent>> => {
    if (!done) {
      done = true;
      waiting?.({ done: true, value: undefined });
      waiting = null;
      await onEnd();
    }
    return { done: true, value: undefined };
  };
  const iterator: AsyncIterableIterator<LiveEvent> = {
    next: () => {
      if (pending.length) return Promise.resolve({ done: false, value: pending.shift()! });
      if (done) return Promise.resolve({ done: true, value: undefined });
      return new Promise((resolve) => (waiting = resolve));
    },
    return: end,
    throw: async (error: unknown) => {
      await end();
      throw error;
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return {
    push(event) {
      if (done) return;
      if (waiting) {
        const resolve = waiting;
        waiting = null;
        resolve({ done: false, value: event });
      } else pending.push(event);
    },
    iterator,
  };
}

/**
 * The app's stream is gone (window closed, app quit, line cut): so is its presence — unless the
 * same instance already has a newer stream in this process (a reconnection whose old stream's
 * close is noticed late).
 */
function presenceCloser(
  hub: LiveHub,
  ctx: GraphQLContext,
  userId: string,
  instanceId?: string | null,
) {
  if (!instanceId) return async () => {};
  const close = hub.openInstanceStream(instanceId);
  return async () => {
    if (!close()) return;
    await endPresence(ctx.db, { instanceId, windowId: null, userId }, new Date()).catch(() => {});
  };
}

/**
 * The subscription's source: the events the caller may read (the field resolves to each). The
 * catch-up (if `since`) comes first, then one `ready` whose cursor is where the stream now stands
 * (the log's end as this process knows it, or the last event caught up), then live events. A
 * client keeps that cursor: a stream dropped before its first event then loses nothing.
 */
export async function newsroomStream(
  hub: LiveHub,
  ctx: GraphQLContext,
  args: NewsroomArgs,
): Promise<AsyncIterableIterator<LiveEvent>> {
  const user = requireUser(ctx);
  for (const key of args.brandKeys ?? []) if (!canUseBrand(user, key)) throw refuseBrand(key);
  const since = args.since == null ? null : readCursor(args.since);
  const wanted = args.brandKeys ? new Set(args.brandKeys) : null;
  const readable = (e: LiveEvent) =>
    canUseBrand(user, e.brandKey) && (!wanted || wanted.has(e.brandKey));
  const markerBrand = args.brandKeys?.[0] ?? (visibleBrandKeys(user)?.[0] || '');
  let sent = 0;
  let ready = false;
  const early: LiveEvent[] = [];
  const pass = (event: LiveEvent) => {
    // A resync restarts the count from the log's end (which may even be below a stale cursor).
    if (event.action !== 'resync' && (Number(event.cursor) <= sent || !readable(event))) return;
    sent = Number(event.cursor);
    queue.push(event);
  };
  const { unsubscribe, cursor: hubCursor } = await hub.subscribe((event) =>
    ready ? pass(event) : early.push(event),
  );
  const endPresenceOnClose = presenceCloser(hub, ctx, user.id, args.instanceId);
  const queue = eventQueue(async () => {
    // Presence first: once the hub no longer counts this stream, its close is fully told.
    await endPresenceOnClose();
    unsubscribe();
  });
  try {
    if (since !== null) {
      sent = since;
      for (const event of await catchUp(hub, ctx, since, markerBrand)) pass(event);
    }
  } catch (error) {
    await queue.iterator.return!();
    throw error;
  }
  // Everything up to the hub's cursor was caught up (or is not for this user); what comes after
  // reaches the listener. The resync's cursor may be above it (the log read directly).
  sent = Math.max(sent, hubCursor);
  queue.push(markerEvent('ready', sent, ctx.now, markerBrand));
  ready = true;
  for (const event of early) pass(event);
  return queue.iterator;
}
