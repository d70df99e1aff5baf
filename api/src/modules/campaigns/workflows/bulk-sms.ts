import type { TBulkSmsRequest } from '@duesflow/shared-contracts/workflows';
import type { TContactChannel } from '../../../core/db/schema/contact-attempts';
import { businessDate } from '../../../core/lib/clock';
import { customerDues, OVERDUE_OR_DISPUTED, overdueRefusal } from '../dues';
import type { Delivery } from '../../messaging';
import { matchCustomersByPhone, phoneKey } from '../../messaging';
import { smsReminder } from '../reminder-texts';
import { fillTypedMessage } from './typed-fill';
import type { TRunSkips } from '@duesflow/shared-contracts/send-guards';
import { batchStatus, cooldownPart, cooldownReason, plural } from '../../messaging';
import { skippedFor } from '../../messaging';
import type { GateItem } from '../../messaging';
import type { BulkSender, SendCounts, WorkflowContext, WorkflowOutcome } from '../../../core/jobs/workflow-context';

/**
 * The same message to typed-in numbers, once per number however often it was typed; numbers that
 * belong to a customer count as contacting them. Matching happens here, in the run, so a request with
 * 10,000 numbers is answered as soon as it is stored.
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

export function messageOutcome(
  sent: { sent: number; failed: number },
  skipped: string,
  skips?: TRunSkips,
): Omit<WorkflowOutcome, 'contacted'> {
  const status = batchStatus(sent);
  return {
    status,
    summary: `${plural(sent.sent, 'message')} delivered, ${sent.failed} failed${skipped}${cooldownPart(skips)}`,
    error: status === 'failed' ? `All ${plural(sent.failed, 'message')} failed` : null,
    scopes: ['customers'],
  };
}

/** A bulk send of one message to typed-in numbers (SMS or WhatsApp). */
export function typedMessageSender(channel: TContactChannel): BulkSender {
  return {
    async plan(ctx, execution) {
      const request = execution.input as TBulkSmsRequest;
      const deliveries = await typedRecipientDeliveries(ctx, channel, request);
      return { items: await fillTypedMessage(ctx, request.message, deliveries), note: {} };
    },
    outcome: (counts, _note, skips) => typedOutcome(counts, skips),
  };
}

/** A typed message's run: everyone held back by the cooldown is "Nobody was messaged", and says why. */
function typedOutcome(counts: SendCounts, skips: TRunSkips): Omit<WorkflowOutcome, 'contacted'> {
  const cooldown = skippedFor(skips, 'cooldown');
  if (counts.total === 0 && cooldown > 0) {
    return {
      status: 'success',
      summary: `Nobody was messaged: ${plural(cooldown, 'number')} skipped (${cooldownReason(skips)})`,
      scopes: [],
    };
  }
  return messageOutcome(counts, '', skips);
}

interface OverdueNote {
  overdue: number;
  withoutPhone: number;
}

/** "Send Bulk SMS": a reminder to every overdue customer with a phone, or a typed message to a list. */
export const bulkSms: BulkSender = {
  async plan(ctx, execution) {
    const input = execution.input as Partial<TBulkSmsRequest>;
    if (input.message && input.recipients) return typedMessageSender('sms').plan(ctx, execution);
    // What reminders may ask for: invoices in dispute left out (messaging/reminder-dues.ts).
    const overdue = await customerDues(ctx.db, businessDate(ctx.clock.now()), OVERDUE_OR_DISPUTED);
    const items: GateItem[] = overdue.map((customer) => ({
      delivery: {
        channel: 'sms',
        to: customer.phone ?? '',
        body: smsReminder(customer),
        customerId: customer.id,
        customerName: customer.name,
      },
      ...(customer.phone ? overdueRefusal(customer) : { refusal: { reason: 'no_phone' as const } }),
    }));
    return {
      items,
      note: {
        overdue: overdue.length,
        withoutPhone: items.filter((item) => item.refusal?.reason === 'no_phone').length,
      } satisfies OverdueNote,
    };
  },
  outcome(counts: SendCounts, note, skips) {
    if (!('overdue' in note)) return typedOutcome(counts, skips);
    const { overdue, withoutPhone } = note as unknown as OverdueNote;
    const cooldown = skippedFor(skips, 'cooldown');
    if (counts.total === 0) {
      const reasons = [
        ...(withoutPhone > 0 ? [`${withoutPhone} without a phone number`] : []),
        ...(cooldown > 0 ? [`${cooldown} ${cooldownReason(skips)}`] : []),
      ];
      return {
        status: 'success',
        summary:
          overdue === 0
            ? 'Nobody was messaged: no customer is overdue'
            : cooldown === 0
              ? `Nobody was messaged: ${plural(overdue, 'overdue customer')} skipped without a phone number`
              : `Nobody was messaged: ${plural(overdue, 'overdue customer')} skipped, ${reasons.join(' and ')}`,
        scopes: [],
      };
    }
    return messageOutcome(counts, `; skipped ${withoutPhone} without a phone number`, skips);
  },
};
