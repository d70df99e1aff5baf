import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/**
 * `issued` or `cancelled`: the issuer's own state. Whether an invoice is paid or overdue is derived from
 * payments and the due date, never stored, so it cannot drift.
 */
export type TInvoiceStatus = 'issued' | 'cancelled';

export const invoices = pgTable(
  'invoices',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    invoiceNumber: text().notNull().unique(),
    amountPaise: bigint({ mode: 'number' }).notNull(),
    issuedOn: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    status: text().$type<TInvoiceStatus>().notNull().default('issued'),
    tallyVoucherId: text().unique(),
    airtableRecordId: text().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('invoices_customer_due_idx').on(table.customerId, table.dueDate),
    // Analytics: credit sales by issue date.
    index('invoices_issued_idx').on(table.issuedOn),
    check('invoices_amount_positive', sql`${table.amountPaise} > 0`),
    check('invoices_status_check', sql`${table.status} in ('issued', 'cancelled')`),
  ],
);
