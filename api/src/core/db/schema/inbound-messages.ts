import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TContactChannel } from './contact-attempts';
import { customers } from './customers';
import { messages } from './messages';
import { staffUsers } from './staff';

/** What a customer's reply was read as (docs/inbox.md): each intent changes their state its own way. */
export type TInboundIntent = 'opt_out' | 'paid_claim' | 'promise' | 'dispute' | 'needs_reply';

/**
 * Replies that came back (WhatsApp, SMS): stored as received, matched to the customer by number, read
 * by the intent rules. While a matched reply is not handled by staff, the send gate holds the customer's
 * reminders ("replied"). A vendor's id is unique per channel: a webhook sent twice stores it once.
 */
export const inboundMessages = pgTable(
  'inbound_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    channel: text().$type<TContactChannel>().notNull(),
    /** The vendor's id of the message (WhatsApp wamid, MSG91's id): a replay finds it and changes nothing. */
    vendorMessageId: text().notNull(),
    /** The sender as E.164 when it reads as a phone number, else as the vendor gave it. */
    from: text().notNull(),
    /** Null: no customer has that number (stored, shown unmatched). */
    customerId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    /** What the customer wrote, or the title of the button they pressed. */
    text: text(),
    /** A pressed button's payload or id (WhatsApp quick reply, interactive reply). */
    buttonPayload: text(),
    /** The message of ours it answers, when the vendor names it (WhatsApp `context.id`) and we sent it. */
    answersMessageId: uuid().references(() => messages.id, { onDelete: 'set null' }),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    intent: text().$type<TInboundIntent>().notNull(),
    /** The words that matched, and what was read from them (a date, a reference). */
    evidence: jsonb().$type<{ matched: string[]; promisedDate?: string; reference?: string }>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp({ withTimezone: true }),
    handledBy: uuid().references(() => staffUsers.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('inbound_messages_vendor_id_idx').on(table.channel, table.vendorMessageId),
    index('inbound_messages_received_idx').on(table.receivedAt),
    // A customer's timeline pages through their replies newest first (docs/customer-timeline.md).
    index('inbound_messages_customer_received_idx').on(table.customerId, table.receivedAt),
    // The send gate's "replied" hold: a customer's unhandled replies (few rows).
    index('inbound_messages_unhandled_idx')
      .on(table.customerId)
      .where(sql`${table.handledAt} is null and ${table.customerId} is not null`),
  ],
);
