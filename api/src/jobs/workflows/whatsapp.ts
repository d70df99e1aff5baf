import type { TWhatsappReminderRequest } from '@duesflow/shared-contracts/workflows';
import { businessDate } from '../../lib/clock';
import { findCustomerBalance } from '../../queries/customer-balances';
import { isSuccess } from '../deliver-message';
import { cooldownReason } from '../send-batch';
import { deliverScreened } from '../send-guards';
import { whatsappPaymentReminder } from '../reminder-texts';
import type { WorkflowRunner } from '../workflow-context';
import { typedMessageSender } from './bulk-sms';

/** The WhatsApp button on a customer row: the payment_reminder template with their dues. */
export const runWhatsappReminder: WorkflowRunner = async (ctx, execution) => {
  const input = execution.input as TWhatsappReminderRequest;
  const customer = await findCustomerBalance(ctx.db, businessDate(ctx.clock.now()), input.customerId);
  if (!customer) return { status: 'failed', summary: 'Customer not found', error: 'Customer not found', scopes: [], contacted: 0 };
  // Paid up between the press and the run: a reminder would be wrong.
  if (customer.duePaise <= 0) {
    return { status: 'success', summary: `Nobody was contacted: ${customer.name} owes nothing`, scopes: [], contacted: 0 };
  }
  const { status, skipped } = await deliverScreened(ctx, execution, {
    channel: 'whatsapp',
    to: input.phoneNumber,
    body: whatsappPaymentReminder(customer),
    customerId: customer.id,
    customerName: customer.name,
  });
  if (skipped) return { status: 'success', summary: `Nobody was contacted: ${customer.name} was ${cooldownReason(skipped)}`, scopes: [], contacted: 0, skipped };
  return isSuccess(status)
    ? { status: 'success', summary: `WhatsApp reminder delivered to ${customer.name}`, scopes: ['customers'], contacted: 1, customerIds: [customer.id] }
    : {
        status: 'failed',
        summary: `WhatsApp reminder to ${customer.name} failed`,
        error: 'The message could not be delivered',
        scopes: ['customers'],
        contacted: 1,
        customerIds: [customer.id],
      };
};

/** The bulk messaging screen with type WhatsApp. */
export const whatsappBulk = typedMessageSender('whatsapp');
