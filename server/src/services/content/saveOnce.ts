// A save sent again after its answer was lost (the app's outbox sends every queued save with an
// Idempotency-Key) must neither be applied twice — a second page, card, orphan page or live post —
// nor be refused as a conflict with itself. Articles keep their receipts next to their own save
// (saveReceipts.ts, table save_receipts); every other content the outbox saves goes through here
// (migration 0110): the save and its receipt commit together, and two copies of one key are
// taken one after the other (an advisory lock), so the second finds the first one's receipt.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { GraphQLContext, SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { contentSaveReceipts as receipts } from '../../db/schema/receipts';
import { badUserInput } from '../../errors';

export type ReceiptKind = 'page' | 'card' | 'orphanpage' | 'livepost';

export const SAVE_KEY_REUSED_FOR_CONTENT =
  "Cette clé d'enregistrement a déjà servi pour un autre contenu.";

const KEEP_DAYS = 30;
const CLEAN_EVERY_MS = 60 * 60 * 1000;
let lastCleaning = 0;

export interface SaveOnce<T> {
  kind: ReceiptKind;
  /** The content the save names (null: a creation). */
  targetId: string | null;
  /** The save itself, on the transaction it is given. */
  save: (db: Database) => Promise<T>;
  /** The content as it is now, for a save already made (its brand checked); null if it is gone. */
  reload: (db: Database, id: string) => Promise<T | null>;
}

/** Runs a save of `user` once per Idempotency-Key of the request (`ctx.idempotencyKey`). */
export async function saveOnce<T extends { id: string; version: number }>(
  ctx: Pick<GraphQLContext, 'db' | 'idempotencyKey' | 'now'>,
  user: Pick<SessionUser, 'id'>,
  options: SaveOnce<T>,
): Promise<T> {
  const { idempotencyKey: key, now } = ctx;
  const userId = user.id;
  const { kind } = options;
  if (!key) return options.save(ctx.db);
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    // Raw SQL: a function call, no table (Drizzle's builder has no advisory locks).
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`${userId}:${key}`}))`);
    const receipt = (
      await db
        .select({ kind: receipts.kind, contentId: receipts.contentId, version: receipts.version })
        .from(receipts)
        .where(and(eq(receipts.userId, userId), eq(receipts.key, key)))
    )[0];
    if (receipt) {
      // A key stands for one save of one content (a creation sent again names no id yet).
      const other =
        receipt.kind !== kind ||
        (options.targetId !== null && options.targetId !== receipt.contentId);
      if (other) throw badUserInput({}, SAVE_KEY_REUSED_FOR_CONTENT);
      const done = await options.reload(db, receipt.contentId);
      // The version that save produced: a later save built on it still meets a colleague's change.
      if (done) return { ...done, version: receipt.version };
    }
    const saved = await options.save(db);
    const values = { kind, contentId: saved.id, version: saved.version, createdAt: now };
    await db
      .insert(receipts)
      .values({ userId, key, ...values })
      .onConflictDoUpdate({ target: [receipts.userId, receipts.key], set: values });
    if (now.getTime() - lastCleaning > CLEAN_EVERY_MS) {
      lastCleaning = now.getTime();
      await db
        .delete(receipts)
        .where(lt(receipts.createdAt, new Date(now.getTime() - KEEP_DAYS * 86_400_000)));
    }
    return saved;
  });
}
