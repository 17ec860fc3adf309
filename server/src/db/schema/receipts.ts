// Drizzle mirror of migrations/0006_save_receipts.sql (articles) and
// 0110_content_save_receipts.sql (pages, cards, orphan pages, live posts): one row per
// (user, Idempotency-Key), written in the save's own transaction (services/content/saveOnce.ts).
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const saveReceipts = pgTable(
  'save_receipts',
  {
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    articleId: uuid('article_id').notNull(),
    version: integer('version').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('save_receipts_created').on(t.createdAt),
  ],
);

export const contentSaveReceipts = pgTable(
  'content_save_receipts',
  {
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    contentId: uuid('content_id').notNull(),
    version: integer('version').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('content_save_receipts_created').on(t.createdAt),
  ],
);
