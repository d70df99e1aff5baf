import type { TWhatsappReminderRequest } from '@duesflow/shared-contracts/workflows';
import { businessDate } from '../../../core/lib/clock';
import { reminderDuesOf } from '../dues';
import { whatsappPaymentReminder } from '../reminder-texts';
import { typedMessageSender } from './bulk-sms';
import { singleSender } from './single-send';

/** The WhatsApp button on a customer row: the payment_reminder template with their dues. */
export const runWhatsappReminder = singleSender(async (ctx, execution) => {
  const input = execution.input as TWhatsappReminderRequest;
  const customer = await reminderDuesOf(ctx.db, businessDate(ctx.clock.now()), input.customerId);
  if (!customer) return { note: { missing: 'Customer not found' } };
  return {
    item: {
      delivery: {
        channel: 'whatsapp',
        to: input.phoneNumber,
        body: whatsappPaymentReminder(customer),
        customerId: customer.id,
        customerName: customer.name,
      },
    },
    note: {
      customerName: customer.name,
      done: `WhatsApp reminder delivered to ${customer.name}`,
      failed: `WhatsApp reminder to ${customer.name} failed`,
      error: 'The message could not be delivered',
      nobody: 'Nobody was contacted',
    },
  };
});

/** The bulk messaging screen with type WhatsApp. */
export const whatsappBulk = typedMessageSender('whatsapp');
