import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, ne, or } from 'drizzle-orm';
import { PAYMENT_LINK_VALID_DAYS, type TPaymentLink } from '@duesflow/shared-contracts/payment-links';
import type { Queryable } from '../../../core/db/database';
import { paymentLinks } from '../../../core/db/schema/payment-links';
import { DAY_MS } from '../../../core/lib/clock';
import { paiseToRupees } from '../../../core/lib/money';
import { readEnv } from '../../../core/env';

export type PaymentLinkRow = typeof paymentLinks.$inferSelect;

export interface NewPaymentLink {
  customerId: string | null;
  customerName: string;
  amountPaise: number;
  description: string | null;
  /** The run that made it; null for a link the customer made on their own page. */
  executionId: string | null;
  /** `${executionId}:${customerId or name}:payment_link`, so a retried job makes no second link. */
  idempotencyKey: string;
  /** Base of the pay URL: PUBLIC_URL, or the origin the request that asked for the link came to. */
  publicUrl: string;
  now: Date;
  /** Days until it expires; default PAYMENT_LINK_VALID_DAYS (env, 7 unless set). */
  validDays?: number;
  /** Its place in an instalment plan, when the amount was split (link-plan.ts). */
  plan?: { id: string; part: number; parts: number };
}

/** PAYMENT_LINK_VALID_DAYS: how long a new link stays payable. */
export function linkValidDays(): number {
  return readEnv().PAYMENT_LINK_VALID_DAYS ?? PAYMENT_LINK_VALID_DAYS;
}

export function payUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/pay/${token}`;
}

/** Inserts the link, or returns the one an earlier attempt with the same key inserted. */
export async function createPaymentLinkRow(db: Queryable, link: NewPaymentLink): Promise<PaymentLinkRow> {
  const token = randomBytes(18).toString('base64url');
  const [inserted] = await db
    .insert(paymentLinks)
    .values({
      customerId: link.customerId,
      customerName: link.customerName,
      amountPaise: link.amountPaise,
      description: link.description,
      status: 'active',
      token,
      url: payUrl(link.publicUrl, token),
      // The gateway is chosen when the link is registered (gateways/routing.ts).
      gateway: '',
      expiresAt: new Date(link.now.getTime() + (link.validDays ?? linkValidDays()) * DAY_MS),
      executionId: link.executionId,
      idempotencyKey: link.idempotencyKey,
      planId: link.plan?.id ?? null,
      planPart: link.plan?.part ?? null,
      planParts: link.plan?.parts ?? null,
    })
    .onConflictDoNothing({ target: paymentLinks.idempotencyKey })
    .returning();
  if (inserted) return inserted;
  const [existing] = await db.select().from(paymentLinks).where(eq(paymentLinks.idempotencyKey, link.idempotencyKey));
  if (!existing) throw new Error(`payment link ${link.idempotencyKey} vanished`);
  return existing;
}

/** Customers that already hold a link they can still pay, other than links made by `exceptExecutionId`. */
export async function customersWithActiveLinks(db: Queryable, now: Date, exceptExecutionId?: string): Promise<Set<string>> {
  const rows = await db
    .select({ customerId: paymentLinks.customerId })
    .from(paymentLinks)
    .where(
      and(
        eq(paymentLinks.status, 'active'),
        gt(paymentLinks.expiresAt, now),
        isNotNull(paymentLinks.customerId),
        exceptExecutionId ? or(isNull(paymentLinks.executionId), ne(paymentLinks.executionId, exceptExecutionId)) : undefined,
      ),
    );
  return new Set(rows.map((row) => row.customerId as string));
}

/** An active link past its expiry reads as expired even before a refresh stores that. */
export function effectiveStatus(link: Pick<PaymentLinkRow, 'status' | 'expiresAt'>, now: Date): PaymentLinkRow['status'] {
  return link.status === 'active' && link.expiresAt.getTime() <= now.getTime() ? 'expired' : link.status;
}

export function toPaymentLink(row: PaymentLinkRow, now: Date): TPaymentLink {
  return {
    id: row.id,
    customerId: row.customerId,
    customerName: row.customerName,
    amount: paiseToRupees(row.amountPaise),
    description: row.description,
    status: effectiveStatus(row, now),
    url: row.url,
    gateway: row.gateway,
    gatewayId: row.gatewayId,
    routingReason: row.routingReason,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    amountPaid: paiseToRupees(row.amountPaidPaise),
    review: row.reviewReason,
    plan: row.planId && row.planPart && row.planParts ? { id: row.planId, part: row.planPart, parts: row.planParts } : null,
  };
}
