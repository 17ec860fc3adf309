// Drizzle mirror of migrations/0175_live.sql (issue 39: the live channel's catch-up log, presence).
import {
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandKey: text('brand_key').notNull(),
    contentType: text('content_type').notNull(),
    contentId: text('content_id').notNull(),
    action: text('action').notNull(),
    version: integer('version'),
    status: text('status'),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    lockExpiresAt: timestamp('lock_expires_at', { withTimezone: true, mode: 'date' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('live_events_at').on(t.at)],
);

export const presence = pgTable(
  'presence',
  {
    instanceId: uuid('instance_id').notNull(),
    windowId: text('window_id').notNull(),
    brandKey: text('brand_key').notNull(),
    contentType: text('content_type').notNull(),
    contentId: text('content_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode').notNull(),
    since: timestamp('since', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.instanceId, t.windowId, t.contentType, t.contentId] }),
    index('presence_content').on(t.brandKey, t.contentType, t.contentId),
    index('presence_expires').on(t.expiresAt),
  ],
);
