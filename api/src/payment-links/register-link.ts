import { eq } from 'drizzle-orm';
import type { PaymentGatewayAdapter } from '../adapters/gateways/payment-gateway-adapter';
import type { Queryable } from '../db/database';
import { paymentLinks } from '../db/schema/payment-links';
import type { PaymentLinkRow } from './payment-link-rows';

/** Registers a link with its gateway once; a link that already has a gateway reference is left alone. */
export async function registerLink(db: Queryable, gateway: PaymentGatewayAdapter, link: PaymentLinkRow): Promise<PaymentLinkRow> {
  if (link.gatewayReference) return link;
  const created = await gateway.createLink({
    linkId: link.id,
    amountPaise: link.amountPaise,
    customerName: link.customerName,
    description: link.description,
    expiresAt: link.expiresAt,
    idempotencyKey: link.idempotencyKey ?? link.id,
  });
  const [updated] = await db
    .update(paymentLinks)
    .set({ gatewayReference: created.gatewayReference, updatedAt: new Date() })
    .where(eq(paymentLinks.id, link.id))
    .returning();
  return updated ?? link;
}
