import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { staffUsers } from './staff';

/**
 * A customer's own page is opened with a token (docs/customer-page.md): unguessable, scoped to one
 * customer, expiring and revocable. Only its SHA-256 is stored, so the table cannot be used to open a page.
 */
export const customerPageTokens = pgTable(
  'customer_page_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** The member of staff who made it; null when a run made it (a reminder). */
    createdBy: uuid().references(() => staffUsers.id, { onDelete: 'set null' }),
    /** The channel of the reminder that carried it (sms, whatsapp, email, voice); null when staff made it. */
    sourceChannel: text().$type<'sms' | 'whatsapp' | 'email' | 'voice'>(),
    /** Where the customer was sent it: the number or address the reminder went to, for confirming an action back. */
    sourceTo: text(),
    visits: integer().notNull().default(0),
    lastVisitedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('customer_page_tokens_customer_idx').on(table.customerId)],
);

/** A token that opened nothing (unknown, tampered), by address: too many in a minute and the address waits. */
export const customerPageMisses = pgTable(
  'customer_page_misses',
  {
    id: uuid().primaryKey().defaultRandom(),
    address: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('customer_page_misses_address_at_idx').on(table.address, table.at)],
);

/** What a customer did on their page (a promise, a dispute, "already paid", an opt-out): when, through which link, and what they said. */
export const customerPageActions = pgTable(
  'customer_page_actions',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenId: uuid().references(() => customerPageTokens.id, { onDelete: 'set null' }),
    action: text().$type<'promise' | 'dispute' | 'paid_claim' | 'opt_out'>().notNull(),
    /** What the customer gave: the promised date and amount, the disputed invoice and reason, the payment's reference, the channels. */
    detail: jsonb().$type<Record<string, unknown>>().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('customer_page_actions_customer_at_idx').on(table.customerId, table.at)],
);
