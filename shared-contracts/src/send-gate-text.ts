// The send gate's reasons and outcomes and the words every screen shows for them, free of zod: the
// Dashboard's runs and quick actions read these on the first page, which downloads no zod of its own
// (docs/performance.md). Their schemas are in send-guards.ts, which re-exports all of this.

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
  'paid_claimed',
  'replied',
  'invoice_disputed',
  'placeholder',
  'dlt',
  'whatsapp_window',
  'no_provider',
] as const;
export const SKIP_REASONS = ['cooldown', 'contacted_recently', 'no_phone', 'nothing_due', ...GATE_REASONS] as const;
export type TSkipReason = (typeof SKIP_REASONS)[number];

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
export type TRunOutcome = (typeof RUN_OUTCOMES)[number];

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
    case 'paid_claimed':
      return 'says it is already paid (being checked)';
    case 'replied':
      return 'replied — waiting for staff';
    case 'invoice_disputed':
      return 'every unpaid invoice is disputed';
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

/** "12 wait for the sending window, 09:00 IST" (or "the call window" when only calls wait). */
export function waitingText(waiting: { total: number; byChannel: Partial<Record<string, number>> }, untilText: string): string {
  const channels = Object.keys(waiting.byChannel);
  const window = channels.length > 0 && channels.every((channel) => channel === 'voice') ? 'the call window' : 'the sending window';
  return `${waiting.total} wait${waiting.total === 1 ? 's' : ''} for ${window}, ${untilText}`;
}

const CHANNEL_WORDS: Record<string, string> = { sms: 'SMS', whatsapp: 'WhatsApp', voice: 'call', email: 'email' };
