// Drizzle mirror of migrations/0050_segments.sql (the SQL is the source of truth).
import { boolean, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';

export const segments = pgTable('segments', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  brandKey: text('brand_key').notNull(),
  active: boolean('active').notNull().default(true),
  status: text('status').notNull().default('Published'),
  device: text('device'),
  ios: jsonb('ios'),
  android: jsonb('android'),
  editorialAlert: jsonb('editorial_alert'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export type SegmentRow = typeof segments.$inferSelect;
