import { HOUR_MS, businessDate } from '../../lib/clock';
import { listCustomerBalances } from '../../queries/customer-balances';
import type { Delivery } from '../deliver-message';
import { voiceScript } from '../reminder-texts';
import { batchStatus, plural, sendBatch } from '../send-batch';
import type { WorkflowRunner } from '../workflow-context';
import { contactedSince } from './recent-contacts';

/** A customer called (or otherwise contacted) this recently is not called again by the bulk run. */
export const RECALL_AFTER_HOURS = 24;

/** Dashboard "Start Payment Calls": a voice call to every overdue customer not contacted in a day. */
export const runPaymentFollowUp: WorkflowRunner = async (ctx, execution) => {
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
  const tally = await sendBatch(ctx, execution, deliveries);
  const summary =
    `${plural(tally.sent + tally.failed, 'call')} placed (${tally.failed} failed); ` +
    `skipped ${withoutPhone} without a phone number and ${contactedRecently} contacted in the last ${RECALL_AFTER_HOURS} hours`;
  const status = batchStatus(tally);
  return {
    status,
    summary,
    error: status === 'failed' ? `All ${plural(tally.failed, 'call')} failed` : null,
    scopes: ['customers'],
  };
};
