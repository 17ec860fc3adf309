// Idempotent saves (migration 0006): a save carrying an `Idempotency-Key` leaves a receipt in its
// own transaction, so a save sent again after a lost answer is recognised instead of being applied
// twice or refused as a conflict with itself.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { queryOne } from './sqlRows';

/** What a client may send: a UUID or any 8–100 letters, digits, '-' and '_'. */
const KEY = /^[A-Za-z0-9_-]{8,100}$/;
const KEEP_DAYS = 30;
export const SAVE_KEY_REUSED_MESSAGE =
  "Cette clé d'enregistrement a déjà servi pour un autre article.";
const CLEAN_EVERY_MS = 60 * 60 * 1000;

/** The request's idempotency key, or null when absent or malformed (then the save is plain). */
export function idempotencyKeyOf(header: string | null | undefined): string | null {
  const key = header?.trim() ?? '';
  return KEY.test(key) ? key : null;
}

export interface SaveReceipt {
  articleId: string;
  version: number;
}

export async function findReceipt(
  db: Database,
  userId: string,
  key: string,
): Promise<SaveReceipt | null> {
  const row = await queryOne<SaveReceipt>(
    db,
    sql`select article_id as "articleId", version from save_receipts where user_id = ${userId}::uuid and key = ${key}`,
  );
  return row ?? null;
}

/** When this server process last deleted old receipts (once an hour is plenty). */
let lastCleaning = 0;

/** Records the save's outcome (inside its transaction); now and then forgets receipts past 30 days. */
export async function recordReceipt(
  db: Database,
  userId: string,
  key: string,
  receipt: SaveReceipt,
  now: Date,
): Promise<void> {
  await db.execute(
    sql`insert into save_receipts (user_id, key, article_id, version, created_at)
        values (${userId}::uuid, ${key}, ${receipt.articleId}::uuid, ${receipt.version}, ${now.toISOString()}::timestamptz)`,
  );
  if (now.getTime() - lastCleaning > CLEAN_EVERY_MS) {
    lastCleaning = now.getTime();
    await db.execute(
      sql`delete from save_receipts where created_at < ${new Date(now.getTime() - KEEP_DAYS * 86_400_000).toISOString()}::timestamptz`,
    );
  }
}
