import { eq } from 'drizzle-orm';
import { MAX_AMOUNT_PAISE } from '@duesflow/shared-contracts/common';
import type { Database } from '../db/database';
import { ApiError } from '../lib/api-error';
import { paymentLinks } from '../db/schema/payment-links';
import { payments } from '../db/schema/payments';
import { effectiveStatus, type PaymentLinkRow } from './payment-link-rows';

export type ConfirmResult =
  | { outcome: 'paid'; link: PaymentLinkRow }
  | { outcome: 'not_found' }
  | { outcome: 'already_paid' | 'expired'; link: PaymentLinkRow };

/**
 * The customer paid on the pay page: the link becomes paid and the money is recorded as a payment, in
 * one transaction, so a link is never paid without its payment (or paid twice).
 */
export async function confirmPayment(db: Database, token: string, now: Date): Promise<ConfirmResult> {
  return db.transaction(async (tx): Promise<ConfirmResult> => {
    const [link] = await tx.select().from(paymentLinks).where(eq(paymentLinks.token, token)).for('update');
    if (!link) return { outcome: 'not_found' };
    if (link.status === 'paid') return { outcome: 'already_paid', link };
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
      reference: link.gatewayReference ?? link.id,
      paymentLinkId: link.id,
    });
    return { outcome: 'paid', link: paid ?? link };
  });
}
