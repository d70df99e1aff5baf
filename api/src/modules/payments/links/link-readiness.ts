import { eq } from 'drizzle-orm';
import type { TPaymentLinkReadiness } from '@duesflow/shared-contracts/payment-links';
import type { Queryable } from '../../../core/db/database';
import { paymentLinks } from '../../../core/db/schema/payment-links';
import { workflowExecutions } from '../../../core/db/schema/workflow-executions';
import { partsOf } from './link-plan';
import { effectiveStatus, toPaymentLink, type PaymentLinkRow } from './payment-link-rows';

/** Whether a customer can pay this part now (or it is already settled): placed on a gateway it can be paid on. */
export function isPayablePart(part: PaymentLinkRow, now: Date, options: { sandboxPayments: boolean }): boolean {
  const status = effectiveStatus(part, now);
  if (status === 'paid') return true;
  if (status === 'expired') return false;
  if (!part.gatewayReference) return false;
  return Boolean(part.hostedUrl) || options.sandboxPayments;
}

/**
 * Where a link stands for the screens that announce it: `payable` once every part of it can be paid,
 * `failed` when its run ended without placing every part (the run's or the part's reason), else `routing`.
 */
export async function linkReadiness(
  db: Queryable,
  linkId: string,
  now: Date,
  options: { sandboxPayments: boolean },
): Promise<TPaymentLinkReadiness | null> {
  const [link] = await db.select().from(paymentLinks).where(eq(paymentLinks.id, linkId));
  if (!link) return null;
  const parts = await partsOf(db, link);
  const body = { link: toPaymentLink(link, now), parts: parts.map((part) => toPaymentLink(part, now)) };
  if (parts.every((part) => isPayablePart(part, now, options))) return { readiness: 'payable', reason: null, ...body };
  const [run] = link.executionId
    ? await db
        .select({ status: workflowExecutions.status, error: workflowExecutions.error })
        .from(workflowExecutions)
        .where(eq(workflowExecutions.id, link.executionId))
    : [];
  if (run?.status === 'running') return { readiness: 'routing', reason: null, ...body };
  const unplaced = parts.find((part) => !isPayablePart(part, now, options));
  const expired = unplaced && effectiveStatus(unplaced, now) === 'expired';
  const reason = expired
    ? 'This payment link has expired'
    : (run?.error ?? (unplaced?.gatewayReference ? null : unplaced?.routingReason) ?? 'The link could not be placed on any gateway');
  return { readiness: 'failed', reason, ...body };
}
