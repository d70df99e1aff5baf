import type { TBulkSmsRequest } from '@duesflow/shared-contracts/workflows';
import { businessDate } from '../../lib/clock';
import { listCustomerBalances } from '../../queries/customer-balances';
import type { Delivery } from '../deliver-message';
import { matchCustomersByPhone, phoneKey } from '../match-recipients';
import { smsReminder } from '../reminder-texts';
import { batchStatus, plural, sendBatch } from '../send-batch';
import type { ExecutionRow, WorkflowContext, WorkflowOutcome } from '../workflow-context';
import type { TContactChannel } from '../../db/schema/contact-attempts';

/**
 * The same message to typed-in numbers, once per number however often it was typed; numbers that
 * belong to a customer count as contacting them.
 */
export async function typedRecipientDeliveries(
  ctx: WorkflowContext,
  channel: TContactChannel,
  request: TBulkSmsRequest,
): Promise<Delivery[]> {
  const customersByPhone = await matchCustomersByPhone(ctx.db, request.recipients);
  const unique = [...new Map(request.recipients.map((to) => [phoneKey(to), to])).values()];
  return unique.map((to) => ({
    channel,
    to,
    body: request.message,
    customerId: customersByPhone.get(phoneKey(to)) ?? null,
    recipientKey: phoneKey(to),
  }));
}

export function messageOutcome(sent: { sent: number; failed: number }, skipped: string): WorkflowOutcome {
  const status = batchStatus(sent);
  return {
    status,
    summary: `${plural(sent.sent, 'message')} delivered, ${sent.failed} failed${skipped}`,
    error: status === 'failed' ? `All ${plural(sent.failed, 'message')} failed` : null,
    scopes: ['customers'],
  };
}

/** "Send Bulk SMS": a reminder to every overdue customer with a phone, or a typed message to a list. */
export async function runBulkSms(ctx: WorkflowContext, execution: ExecutionRow): Promise<WorkflowOutcome> {
  const input = execution.input as Partial<TBulkSmsRequest>;
  if (input.message && input.recipients) {
    const deliveries = await typedRecipientDeliveries(ctx, 'sms', input as TBulkSmsRequest);
    return messageOutcome(await sendBatch(ctx, execution, deliveries), '');
  }
  const overdue = await listCustomerBalances(ctx.db, businessDate(ctx.clock.now()), { overdueOnly: true });
  const withPhone = overdue.filter((customer) => customer.phone);
  const deliveries = withPhone.map(
    (customer): Delivery => ({ channel: 'sms', to: customer.phone as string, body: smsReminder(customer), customerId: customer.id }),
  );
  const tally = await sendBatch(ctx, execution, deliveries);
  return messageOutcome(tally, `; skipped ${overdue.length - withPhone.length} without a phone number`);
}
