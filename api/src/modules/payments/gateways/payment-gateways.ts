import { asc, eq, sql } from 'drizzle-orm';
import { GATEWAY_MAX_ATTEMPTS, GATEWAY_PROBE_TIMEOUT_MS, type TGatewayMode } from '@duesflow/shared-contracts/gateways';
import { createCashfreeGateway } from '../adapters/cashfree-gateway';
import { callGateway } from '../adapters/http';
import type { PaymentGatewayAdapter, ProbeResult } from '../adapters/payment-gateway-adapter';
import { readUpiIntent } from '../adapters/upi-intent';
import { createRazorpayGateway } from '../adapters/razorpay-gateway';
import { createSandboxGateway } from '../adapters/sandbox-gateway';
import type { Database, Queryable } from '../../../core/db/database';
import { customers } from '../../../core/db/schema/customers';
import { paymentLinks } from '../../../core/db/schema/payment-links';
import { gatewayChecks, gatewayFailoverRules, paymentGateways } from '../../../core/db/schema/payment-gateways';
import type { Clock } from '../../../core/lib/clock';
import type { Logger } from '../../../core/lib/logger';
import type { PaymentLinkRow } from '../links/payment-link-rows';
import type { RealtimeBus } from '../../../core/realtime/realtime-bus';
import type { SecretBox } from '../../../core/secrets/secret-box';
import { gatewayErrorText } from '../../../core/secrets/gateway-secrets';
import { unsealConfig } from '../../../core/secrets/secret-config';
import { NO_HEALTH, readGatewayHealth, statusAfterProbe } from './gateway-health';
import { MAX_PLAN_PARTS } from '@duesflow/shared-contracts/payment-links';
import { planParts, planRoute, type PartsPlan, type RoutableGateway, type RoutingRule } from './routing';

export type GatewayRow = typeof paymentGateways.$inferSelect;

/** No gateway could take the link, or every one tried failed: the run that asked for it fails with this. */
export class NoGatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NoGatewayError';
  }
}

/** How long a UPI intent takes payments (never past its link's expiry). */
export const UPI_INTENT_OPEN_MS = 30 * 60_000;
/** How long the customer's page waits for a gateway's UPI intent before offering only the gateway's page. */
export const UPI_INTENT_TIMEOUT_MS = 5_000;

/** A UPI intent a link's gateway offers for what is still due on it. */
export interface LinkUpiIntent {
  /** The `upi://pay?…` deep link (its QR code is the same text). */
  intent: string;
  amountPaise: number;
  /** Whom the UPI app will show as the payee (the intent's `pn`, else its VPA). */
  payee: string;
  /** A sandbox gateway's intent: no UPI app can pay it; the sandbox page's Pay is the way. */
  sandbox: boolean;
}

/** Routing, adapters and probes of the stored payment gateways (docs/payments.md). */
export interface PaymentGateways {
  /** Routes an unregistered link and creates it on the chosen gateway (the next ones on API failure). */
  register(link: PaymentLinkRow): Promise<PaymentLinkRow>;
  /** The links a request for this amount becomes: one, the parts of an instalment plan, or a refusal naming each gateway's limit. */
  planParts(amountPaise: number): Promise<PartsPlan>;
  /** SANDBOX_PAYMENTS: whether gateways without credentials take links, paid on the portal's sandbox page. */
  readonly sandboxPayments: boolean;
  /** Probes every gateway (each within GATEWAY_PROBE_TIMEOUT_MS), records it and updates statuses. */
  probeAll(): Promise<void>;
  adapterFor(gateway: GatewayRow): { adapter: PaymentGatewayAdapter; mode: TGatewayMode };
  /**
   * The UPI intent the link's gateway offers for what is still due on it, within UPI_INTENT_TIMEOUT_MS; null
   * when it offers none, refuses, fails or is slow (the gateway's page is still there to pay on).
   */
  upiIntent(link: PaymentLinkRow, payeeName: string): Promise<LinkUpiIntent | null>;
  /** The sandbox adapter (its page is the portal's /api/pay/{token}). */
  readonly sandbox: PaymentGatewayAdapter;
}

export interface PaymentGatewaysOptions {
  db: Database;
  secrets: SecretBox;
  bus: RealtimeBus;
  clock: Clock;
  logger: Logger;
  probeTimeoutMs?: number;
  /** SANDBOX_PAYMENTS (default on: tests and demo data). */
  sandboxPayments?: boolean;
}

const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : '');

export function createPaymentGateways(options: PaymentGatewaysOptions): PaymentGateways {
  const { db, secrets, bus, clock, logger } = options;
  const sandbox = createSandboxGateway(db);
  const probeTimeoutMs = options.probeTimeoutMs ?? GATEWAY_PROBE_TIMEOUT_MS;
  const sandboxPayments = options.sandboxPayments ?? true;

  function adapterFor(gateway: GatewayRow): { adapter: PaymentGatewayAdapter; mode: TGatewayMode } {
    let credentials: Record<string, unknown> = {};
    try {
      credentials = unsealConfig(secrets, gateway.credentials);
    } catch (error) {
      logger.warn(`the credentials of gateway ${gateway.name} could not be opened`, error);
    }
    if (gateway.provider === 'razorpay' && str(credentials.keyId) && str(credentials.keySecret)) {
      return {
        mode: 'live',
        adapter: createRazorpayGateway(
          gateway.name,
          { keyId: str(credentials.keyId), keySecret: str(credentials.keySecret) },
          gateway.apiBaseUrl,
        ),
      };
    }
    if (gateway.provider === 'cashfree' && str(credentials.clientId) && str(credentials.secretKey)) {
      return {
        mode: 'live',
        adapter: createCashfreeGateway(
          gateway.name,
          { clientId: str(credentials.clientId), secretKey: str(credentials.secretKey) },
          gateway.apiBaseUrl,
        ),
      };
    }
    return { mode: 'sandbox', adapter: { ...sandbox, name: gateway.name } };
  }

  /** A gateway's failure as it is stored and shown: its own configured secrets and echoed credentials masked, then cut. */
  function safeError(gateway: GatewayRow, text: string): string {
    let credentials: Record<string, unknown> = {};
    try {
      credentials = unsealConfig(secrets, gateway.credentials);
    } catch {
      // Sealed under another key: nothing of it can be in the text this process got.
    }
    return gatewayErrorText(text, gateway.provider, credentials);
  }

  async function routable(queryable: Queryable, now: Date): Promise<{ gateways: RoutableGateway[]; rules: RoutingRule[] }> {
    const [rows, rules, health] = await Promise.all([
      queryable.select().from(paymentGateways).orderBy(asc(paymentGateways.priority)),
      queryable.select().from(gatewayFailoverRules).orderBy(asc(gatewayFailoverRules.createdAt), asc(gatewayFailoverRules.name)),
      readGatewayHealth(queryable, now),
    ]);
    return {
      gateways: rows.map((row) => {
        const figures = health.get(row.id) ?? NO_HEALTH;
        return {
          id: row.id,
          name: row.name,
          priority: row.priority,
          isActive: row.isActive,
          maintenance: row.maintenance,
          status: row.status,
          minAmountPaise: row.minAmountPaise,
          maxAmountPaise: row.maxAmountPaise,
          supportedCurrencies: row.supportedCurrencies,
          live: adapterFor(row).mode === 'live',
          failureRate: figures.failureRate,
          avgResponseMs: figures.avgResponseMs,
        };
      }),
      rules: rules.map((rule) => ({
        id: rule.id,
        name: rule.name,
        condition: rule.condition,
        value: rule.value,
        primaryGatewayId: rule.primaryGatewayId,
        fallbackGatewayId: rule.fallbackGatewayId,
        isActive: rule.isActive,
      })),
    };
  }

  async function announce(gatewayIds: string[], reason: 'probe' | 'link') {
    await bus.publish({ type: 'gateways_updated', data: { gatewayIds: gatewayIds.slice(0, 100), reason } });
  }

  async function probeOne(gateway: GatewayRow): Promise<ProbeResult & { ms: number }> {
    const started = performance.now();
    const signal = AbortSignal.timeout(probeTimeoutMs);
    const elapsed = () => Math.max(0, Math.round(performance.now() - started));
    try {
      if (gateway.healthCheckUrl) {
        const answer = await callGateway(gateway.healthCheckUrl, { signal, timeoutMs: probeTimeoutMs });
        const ok = answer.status >= 200 && answer.status < 400;
        return { ok, error: ok ? undefined : `${gateway.name}'s health check answered ${answer.status}`, ms: elapsed() };
      }
      const { adapter, mode } = adapterFor(gateway);
      if (mode === 'live' && adapter.probe) return { ...(await adapter.probe(signal)), ms: elapsed() };
      // The sandbox's pay page is served by this API from its database.
      await db.execute(sql`select 1`);
      return { ok: true, ms: elapsed() };
    } catch (error) {
      return {
        ok: false,
        error: signal.aborted
          ? `no answer within ${probeTimeoutMs} ms`
          : safeError(gateway, error instanceof Error ? error.message : String(error)),
        ms: elapsed(),
      };
    }
  }

  return {
    sandbox,
    adapterFor,
    sandboxPayments,

    async upiIntent(link, payeeName) {
      const now = clock.now();
      const duePaise = link.amountPaise - link.amountPaidPaise;
      if (!link.gatewayId || !link.gatewayReference || link.status !== 'active' || duePaise <= 0 || link.expiresAt <= now) return null;
      const [gateway] = await db.select().from(paymentGateways).where(eq(paymentGateways.id, link.gatewayId));
      if (!gateway) return null;
      const { adapter, mode } = adapterFor(gateway);
      if (!adapter.upiIntent || (mode === 'sandbox' && !sandboxPayments)) return null;
      const [customer] = link.customerId
        ? await db.select({ phone: customers.phone }).from(customers).where(eq(customers.id, link.customerId))
        : [];
      try {
        const offered = await adapter.upiIntent(
          {
            linkId: link.id,
            gatewayReference: link.gatewayReference,
            amountPaise: duePaise,
            payeeName,
            customerId: link.customerId,
            customerName: link.customerName,
            customerPhone: customer?.phone ?? null,
            description: link.description,
            closeBy: new Date(Math.min(link.expiresAt.getTime(), now.getTime() + UPI_INTENT_OPEN_MS)),
          },
          AbortSignal.timeout(UPI_INTENT_TIMEOUT_MS),
        );
        const read = offered ? readUpiIntent(offered.intent) : null;
        if (!offered || !read) return null;
        // An intent for another amount than is due would pay the link wrongly: not offered.
        if (read.amountPaise !== null && read.amountPaise !== duePaise) {
          logger.warn(`${gateway.name} answered a UPI intent for another amount than link ${link.id} is due: not offered`);
          return null;
        }
        return { intent: offered.intent, amountPaise: duePaise, payee: read.payeeName ?? read.payeeVpa, sandbox: mode === 'sandbox' };
      } catch (error) {
        logger.warn(
          `${gateway.name} gave no UPI intent for link ${link.id}: ${safeError(gateway, error instanceof Error ? error.message : String(error))}`,
        );
        return null;
      }
    },

    async planParts(amountPaise) {
      const { gateways } = await routable(db, clock.now());
      return planParts(gateways, amountPaise, { sandboxPayments, maxParts: MAX_PLAN_PARTS });
    },

    async probeAll() {
      const rows = await db.select().from(paymentGateways).orderBy(asc(paymentGateways.priority));
      const results = await Promise.all(rows.map(async (gateway) => ({ gateway, result: await probeOne(gateway) })));
      const now = clock.now();
      if (results.length === 0) return;
      await db.insert(gatewayChecks).values(
        results.map(({ gateway, result }) => ({
          gatewayId: gateway.id,
          kind: 'probe' as const,
          ok: result.ok,
          responseMs: result.ms,
          error: result.error ? safeError(gateway, result.error) : null,
          checkedAt: now,
        })),
      );
      const health = await readGatewayHealth(db, now);
      for (const { gateway, result } of results) {
        await db
          .update(paymentGateways)
          .set({
            status: statusAfterProbe(result.ok, health.get(gateway.id) ?? NO_HEALTH),
            lastCheckedAt: now,
            lastError: result.ok ? null : safeError(gateway, result.error ?? 'probe failed'),
          })
          .where(eq(paymentGateways.id, gateway.id));
      }
      await announce(
        results.map(({ gateway }) => gateway.id),
        'probe',
      );
    },

    async register(link) {
      if (link.gatewayReference) return link;
      const now = clock.now();
      const { gateways, rules } = await routable(db, now);
      const plan = planRoute(gateways, rules, { amountPaise: link.amountPaise }, { sandboxPayments });
      if (!plan.ok) {
        await db.update(paymentLinks).set({ routingReason: plan.reason, updatedAt: now }).where(eq(paymentLinks.id, link.id));
        throw new NoGatewayError(plan.reason);
      }
      const rows = new Map((await db.select().from(paymentGateways)).map((row) => [row.id, row]));
      const [customer] = link.customerId
        ? await db.select({ phone: customers.phone, email: customers.email }).from(customers).where(eq(customers.id, link.customerId))
        : [];
      const failures: string[] = [];
      const tried: string[] = [];
      for (const step of plan.steps.slice(0, GATEWAY_MAX_ATTEMPTS)) {
        const row = rows.get(step.gateway.id);
        if (!row) continue;
        const { adapter } = adapterFor(row);
        tried.push(row.id);
        const started = performance.now();
        try {
          const created = await adapter.createLink({
            linkId: link.id,
            amountPaise: link.amountPaise,
            customerName: link.customerName,
            customerPhone: customer?.phone ?? null,
            customerEmail: customer?.email ?? null,
            description: link.description,
            expiresAt: link.expiresAt,
            idempotencyKey: `${link.idempotencyKey ?? link.id}:${row.id}`,
            callbackUrl: link.url,
          });
          const ms = Math.round(performance.now() - started);
          const reason = failures.length ? `${failures.join('; ')}; so ${row.name}, ${step.reason}` : step.reason;
          const [updated] = await db.transaction(async (tx) => {
            await tx.insert(gatewayChecks).values({
              gatewayId: row.id,
              kind: 'link',
              ok: true,
              responseMs: ms,
              paymentLinkId: link.id,
              amountPaise: link.amountPaise,
              checkedAt: clock.now(),
            });
            return tx
              .update(paymentLinks)
              .set({
                gatewayId: row.id,
                gateway: row.name,
                routingReason: reason,
                gatewayReference: created.gatewayReference,
                hostedUrl: created.hostedUrl ?? null,
                updatedAt: clock.now(),
              })
              .where(eq(paymentLinks.id, link.id))
              .returning();
          });
          await announce(tried, 'link');
          return updated ?? link;
        } catch (error) {
          const ms = Math.round(performance.now() - started);
          const message = safeError(row, error instanceof Error ? error.message : String(error));
          logger.warn(`payment link ${link.id} could not be created on ${row.name}: ${message}`);
          failures.push(`${row.name} failed (${message})`);
          await db.insert(gatewayChecks).values({
            gatewayId: row.id,
            kind: 'link',
            ok: false,
            responseMs: ms,
            error: message,
            paymentLinkId: link.id,
            amountPaise: link.amountPaise,
            checkedAt: clock.now(),
          });
        }
      }
      const reason = `No gateway created the link: ${failures.join('; ')}`;
      await db.update(paymentLinks).set({ routingReason: reason, updatedAt: clock.now() }).where(eq(paymentLinks.id, link.id));
      await announce(tried, 'link');
      throw new NoGatewayError(reason);
    },
  };
}
