// Completes the full-text vector of articles saved with the body's part deferred (migration
// 0004_content_deferred_search.sql): the save commits with the title + lead vector and
// `search_pending`, then asks the indexer to run. The indexer works from the table, not from a
// list in memory: each pass takes a few pending rows (skipping rows another server instance is
// indexing), computes their vector from the text committed at that moment, and clears the flag.
// So a later save of the same article, a second instance or a crash between commit and indexing
// never leave a wrong vector: at worst a row stays pending until the next pass. Passes wait for
// saves to pause (INDEX_TIMING), so a body word is searchable 1–5 s after a long save.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { queryRows } from './sqlRows';

/** Rows per statement: one 20,000-word body costs ~50 ms, so a pass stays short. */
const BATCH = 8;

/** Run inside a save's transaction: this transaction's writes leave the body's vector to the indexer. */
export const DEFER_BODY_INDEX = sql`select set_config('backoffice.defer_body_index', 'on', true)`;

/**
 * When a pass runs: once saves have paused for QUIET_MS, and at the latest MAX_WAIT_MS after the
 * first save waiting. An article being edited is saved again and again; indexing each version
 * would spend ~50 ms of database CPU per save on the 2-core machine the saves themselves run on.
 */
export const INDEX_TIMING = { quietMs: 1_000, maxWaitMs: 5_000 } as const;

export class SearchIndexer {
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private firstWaitingAt: number | null = null;
  private again = false;

  constructor(private readonly db: Database) {}

  /** Asks for a pass once saves pause (see INDEX_TIMING). */
  schedule(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    const now = Date.now();
    this.firstWaitingAt ??= now;
    if (this.timer) clearTimeout(this.timer);
    const delay = Math.max(
      0,
      Math.min(INDEX_TIMING.quietMs, this.firstWaitingAt + INDEX_TIMING.maxWaitMs - now),
    );
    this.timer = setTimeout(() => this.start(), delay);
    // A pending pass never keeps the process alive: rows stay pending and the next pass takes them.
    this.timer.unref();
  }

  /** Runs the waiting pass now, if any, and resolves when no pass is running (tests, shutdown). */
  async idle(): Promise<void> {
    for (;;) {
      if (this.timer) this.start();
      if (!this.running) return;
      await this.running;
    }
  }

  private start(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.firstWaitingAt = null;
    this.running = this.drain()
      .then(() => undefined)
      .catch((error: unknown) => {
        // The rows stay pending: the next pass (after the next long save) indexes them.
        console.error(
          `Indexation de la recherche : ${error instanceof Error ? error.message : String(error)}`,
        );
      })
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.schedule();
        }
      });
  }

  /** Indexes pending rows until none is left; returns how many were indexed. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const done = await queryRows<{ id: string }>(
        this.db,
        sql`update articles a
               set search_vector = public.article_search_vector(a.title, a.lead_text, a.body_text), search_pending = false
              from (select id from articles where search_pending order by id limit ${BATCH} for update skip locked) p
             where a.id = p.id
         returning a.id`,
      );
      total += done.length;
      if (done.length < BATCH) return total;
    }
  }
}

const perDatabase = new WeakMap<Database, SearchIndexer>();

/** The indexer of a database handle (one per handle, shared by every request on it). */
export function searchIndexer(db: Database): SearchIndexer {
  let found = perDatabase.get(db);
  if (!found) {
    found = new SearchIndexer(db);
    perDatabase.set(db, found);
  }
  return found;
}
