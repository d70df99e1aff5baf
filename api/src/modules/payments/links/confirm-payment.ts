import { randomUUID } from 'node:crypto';
import { and, eq, type SQL } from 'drizzle-orm';
import { MAX_AMOUNT_PAISE } from '@duesflow/shared-contracts/common';
import { formatDate, formatINR } from '@duesflow/shared-contracts/format';
import type { Database } from '../../../core/db/database';
import { ApiError } from '../../../core/lib/api-error';
import { paiseToRupees } from '../../../core/lib/money';
import { paymentLinks } from '../../../core/db/schema/payment-links';
import { payments, receivedPayments } from '../../../core/db/schema/payments';
import { effectiveStatus, type PaymentLinkRow } from './payment-link-rows';

/** The ledger is in rupees: a payment in any other currency is kept and flagged, never counted as paise. */
export const LEDGER_CURRENCY = 'INR';

/** A payment as its gateway (or the sandbox page) reported it. */
export interface ReportedPayment {
  /** razorpay, cashfree or sandbox: with the payment id, what makes a replay change nothing. */
  source: string;
  gatewayPaymentId: string;
  /** In the currency's minor unit (paise for INR), exactly as reported; null when only the link's total is. */
  amountMinor: number | null;
  /**
   * What the link has received in all, for events that report only that: this payment is the total less
   * what the link had received, worked out under the link's lock so two such events never count twice.
   */
  linkTotalMinor?: number;
  currency: string;
  /** The gateway said the link is now paid in full (Razorpay payment_link.paid, Cashfree PAID). */
  claimsPaidInFull?: boolean;
}

export type RecordResult =
  | {
      outcome: 'paid' | 'partially_paid';
      link: PaymentLinkRow;
      review: string | null;
      /** Paise this payment added to the customer's account (0 when not counted: another currency). */
      countedPaise: number;
    }
  | { outcome: 'duplicate'; link: PaymentLinkRow }
  | { outcome: 'not_found' };

/** Why a reported payment needs staff's eyes, or none: it is recorded either way, never dropped or rounded. */
function reviewReasons(link: PaymentLinkRow, payment: ReportedPayment & { amountMinor: number }, now: Date): string[] {
  const reasons: string[] = [];
  const amount =
    payment.currency === LEDGER_CURRENCY
      ? formatINR(paiseToRupees(payment.amountMinor))
      : `${payment.currency} ${(payment.amountMinor / 100).toFixed(2)}`;
  if (effectiveStatus(link, now) === 'expired')
    reasons.push(`${amount} was paid after the link expired on ${formatDate(link.expiresAt.toISOString())}`);
  if (payment.currency !== LEDGER_CURRENCY) {
    reasons.push(`${amount} was paid in ${payment.currency}, not ${LEDGER_CURRENCY}: not counted against dues until reviewed`);
    return reasons;
  }
  const stillDue = Math.max(0, link.amountPaise - link.amountPaidPaise);
  if (payment.amountMinor > stillDue)
    reasons.push(`${amount} is more than the ${formatINR(paiseToRupees(stillDue))} still due on the link`);
  else if (payment.claimsPaidInFull && payment.amountMinor < stillDue) {
    reasons.push(`the gateway reported the link paid, but ${amount} of the ${formatINR(paiseToRupees(stillDue))} still due arrived`);
  }
  return reasons;
}

/**
 * Records a payment on the link it was made through, exactly as reported, in one transaction with a row
 * lock: the report itself (received_payments, unique per source and payment id, so a replay changes
 * nothing); in INR also a payment on the customer's account for exactly that many paise (balances settle
 * the oldest open invoices first), adding to what the link has received; the link becomes paid once it has
 * received its amount, otherwise the rest stays payable. A payment after expiry, above what was still due,
 * short of a "paid" claim or in another currency is recorded and flagged for review (docs/payments.md).
 */
async function recordPayment(db: Database, where: SQL, now: Date, payment: ReportedPayment): Promise<RecordResult> {
  return db.transaction(async (tx): Promise<RecordResult> => {
    const [link] = await tx.select().from(paymentLinks).where(where).for('update');
    if (!link) return { outcome: 'not_found' };
    return recordOnLockedLink(tx, link, now, payment);
  });
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function recordOnLockedLink(tx: Transaction, link: PaymentLinkRow, now: Date, reported: ReportedPayment): Promise<RecordResult> {
  const amountMinor = reported.amountMinor ?? (reported.linkTotalMinor ?? 0) - link.amountPaidPaise;
  // A running total that adds nothing new (a retry of an event already counted) records nothing.
  if (amountMinor <= 0) return { outcome: 'duplicate', link };
  const payment = { ...reported, amountMinor };
  const [seen] = await tx
    .select({ id: receivedPayments.id })
    .from(receivedPayments)
    .where(and(eq(receivedPayments.source, payment.source), eq(receivedPayments.gatewayPaymentId, payment.gatewayPaymentId)));
  if (seen) return { outcome: 'duplicate', link };

  const reasons = reviewReasons(link, payment, now);
  const review = reasons.length ? reasons.join('; ') : null;
  const counted = payment.currency === LEDGER_CURRENCY;
  const [ledgerPayment] = counted
    ? await tx
        .insert(payments)
        .values({
          customerId: link.customerId,
          amountPaise: payment.amountMinor,
          receivedAt: now,
          method: 'payment_link',
          reference: payment.gatewayPaymentId,
          paymentLinkId: link.id,
        })
        .returning({ id: payments.id })
    : [];
  await tx.insert(receivedPayments).values({
    paymentLinkId: link.id,
    source: payment.source,
    gatewayPaymentId: payment.gatewayPaymentId,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    receivedAt: now,
    reviewReason: review,
    paymentId: ledgerPayment?.id ?? null,
  });
  const amountPaidPaise = link.amountPaidPaise + (counted ? payment.amountMinor : 0);
  const paidInFull = amountPaidPaise >= link.amountPaise;
  const [updated] = await tx
    .update(paymentLinks)
    .set({
      amountPaidPaise,
      status: paidInFull ? 'paid' : effectiveStatus(link, now),
      paidAt: paidInFull ? (link.paidAt ?? now) : link.paidAt,
      reviewReason: review ? [link.reviewReason, review].filter(Boolean).join('; ') : link.reviewReason,
      updatedAt: now,
    })
    .where(eq(paymentLinks.id, link.id))
    .returning();
  return {
    outcome: paidInFull ? 'paid' : 'partially_paid',
    link: updated ?? link,
    review,
    countedPaise: counted ? payment.amountMinor : 0,
  };
}

export type ConfirmResult =
  | { outcome: 'paid'; link: PaymentLinkRow; countedPaise: number }
  | { outcome: 'not_found' | 'sandbox_off' }
  | { outcome: 'already_paid' | 'expired' | 'not_sandbox'; link: PaymentLinkRow };

/**
 * The customer paid the rest of a sandbox link on the portal's sandbox page. Only when SANDBOX_PAYMENTS is
 * on, only sandbox links placed on a gateway, never a paid or expired one; checked under the row lock, so
 * two clicks at once pay once.
 */
export async function confirmPayment(
  db: Database,
  token: string,
  now: Date,
  options: { sandboxPayments: boolean },
): Promise<ConfirmResult> {
  // Refused before anything is read or written: with sandbox payments off no link is paid here.
  if (!options.sandboxPayments) return { outcome: 'sandbox_off' };
  return db.transaction(async (tx): Promise<ConfirmResult> => {
    const [link] = await tx.select().from(paymentLinks).where(eq(paymentLinks.token, token)).for('update');
    if (!link) return { outcome: 'not_found' };
    if (link.status === 'paid') return { outcome: 'already_paid', link };
    // A link on a live gateway is paid on the gateway's page; one not yet placed on a gateway is not payable anywhere yet.
    if (link.hostedUrl || !link.gatewayReference) return { outcome: 'not_sandbox', link };
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
    const recorded = await recordOnLockedLink(tx, link, now, {
      source: 'sandbox',
      gatewayPaymentId: `sbx_pay_${randomUUID()}`,
      amountMinor: link.amountPaise - link.amountPaidPaise,
      currency: LEDGER_CURRENCY,
    });
    return recorded.outcome === 'paid' || recorded.outcome === 'partially_paid'
      ? { outcome: 'paid', link: recorded.link, countedPaise: recorded.countedPaise }
      : { outcome: 'paid', link: recorded.outcome === 'not_found' ? link : recorded.link, countedPaise: 0 };
  });
}

/**
 * A gateway's verified webhook reports a payment on the link with this gateway reference, or on the link a
 * UPI intent of that gateway was made for (by the link's id, only while the link is on that gateway).
 */
export function recordGatewayPayment(
  db: Database,
  gateway: { gatewayId: string; gatewayReference: string } | { gatewayId: string; linkId: string },
  now: Date,
  payment: ReportedPayment,
): Promise<RecordResult> {
  const where = and(
    eq(paymentLinks.gatewayId, gateway.gatewayId),
    'linkId' in gateway ? eq(paymentLinks.id, gateway.linkId) : eq(paymentLinks.gatewayReference, gateway.gatewayReference),
  )!;
  return recordPayment(db, where, now, payment);
}
