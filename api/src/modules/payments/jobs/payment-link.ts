import { eq } from 'drizzle-orm';
import { paymentLinks } from '../../../core/db/schema/payment-links';
import { NoGatewayError } from '../gateways/payment-gateways';
import { describeLinks } from '../links/link-plan';
import { registerLink } from '../links/register-link';
import type { WorkflowRunner } from '../../../core/jobs/workflow-context';

/**
 * The payment-link button on a customer row. The link's rows (one, or the parts of an instalment plan)
 * were written with the execution after the amount was planned onto the gateways; the run places every
 * part on its gateway. The screen says "generated" only once this run has succeeded.
 */
export const runPaymentLink: WorkflowRunner = async (ctx, execution) => {
  const [link] = await ctx.db.select().from(paymentLinks).where(eq(paymentLinks.executionId, execution.id)).limit(1);
  if (!link) return { status: 'failed', summary: 'Payment link not found', error: 'Payment link not found', scopes: [] };
  let parts;
  try {
    parts = await registerLink(ctx.gateways, ctx.db, link);
  } catch (error) {
    if (!(error instanceof NoGatewayError)) throw error;
    return { status: 'failed', summary: error.message, error: error.message, scopes: ['payments'] };
  }
  return { status: 'success', summary: `Payment link for ${describeLinks(parts)} created for ${link.customerName}`, scopes: ['payments'] };
};
