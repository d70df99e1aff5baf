import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /** The link paid through; a link taking partial payments has several. */
    paymentLinkId: uuid().references(() => paymentLinks.id, { onDelete: 'set null' }),
    tallyReceiptId: text().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_customer_idx').on(table.customerId),
    index('payments_payment_link_idx').on(table.paymentLinkId),
    // Analytics: payments by time window, and a contacted customer's first payment after a contact.
    index('payments_received_idx').on(table.receivedAt),
    index('payments_customer_received_idx').on(table.customerId, table.receivedAt),
    check('payments_amount_positive', sql`${table.amountPaise} > 0`),
  ],
);

/**
 * Every payment a gateway (or the sandbox page) reported for a link, as it reported it: its own payment
 * id, amount in the currency's minor unit and currency. An INR payment is also a `payments` row (it
 * reduces dues); one in another currency is kept here only, flagged for review, so the ledger stays in
 * rupees. The unique (source, gateway payment id) makes a replayed webhook change nothing.
 */
export const receivedPayments = pgTable(
  'received_payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    paymentLinkId: uuid().references(() => paymentLinks.id, { onDelete: 'set null' }),
    /** razorpay, cashfree or sandbox. */
    source: text().notNull(),
    gatewayPaymentId: text().notNull(),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    /** Why staff should look at it (after expiry, more than was due, another currency); null when it is as expected. */
    reviewReason: text(),
    /** The INR payment it was counted as; null when not counted (another currency). */
    paymentId: uuid().references(() => payments.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('received_payments_source_payment_uq').on(table.source, table.gatewayPaymentId),
    index('received_payments_link_idx').on(table.paymentLinkId),
    check('received_payments_amount_positive', sql`${table.amountMinor} > 0`),
  ],
);
