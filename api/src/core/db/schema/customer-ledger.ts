import { sql } from 'drizzle-orm';
import { bigint, customType, date, index, integer, pgTable, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/** PostgreSQL's 64-bit transaction id, read as text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * Every customer's balance, kept up to date by triggers on customers, invoices, payments and contact
 * attempts (migration 0007, docs/performance.md). Nothing here depends on the date: what is overdue or
 * due soon is read from the open invoices' due dates when a figure is asked for.
 */
export const customerLedger = pgTable(
  'customer_ledger',
  {
    customerId: uuid()
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Issued invoices: how many, and their total. */
    invoiceCount: integer().notNull().default(0),
    invoicedPaise: bigint({ mode: 'number' }).notNull().default(0),
    /** Every payment of the customer. */
    paidPaise: bigint({ mode: 'number' }).notNull().default(0),
    /** Sum of the open invoices' unpaid parts. */
    duePaise: bigint({ mode: 'number' }).notNull().default(0),
    /** Issued invoices with an unpaid part (payments settle the oldest first), oldest first. */
    openDueDates: date({ mode: 'string' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    openUnpaidPaise: bigint({ mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Newest contact attempt of any channel and outcome. */
    lastContactAt: timestamp({ withTimezone: true }),
    /** The transaction that last wrote the row: readers fetch what changed since their last read. */
    changedXid: xid8()
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (table) => [index('customer_ledger_changed_xid_idx').on(table.changedXid)],
);

/** Totals behind the dashboard that are not per customer: one row. */
export const ledgerTotals = pgTable('ledger_totals', {
  id: smallint().primaryKey().default(1),
  /** Every payment, including those no customer matches. */
  collectedPaise: bigint({ mode: 'number' }).notNull().default(0),
});
