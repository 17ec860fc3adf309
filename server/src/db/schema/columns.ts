// Column helpers the area files share (not a table: not exported from index.ts).
import { timestamp } from 'drizzle-orm/pg-core';

/** `timestamptz`, read and written as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
