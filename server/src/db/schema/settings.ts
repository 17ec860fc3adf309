// Drizzle mirror of migrations/0151_server_settings.sql: what a seed decided for the data it wrote.
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
