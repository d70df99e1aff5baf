import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { invoices } from './invoices';

/**
 * Every promise to pay a customer made (to staff or on their own page), kept after it is settled: the
 * send gate pauses reminders until its date; once the date has passed it reads kept (paid on time) or
 * broken, and the promise-kept rate counts them (docs/customer-page.md). A promise in instalments is one
 * row per instalment sharing a `planId`, numbered from 1 by `instalment`.
 */
export const customerPromises = pgTable(
  'customer_promises',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The instalments of one promise share it; null for a promise of one date. */
    planId: uuid(),
    instalment: integer(),
    madeAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    promisedDate: date({ mode: 'string' }).notNull(),
    /** What was promised; null: the whole balance at the time (`dueAtPromisePaise`). */
    amountPaise: bigint({ mode: 'number' }),
    dueAtPromisePaise: bigint({ mode: 'number' }).notNull(),
    /** Everything the customer had paid when promising: what comes after it counts towards the promise. */
    paidBeforePaise: bigint({ mode: 'number' }).notNull(),
    /** Who made it: staff, the customer on their page, or the customer's reply (docs/inbox.md). */
    source: text().$type<'staff' | 'customer_page' | 'reply'>().notNull(),
    note: text(),
    status: text().$type<'open' | 'kept' | 'broken' | 'replaced' | 'withdrawn'>().notNull().default('open'),
    settledAt: timestamp({ withTimezone: true }),
    /** What had come in towards it when it was settled. */
    paidTowardsPaise: bigint({ mode: 'number' }),
  },
  (table) => [
    index('customer_promises_customer_idx').on(table.customerId, table.madeAt),
    index('customer_promises_open_idx')
      .on(table.status, table.promisedDate)
      .where(sql`status = 'open'`),
  ],
);

/**
 * A dispute of one invoice (from the customer's page or staff): while it is open, that invoice is left
 * out of every reminder, its unpaid part out of the amount reminders ask for.
 */
export const invoiceDisputes = pgTable(
  'invoice_disputes',
  {
    id: uuid().primaryKey().defaultRandom(),
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    source: text().$type<'staff' | 'customer_page'>().notNull(),
    openedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
    resolution: text(),
  },
  (table) => [
    uniqueIndex('invoice_disputes_open_invoice_idx')
      .on(table.invoiceId)
      .where(sql`resolved_at is null`),
    index('invoice_disputes_customer_idx').on(table.customerId),
  ],
);
