import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { TApiError } from '@duesflow/shared-contracts/common';
import { formatINR } from '@duesflow/shared-contracts/format';
import type { Queryable } from '../../../core/db/database';
import { paymentLinks } from '../../../core/db/schema/payment-links';
import type { PaymentGateways } from '../gateways/payment-gateways';
import { ApiError } from '../../../core/lib/api-error';
import { paiseToRupees } from '../../../core/lib/money';
import { createPaymentLinkRow, type NewPaymentLink, type PaymentLinkRow } from './payment-link-rows';

/** No gateway can take the amount, even split: a 422 naming `amount` and each gateway's limit; nothing is written. */
export class NoGatewayForAmount extends ApiError {
  constructor(reason: string) {
    super(422, 'no_gateway', reason);
  }

  override toBody(): TApiError {
    return { ...super.toBody(), issues: [{ path: 'amount', message: this.message }] };
  }
}

/**
 * The amounts the links for `amountPaise` will have: one, or the equal parts of an instalment plan when it
 * is above every open gateway's maximum (gateways/routing.ts planParts). Asked before anything is written
 * or announced, so a link that no gateway can take is refused at once.
 */
export async function planLinkAmounts(gateways: PaymentGateways, amountPaise: number): Promise<number[]> {
  const plan = await gateways.planParts(amountPaise);
  if (!plan.ok) throw new NoGatewayForAmount(plan.reason);
  return plan.partsPaise;
}

/**
 * Writes the links of one request: a single link, or one per part sharing a plan id, each with its own
 * idempotency key (`…:part2`). The first is the one whose URL is shared: its page shows the whole plan.
 * Run it in one transaction so a plan is never half written.
 */
export async function createLinkRows(db: Queryable, link: NewPaymentLink, partsPaise: readonly number[]): Promise<PaymentLinkRow[]> {
  if (partsPaise.length <= 1) return [await createPaymentLinkRow(db, link)];
  const planId = randomUUID();
  const rows: PaymentLinkRow[] = [];
  for (const [index, amountPaise] of partsPaise.entries()) {
    const part = index + 1;
    const description = `${link.description ?? `Payment for ${link.customerName}`} (instalment ${part} of ${partsPaise.length})`;
    rows.push(
      await createPaymentLinkRow(db, {
        ...link,
        amountPaise,
        description,
        idempotencyKey: `${link.idempotencyKey}:part${part}`,
        plan: { id: rows[0]?.planId ?? planId, part, parts: partsPaise.length },
      }),
    );
  }
  return rows;
}

/** Every part of the link's plan in order, or just the link when it is not split. */
export async function partsOf(db: Queryable, link: PaymentLinkRow): Promise<PaymentLinkRow[]> {
  if (!link.planId) return [link];
  return db.select().from(paymentLinks).where(eq(paymentLinks.planId, link.planId)).orderBy(asc(paymentLinks.planPart));
}

/** "₹6,89,563.72 as 4 instalments of ₹1,72,390.93": how a run's summary names what it made. */
export function describeLinks(parts: readonly Pick<PaymentLinkRow, 'amountPaise'>[]): string {
  const total = parts.reduce((sum, part) => sum + part.amountPaise, 0);
  if (parts.length <= 1) return formatINR(paiseToRupees(total));
  const largest = Math.max(...parts.map((part) => part.amountPaise));
  return `${formatINR(paiseToRupees(total))} as ${parts.length} instalments of up to ${formatINR(paiseToRupees(largest))}`;
}
