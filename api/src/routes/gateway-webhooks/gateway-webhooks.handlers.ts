import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { gatewayWebhookEvents, paymentGateways } from '../../db/schema/payment-gateways';
import { paymentLinks } from '../../db/schema/payment-links';
import { readCashfreeEvent, verifyCashfreeSignature } from '../../adapters/gateways/cashfree-gateway';
import { readRazorpayEvent, verifyRazorpaySignature } from '../../adapters/gateways/razorpay-gateway';
import { ApiError } from '../../lib/api-error';
import type { AppRouteHandler } from '../../lib/create-router';
import { confirmGatewayPayment } from '../../payment-links/confirm-payment';
import { unsealConfig } from '../../secrets/secret-config';
import type * as routes from './gateway-webhooks.routes';

export const INVALID_SIGNATURE = { error: 'invalid_signature', message: 'The webhook signature does not match' } as const;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

interface ReadEvent {
  eventId: string;
  eventType: string;
  linkReference: string | null;
  action: 'paid' | 'expired' | 'ignore';
  paymentReference?: string;
}

export const receive: AppRouteHandler<typeof routes.receive> = async (c) => {
  const { gatewayId } = c.req.valid('param');
  const { db, secrets, clock, bus, logger } = c.var.deps;
  const [gateway] = await db.select().from(paymentGateways).where(eq(paymentGateways.id, gatewayId));
  // A request that cannot be verified is unauthenticated, whatever the reason: the same 401 for each,
  // so nobody learns which gateways exist or how they are configured; the log says why.
  const refuse = (reason: string) => {
    logger.warn(`a gateway webhook was refused: ${reason}`);
    return c.json(INVALID_SIGNATURE, 401);
  };
  if (!gateway) return refuse(`no gateway has the id ${gatewayId}`);
  const credentials = unsealConfig(secrets, gateway.credentials);
  const raw = await c.req.text();
  const bodyHash = createHash('sha256').update(raw).digest('hex');

  // The signature first: nothing of an unverified body is read or stored.
  let verified: boolean;
  if (gateway.provider === 'razorpay') {
    const secret = text(credentials.webhookSecret);
    if (!secret) return refuse(`${gateway.name} has no webhook secret configured`);
    verified = verifyRazorpaySignature(raw, c.req.header('x-razorpay-signature'), secret);
  } else if (gateway.provider === 'cashfree') {
    const secret = text(credentials.webhookSecret) || text(credentials.secretKey);
    if (!secret) return refuse(`${gateway.name} has no webhook secret configured`);
    verified = verifyCashfreeSignature(raw, c.req.header('x-webhook-timestamp'), c.req.header('x-webhook-signature'), secret);
  } else {
    return refuse(`${gateway.name} takes no webhooks`);
  }
  if (!verified) return refuse(`the signature of a webhook for ${gateway.name} is missing or wrong`);

  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new ApiError(400, 'invalid_json', 'The webhook body is not JSON');
  }
  let event: ReadEvent;
  if (gateway.provider === 'razorpay') {
    const read = readRazorpayEvent(body);
    event = {
      eventId: c.req.header('x-razorpay-event-id') || bodyHash,
      eventType: read.event || 'unknown',
      linkReference: read.linkReference,
      action: read.event === 'payment_link.paid' ? 'paid' : read.event === 'payment_link.expired' || read.event === 'payment_link.cancelled' ? 'expired' : 'ignore',
      paymentReference: read.paymentId ?? undefined,
    };
  } else {
    const read = readCashfreeEvent(body);
    event = {
      eventId: c.req.header('x-idempotency-key') || bodyHash,
      eventType: read.type ? `${read.type}:${read.linkStatus ?? ''}` : 'unknown',
      linkReference: read.linkReference,
      action: read.type === 'PAYMENT_LINK_EVENT' && read.linkStatus === 'PAID' ? 'paid' : read.linkStatus === 'EXPIRED' || read.linkStatus === 'CANCELLED' ? 'expired' : 'ignore',
    };
  }
  const eventId = event.eventId.slice(0, 200);

  // A replayed event (gateways retry for a day) is acknowledged and changes nothing.
  const [seen] = await db
    .select({ id: gatewayWebhookEvents.id })
    .from(gatewayWebhookEvents)
    .where(and(eq(gatewayWebhookEvents.provider, gateway.provider), eq(gatewayWebhookEvents.eventId, eventId)));
  if (seen) return c.json({ received: true as const, duplicate: true, outcome: 'duplicate' }, 200);

  const now = clock.now();
  let outcome = 'ignored';
  let linkId: string | null = null;
  let customerId: string | null = null;
  if (event.linkReference && event.action === 'paid') {
    // Settling is idempotent on its own (a paid link is not paid again), so two deliveries at once record one payment.
    const result = await confirmGatewayPayment(db, { gatewayId: gateway.id, gatewayReference: event.linkReference }, now, event.paymentReference);
    outcome = result.outcome === 'not_found' ? 'unknown_link' : result.outcome;
    if (result.outcome !== 'not_found') {
      linkId = result.link.id;
      customerId = result.link.customerId;
    }
    if (result.outcome === 'expired') logger.warn(`${gateway.name} reports payment of expired link ${result.link.id}; it was not recorded`);
  } else if (event.linkReference && event.action === 'expired') {
    const expired = await db
      .update(paymentLinks)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(paymentLinks.gatewayId, gateway.id), eq(paymentLinks.gatewayReference, event.linkReference), eq(paymentLinks.status, 'active')))
      .returning({ id: paymentLinks.id, customerId: paymentLinks.customerId });
    outcome = expired.length ? 'expired' : 'ignored';
    linkId = expired[0]?.id ?? null;
    customerId = expired[0]?.customerId ?? null;
  }
  const inserted = await db
    .insert(gatewayWebhookEvents)
    .values({ gatewayId: gateway.id, provider: gateway.provider, eventId, eventType: event.eventType.slice(0, 100), paymentLinkId: linkId, outcome, receivedAt: now })
    .onConflictDoNothing()
    .returning({ id: gatewayWebhookEvents.id });
  if (outcome === 'paid' || outcome === 'expired') {
    await bus.publish({
      type: 'metrics_updated',
      data: { scopes: ['dashboard', 'customers', 'payments'], ...(customerId ? { customerIds: [customerId] } : {}) },
    });
    if (outcome === 'paid') await bus.publish({ type: 'gateways_updated', data: { gatewayIds: [gateway.id], reason: 'link' } });
  }
  c.set('auditTarget', gateway.id);
  c.set('auditDetail', `${event.eventType} ${outcome}`);
  return c.json({ received: true as const, duplicate: inserted.length === 0, outcome }, 200);
};
