import type { TCustomerCallRequest } from '@duesflow/shared-contracts/workflows';
import { businessDate } from '../../../core/lib/clock';
import { reminderDuesOf, voiceScript } from '../../campaigns';
import { singleSender } from '../../campaigns';

/** The call button on a customer row: one follow-up call to the number staff see. */
export const runCustomerCall = singleSender(async (ctx, execution) => {
  const input = execution.input as TCustomerCallRequest;
  const customer = await reminderDuesOf(ctx.db, businessDate(ctx.clock.now()), input.customerId);
  if (!customer) return { note: { missing: 'Customer not found' } };
  return {
    item: {
      delivery: {
        channel: 'voice',
        to: input.phoneNumber,
        body: voiceScript(customer),
        customerId: customer.id,
        customerName: customer.name,
      },
    },
    note: {
      customerName: customer.name,
      done: `Called ${customer.name} on ${input.phoneNumber}`,
      failed: `Call to ${customer.name} on ${input.phoneNumber} failed`,
      error: 'The call could not be connected',
      nobody: 'Nobody was called',
    },
  };
});
