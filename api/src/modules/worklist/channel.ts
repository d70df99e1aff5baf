import type { TCallOutcome } from '@duesflow/shared-contracts/call-outcomes';
import type { TContactHold } from '@duesflow/shared-contracts/customers';
import type { TWorklistChannel } from '@duesflow/shared-contracts/worklist';

/** Overdue from this many rupees, or for this many days, is worth a call rather than a message. */
export const CALL_FROM_RUPEES = 50_000;
export const CALL_FROM_DAYS = 30;

export interface ChannelInput {
  phone: string | null;
  email: string | null;
  overduePaise: number;
  daysOverdue: number;
  hold: TContactHold | null;
  brokenPromise: boolean;
  promiseDueToday: boolean;
  lastOutcome: TCallOutcome | null;
}

/** What the send gate's holds ask of the collector instead of a reminder. */
const HELD: Partial<Record<TContactHold['kind'], string>> = {
  stopped: 'Reminders are stopped for this customer',
  disputed: 'They dispute their dues: resolve the dispute first',
  paid_claimed: 'They say they paid: check the payment first',
  replied: 'They replied: answer them in the Inbox',
};

/**
 * The channel to contact a customer by next and why (docs/worklist.md "Recommended channel"); null when
 * they should not be contacted now. The send gate still decides every send; this only recommends.
 */
export function recommendChannel(input: ChannelInput): { channel: TWorklistChannel | null; reason: string } {
  const held = input.hold ? HELD[input.hold.kind] : undefined;
  if (held) return { channel: null, reason: held };
  if (input.hold?.kind === 'promised' && !input.promiseDueToday) {
    return { channel: null, reason: `They promised to pay by ${input.hold.until}: wait for it` };
  }
  if (!input.phone) {
    return input.email
      ? { channel: 'email', reason: 'No phone number: write by email' }
      : { channel: null, reason: 'No phone number or email' };
  }
  if (input.lastOutcome === 'wrong_number') {
    return input.email
      ? { channel: 'email', reason: 'The number reached someone else: write by email and ask for the right one' }
      : { channel: null, reason: 'The number reached someone else: find the right one' };
  }
  if (input.promiseDueToday) return { channel: 'voice', reason: 'Their promise is due today: call to confirm the payment' };
  if (input.brokenPromise) return { channel: 'voice', reason: 'They broke a promise: call them' };
  if (input.lastOutcome === 'no_answer') return { channel: 'whatsapp', reason: 'No answer last time: write on WhatsApp' };
  const rupees = input.overduePaise / 100;
  if (rupees >= CALL_FROM_RUPEES || input.daysOverdue >= CALL_FROM_DAYS) {
    return {
      channel: 'voice',
      reason: `Overdue ₹${CALL_FROM_RUPEES.toLocaleString('en-IN')} or more, or ${CALL_FROM_DAYS} days or more: call`,
    };
  }
  return { channel: 'whatsapp', reason: 'A WhatsApp reminder with the pay link is enough for now' };
}
