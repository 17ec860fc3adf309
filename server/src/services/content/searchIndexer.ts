// Completes the full-text vector of articles saved with the body's part deferred (migration
// 0004_content_deferred_search.sql): the save commits with the title + lead vector and
// `search_pending`, then asks the indexer to run. The indexer works from the table, not from a
// list in memory: each pass takes a few pending rows (skipping rows another server instance is
// indexing), computes their vector from the text committed at that moment, and clears the flag.
// So a later save of the same article, a second instance or a crash between commit and indexing
// never leave a wrong vector: at worst a row stays pending until the next pass.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { queryRows } from './sqlRows';

/** Rows per statement: one 20,000-word body costs ~50 ms, so a pass stays short. */
const BATCH = 8;

/** Run inside a save's transaction: this transaction's writes leave the body's vector to the indexer. */
export const DEFER_BODY_INDEX = sql`select set_config('backoffice.defer_body_index', 'on', true)`;

export class SearchIndexer {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(private readonly db: Database) {}

  /** Starts a pass soon (after the current request's response), or another one after the current pass. */
  schedule(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(async () => void (await this.drain()))
      .catch((error: unknown) => {
        // The rows stay pending: the next save's pass (or a restart's) indexes them.
        console.error(`Indexation de la recherche : ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.schedule();
        }
      });
  }

  /** Resolves when no pass is running or scheduled (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
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
