import { z } from 'zod';
import { ZDate, ZInt, ZPositiveRupees, ZRequiredText, ZText } from './common';
import { ZPromise } from './promises';

/*
 * Reminder sequences (docs/communications.md): ordered steps relative to an invoice's due date
 * (negative = before it). Once a day every unpaid invoice moves to its next due step, each step sent at
 * most once per invoice; paid, disputed, promised (until the promised date) and opted-out invoices get
 * nothing, and every refusal is recorded with its reason.
 */
export const SEQUENCE_CHANNELS = ['sms', 'whatsapp'] as const;

export const ZSequenceStep = z
  .object({
    /** Days after the due date (negative: before it), -30 to 365. */
    dayOffset: ZInt(-30, 365),
    channel: z.enum(SEQUENCE_CHANNELS),
    /** A campaign template's id (GET /api/message-templates, use `campaign`). */
    templateId: ZRequiredText(100, 'Template is required'),
  })
  .strict();
export type TSequenceStep = z.infer<typeof ZSequenceStep>;

export const ZReminderSequenceInput = z
  .object({
    name: ZRequiredText(200, 'Name is required'),
    active: z.boolean(),
    steps: z
      .array(ZSequenceStep)
      .min(1, 'A sequence needs at least one step')
      .max(10, 'At most 10 steps')
      .refine(
        (steps) => steps.every((step, index) => index === 0 || step.dayOffset > steps[index - 1]!.dayOffset),
        'Steps must be in order of day offset, each later than the one before',
      ),
  })
  .strict();
export type TReminderSequenceInput = z.infer<typeof ZReminderSequenceInput>;

export const ZReminderSequence = ZReminderSequenceInput.extend({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Steps sent and refused so far, across every invoice. */
  sent: z.number().int().nonnegative(),
  refused: z.number().int().nonnegative(),
});
export type TReminderSequence = z.infer<typeof ZReminderSequence>;
export const ZReminderSequenceList = z.array(ZReminderSequence);

/** gentle → firm → final (the default sequence, seeded). */
/**
 * The sequence a new installation starts with. Off until staff switch it on: a portal that starts
 * messaging every overdue customer on its first start, before anyone has looked at the templates, the
 * providers or the sending window, is not what a business expects (docs/communications.md).
 */
export const DEFAULT_SEQUENCE: TReminderSequenceInput = {
  name: 'Gentle → firm → final',
  active: false,
  steps: [
    { dayOffset: 1, channel: 'sms', templateId: 'campaign-gentle-en' },
    { dayOffset: 7, channel: 'sms', templateId: 'campaign-firm-en' },
    { dayOffset: 15, channel: 'sms', templateId: 'campaign-final-en' },
  ],
};

/** One invoice's step: sent (with its message), or refused with the reason. */
export const ZSequenceStepRecord = z.object({
  sequenceId: z.string(),
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  stepIndex: z.number().int().nonnegative(),
  status: z.enum(['sent', 'refused']),
  reason: z.string().nullable(),
  messageId: z.string().nullable(),
  /** YYYY-MM-DD the daily run handled it. */
  runDate: z.string(),
  createdAt: z.string(),
});
export type TSequenceStepRecord = z.infer<typeof ZSequenceStepRecord>;
export const ZSequenceStepRecordList = z.array(ZSequenceStepRecord);

/** POST /api/reminder-sequences/run: the daily run now (it is also scheduled every morning). */
export const ZSequenceRunResult = z.object({
  runDate: z.string(),
  sent: z.number().int().nonnegative(),
  refused: z.number().int().nonnegative(),
  /** Sent messages waiting for the sending window. */
  waiting: z.number().int().nonnegative(),
  executionId: z.string().nullable(),
});
export type TSequenceRunResult = z.infer<typeof ZSequenceRunResult>;

/* Per-customer contact preferences: "Stop reminders", promise to pay, dispute. */

export const ZContactPreferences = z.object({
  customerId: z.string(),
  /** No reminder on any channel, from campaigns, sequences or bulk sends. */
  stopReminders: z.boolean(),
  stopRemindersAt: z.string().nullable(),
  /** Reminders pause until this date (YYYY-MM-DD); after it, the sequence escalates. */
  promisedDate: z.string().nullable(),
  promisedAmount: z.number().nullable(),
  promiseNote: z.string().nullable(),
  /** An open dispute stops reminders until it is resolved. */
  disputed: z.boolean(),
  disputeReason: z.string().nullable(),
  disputedAt: z.string().nullable(),
  /** Channels the customer opted out of: the gate sends nothing on them. */
  optedOutChannels: z.array(z.enum(['sms', 'whatsapp', 'voice', 'email'] as const)).default([]),
  /** "Already paid" as the customer said it: reminders wait until staff check it and clear it. */
  paidClaim: z.object({ at: z.string(), reference: z.string(), amount: z.number().nullable() }).nullable().default(null),
  /** Every promise made (newest first, the latest PROMISES_LISTED) and how it ended: open, kept, broken, replaced, withdrawn. */
  promises: z.array(ZPromise).default([]),
});
export type TContactPreferences = z.infer<typeof ZContactPreferences>;

/** PUT /api/customers/{id}/stop-reminders */
export const ZStopRemindersRequest = z.object({ stopReminders: z.boolean() }).strict();

/** POST /api/customers/{id}/promise-to-pay (DELETE the same path withdraws it). */
export const ZPromiseToPayRequest = z
  .object({
    promisedDate: ZDate,
    /** Rupees promised, optional; at most two decimals, like every amount. */
    amount: ZPositiveRupees.optional(),
    note: ZText(500, { trim: true }).optional(),
  })
  .strict();
export type TPromiseToPayRequest = z.infer<typeof ZPromiseToPayRequest>;

/** The channels a customer can opt out of. */
export const OPT_OUT_CHANNELS = ['sms', 'whatsapp', 'voice', 'email'] as const;
export type TOptOutChannel = (typeof OPT_OUT_CHANNELS)[number];

/** PUT /api/customers/{id}/opt-outs: the channels the customer opted out of (an empty list opts back in to all). */
export const ZOptOutsRequest = z.object({ channels: z.array(z.enum(OPT_OUT_CHANNELS)).max(OPT_OUT_CHANNELS.length) }).strict();
export type TOptOutsRequest = z.infer<typeof ZOptOutsRequest>;

/** POST /api/customers/{id}/dispute (DELETE the same path resolves it). */
export const ZDisputeRequest = z.object({ reason: ZRequiredText(500, 'Reason is required') }).strict();
export type TDisputeRequest = z.infer<typeof ZDisputeRequest>;
