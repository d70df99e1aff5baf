// zod/mini (one definition, light enough for the first page): the realtime messages carry a run's skips,
// and the shell reads every realtime message before any screen has loaded classic zod (docs/performance.md).
// The reasons, outcomes and their words are in send-gate-text.ts, free of zod, re-exported here.
import * as z from 'zod/mini';
import { RUN_OUTCOMES, SKIP_REASONS } from './send-gate-text';

export { GATE_REASONS, RUN_OUTCOMES, SKIP_REASONS, hoursText, skipReasonText, waitingText } from './send-gate-text';

export const ZSkipReason = z.enum(SKIP_REASONS);
export type TSkipReason = z.infer<typeof ZSkipReason>;

/** At most this many skipped recipients are named on a run; the counts cover all of them. */
export const MAX_SKIPPED_LISTED = 50;

export const ZSkippedRecipient = z.object({
  /** The customer, when the recipient is one (a typed number may be nobody's). */
  customerId: z.nullable(z.uuid()),
  customerName: z.nullable(z.string().check(z.maxLength(500))),
  /** The number the message would have gone to; null when the customer has none. */
  to: z.nullable(z.string().check(z.maxLength(100))),
  channel: z.enum(['voice', 'sms', 'whatsapp', 'email']),
  reason: ZSkipReason,
  /** What makes the reason specific: the promise's date ("29 Nov 2026"), the unfilled "{amount}", the DLT rule. */
  detail: z.optional(z.nullable(z.string().check(z.maxLength(500)))),
});
export type TSkippedRecipient = z.infer<typeof ZSkippedRecipient>;

/** Who a run left out: counts per reason (all of them) and the first `MAX_SKIPPED_LISTED` recipients. */
export const ZRunSkips = z.object({
  total: z.int().check(z.nonnegative()),
  byReason: z.partialRecord(ZSkipReason, z.int().check(z.nonnegative())),
  recipients: z.array(ZSkippedRecipient).check(z.maxLength(MAX_SKIPPED_LISTED)),
  /** The cooldown in force when the run was planned, in hours (0: off). */
  cooldownHours: z.number().check(z.nonnegative()),
  /** The channels of the `cooldown` skips, so a summary can say "reminded by SMS". */
  cooldownChannels: z.array(z.enum(['voice', 'sms', 'whatsapp', 'email'])).check(z.maxLength(4)),
});
export type TRunSkips = z.infer<typeof ZRunSkips>;

/** `422` when an Idempotency-Key comes back with another request (another body, workflow or user). */
export const IDEMPOTENCY_KEY_REUSED = {
  error: 'idempotency_key_reused',
  message: 'This Idempotency-Key was already used for a different request.',
} as const;

/**
 * Messages the gate holds for a channel's hours (SENDING_WINDOW for SMS and WhatsApp, CALL_WINDOW for
 * calls): how many, and when the first of them goes. A run with waiting messages is not finished.
 */
export const ZRunWaiting = z.object({
  total: z.int().check(z.nonnegative()),
  /** When the held messages go (ISO timestamp, the window's next opening); null when none wait. */
  until: z.nullable(z.string().check(z.maxLength(40))),
  byChannel: z.partialRecord(z.enum(['voice', 'sms', 'whatsapp', 'email']), z.int().check(z.nonnegative())),
});
export type TRunWaiting = z.infer<typeof ZRunWaiting>;

export const ZRunOutcome = z.enum(RUN_OUTCOMES);
export type TRunOutcome = z.infer<typeof ZRunOutcome>;

/**
 * The dry run of a mass send through the same gate (`POST /api/workflows/{workflow}/preview` with the
 * start's body, `POST /api/campaigns/preview` with the campaign's): nothing is written or sent.
 */
export const ZSendPreview = z.object({
  /** Recipients the action would consider. */
  total: z.int().check(z.nonnegative()),
  /** Would go now. */
  now: z.int().check(z.nonnegative()),
  waiting: ZRunWaiting,
  skipped: ZRunSkips,
  /**
   * What it would cost, in the first active provider's currency: per SMS part for SMS, per message for
   * WhatsApp, per call for voice; the same figure the run's reply and history show.
   */
  cost: z.object({
    amount: z.number().check(z.nonnegative()),
    currency: z.string().check(z.maxLength(3)),
    /** Billed units (SMS parts, messages or calls) of what would go now or later. */
    units: z.int().check(z.nonnegative()),
  }),
});
export type TSendPreview = z.infer<typeof ZSendPreview>;
