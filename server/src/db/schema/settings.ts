// Drizzle mirror of migrations/0151_server_settings.sql: what a seed decided for the data it wrote.
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
