import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { workflowExecutions } from './workflow-executions';
import type { TContactChannel } from './contact-attempts';

/**
 * queued until the provider answers; then delivered (sms, whatsapp, email), completed (voice) or failed,
 * or sent when the provider accepted it and reports later (its delivery report moves it on, docs/channel-adapters.md).
 * unknown: a crash cut its try off after the vendor may have taken it, and the vendor keeps no record
 * duesflow can look up: never sent again, staff check it ("unknown — check", docs/sending.md).
 */
export type TMessageStatus = 'queued' | 'sent' | 'delivered' | 'completed' | 'failed' | 'unknown';

export const messages = pgTable(
  'messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    executionId: uuid().references(() => workflowExecutions.id, { onDelete: 'set null' }),
    customerId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    channel: text().$type<TContactChannel>().notNull(),
    to: text().notNull(),
    body: text().notNull(),
    provider: text().notNull(),
    status: text().$type<TMessageStatus>().notNull().default('queued'),
    providerMessageId: text(),
    error: text(),
    /** `${executionId}:${customerId or recipient}:${channel}`: a retried job finds its earlier send. */
    idempotencyKey: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('messages_execution_idx').on(table.executionId),
    // Delivery reports and call status callbacks find their message by the provider's id.
    index('messages_provider_message_idx')
      .on(table.providerMessageId)
      .where(sql`${table.providerMessageId} is not null`),
    index('messages_customer_idx').on(table.customerId),
    // Analytics: messages by channel and time window (which provider carried a channel).
    index('messages_channel_created_idx').on(table.channel, table.createdAt),
    // A bulk run's chunks ask "is anything of this run still queued?" after every slice.
    index('messages_execution_queued_idx')
      .on(table.executionId)
      .where(sql`${table.status} = 'queued'`),
    // The send cooldown finds earlier messages to a typed number that is no customer's by its last ten digits.
    index('messages_recipient_phone_idx')
      .on(sql`right(regexp_replace(${table.to}, '[^0-9]', '', 'g'), 10)`, table.createdAt)
      .where(sql`${table.customerId} is null`),
  ],
);
