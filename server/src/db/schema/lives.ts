// Drizzle mirror of the live posts part of migrations/0080_cards_orphan_pages_lives.sql (the
// `lives` table itself is 0002's, declared in content.ts).
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const livePosts = pgTable(
  'live_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    liveId: uuid('live_id').notNull(),
    title: text('title'),
    body: jsonb('body').notNull(),
    publishedAt: ts('published_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    // The journalist editing the post (menu 'Modifier/Verrouiller'), until the lapse.
    editingBy: uuid('editing_by'),
    editingExpiresAt: ts('editing_expires_at'),
  },
  (t) => [index('live_posts_live').on(t.liveId, t.publishedAt.desc())],
);
