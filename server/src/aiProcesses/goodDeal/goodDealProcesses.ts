// The good-deal process rows (good_deal_processes): one per request, status null while its job
// runs, then SUCCESS (with the article) or ERROR (with a French message). Started with its job in
// one transaction: a row never waits for a job that was not queued, nor a job for a missing row.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { goodDealProcesses } from '../../db/schema/aiProcesses';
import { JobQueue } from '../../jobs/jobQueue';
import { GOOD_DEAL_JOB, type AiProcessJobPayload } from '../jobs';

export type GoodDealProcessRow = typeof goodDealProcesses.$inferSelect;

export interface GoodDealStart {
  userId: string;
  brandKey: string;
  productUrl: string;
}

export async function startGoodDealProcess(
  db: Database,
  start: GoodDealStart,
  now: () => Date,
): Promise<GoodDealProcessRow> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [row] = await tx
      .insert(goodDealProcesses)
      .values({ ...start, createdAt: now(), updatedAt: now() })
      .returning();
    const process = row as GoodDealProcessRow;
    const payload: AiProcessJobPayload = { processId: process.id };
    await new JobQueue(tx, { now }).enqueue({
      kind: GOOD_DEAL_JOB,
      key: process.id,
      payload: { ...payload },
    });
    return process;
  });
}

export async function goodDealProcess(
  db: Database,
  id: string,
): Promise<GoodDealProcessRow | null> {
  const rows = await db.select().from(goodDealProcesses).where(eq(goodDealProcesses.id, id));
  return rows[0] ?? null;
}

/** The user's processes, newest first. */
export function userGoodDealProcesses(
  db: Database,
  userId: string,
  first: number,
): Promise<GoodDealProcessRow[]> {
  return db
    .select()
    .from(goodDealProcesses)
    .where(eq(goodDealProcesses.userId, userId))
    .orderBy(desc(goodDealProcesses.createdAt), desc(goodDealProcesses.id))
    .limit(first);
}

/** Only a running process changes: a finished one keeps its outcome (a job run again). */
const running = (id: string) => and(eq(goodDealProcesses.id, id), isNull(goodDealProcesses.status));

export async function recordProductTitle(db: Database, id: string, title: string): Promise<void> {
  await db
    .update(goodDealProcesses)
    .set({ productTitle: title.slice(0, 500), updatedAt: sql`now()` })
    .where(running(id));
}

export async function finishGoodDeal(db: Database, id: string, articleId: string): Promise<void> {
  await db
    .update(goodDealProcesses)
    .set({ status: 'SUCCESS', articleId, error: null, updatedAt: sql`now()` })
    .where(running(id));
}

export async function failGoodDeal(db: Database, id: string, message: string): Promise<void> {
  await db
    .update(goodDealProcesses)
    .set({ status: 'ERROR', error: message, updatedAt: sql`now()` })
    .where(running(id));
}
