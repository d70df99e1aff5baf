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
export const SKIP_REASONS = ['cooldown', 'contacted_recently', 'no_phone', 'nothing_due'] as const;
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
  }
}

const CHANNEL_WORDS: Record<string, string> = { sms: 'SMS', whatsapp: 'WhatsApp', voice: 'call', email: 'email' };
