// Idempotent saves (migration 0006): a save carrying an `Idempotency-Key` leaves a receipt in its
// own transaction, so a save sent again after a lost answer is recognised instead of being applied
// twice or refused as a conflict with itself.
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { saveReceipts } from '../../db/schema/receipts';

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
  const rows = await db
    .select({ articleId: saveReceipts.articleId, version: saveReceipts.version })
    .from(saveReceipts)
    .where(and(eq(saveReceipts.userId, userId), eq(saveReceipts.key, key)));
  return rows[0] ?? null;
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
  await db.insert(saveReceipts).values({ userId, key, ...receipt, createdAt: now });
  if (now.getTime() - lastCleaning > CLEAN_EVERY_MS) {
    lastCleaning = now.getTime();
    await db
      .delete(saveReceipts)
      .where(lt(saveReceipts.createdAt, new Date(now.getTime() - KEEP_DAYS * 86_400_000)));
  }
}
