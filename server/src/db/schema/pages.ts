// Drizzle mirror of migrations/0060_pages.sql: one history snapshot per page save.
import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

export const categoryHistories = pgTable('category_histories', {
  id: uuid('id').primaryKey().defaultRandom(),
  categoryId: uuid('category_id').notNull(),
  userId: uuid('user_id'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  snapshot: jsonb('snapshot').notNull(),
});
