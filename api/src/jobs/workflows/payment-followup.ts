import type { TPaymentFollowupRequest } from '@duesflow/shared-contracts/workflows';
import { businessDate } from '../../lib/clock';
import { findCustomerBalance } from '../../queries/customer-balances';
import { deliverMessage, isSuccess } from '../deliver-message';
import { voiceScript } from '../reminder-texts';
import type { WorkflowRunner } from '../workflow-context';

/** The call button on a customer row: one follow-up call to the number staff see. */
export const runPaymentFollowup: WorkflowRunner = async (ctx, execution) => {
  const input = execution.input as TPaymentFollowupRequest;
  const customer = await findCustomerBalance(ctx.db, businessDate(ctx.clock.now()), input.customerId);
  if (!customer) return { status: 'failed', summary: 'Customer not found', error: 'Customer not found', scopes: [] };
  const status = await deliverMessage(ctx, execution, {
    channel: 'voice',
    to: input.phoneNumber,
    body: voiceScript(customer),
    customerId: customer.id,
  });
  return isSuccess(status)
    ? { status: 'success', summary: `Called ${customer.name} on ${input.phoneNumber}`, scopes: ['customers'] }
    : {
        status: 'failed',
        summary: `Call to ${customer.name} on ${input.phoneNumber} failed`,
        error: 'The call could not be connected',
        scopes: ['customers'],
      };
};
