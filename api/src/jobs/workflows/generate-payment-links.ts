import { sql } from 'drizzle-orm';
import { formatINR } from '@duesflow/shared-contracts/format';
import type { TGeneratePaymentLinkRequest } from '@duesflow/shared-contracts/workflows';
import type { Queryable } from '../../db/database';
import { customers } from '../../db/schema/customers';
import { businessDate } from '../../lib/clock';
import { paiseToRupees, rupeesToPaise } from '../../lib/money';
import { createPaymentLinkRow, customersWithActiveLinks } from '../../payment-links/payment-link-rows';
import { NoGatewayError } from '../../gateways/payment-gateways';
import { registerLink } from '../../payment-links/register-link';
import { listCustomerBalances } from '../../queries/customer-balances';
import { plural } from '../send-batch';
import type { WorkflowRunner } from '../workflow-context';

export type TGeneratePaymentLinksInput = Partial<TGeneratePaymentLinkRequest> & { publicUrl: string };

/** The customer a link made out to a typed name belongs to, when exactly one customer has that name. */
async function customerIdByName(db: Queryable, name: string): Promise<string | null> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(sql`lower(${customers.name}) = lower(${name})`)
    .limit(2);
  return rows.length === 1 ? (rows[0]?.id ?? null) : null;
}

/**
 * "Generate Payment Links": from the dashboard, a link for the full amount due to every overdue
 * customer who has no link they can still pay; from the payment link screen, one link by name.
 */
export const runGeneratePaymentLinks: WorkflowRunner = async (ctx, execution) => {
  const input = execution.input as TGeneratePaymentLinksInput;
  const now = ctx.clock.now();

  if (input.amount !== undefined && input.customerName) {
    const customerId = await customerIdByName(ctx.db, input.customerName);
    const link = await createPaymentLinkRow(ctx.db, {
      customerId,
      customerName: input.customerName,
      amountPaise: rupeesToPaise(input.amount),
      description: input.description || null,
      executionId: execution.id,
      idempotencyKey: `${execution.id}:${customerId ?? input.customerName.toLowerCase()}:payment_link`,
      publicUrl: input.publicUrl,
      now,
    });
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
  }

  const overdue = await listCustomerBalances(ctx.db, businessDate(now), { overdueOnly: true });
  // Links this run made before a retry do not count as "already had one".
  const covered = await customersWithActiveLinks(ctx.db, now, execution.id);
  let created = 0;
  let skipped = 0;
  let notRouted = 0;
  for (const customer of overdue) {
    if (covered.has(customer.id)) {
      skipped += 1;
      continue;
    }
    const link = await createPaymentLinkRow(ctx.db, {
      customerId: customer.id,
      customerName: customer.name,
      amountPaise: customer.duePaise,
      description: `Payment for ${customer.name}`,
      executionId: execution.id,
      idempotencyKey: `${execution.id}:${customer.id}:payment_link`,
      publicUrl: input.publicUrl,
      now,
    });
    try {
      await registerLink(ctx.gateways, link);
      created += 1;
    } catch (error) {
      if (!(error instanceof NoGatewayError)) throw error;
      notRouted += 1;
    }
  }
  return {
    status: 'success',
    summary:
      `${plural(created, 'payment link')} generated; skipped ${skipped} that already have an active link` +
      (notRouted ? `; ${notRouted} could not be placed on any gateway (see the link's routing reason)` : ''),
    scopes: ['payments'],
  };
};
