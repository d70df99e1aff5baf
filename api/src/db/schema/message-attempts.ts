import { index, integer, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { messages } from './messages';
import { providers } from './providers';

/** sending until the provider answers (a crash leaves it so, and the same attempt is sent again). */
export type TAttemptStatus = 'sending' | 'sent' | 'delivered' | 'completed' | 'failed';

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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('message_attempts_message_attempt_unique').on(table.messageId, table.attemptNo),
    index('message_attempts_provider_idx').on(table.providerId),
    // Analytics: what attempts cost in a time window.
    index('message_attempts_created_idx').on(table.createdAt),
  ],
);
