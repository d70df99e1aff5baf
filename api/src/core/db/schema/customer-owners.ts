import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { staffUsers } from './staff';

/**
 * Portfolios (docs/worklist.md): the collector who owns a customer, one per customer, or none (no row).
 * Kept apart from the inbox's assignment: owning a customer's collection work is not answering their replies.
 */
export const customerOwners = pgTable(
  'customer_owners',
  {
    customerId: uuid()
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    collectorId: uuid()
      .notNull()
      .references(() => staffUsers.id),
    assignedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The member of staff who assigned it; null when a rule or an import did, or once they are deleted. */
    assignedBy: uuid().references(() => staffUsers.id, { onDelete: 'set null' }),
  },
  (table) => [index('customer_owners_collector_idx').on(table.collectorId)],
);
