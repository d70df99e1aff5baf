import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { messages } from './messages';
import { workflowExecutions } from './workflow-executions';

export const CONTACT_CHANNELS = ['voice', 'sms', 'whatsapp', 'email'] as const;
export type TContactChannel = (typeof CONTACT_CHANNELS)[number];

export const contactAttempts = pgTable(
  'contact_attempts',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    channel: text().$type<TContactChannel>().notNull(),
    /** delivered, completed (a call that was answered), failed, ... as the provider reported. */
    outcome: text().notNull(),
    executionId: uuid().references(() => workflowExecutions.id, { onDelete: 'set null' }),
    /** The message this attempt was; unique so a retried send never counts twice. */
    messageId: uuid()
      .unique()
      .references(() => messages.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_attempts_customer_created_idx').on(table.customerId, table.createdAt),
    // Analytics read contacts by time window (docs/analytics.md).
    index('contact_attempts_created_idx').on(table.createdAt),
    check('contact_attempts_channel_check', sql`${table.channel} in ('voice', 'sms', 'whatsapp', 'email')`),
  ],
);
