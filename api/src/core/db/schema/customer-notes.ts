import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { staffUsers } from './staff';

/** What staff wrote down about a customer, shown in the customer's timeline (docs/customer-timeline.md). */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    /** Null once the member of staff is deleted; their email stays for the history. */
    authorId: uuid().references(() => staffUsers.id, { onDelete: 'set null' }),
    authorEmail: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('customer_notes_customer_created_idx').on(table.customerId, table.createdAt)],
);
