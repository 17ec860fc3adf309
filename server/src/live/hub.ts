// One server process's side of the live newsroom (issue 39): it LISTENs on the event log's channel
// (db/database.ts `listen`: PGlite's or a dedicated PostgreSQL connection), reads the rows after
// the last one it saw on each notification, and hands them to its local subscribers, who keep
// those of their brands (newsroom.ts). No other broker: every process on one PostgreSQL sees every
// committed event. It also sweeps lapsed presence leases and events past the retention.
import { LIMITS } from '../../../common/domain/limits';
import type { LiveContentType, LiveEvent } from '../../../common/live/liveEvents';
import type { DatabaseHandle } from '../db/database';
import { eventsAfter, lastEventId, LIVE_CHANNEL, sweepEvents, type LiveEventRow } from './eventLog';
import { contentKey, endPresence, presenceOf } from './presence';

export type LiveListener = (event: LiveEvent) => void;

/** Rows read per query while catching up with notifications. */
const READ_BATCH = 500;

/** Actions whose event carries the content's current presence. */
const WITH_PRESENCE = new Set(['presence', 'locked', 'unlocked']);

export interface LiveHubOptions {
  now?: () => Date;
  /** How often lapsed leases and old events are swept (LIMITS.live.presenceRenewMs); 0 = never. */
  sweepEveryMs?: number;
}

export class LiveHub {
  private readonly listeners = new Set<LiveListener>();
  /** Open streams per app instance in this process. */
  private readonly instanceStreams = new Map<string, number>();
  private started: Promise<void> | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private sweeper: NodeJS.Timeout | undefined;
  private lastSeen = 0;
  /** A read under way, and whether another notification came meanwhile. */
  private reading: Promise<void> | null = null;
  private again = false;
  private readonly now: () => Date;

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly options: LiveHubOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** Starts listening (once); every subscription and presence announce waits for it. */
  start(): Promise<void> {
    this.started ??= (async () => {
      this.lastSeen = await lastEventId(this.handle.db);
      this.unlisten = await this.handle.listen(LIVE_CHANNEL, () => this.pull());
      // Anything committed between reading the last id and the LISTEN.
      this.pull();
      const every = this.options.sweepEveryMs ?? LIMITS.live.presenceRenewMs;
      if (every > 0) {
        this.sweeper = setInterval(() => void this.sweep().catch(() => {}), every);
        this.sweeper.unref();
      }
    })().catch((error: unknown) => {
      this.started = null;
      throw error;
    });
    return this.started;
  }

  /**
   * Adds a listener; `cursor` is the last event handed out at that very moment (read in the same
   * turn as the add): every later event reaches the listener, none before it does.
   */
  async subscribe(listener: LiveListener): Promise<{ unsubscribe: () => void; cursor: number }> {
    await this.start();
    this.listeners.add(listener);
    return { unsubscribe: () => void this.listeners.delete(listener), cursor: this.lastSeen };
  }

  /**
   * An app instance's stream opened in this process; the returned function closes it and answers
   * whether it was the instance's last one here (a reconnection opens the new stream before the
   * old one's close is noticed: that close must not end the presence the app just announced).
   */
  openInstanceStream(instanceId: string): () => boolean {
    this.instanceStreams.set(instanceId, (this.instanceStreams.get(instanceId) ?? 0) + 1);
    let open = true;
    return () => {
      if (!open) return false;
      open = false;
      const left = (this.instanceStreams.get(instanceId) ?? 1) - 1;
      if (left > 0) this.instanceStreams.set(instanceId, left);
      else this.instanceStreams.delete(instanceId);
      return left === 0;
    };
  }

  /** Local subscribers (tests, the bench). */
  get subscriberCount(): number {
    return this.listeners.size;
  }

  /** The last event handed out: a stream without a cursor starts after it. */
  get cursor(): number {
    return this.lastSeen;
  }

  /** Reads what was committed since the last read; notifications during a read coalesce. */
  pull(): Promise<void> {
    if (this.reading) {
      this.again = true;
      return this.reading;
    }
    this.reading = (async () => {
      do {
        this.again = false;
        await this.readNew().catch((error: unknown) => {
          console.error('[live] lecture du journal impossible', error);
        });
      } while (this.again);
      this.reading = null;
    })();
    return this.reading;
  }

  private async readNew(): Promise<void> {
    for (;;) {
      const rows = await eventsAfter(this.handle.db, this.lastSeen, READ_BATCH);
      if (rows.length === 0) return;
      const events = await this.toEvents(rows);
      for (const event of events) {
        this.lastSeen = Number(event.cursor);
        for (const listener of this.listeners) listener(event);
      }
      if (rows.length < READ_BATCH) return;
    }
  }

  /** The log's rows as events, with the current presence of the contents that need it. */
  async toEvents(rows: LiveEventRow[]): Promise<LiveEvent[]> {
    const needing = rows.filter((r) => WITH_PRESENCE.has(r.action));
    const present = await presenceOf(this.handle.db, needing, this.now());
    return rows.map((row) => ({
      cursor: String(row.id),
      brandKey: row.brandKey,
      contentType: row.contentType as LiveContentType,
      contentId: row.contentId,
      action: row.action as LiveEvent['action'],
      version: row.version,
      status: row.status,
      actorId: row.actorId,
      actorName: row.actorName,
      lockExpiresAt: row.lockExpiresAt?.toISOString() ?? null,
      presence: WITH_PRESENCE.has(row.action) ? (present.get(contentKey(row)) ?? []) : null,
      at: row.at.toISOString(),
    }));
  }

  /** Ends lapsed leases (telling who watched) and drops events past the retention. */
  async sweep(now = this.now()): Promise<void> {
    await endPresence(this.handle.db, { lapsedBefore: now }, now);
    await sweepEvents(this.handle.db, new Date(now.getTime() - LIMITS.live.eventRetentionMs));
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.listeners.clear();
    await this.unlisten?.();
  }
}
