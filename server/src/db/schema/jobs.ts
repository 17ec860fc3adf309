// Drizzle mirror of the jobs table of migrations/0090_jobs_pushes.sql (the durable queue,
// server/src/jobs/jobQueue.ts). The partial index jobs_due and the status check are in SQL.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { ts } from './columns';

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** A caller's own key: enqueueing the same (kind, key) twice keeps one job. */
    key: text('key'),
    payload: jsonb('payload').notNull().default({}),
    status: text('status').notNull().default('queued'),
    runAt: ts('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedBy: text('locked_by'),
    lockedUntil: ts('locked_until'),
    lastError: text('last_error'),
    result: jsonb('result'),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    unique('jobs_kind_key_key').on(t.kind, t.key),
    index('jobs_due')
      .on(t.runAt)
      .where(sql`status in ('queued', 'running')`),
    check('jobs_status_check', sql`status in ('queued', 'running', 'done', 'failed')`),
  ],
);
