// Drizzle mirror of migrations/0161_correction_sessions.sql (issue 33): one spell-check session per
// user and piece of content, its state in `state` (sessionStore.ts says what is stored).
import { integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { CorrectionSession } from '../../../../common/correction/types';
import { ts } from './columns';

export type CorrectionContentKind = 'article' | 'livePost';

export const correctionSessions = pgTable('correction_sessions', {
  id: uuid('id').primaryKey(),
  contentKind: text('content_kind').$type<CorrectionContentKind>().notNull(),
  contentId: uuid('content_id').notNull(),
  userId: uuid('user_id').notNull(),
  brandKey: text('brand_key').notNull(),
  state: jsonb('state').$type<CorrectionSession>().notNull(),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
