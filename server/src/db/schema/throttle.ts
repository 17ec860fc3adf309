// Drizzle mirror of migrations/0010_login_throttle.sql.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('login_throttle_expire').on(t.expire)],
);
