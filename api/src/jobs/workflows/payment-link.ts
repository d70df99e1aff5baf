import { eq } from 'drizzle-orm';
import { formatINR } from '@duesflow/shared-contracts/format';
import { paymentLinks } from '../../db/schema/payment-links';
import { paiseToRupees } from '../../lib/money';
import { NoGatewayError } from '../../gateways/payment-gateways';
import { registerLink } from '../../payment-links/register-link';
import type { WorkflowRunner } from '../workflow-context';

/**
 * The payment-link button on a customer row. The link row was written with the execution, so its URL
 * could be answered at once; the run registers it with the gateway.
 */
export const runPaymentLink: WorkflowRunner = async (ctx, execution) => {
  const [link] = await ctx.db.select().from(paymentLinks).where(eq(paymentLinks.executionId, execution.id));
  if (!link) return { status: 'failed', summary: 'Payment link not found', error: 'Payment link not found', scopes: [] };
  try {
    await registerLink(ctx.gateways, link);
  } catch (error) {
    if (!(error instanceof NoGatewayError)) throw error;
    return { status: 'failed', summary: error.message, error: error.message, scopes: ['payments'] };
  }
  return {
    status: 'success',
    summary: `Payment link for ${formatINR(paiseToRupees(link.amountPaise))} created for ${link.customerName}`,
    scopes: ['payments'],
  };
};
