import { TYPED_MESSAGE_PLACEHOLDERS } from '@duesflow/shared-contracts/message-templates';
import { businessDate } from '../../../core/lib/clock';
import type { WorkflowContext } from '../../../core/jobs/workflow-context';
import { fillForRecipient, samplePageLink, type Delivery, type GateItem } from '../../messaging';
import { duesOf, duesValues } from '../dues';

/**
 * A typed message's `{amount}`, `{date}` and `{link}` filled for each recipient who is a known customer,
 * as the bulk screen promises: what reminders may ask of them, their oldest unpaid invoice's due date, and
 * a link to their own page made for this message. A number that is no customer keeps them, and the gate
 * refuses its message naming the placeholder.
 */
export async function fillTypedMessage(ctx: WorkflowContext, message: string, deliveries: Delivery[]): Promise<GateItem[]> {
  if (!TYPED_MESSAGE_PLACEHOLDERS.some((name) => message.includes(`{${name}}`))) return deliveries.map((delivery) => ({ delivery }));
  const ids = [...new Set(deliveries.flatMap((delivery) => (delivery.customerId ? [delivery.customerId] : [])))];
  const dues = new Map((await duesOf(ctx.db, businessDate(ctx.clock.now()), ids)).map((row) => [row.id, row]));
  return deliveries.map((delivery) => {
    const customer = delivery.customerId ? dues.get(delivery.customerId) : undefined;
    if (!customer) return { delivery };
    const { link, pageLink } = samplePageLink(ctx.pageLinks, message, customer.id, delivery.channel);
    // Only these two of a customer's values: a typed text has no other placeholders (TYPED_MESSAGE_PLACEHOLDERS).
    const { amount, date } = duesValues(customer);
    const filled = fillForRecipient(message, { amount, ...(date ? { date } : {}) }, link);
    return { delivery: { ...delivery, body: filled.body, customerName: customer.name }, ...(pageLink ? { pageLink } : {}) };
  });
}
