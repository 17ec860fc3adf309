// Drizzle mirror of the orphan pages part of migrations/0080_cards_orphan_pages_lives.sql.
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const orphanPages = pgTable(
  'orphan_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandKey: text('brand_key').notNull(),
    uri: text('uri').notNull(),
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
    metas: text('metas').array().notNull().default([]),
    isCMPEnabled: boolean('is_cmp_enabled').notNull().default(true),
    isAdsEnabled: boolean('is_ads_enabled').notNull().default(true),
    isFullScreen: boolean('is_full_screen').notNull().default(false),
    status: text('status').notNull().default('draft'),
    publishedAt: ts('published_at'),
    editedAt: ts('edited_at'),
    version: integer('version').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One URL per brand: a second page on the same URL is refused (001 §5).
    uniqueIndex('orphan_pages_brand_uri').on(t.brandKey, t.uri),
    index('orphan_pages_brand_status').on(t.brandKey, t.status, t.updatedAt.desc()),
  ],
);
