// Drizzle mirror of the cards part of migrations/0080_cards_orphan_pages_lives.sql: cards (encarts)
// and their ordered links to categories and tags. Columns pointing at users(id) are plain uuid here
// (the foreign keys exist in SQL), as in content.ts.
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const cards = pgTable(
  'cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandKey: text('brand_key').notNull(),
    title: text('title').notNull(),
    secondaryTitle: text('secondary_title'),
    description: text('description'),
    url: text('url').notNull(),
    label: text('label').notNull(),
    status: text('status').notNull().default('Published'),
    media: jsonb('media'),
    body: jsonb('body'),
    version: integer('version').notNull().default(1),
    lockedBy: uuid('locked_by'),
    lockedAt: ts('locked_at'),
    lockExpiresAt: ts('lock_expires_at'),
    createdBy: uuid('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('cards_brand_status').on(t.brandKey, t.status, t.updatedAt.desc())],
);

export const cardCategories = pgTable(
  'card_categories',
  {
    cardId: uuid('card_id').notNull(),
    categoryId: uuid('category_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cardId, t.categoryId] }),
    index('card_categories_category').on(t.categoryId),
  ],
);

export const cardTags = pgTable(
  'card_tags',
  {
    cardId: uuid('card_id').notNull(),
    tagId: uuid('tag_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.tagId] }), index('card_tags_tag').on(t.tagId)],
);
