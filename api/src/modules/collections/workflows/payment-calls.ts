import { RECONTACT_AFTER_HOURS } from '../follow-up-rules';
import { businessDate } from '../../../core/lib/clock';
import { customerDues, OVERDUE_OR_DISPUTED, overdueRefusal, voiceScript } from '../../campaigns';
import { batchStatus, cooldownReason, plural } from '../../messaging';
import { skippedFor } from '../../messaging';
import type { GateItem } from '../../messaging';
import type { BulkSender } from '../../../core/jobs/workflow-context';

/**
 * A customer contacted on any channel this recently is not called again by the bulk run (the same
 * rule Execute All Follow-ups keeps); the send cooldown then also holds back anyone called within it.
 */
export const RECALL_AFTER_HOURS = RECONTACT_AFTER_HOURS;

interface CallsNote {
  overdue: number;
}

/** Dashboard "Start Payment Calls": a voice call to every overdue customer not contacted in a day. */
export const paymentCalls: BulkSender = {
  async plan(ctx) {
    // What reminders may ask for: invoices in dispute left out (messaging/reminder-dues.ts).
    const overdue = await customerDues(ctx.db, businessDate(ctx.clock.now()), OVERDUE_OR_DISPUTED);
    const items: GateItem[] = overdue.map((customer) => ({
      delivery: {
        channel: 'voice',
        to: customer.phone ?? '',
        body: voiceScript(customer),
        customerId: customer.id,
        customerName: customer.name,
      },
      ...(customer.phone ? overdueRefusal(customer) : { refusal: { reason: 'no_phone' as const } }),
    }));
    return { items, recontactHours: RECALL_AFTER_HOURS, note: { overdue: overdue.length } satisfies CallsNote };
  },

  outcome(counts, note, skips) {
    const { overdue } = note as unknown as CallsNote;
    const cooldown = skippedFor(skips, 'cooldown');
    const noPhone = `${skippedFor(skips, 'no_phone')} without a phone number`;
    const recently = `${skippedFor(skips, 'contacted_recently')} contacted in the last ${RECALL_AFTER_HOURS} hours`;
    const skipped = cooldown > 0 ? `${noPhone}, ${recently} and ${cooldown} ${cooldownReason(skips)}` : `${noPhone} and ${recently}`;
    if (counts.total === 0) {
      return {
        status: 'success',
        summary:
          overdue === 0
            ? 'Nobody was called: no customer is overdue'
            : `Nobody was called: ${plural(overdue, 'overdue customer')} skipped, ${skipped}`,
        scopes: [],
      };
    }
    const status = batchStatus(counts);
    return {
      status,
      summary: `${plural(counts.sent + counts.failed, 'call')} placed (${counts.failed} failed); skipped ${skipped}`,
      error: status === 'failed' ? `All ${plural(counts.failed, 'call')} failed` : null,
      scopes: ['customers'],
    };
  },
};
