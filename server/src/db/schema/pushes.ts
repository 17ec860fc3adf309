// Drizzle mirror of migrations/0090_jobs_pushes.sql and 0150_push_send_attempts.sql: mobile pushes
// and web alerts, one row per platform, and the subscriptions they are delivered to. Columns
// pointing at users(id) and articles(id) are plain uuid here; the foreign keys exist in SQL.
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';

export const pushes = pgTable(
  'pushes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id').notNull(),
    brandKey: text('brand_key').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    media: jsonb('media'),
    targetDevice: text('target_device').notNull(),
    articleId: uuid('article_id'),
    userId: uuid('user_id'),
    userName: text('user_name').notNull().default(''),
    scheduledAt: ts('scheduled_at').notNull(),
    sentAt: ts('sent_at'),
    isCancelled: boolean('is_cancelled').notNull().default(false),
    /** scheduled → sending → sent | failed | unknown; scheduled → cancelled. */
    state: text('state').notNull().default('scheduled'),
    segments: jsonb('segments').notNull().default([]),
    targeting: jsonb('targeting').notNull().default({}),
    outcome: text('outcome'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Set while a provider call is in flight (0150): never send twice blindly. */
    attemptStartedAt: ts('attempt_started_at'),
  },
  (t) => [
    index('pushes_brand_scheduled').on(t.brandKey, t.scheduledAt.desc()),
    index('pushes_scheduled').on(t.scheduledAt.desc()),
    index('pushes_article').on(t.articleId, t.createdAt.desc()),
    index('pushes_group').on(t.groupId),
    check('pushes_target_device_check', sql`target_device in ('android', 'ios', 'ea')`),
    check(
      'pushes_state_check',
      sql`state in ('scheduled', 'sending', 'sent', 'failed', 'cancelled', 'unknown')`,
    ),
  ],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandKey: text('brand_key').notNull(),
    platform: text('platform').notNull(),
    token: text('token').notNull(),
    keys: jsonb('keys'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('push_subscriptions_platform_token_key').on(t.platform, t.token),
    index('push_subscriptions_brand').on(t.brandKey, t.platform),
    check('push_subscriptions_platform_check', sql`platform in ('ios', 'ea')`),
  ],
);
