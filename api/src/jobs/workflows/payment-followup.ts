import type { TPaymentFollowupRequest } from '@duesflow/shared-contracts/workflows';
import { businessDate } from '../../lib/clock';
import { findCustomerBalance } from '../../queries/customer-balances';
import { isSuccess } from '../deliver-message';
import { cooldownReason } from '../send-batch';
import { deliverScreened } from '../send-guards';
import { voiceScript } from '../reminder-texts';
import type { WorkflowRunner } from '../workflow-context';

/** The call button on a customer row: one follow-up call to the number staff see. */
export const runPaymentFollowup: WorkflowRunner = async (ctx, execution) => {
  const input = execution.input as TPaymentFollowupRequest;
  const customer = await findCustomerBalance(ctx.db, businessDate(ctx.clock.now()), input.customerId);
  if (!customer) return { status: 'failed', summary: 'Customer not found', error: 'Customer not found', scopes: [], contacted: 0 };
  // Paid up between the press and the run: a reminder call would be wrong.
  if (customer.duePaise <= 0) {
    return { status: 'success', summary: `Nobody was called: ${customer.name} owes nothing`, scopes: [], contacted: 0 };
  }
  const { status, skipped } = await deliverScreened(ctx, execution, {
    channel: 'voice',
    to: input.phoneNumber,
    body: voiceScript(customer),
    customerId: customer.id,
    customerName: customer.name,
  });
  if (skipped) return { status: 'success', summary: `Nobody was called: ${customer.name} was ${cooldownReason(skipped)}`, scopes: [], contacted: 0, skipped };
  return isSuccess(status)
    ? { status: 'success', summary: `Called ${customer.name} on ${input.phoneNumber}`, scopes: ['customers'], contacted: 1, customerIds: [customer.id] }
    : {
        status: 'failed',
        summary: `Call to ${customer.name} on ${input.phoneNumber} failed`,
        error: 'The call could not be connected',
        scopes: ['customers'],
        contacted: 1,
        customerIds: [customer.id],
      };
};
