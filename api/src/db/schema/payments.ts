import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { invoices } from './invoices';
import { paymentLinks } from './payment-links';

export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Null only for a payment through a link made out to a name that matches no customer. */
    customerId: uuid().references(() => customers.id, { onDelete: 'cascade' }),
    /** Null when the payment is on account; balances settle the oldest invoices first. */
    invoiceId: uuid().references(() => invoices.id, { onDelete: 'set null' }),
    amountPaise: bigint({ mode: 'number' }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** upi, neft, cheque, cash, card, payment_link */
    method: text().notNull(),
    reference: text(),
    /** One payment per paid link. */
    paymentLinkId: uuid()
      .unique()
      .references(() => paymentLinks.id, { onDelete: 'set null' }),
    tallyReceiptId: text().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_customer_idx').on(table.customerId),
    // Analytics: payments by time window, and a contacted customer's first payment after a contact.
    index('payments_received_idx').on(table.receivedAt),
    index('payments_customer_received_idx').on(table.customerId, table.receivedAt),
    check('payments_amount_positive', sql`${table.amountPaise} > 0`),
  ],
);
