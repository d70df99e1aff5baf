import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { gatewayWebhookEvents, paymentGateways } from '../../../core/db/schema/payment-gateways';
import { paymentLinks } from '../../../core/db/schema/payment-links';
import { verifyCashfreeSignature } from '../adapters/cashfree-gateway';
import { verifyRazorpaySignature } from '../adapters/razorpay-gateway';
import type { AppDeps } from '../../../core/app-deps';
import { readEnv } from '../../../core/env';
import { ApiError } from '../../../core/lib/api-error';
import { isUuid } from '../../../core/lib/uuid';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import { LEDGER_CURRENCY, recordGatewayPayment, type ReportedPayment } from '../links/confirm-payment';
import { publishPaymentReceived } from '../links/payment-notice';
import { unsealConfig } from '../../../core/secrets/secret-config';
import { isStale, readCashfreeWebhook, readRazorpayWebhook, type WebhookEvent } from './webhook-events';
import type * as routes from './gateway-webhooks.routes';
import { settlePromises } from '../../customers';

export const INVALID_SIGNATURE = { error: 'invalid_signature', message: 'The webhook signature does not match' } as const;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

type GatewayRow = typeof paymentGateways.$inferSelect;

/**
 * The payment a verified event reports: its own amount and currency, confirmed from the gateway's API where
 * the vendor offers it (Razorpay's payment by id, Cashfree's by order and payment id); else, for events that give only the link's running total,
 * that total (the payment is worked out under the link's lock). Null when it reports no payment.
 */
async function reportedPayment(deps: AppDeps, gateway: GatewayRow, event: WebhookEvent): Promise<ReportedPayment | null> {
  let amountMinor = event.amountMinor;
  let currency = event.currency ?? LEDGER_CURRENCY;
  let paymentId = event.paymentId;
  const { adapter, mode } = deps.gateways.adapterFor(gateway);
  if (paymentId && mode === 'live' && adapter.fetchPayment) {
    try {
      const fetched = await adapter.fetchPayment(paymentId, event.orderId);
      if (fetched && !fetched.succeeded) return null;
      if (fetched) ({ amountMinor, currency } = fetched);
    } catch (error) {
      // The signed event stands on its own; the API read only confirms it.
      deps.logger.warn(
        `${gateway.name}: payment ${paymentId} could not be read back (${error instanceof Error ? error.message : String(error)}); the webhook's figures are used`,
      );
    }
  }
  if (amountMinor === null && event.cumulativeMinor !== null) {
    paymentId ??= `${event.linkReference}:total:${event.cumulativeMinor}`;
    return {
      source: gateway.provider,
      gatewayPaymentId: paymentId.slice(0, 200),
      amountMinor: null,
      linkTotalMinor: event.cumulativeMinor,
      currency: currency.toUpperCase(),
      claimsPaidInFull: event.claimsPaidInFull,
    };
  }
  if (amountMinor === null || amountMinor <= 0 || !paymentId) return null;
  return {
    source: gateway.provider,
    gatewayPaymentId: paymentId.slice(0, 200),
    amountMinor,
    currency: currency.toUpperCase(),
    claimsPaidInFull: event.claimsPaidInFull,
  };
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
    // cashfree-pg's PGVerifyWebhookSignature signs with the client secret; a separately configured webhook secret is accepted too.
    const secrets = [text(credentials.webhookSecret), text(credentials.secretKey)].filter(Boolean);
    if (secrets.length === 0) return refuse(`${gateway.name} has no webhook secret configured`);
    verified = secrets.some((secret) =>
      verifyCashfreeSignature(raw, c.req.header('x-webhook-timestamp'), c.req.header('x-webhook-signature'), secret),
    );
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
  const event =
    gateway.provider === 'razorpay'
      ? readRazorpayWebhook(body, c.req.header('x-razorpay-event-id') || bodyHash)
      : readCashfreeWebhook(body, c.req.header('x-idempotency-key') || bodyHash, c.req.header('x-webhook-timestamp'));
  // A signed event older than WEBHOOK_MAX_AGE_SECONDS is a replay: refused like an unverified one, nothing stored.
  if (isStale(event.timestampMs, clock.now().getTime(), readEnv().WEBHOOK_MAX_AGE_SECONDS)) {
    return refuse(
      `a webhook for ${gateway.name} is older than WEBHOOK_MAX_AGE_SECONDS (${new Date(event.timestampMs ?? 0).toISOString()})`,
    );
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
  let countedPaise = 0;
  const paidLink = event.linkReference
    ? { gatewayId: gateway.id, gatewayReference: event.linkReference }
    : event.upiLinkId && isUuid(event.upiLinkId)
      ? { gatewayId: gateway.id, linkId: event.upiLinkId }
      : null;
  if (paidLink && event.action === 'payment') {
    const payment = await reportedPayment(c.var.deps, gateway, event);
    if (payment === null) outcome = 'ignored';
    else {
      // Recording is idempotent on its own (unique payment id), so two deliveries at once record one payment.
      const result = await recordGatewayPayment(db, paidLink, now, payment);
      outcome = result.outcome === 'not_found' ? 'unknown_link' : result.outcome;
      if (result.outcome !== 'not_found') {
        linkId = result.link.id;
        customerId = result.link.customerId;
        if (result.outcome !== 'duplicate') countedPaise = result.countedPaise;
        if (result.outcome !== 'duplicate' && result.review)
          logger.warn(`${gateway.name}: a payment on link ${linkId} was recorded for review: ${result.review}`);
      }
    }
  } else if (event.linkReference && event.action === 'expired') {
    const expired = await db
      .update(paymentLinks)
      .set({ status: 'expired', updatedAt: now })
      .where(
        and(
          eq(paymentLinks.gatewayId, gateway.id),
          eq(paymentLinks.gatewayReference, event.linkReference),
          eq(paymentLinks.status, 'active'),
        ),
      )
      .returning({ id: paymentLinks.id, customerId: paymentLinks.customerId });
    outcome = expired.length ? 'expired' : 'ignored';
    linkId = expired[0]?.id ?? null;
    customerId = expired[0]?.customerId ?? null;
  }
  const inserted = await db
    .insert(gatewayWebhookEvents)
    .values({
      gatewayId: gateway.id,
      provider: gateway.provider,
      eventId,
      eventType: event.eventType.slice(0, 100),
      paymentLinkId: linkId,
      outcome,
      receivedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: gatewayWebhookEvents.id });
  if (outcome === 'paid' || outcome === 'partially_paid' || outcome === 'expired') {
    await bus.publish({
      type: 'metrics_updated',
      data: { scopes: ['dashboard', 'customers', 'payments'], ...(customerId ? { customerIds: [customerId] } : {}) },
    });
    if (outcome !== 'expired') await bus.publish({ type: 'gateways_updated', data: { gatewayIds: [gateway.id], reason: 'link' } });
    // A promise this payment completes reads kept at once, not at the next sweep.
    if (outcome !== 'expired' && customerId) await settlePromises(c.var.deps, [customerId]);
    if (outcome !== 'expired')
      await publishPaymentReceived(c.var.deps, { customerId, amountPaise: countedPaise, paymentLinkId: linkId ?? undefined });
  }
  c.set('auditTarget', gateway.id);
  c.set('auditDetail', `${event.eventType} ${outcome}`);
  return c.json({ received: true as const, duplicate: inserted.length === 0, outcome }, 200);
};
