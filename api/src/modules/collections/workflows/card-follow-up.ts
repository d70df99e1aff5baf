import { businessDate } from '../../../core/lib/clock';
import { CHANNEL_BY_ACTION, DUE_SOON_DAYS, daysBetween, type TFollowUpAction } from '../follow-up-rules';
import { followUpText } from '../follow-up-texts';
import { listFollowUpCandidates, noCandidateRefusals } from '../follow-up-candidates';
import { singleSender } from '../../campaigns';

export interface CardFollowUpInput {
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
export const runCardFollowUp = singleSender(async (ctx, execution) => {
  const input = execution.input as unknown as CardFollowUpInput;
  const today = businessDate(ctx.clock.now());
  const customer = (await listFollowUpCandidates(ctx.db, today, DUE_SOON_DAYS)).find((c) => c.id === input.customerId);
  const note = {
    customerName: customer?.name ?? '',
    done: `${DONE[input.action]} ${customer?.name} on ${input.phoneNumber}`,
    failed: `${input.action} follow-up to ${customer?.name} on ${input.phoneNumber} failed`,
    error: 'The customer could not be reached',
    nobody: 'Nobody was contacted',
  };
  // Not among those reminders may ask something of: refused with the gate's reason (nothing due, every
  // unpaid invoice disputed).
  const refusal = customer ? undefined : (await noCandidateRefusals(ctx.db, [input.customerId], today)).get(input.customerId);
  const daysOverdue = customer?.oldestOverdueDueDate ? daysBetween(customer.oldestOverdueDueDate, today) : 0;
  return {
    item: {
      delivery: {
        channel: CHANNEL_BY_ACTION[input.action],
        to: input.phoneNumber,
        body: customer ? followUpText(input.action, customer, daysOverdue) : '',
        customerId: input.customerId,
        customerName: customer?.name ?? null,
      },
      ...(refusal ? { refusal } : {}),
    },
    note: customer ? note : { ...note, customerName: 'the customer' },
  };
});
