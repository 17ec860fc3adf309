// Drizzle mirror of migrations/0030_media.sql and 0145_media_uploads_per_user.sql (the SQL is the
// source of truth: the trigram index on photos.search_text is declared there only). Columns
// pointing at users(id) are plain uuid here, as in content.ts; the foreign keys exist in SQL.
import { bigint, boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';

export const mediaSigningKeys = pgTable('media_signing_keys', {
  id: integer('id').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** One row per getUploadUrl: bytes received so far, single use, bounded in time. */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    namespace: text('namespace').notNull(),
    originalName: text('original_name').notNull(),
    key: text('key').notNull().unique(),
    expiresAt: ts('expires_at').notNull(),
    totalBytes: bigint('total_bytes', { mode: 'number' }),
    received: bigint('received', { mode: 'number' }).notNull().default(0),
    completedAt: ts('completed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('media_uploads_expires').on(t.expiresAt),
    index('media_uploads_user_created').on(t.userId, t.createdAt),
  ],
);

export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey(),
    brandKey: text('brand_key').notNull(),
    archive: text('archive').notNull(),
    key: text('key').notNull().unique(),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    credit: text('credit'),
    source: text('source'),
    previews: jsonb('previews').notNull().default([]),
    metadata: jsonb('metadata').notNull().default({}),
    searchText: text('search_text').notNull().default(''),
    isLegacy: boolean('is_legacy').notNull().default(false),
    createdBy: uuid('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('photos_brand_created').on(t.brandKey, t.archive, t.createdAt.desc())],
);

export const imageSourceCategories = pgTable('image_source_categories', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
});

export const imageSources = pgTable('image_sources', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  categoryId: text('category_id')
    .notNull()
    .references(() => imageSourceCategories.id),
});
