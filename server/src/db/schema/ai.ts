// Drizzle mirror of migrations/0162_ai.sql (issue 34): the prompts (data, per brand or for every
// brand) and each brand's tokens spent per day, shared by every server process.
import {
  bigint,
  date,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from './columns';

export const aiPrompts = pgTable('ai_prompts', {
  id: serial('id').primaryKey(),
  field: text('field').notNull(),
  /** Null: the default of every brand without its own. */
  brandKey: text('brand_key'),
  label: text('label').notNull(),
  body: text('body').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
});

export const aiTokenUsage = pgTable(
  'ai_token_usage',
  {
    brandKey: text('brand_key').notNull(),
    /** The day in Europe/Paris (the budget resets at midnight there). */
    day: date('day', { mode: 'string' }).notNull(),
    tokens: bigint('tokens', { mode: 'number' }).notNull().default(0),
    calls: integer('calls').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.brandKey, t.day] })],
);
