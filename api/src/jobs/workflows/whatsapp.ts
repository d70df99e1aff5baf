import type { TWhatsappBulkRequest, TWhatsappReminderRequest } from '@duesflow/shared-contracts/workflows';
import { businessDate } from '../../lib/clock';
import { findCustomerBalance } from '../../queries/customer-balances';
import { deliverMessage, isSuccess } from '../deliver-message';
import { whatsappPaymentReminder } from '../reminder-texts';
import { sendBatch } from '../send-batch';
import type { WorkflowRunner } from '../workflow-context';
import { messageOutcome, typedRecipientDeliveries } from './bulk-sms';

/** The WhatsApp button on a customer row: the payment_reminder template with their dues. */
export const runWhatsappReminder: WorkflowRunner = async (ctx, execution) => {
  const input = execution.input as TWhatsappReminderRequest;
  const customer = await findCustomerBalance(ctx.db, businessDate(ctx.clock.now()), input.customerId);
  if (!customer) return { status: 'failed', summary: 'Customer not found', error: 'Customer not found', scopes: [] };
  const status = await deliverMessage(ctx, execution, {
    channel: 'whatsapp',
    to: input.phoneNumber,
    body: whatsappPaymentReminder(customer),
    customerId: customer.id,
  });
  return isSuccess(status)
    ? { status: 'success', summary: `WhatsApp reminder delivered to ${customer.name}`, scopes: ['customers'] }
    : {
        status: 'failed',
        summary: `WhatsApp reminder to ${customer.name} failed`,
        error: 'The message could not be delivered',
        scopes: ['customers'],
      };
};

/** The bulk messaging screen with type WhatsApp. */
export const runWhatsappBulk: WorkflowRunner = async (ctx, execution) => {
  const deliveries = await typedRecipientDeliveries(ctx, 'whatsapp', execution.input as TWhatsappBulkRequest);
  return messageOutcome(await sendBatch(ctx, execution, deliveries), '');
};
