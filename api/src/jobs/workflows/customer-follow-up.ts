import { businessDate } from '../../lib/clock';
import { CHANNEL_BY_ACTION, DUE_SOON_DAYS, daysBetween, type TFollowUpAction } from '../../payment-tracking/follow-up-rules';
import { followUpText } from '../../payment-tracking/follow-up-texts';
import { listFollowUpCandidates } from '../../queries/follow-up-candidates';
import { isSuccess } from '../deliver-message';
import { cooldownReason } from '../send-batch';
import { deliverScreened } from '../send-guards';
import type { WorkflowRunner } from '../workflow-context';

export interface CustomerFollowUpInput {
  customerId: string;
  action: TFollowUpAction;
  /** The number staff saw on the card. */
  phoneNumber: string;
}

const DONE: Record<TFollowUpAction, string> = {
  urgent_call: 'Urgent call placed to',
  ai_call: 'AI call placed to',
  whatsapp: 'WhatsApp reminder delivered to',
  sms: 'SMS reminder delivered to',
};

/** One card's follow-up button on the payment collection screen. */
export const runCustomerFollowUp: WorkflowRunner = async (ctx, execution) => {
  const input = execution.input as unknown as CustomerFollowUpInput;
  const today = businessDate(ctx.clock.now());
  const customer = (await listFollowUpCandidates(ctx.db, today, DUE_SOON_DAYS)).find((c) => c.id === input.customerId);
  if (!customer) return { status: 'success', summary: 'Nobody was contacted: nothing is owed any more', scopes: [], contacted: 0 };
  const daysOverdue = customer.oldestOverdueDueDate ? daysBetween(customer.oldestOverdueDueDate, today) : 0;
  const { status, skipped } = await deliverScreened(ctx, execution, {
    channel: CHANNEL_BY_ACTION[input.action],
    to: input.phoneNumber,
    body: followUpText(input.action, customer, daysOverdue),
    customerId: customer.id,
    customerName: customer.name,
  });
  if (skipped) return { status: 'success', summary: `Nobody was contacted: ${customer.name} was ${cooldownReason(skipped)}`, scopes: [], contacted: 0, skipped };
  return isSuccess(status)
    ? { status: 'success', summary: `${DONE[input.action]} ${customer.name} on ${input.phoneNumber}`, scopes: ['customers'], contacted: 1, customerIds: [customer.id] }
    : {
        status: 'failed',
        summary: `${input.action} follow-up to ${customer.name} on ${input.phoneNumber} failed`,
        error: 'The customer could not be reached',
        scopes: ['customers'],
        contacted: 1,
        customerIds: [customer.id],
      };
};
