import { HOUR_MS, businessDate } from '../../lib/clock';
import { listCustomerBalances } from '../../queries/customer-balances';
import type { Delivery } from '../deliver-message';
import { voiceScript } from '../reminder-texts';
import { batchStatus, plural } from '../send-batch';
import type { BulkSender } from '../workflow-context';
import { contactedSince } from './recent-contacts';

/** A customer called (or otherwise contacted) this recently is not called again by the bulk run. */
export const RECALL_AFTER_HOURS = 24;

interface CallsNote {
  overdue: number;
  withoutPhone: number;
  contactedRecently: number;
}

/** Dashboard "Start Payment Calls": a voice call to every overdue customer not contacted in a day. */
export const paymentFollowUp: BulkSender = {
  async plan(ctx, execution) {
    const now = ctx.clock.now();
    const overdue = await listCustomerBalances(ctx.db, businessDate(now), { overdueOnly: true });
    const recent = await contactedSince(ctx.db, new Date(now.getTime() - RECALL_AFTER_HOURS * HOUR_MS), execution.id);
    const deliveries: Delivery[] = [];
    let withoutPhone = 0;
    let contactedRecently = 0;
    for (const customer of overdue) {
      if (!customer.phone) withoutPhone += 1;
      else if (recent.has(customer.id)) contactedRecently += 1;
      else deliveries.push({ channel: 'voice', to: customer.phone, body: voiceScript(customer), customerId: customer.id });
    }
    return { deliveries, note: { overdue: overdue.length, withoutPhone, contactedRecently } satisfies CallsNote };
  },

  outcome(tally, note) {
    const { overdue, withoutPhone, contactedRecently } = note as unknown as CallsNote;
    const skipped = `${withoutPhone} without a phone number and ${contactedRecently} contacted in the last ${RECALL_AFTER_HOURS} hours`;
    if (tally.total === 0) {
      return {
        status: 'success',
        summary: overdue === 0 ? 'Nobody was called: no customer is overdue' : `Nobody was called: ${plural(overdue, 'overdue customer')} skipped, ${skipped}`,
        scopes: [],
      };
    }
    const status = batchStatus(tally);
    return {
      status,
      summary: `${plural(tally.sent + tally.failed, 'call')} placed (${tally.failed} failed); skipped ${skipped}`,
      error: status === 'failed' ? `All ${plural(tally.failed, 'call')} failed` : null,
      scopes: ['customers'],
    };
  },
};
