import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { TCallScriptContent } from '@duesflow/shared-contracts/call-scripts';
import type { TDltCategory, TTemplateUse } from '@duesflow/shared-contracts/message-templates';
import type { TSequenceStep } from '@duesflow/shared-contracts/reminder-sequences';
import { customers } from './customers';
import { invoices } from './invoices';
import { messages } from './messages';

/*
 * Communications (docs/communications.md): message templates with their DLT registration, what a
 * message must be sent as, call scripts and their calls, reminder sequences and each invoice's steps,
 * and each customer's contact preferences.
 */

/** Seeded reference data: the bulk screen's six templates, the campaign manager's and the customer page's confirmations. */
export const messageTemplates = pgTable('message_templates', {
  id: text().primaryKey(),
  name: text().notNull(),
  use: text().$type<TTemplateUse>().notNull(),
  type: text().$type<'gentle' | 'firm' | 'final' | 'urgent'>().notNull(),
  language: text().notNull(),
  content: text().notNull(),
  dltTemplateId: text().notNull(),
  dltHeader: text().notNull(),
  dltCategory: text().$type<TDltCategory>().notNull(),
  /** The approved WhatsApp template this text is sent as outside the 24-hour window. */
  whatsappTemplate: text(),
  position: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * How one message must go out under India's rules, read by the sender when it calls the provider:
 * the SMS's DLT registration and parts, or the approved WhatsApp template and its parameters. Keyed by
 * the message's idempotency key, so a plan writes it before the message exists and a repeat finds it.
 */
export const messageSendOptions = pgTable('message_send_options', {
  /** The message's idempotency key (written before the message is queued). */
  idempotencyKey: text().primaryKey(),
  dlt: jsonb().$type<{ templateId: string; header: string; category: TDltCategory }>(),
  whatsappTemplate: jsonb().$type<{ name: string; language: string; params: string[] }>(),
  segments: integer().notNull().default(1),
});

export const callScripts = pgTable('call_scripts', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  language: text().$type<'hi' | 'en' | 'mr'>().notNull(),
  type: text().$type<'initial' | 'followup' | 'final'>().notNull(),
  content: jsonb().$type<TCallScriptContent>().notNull(),
  voiceSettings: jsonb().$type<{ speed: number; tone: 'professional' | 'friendly' | 'assertive'; pitch: number }>().notNull(),
  /** Set on the seeded samples, so seeding finds them again. */
  seedKey: text().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One call placed with a script, as the voice provider's callback (or the collector) reported it. */
export const callAttempts = pgTable(
  'call_attempts',
  {
    id: uuid().primaryKey().defaultRandom(),
    scriptId: uuid().references(() => callScripts.id, { onDelete: 'set null' }),
    customerId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    messageId: uuid()
      .unique()
      .references(() => messages.id, { onDelete: 'set null' }),
    /** completed (answered), failed, busy, no-answer. */
    status: text().notNull(),
    /** commitment, dispute, callback or none. */
    outcome: text().notNull().default('none'),
    durationSeconds: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('call_attempts_script_idx').on(table.scriptId)],
);

export const reminderSequences = pgTable('reminder_sequences', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  active: boolean().notNull().default(true),
  steps: jsonb().$type<TSequenceStep[]>().notNull(),
  seedKey: text().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * One invoice's step of a sequence, written once: sent (its message) or refused (the reason). The
 * unique key is what makes a step go out at most once, however often the daily run is repeated.
 */
export const sequenceStepRecords = pgTable(
  'sequence_step_records',
  {
    id: uuid().primaryKey().defaultRandom(),
    sequenceId: uuid()
      .notNull()
      .references(() => reminderSequences.id, { onDelete: 'cascade' }),
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    stepIndex: integer().notNull(),
    status: text().$type<'sent' | 'refused'>().notNull(),
    reason: text(),
    messageId: uuid().references(() => messages.id, { onDelete: 'set null' }),
    runDate: date({ mode: 'string' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('sequence_step_records_unique').on(table.sequenceId, table.invoiceId, table.stepIndex),
    index('sequence_step_records_customer_idx').on(table.customerId),
    check('sequence_step_records_status_check', sql`${table.status} in ('sent', 'refused')`),
  ],
);

/** A customer's "Stop reminders", promise to pay, dispute, opt-outs and "already paid"; no row means none of them. */
export const customerContactPreferences = pgTable('customer_contact_preferences', {
  customerId: uuid()
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  stopReminders: boolean().notNull().default(false),
  stopRemindersAt: timestamp({ withTimezone: true }),
  promisedDate: date({ mode: 'string' }),
  promisedAmountPaise: bigint({ mode: 'number' }),
  promiseNote: text(),
  disputedAt: timestamp({ withTimezone: true }),
  disputeReason: text(),
  /** Channels the customer opted out of (sms, whatsapp, voice, email): the gate sends nothing on them. */
  optedOutChannels: text()
    .array()
    .$type<('sms' | 'whatsapp' | 'voice' | 'email')[]>()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** "Already paid": when the customer said so, and the UTR or reference they gave; reminders wait while staff verify. */
  paidClaimedAt: timestamp({ withTimezone: true }),
  paidClaimReference: text(),
  paidClaimAmountPaise: bigint({ mode: 'number' }),
  /** The customer's last WhatsApp message to us: free-form replies are allowed for 24 hours after it. */
  whatsappLastInboundAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
