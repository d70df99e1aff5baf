import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** What the last conversation with the Tally server (a connection test or a sync) found; one row (id 1). */
export const tallyConnection = pgTable(
  'tally_connection',
  {
    id: integer().primaryKey().default(1),
    connected: boolean().notNull(),
    message: text().notNull(),
    checkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('tally_connection_single_row', sql`${table.id} = 1`)],
);
