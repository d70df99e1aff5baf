import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { messages } from './messages';
import { providers } from './providers';

/**
 * sending until the provider answers: the claim, committed before the vendor is called. A try a crash
 * left `sending` is reconciled from the vendor's record, never sent blindly again: reached (its status),
 * not reached (the next try goes), or unknown (staff check it).
 */
export type TAttemptStatus = 'sending' | 'sent' | 'delivered' | 'completed' | 'failed' | 'unknown';

/**
 * One try of one message on one provider. Failover makes several per message; the Performance tab's
 * figures (success rate, latency, cost) are measured from these rows.
 */
export const messageAttempts = pgTable(
  'message_attempts',
  {
    id: uuid().primaryKey().defaultRandom(),
    messageId: uuid()
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    attemptNo: integer().notNull(),
    /** Null once the provider is deleted; its name stays for the history. */
    providerId: uuid().references(() => providers.id, { onDelete: 'set null' }),
    providerName: text().notNull(),
    status: text().$type<TAttemptStatus>().notNull().default('sending'),
    /** Sent to the provider, which de-duplicates on it: a resent attempt never reaches anyone twice. */
    idempotencyKey: text().notNull(),
    latencyMs: integer(),
    /** What the provider charges for this attempt (accepted sends only), in `currency`. */
    cost: numeric({ precision: 14, scale: 4, mode: 'number' }).notNull().default(0),
    currency: text().notNull().default('USD'),
    error: text(),
    /**
     * The process (delivery worker) that claimed this try. Only a try whose worker stopped beating is
     * reconciled by another; a live worker's try is its own, however long its vendor takes.
     */
    workerId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('message_attempts_message_attempt_unique').on(table.messageId, table.attemptNo),
    index('message_attempts_provider_idx').on(table.providerId),
    // Analytics: what attempts cost in a time window.
    index('message_attempts_created_idx').on(table.createdAt),
    // Recovery finds the tries a dead worker left in flight.
    index('message_attempts_sending_idx')
      .on(table.workerId)
      .where(sql`${table.status} = 'sending'`),
  ],
);
