// What super-admins edit for good deals: the prompts, in order (good_deal_prompts), and the
// transparency clause every good-deal article ends with (server setting
// 'goodDealTransparencyClause', a JSON string).
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { goodDealPrompts } from '../../db/schema/aiProcesses';
import { serverSettings } from '../../db/schema/settings';

export const TRANSPARENCY_CLAUSE_SETTING = 'goodDealTransparencyClause';

export type GoodDealPromptRow = typeof goodDealPrompts.$inferSelect;

export function listGoodDealPrompts(db: Database, first: number): Promise<GoodDealPromptRow[]> {
  return db.select().from(goodDealPrompts).orderBy(asc(goodDealPrompts.promptOrder)).limit(first);
}

/** The prompt updated, or null when there is no such prompt. */
export async function updateGoodDealPrompt(
  db: Database,
  id: number,
  prompt: string,
  userId: string,
): Promise<GoodDealPromptRow | null> {
  const rows = await db
    .update(goodDealPrompts)
    .set({ prompt, updatedAt: sql`now()`, updatedBy: userId })
    .where(eq(goodDealPrompts.id, id))
    .returning();
  return rows[0] ?? null;
}

export async function readTransparencyClause(db: Database): Promise<string> {
  const [row] = await db
    .select({ value: serverSettings.value })
    .from(serverSettings)
    .where(eq(serverSettings.key, TRANSPARENCY_CLAUSE_SETTING));
  return typeof row?.value === 'string' ? row.value : '';
}

export async function writeTransparencyClause(db: Database, text: string): Promise<string> {
  await db
    .insert(serverSettings)
    .values({ key: TRANSPARENCY_CLAUSE_SETTING, value: text })
    .onConflictDoUpdate({
      target: serverSettings.key,
      set: { value: text, updatedAt: sql`now()` },
    });
  return text;
}
