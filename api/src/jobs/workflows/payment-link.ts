import { eq } from 'drizzle-orm';
import { formatINR } from '@duesflow/shared-contracts/format';
import { paymentLinks } from '../../db/schema/payment-links';
import { paiseToRupees } from '../../lib/money';
import { registerLink } from '../../payment-links/register-link';
import type { WorkflowRunner } from '../workflow-context';

/**
 * The payment-link button on a customer row. The link row was written with the execution, so its URL
 * could be answered at once; the run registers it with the gateway.
 */
export const runPaymentLink: WorkflowRunner = async (ctx, execution) => {
  const [link] = await ctx.db.select().from(paymentLinks).where(eq(paymentLinks.executionId, execution.id));
  if (!link) return { status: 'failed', summary: 'Payment link not found', error: 'Payment link not found', scopes: [] };
  await registerLink(ctx.db, ctx.gateway, link);
  return {
    status: 'success',
    summary: `Payment link for ${formatINR(paiseToRupees(link.amountPaise))} created for ${link.customerName}`,
    scopes: ['payments'],
  };
};
