import { and, eq, type SQL } from 'drizzle-orm';
import { MAX_AMOUNT_PAISE } from '@duesflow/shared-contracts/common';
import type { Database } from '../db/database';
import { ApiError } from '../lib/api-error';
import { paymentLinks } from '../db/schema/payment-links';
import { payments } from '../db/schema/payments';
import { effectiveStatus, type PaymentLinkRow } from './payment-link-rows';

export type ConfirmResult =
  | { outcome: 'paid'; link: PaymentLinkRow }
  | { outcome: 'not_found' }
  | { outcome: 'already_paid' | 'expired' | 'not_sandbox'; link: PaymentLinkRow };

/**
 * The link is paid: it becomes paid and the money is recorded as a payment on the customer's account,
 * in one transaction, so a link is never paid without its payment (or paid twice). A payment on account
 * settles the customer's oldest open invoices first (the ledger's rule, docs/payments.md), and whatever
 * reminds about an invoice reads its unpaid part, so a settled invoice is reminded no more.
 */
async function settle(
  db: Database,
  where: SQL,
  now: Date,
  options: { sandboxOnly: boolean; reference?: string },
): Promise<ConfirmResult> {
  return db.transaction(async (tx): Promise<ConfirmResult> => {
    const [link] = await tx.select().from(paymentLinks).where(where).for('update');
    if (!link) return { outcome: 'not_found' };
    if (link.status === 'paid') return { outcome: 'already_paid', link };
    // The sandbox page pays sandbox links only: a link on a live gateway is paid on the gateway's page.
    // A link not yet placed on a gateway is not payable anywhere yet.
    if (options.sandboxOnly && (link.hostedUrl || !link.gatewayReference)) return { outcome: 'not_sandbox', link };
    // Requests are bounded to ₹10 crore; a link stored before that bound is never paid.
    if (link.amountPaise <= 0 || link.amountPaise > MAX_AMOUNT_PAISE) {
      throw new ApiError(422, 'amount_out_of_range', 'This payment link is for more than ₹10,00,00,000 and cannot be paid');
    }
    if (effectiveStatus(link, now) === 'expired') {
      const [expired] = await tx
        .update(paymentLinks)
        .set({ status: 'expired', updatedAt: now })
        .where(eq(paymentLinks.id, link.id))
        .returning();
      return { outcome: 'expired', link: expired ?? link };
    }
    const [paid] = await tx
      .update(paymentLinks)
      .set({ status: 'paid', paidAt: now, updatedAt: now })
      .where(eq(paymentLinks.id, link.id))
      .returning();
    await tx.insert(payments).values({
      customerId: link.customerId,
      amountPaise: link.amountPaise,
      receivedAt: now,
      method: 'payment_link',
      reference: options.reference ?? link.gatewayReference ?? link.id,
      paymentLinkId: link.id,
    });
    return { outcome: 'paid', link: paid ?? link };
  });
}

/** The customer paid on the sandbox pay page (sandbox links only). */
export function confirmPayment(db: Database, token: string, now: Date): Promise<ConfirmResult> {
  return settle(db, eq(paymentLinks.token, token), now, { sandboxOnly: true });
}

/** A gateway's verified webhook says the link with this gateway reference was paid. */
export function confirmGatewayPayment(
  db: Database,
  gateway: { gatewayId: string; gatewayReference: string },
  now: Date,
  paymentReference?: string,
): Promise<ConfirmResult> {
  const where = and(eq(paymentLinks.gatewayId, gateway.gatewayId), eq(paymentLinks.gatewayReference, gateway.gatewayReference))!;
  return settle(db, where, now, { sandboxOnly: false, reference: paymentReference });
}
