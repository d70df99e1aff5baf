// zod/mini (one definition, light enough for the first page): the realtime messages carry a run's skips,
// and the shell reads every realtime message before any screen has loaded classic zod (docs/performance.md).
import * as z from 'zod/mini';

/**
 * Why a run did not contact someone it could have (docs/sending.md):
 * - `cooldown`: reached on the same channel within the send cooldown (SEND_COOLDOWN_HOURS, default 24 h),
 *   or being sent that channel's message by another run right now;
 * - `contacted_recently`: contacted on any channel in the last 24 hours (the automatic calls and
 *   Execute All Follow-ups leave such customers alone);
 * - `no_phone`: the customer has no phone number;
 * - `nothing_due`: the customer paid up (or was never due) before the run reached them.
 */
/**
 * The send gate's own refusals (docs/sending.md, "The send gate"): the customer's state, the message
 * itself, the channel. Each is written on the recipient's message as its reason.
 */
export const GATE_REASONS = [
  'stopped',
  'opted_out',
  'disputed',
  'promised',
  'placeholder',
  'dlt',
  'whatsapp_window',
  'no_provider',
] as const;
export const SKIP_REASONS = ['cooldown', 'contacted_recently', 'no_phone', 'nothing_due', ...GATE_REASONS] as const;
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

/** How a window of hours reads in a summary: "24 h", "1 h", "1.5 h". */
export function hoursText(hours: number): string {
  return `${Number.isInteger(hours) ? hours : Number(hours.toFixed(2))} h`;
}

/** The words a summary uses for each reason, e.g. "skipped 44 (reminded by SMS in the last 24 h)". */
export function skipReasonText(reason: TSkipReason, cooldownHours: number, channels: readonly string[] = []): string {
  switch (reason) {
    case 'cooldown': {
      const within = `in the last ${hoursText(cooldownHours)}`;
      if (channels.length > 0 && channels.every((channel) => channel === 'voice')) return `called ${within}`;
      const names = channels.map((channel) => CHANNEL_WORDS[channel] ?? channel);
      return names.length > 0 ? `reminded by ${names.join(' or ')} ${within}` : `reminded ${within}`;
    }
    case 'contacted_recently':
      return 'contacted in the last 24 hours';
    case 'no_phone':
      return 'no phone number';
    case 'nothing_due':
      return 'nothing due';
    case 'stopped':
      return 'asked to stop reminders';
    case 'opted_out':
      return 'opted out of this channel';
    case 'disputed':
      return 'open dispute';
    case 'promised':
      return 'promised to pay';
    case 'placeholder':
      return 'unfilled placeholder';
    case 'dlt':
      return 'not allowed by DLT rules';
    case 'whatsapp_window':
      return "outside WhatsApp's 24-hour window with no approved template";
    case 'no_provider':
      return 'no active provider';
  }
}

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

/**
 * How a send run ended, for its colour and words (never "success" for a run that reached nobody):
 * - `completed`: everything planned went out (some may have been skipped by the gate);
 * - `partial`: some went out, some failed at the vendor;
 * - `nothing_sent`: nobody was contacted (all skipped, or every try failed);
 * - `waiting`: some or all are held for a window; the run goes on when it opens;
 * - `unknown`: some messages may have reached the vendor before a crash and could not be checked:
 *   staff must look ("unknown — check").
 */
export const RUN_OUTCOMES = ['completed', 'partial', 'nothing_sent', 'waiting', 'unknown'] as const;
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

/** "12 wait for the sending window, 09:00 IST" (or "the call window" when only calls wait). */
export function waitingText(waiting: TRunWaiting, untilText: string): string {
  const channels = Object.keys(waiting.byChannel);
  const window = channels.length > 0 && channels.every((channel) => channel === 'voice') ? 'the call window' : 'the sending window';
  return `${waiting.total} wait${waiting.total === 1 ? 's' : ''} for ${window}, ${untilText}`;
}

const CHANNEL_WORDS: Record<string, string> = { sms: 'SMS', whatsapp: 'WhatsApp', voice: 'call', email: 'email' };
