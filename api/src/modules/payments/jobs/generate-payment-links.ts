import { sql } from 'drizzle-orm';
import type { TGeneratePaymentLinkRequest } from '@duesflow/shared-contracts/workflows';
import type { Queryable } from '../../../core/db/database';
import { customers } from '../../../core/db/schema/customers';
import { businessDate } from '../../../core/lib/clock';
import { rupeesToPaise } from '../../../core/lib/money';
import { customersWithActiveLinks } from '../links/payment-link-rows';
import { describeLinks } from '../links/link-plan';
import { makePayableLink } from '../links/make-payable-link';
import { listCustomerBalances } from '../../customers';
import { plural } from '../../messaging';
import type { WorkflowRunner } from '../../../core/jobs/workflow-context';

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
    const made = await makePayableLink(ctx, {
      customerId,
      customerName: input.customerName,
      amountPaise: rupeesToPaise(input.amount),
      description: input.description || null,
      executionId: execution.id,
      idempotencyKey: `${execution.id}:${customerId ?? input.customerName.toLowerCase()}:payment_link`,
      publicUrl: input.publicUrl,
      now,
    });
    if (!made.ok) return { status: 'failed', summary: made.reason, error: made.reason, scopes: ['payments'] };
    return {
      status: 'success',
      summary: `Payment link for ${describeLinks(made.parts)} created for ${input.customerName}`,
      scopes: ['payments'],
    };
  }

  const overdue = await listCustomerBalances(ctx.db, businessDate(now), { overdueOnly: true });
  // Links this run made before a retry do not count as "already had one".
  const covered = await customersWithActiveLinks(ctx.db, now, execution.id);
  let created = 0;
  let skipped = 0;
  let notRouted = 0;
  let plans = 0;
  for (const customer of overdue) {
    if (covered.has(customer.id)) {
      skipped += 1;
      continue;
    }
    const made = await makePayableLink(ctx, {
      customerId: customer.id,
      customerName: customer.name,
      amountPaise: customer.duePaise,
      description: `Payment for ${customer.name}`,
      executionId: execution.id,
      idempotencyKey: `${execution.id}:${customer.id}:payment_link`,
      publicUrl: input.publicUrl,
      now,
    });
    if (!made.ok) notRouted += 1;
    else {
      created += 1;
      if (made.parts.length > 1) plans += 1;
    }
  }
  return {
    status: 'success',
    summary:
      `${plural(created, 'payment link')} generated${plans ? ` (${plans} as instalment plans)` : ''}; skipped ${skipped} that already have an active link` +
      (notRouted ? `; ${notRouted} could not be placed on any gateway (see the link's routing reason)` : ''),
    scopes: ['payments'],
  };
};
