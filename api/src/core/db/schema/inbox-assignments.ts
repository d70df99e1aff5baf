import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { staffUsers } from './staff';

/**
 * Who answers a customer's conversation in the inbox (docs/inbox.md): one collector per customer, or none
 * (no row). Kept apart from the replies so that assigning changes no reply and a new reply keeps it.
 */
export const inboxAssignments = pgTable('inbox_assignments', {
  customerId: uuid()
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  staffId: uuid()
    .notNull()
    .references(() => staffUsers.id, { onDelete: 'cascade' }),
  assignedAt: timestamp({ withTimezone: true }).notNull(),
  /** The member of staff who assigned it. */
  assignedBy: uuid().references(() => staffUsers.id, { onDelete: 'set null' }),
});
