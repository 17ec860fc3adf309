// The slideshow AI processes' rows (ai_slideshow_processes, migration 0163): one per process,
// RUNNING until its job says SUCCESS or ERROR. The job reads its row first: a row already over is
// never run again (a job taken up after a crash finishes the same process, never a second one).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  aiSlideshowProcesses,
  type SlideshowProcessKind,
  type SlideshowProcessStatus,
} from '../../db/schema/aiProcesses';

export type SlideshowProcessRow = typeof aiSlideshowProcesses.$inferSelect;

export interface NewSlideshowProcess {
  userId: string;
  brandKey: string;
  kind: SlideshowProcessKind;
  articleId?: string | null;
  slideshowSubject?: string | null;
  searchQuery?: string | null;
  recipeNumber: number;
  recipeIds?: string[];
  excludedIngredients?: string[];
}

export async function insertProcess(
  db: Database,
  values: NewSlideshowProcess,
  now: Date,
): Promise<SlideshowProcessRow> {
  const [row] = await db
    .insert(aiSlideshowProcesses)
    .values({ ...values, status: 'RUNNING', createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function readProcess(db: Database, id: string): Promise<SlideshowProcessRow | null> {
  const [row] = await db
    .select()
    .from(aiSlideshowProcesses)
    .where(eq(aiSlideshowProcesses.id, id))
    .limit(1);
  return row ?? null;
}

export interface ProcessOutcome {
  status: Exclude<SlideshowProcessStatus, 'RUNNING'>;
  errorMsg?: string | null;
  articleId?: string | null;
  generatedTitle?: string | null;
}

/** Ends a RUNNING process (a row already over is left as it is). */
export async function finishProcess(
  db: Database,
  id: string,
  outcome: ProcessOutcome,
  now: Date,
): Promise<void> {
  await db
    .update(aiSlideshowProcesses)
    .set({
      status: outcome.status,
      errorMsg: outcome.errorMsg ?? null,
      ...(outcome.articleId ? { articleId: outcome.articleId } : {}),
      ...(outcome.generatedTitle ? { generatedTitle: outcome.generatedTitle } : {}),
      updatedAt: now,
    })
    .where(and(eq(aiSlideshowProcesses.id, id), eq(aiSlideshowProcesses.status, 'RUNNING')));
}

/** The user's processes on the brand, newest first. */
export async function listProcesses(
  db: Database,
  userId: string,
  brandKey: string,
  first: number,
): Promise<SlideshowProcessRow[]> {
  return db
    .select()
    .from(aiSlideshowProcesses)
    .where(
      and(eq(aiSlideshowProcesses.userId, userId), eq(aiSlideshowProcesses.brandKey, brandKey)),
    )
    .orderBy(desc(aiSlideshowProcesses.createdAt), sql`${aiSlideshowProcesses.id} desc`)
    .limit(first);
}

const iso = (value: Date | string): string => new Date(value).toISOString();

/** A row as the API's OpenAiProcess. */
export function processOut(row: SlideshowProcessRow) {
  return {
    id: row.id,
    brandKey: row.brandKey,
    articleId: row.articleId,
    slideshowSubject: row.slideshowSubject,
    recipeNumber: row.recipeNumber,
    status: row.status,
    errorMsg: row.errorMsg,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    generatedTitle: row.generatedTitle,
  };
}
