import { createHmac } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { ZApiError } from '@duesflow/shared-contracts/common';
import { ZFailoverRuleList } from '@duesflow/shared-contracts/failover-rules';
import { GATEWAY_ERROR_FOR_OTHERS, ZGatewayAnalytics, ZGatewayList, type TGatewayList } from '@duesflow/shared-contracts/gateways';
import { ZPaymentLinkPage, type TPaymentLink } from '@duesflow/shared-contracts/payment-links';
import { gatewayChecks, gatewayFailoverRules, gatewayWebhookEvents, paymentGateways } from '../../../core/db/schema/payment-gateways';
import { paymentLinks } from '../../../core/db/schema/payment-links';
import { payments } from '../../../core/db/schema/payments';
import { resetGateways } from './seed-gateways';
import { expirePaymentLinks } from '../jobs/payment-schedules';
import { fixtures } from '../../../test/fixtures';
import { startGatewayStandIn, type GatewayStandIn } from '../../../test/gateway-stand-in';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let standIn: GatewayStandIn;
let make: ReturnType<typeof fixtures>;
beforeAll(async () => {
  [t, standIn] = await Promise.all([createTestApp(), startGatewayStandIn()]);
  make = fixtures(t.deps.db);
});
afterAll(async () => {
  await standIn.close();
  await t.stop();
});
beforeEach(async () => {
  await t.resetData();
  await resetGateways(t.deps.db);
  standIn.razorpay.mode = 'ok';
  standIn.cashfree.mode = 'ok';
});

const rows = async (
  table: typeof paymentLinks | typeof payments | typeof gatewayWebhookEvents | typeof gatewayFailoverRules | typeof gatewayChecks,
) => Number((await t.deps.db.select({ n: count() }).from(table))[0]?.n ?? 0);

async function gateways(): Promise<TGatewayList> {
  const response = await t.call('GET', '/api/gateways');
  expect(response.status).toBe(200);
  return ZGatewayList.parse(await response.json());
}
const idOf = async (name: string) => (await gateways()).gateways.find((gateway) => gateway.name === name)!.id;

/** Makes a link through the Payment Tracking form and returns it once its run has finished. */
async function makeLink(amount: number, customerName = 'Walk-in Buyer'): Promise<TPaymentLink> {
  const started = await t.call('POST', '/api/workflows/generate-payment-link', { amount, customerName });
  expect(started.status).toBe(202);
  await t.settled(((await started.json()) as { executionId: string }).executionId);
  const page = ZPaymentLinkPage.parse(await (await t.call('GET', '/api/payment-links?pageSize=1')).json());
  return page.items[0]!;
}

async function refused(method: string, path: string, body: unknown, status = 400) {
  const response = await t.call(method, path, body);
  expect(response.status).toBe(status);
  return ZApiError.parse(await response.json());
}

describe('gateways as seeded', () => {
  it("lists the spec's three gateways in priority order with limits, fees and currencies, and the two sample rules", async () => {
    const list = await gateways();
    expect(
      list.gateways.map((g) => [
        g.name,
        g.priority,
        g.config.maxAmount,
        g.config.minAmount,
        g.config.feePercentage,
        g.config.fixedFee,
        g.config.supportedCurrencies,
      ]),
    ).toEqual([
      ['Razorpay', 1, 200_000, 1, 2, 0, ['INR', 'USD']],
      ['Cashfree', 2, 100_000, 1, 2.3, 2, ['INR']],
      ['PayU', 3, 50_000, 1, 1.8, 5, ['INR']],
    ]);
    expect(list.gateways.every((g) => g.isActive && g.mode === 'sandbox' && g.status === 'unknown')).toBe(true);
    expect(list.summary).toMatchObject({ online: 0, total: 3, totalTransactions: 0, totalVolume: 0 });
    const rules = ZFailoverRuleList.parse(await (await t.call('GET', '/api/failover-rules')).json());
    const [razorpay, cashfree, payu] = list.gateways.map((g) => g.id);
    expect(rules.map((r) => [r.condition, r.value, r.primaryGateway, r.fallbackGateway, r.isActive])).toEqual([
      ['amount_threshold', 50_000, razorpay, cashfree, true],
      ['failure_rate', 5, cashfree, payu, true],
    ]);
  });
});

describe('routing every link', () => {
  it('a ₹60,000 link with the sample rules is created on the second gateway, with the reason', async () => {
    const link = await makeLink(60_000);
    expect(link.gateway).toBe('Cashfree');
    expect(link.gatewayId).toBe(await idOf('Cashfree'));
    expect(link.routingReason).toContain('High Amount Routing: ₹60,000.00 is above ₹50,000.00, so Cashfree');
    const small = await makeLink(500);
    expect(small.gateway).toBe('Razorpay');
    expect(small.routingReason).toBe('Razorpay first by priority (1)');
  });

  it('a gateway toggled off receives no links; toggling a failover rule off changes the next link', async () => {
    const razorpay = await idOf('Razorpay');
    expect((await t.call('PUT', `/api/gateways/${razorpay}`, { isActive: false })).status).toBe(200);
    expect((await makeLink(500)).gateway).toBe('Cashfree');
    await t.call('PUT', `/api/gateways/${razorpay}`, { isActive: true });

    const highAmount = ZFailoverRuleList.parse(await (await t.call('GET', '/api/failover-rules')).json()).find(
      (rule) => rule.condition === 'amount_threshold',
    );
    const toggled = await t.call('PUT', `/api/failover-rules/${highAmount!.id}`, { isActive: false });
    expect(toggled.status).toBe(200);
    expect((await makeLink(60_000)).gateway).toBe('Razorpay');
  });

  it('a gateway whose probe fails is down and receives no links; the change goes out on /ws', async () => {
    const razorpay = await idOf('Razorpay');
    await t.call('PUT', `/api/gateways/${razorpay}`, { healthCheckUrl: `${standIn.url}/health/down` });
    const event = t.nextEvent('gateways_updated', (message) => message.data.reason === 'probe');
    const refreshed = await t.call('POST', '/api/gateways/refresh-status');
    expect(refreshed.status).toBe(200);
    await event;
    const list = ZGatewayList.parse(await refreshed.json());
    const down = list.gateways.find((g) => g.id === razorpay)!;
    expect(down).toMatchObject({ status: 'down', uptime: 0 });
    expect(down.lastError).toContain('503');
    expect(list.gateways.filter((g) => g.id !== razorpay).every((g) => g.status === 'healthy' && g.uptime === 100)).toBe(true);
    expect(list.summary.online).toBe(2);
    expect(list.lastUpdated).not.toBeNull();
    const link = await makeLink(500);
    expect(link.gateway).toBe('Cashfree');
    expect(link.routingReason).toContain('Razorpay down (its last probe failed)');
  });

  it('a gateway whose API fails is skipped for the next one, and the failure counts in its figures', async () => {
    const razorpay = await idOf('Razorpay');
    await t.call('PUT', `/api/gateways/${razorpay}`, {
      credentials: { keyId: standIn.razorpay.keyId, keySecret: standIn.razorpay.keySecret },
      apiBaseUrl: standIn.url,
    });
    standIn.razorpay.mode = 'fail';
    const link = await makeLink(500);
    expect(link.gateway).toBe('Cashfree');
    expect(link.routingReason).toMatch(/^Razorpay failed \(Razorpay answered 500: We are facing some trouble\); so Cashfree/);
    // A failed creation is no transaction and decides nothing: no payment, no rate yet.
    const analytics = ZGatewayAnalytics.parse(await (await t.call('GET', '/api/gateways/analytics')).json());
    expect(analytics.find((a) => a.name === 'Razorpay')).toMatchObject({
      successful: 0,
      failed: 0,
      failedCreations: 1,
      payments: 0,
      successRate: null,
    });
    expect(analytics.find((a) => a.name === 'Cashfree')).toMatchObject({
      successful: 0,
      failed: 0,
      failedCreations: 0,
      payments: 0,
      successRate: null,
    });
    const list = await gateways();
    expect(list.gateways.find((g) => g.name === 'Razorpay')!.successRate).toBe(0);
    expect(list.summary).toMatchObject({ totalTransactions: 0, totalVolume: 0, avgSuccessRate: null });
  });
});

describe('metrics', () => {
  it('count payments, not link creations; volume is what was paid; success rate = paid ÷ decided', async () => {
    const paid = await makeLink(1_500.5);
    const expired = await makeLink(700);
    await makeLink(300);
    const before = await gateways();
    expect(before.summary).toMatchObject({ totalTransactions: 0, totalVolume: 0, avgSuccessRate: null });

    const [row] = await t.deps.db.select().from(paymentLinks).where(eq(paymentLinks.id, paid.id));
    expect((await t.callAnonymous('POST', `/api/pay/${row!.token}/confirm`)).status).toBe(200);
    await t.deps.db
      .update(paymentLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentLinks.id, expired.id));

    const after = await gateways();
    const razorpay = after.gateways.find((g) => g.name === 'Razorpay')!;
    expect(razorpay.metrics).toMatchObject({
      totalTransactions: 1,
      successfulTransactions: 1,
      failedTransactions: 1,
      totalVolume: 1_500.5,
      avgTransactionAmount: 1_500.5,
      paidRate: 50,
    });
    expect(after.summary).toMatchObject({ totalTransactions: 1, totalVolume: 1_500.5, avgSuccessRate: 50 });
    const analytics = ZGatewayAnalytics.parse(await (await t.call('GET', '/api/gateways/analytics')).json());
    expect(analytics.find((a) => a.name === 'Razorpay')).toMatchObject({
      payments: 1,
      volume: 1_500.5,
      successful: 1,
      failed: 1,
      successRate: 50,
    });
  });
});

describe('who reads a gateway failure', () => {
  it('admins read lastError; collectors and viewers learn only that the last check failed', async () => {
    const razorpay = await idOf('Razorpay');
    await t.call('PUT', `/api/gateways/${razorpay}`, { healthCheckUrl: `${standIn.url}/health/down` });
    expect((await t.call('POST', '/api/gateways/refresh-status')).status).toBe(200);
    const errorOf = async (role: 'admin' | 'collector' | 'viewer') =>
      ZGatewayList.parse(await (await t.callAs(role, 'GET', '/api/gateways')).json()).gateways.find((g) => g.id === razorpay)!.lastError;
    expect(await errorOf('admin')).toContain('503');
    expect(await errorOf('collector')).toBe(GATEWAY_ERROR_FOR_OTHERS);
    expect(await errorOf('viewer')).toBe(GATEWAY_ERROR_FOR_OTHERS);
  });
});

describe('PUT /api/gateways/{id} and move', () => {
  it('stores limits, fees and credentials (secrets sealed and masked)', async () => {
    const cashfree = await idOf('Cashfree');
    const response = await t.call('PUT', `/api/gateways/${cashfree}`, {
      config: { maxAmount: 75_000, feePercentage: 2.1, fixedFee: 3 },
      credentials: { clientId: 'cf-client', secretKey: 'cf-secret-abcdefgh1234', webhookSecret: 'whsec-abcdefgh5678' },
    });
    expect(response.status).toBe(200);
    const text = JSON.stringify(await response.clone().json());
    expect(text).not.toContain('cf-secret-abcdefgh1234');
    const updated = ZGatewayList.parse(await response.json()).gateways.find((g) => g.id === cashfree)!;
    expect(updated.config).toMatchObject({ maxAmount: 75_000, feePercentage: 2.1, fixedFee: 3 });
    expect(updated.credentials).toEqual({ clientId: 'cf-client', secretKey: '••••1234', webhookSecret: '••••5678' });
    expect(updated.mode).toBe('live');
    const [stored] = await t.deps.db.select().from(paymentGateways).where(eq(paymentGateways.id, cashfree));
    expect(JSON.stringify(stored!.credentials)).not.toContain('cf-secret');
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const payu = await idOf('PayU');
    const before = await gateways();
    expect((await refused('PUT', `/api/gateways/${payu}`, { config: { minAmount: 60_000 } })).issues?.[0]?.path).toBe('config.minAmount');
    expect((await refused('PUT', `/api/gateways/${payu}`, { config: { feePercentage: 101 } })).issues?.[0]?.path).toBe(
      'config.feePercentage',
    );
    expect((await refused('PUT', `/api/gateways/${payu}`, { isActive: 'yes' })).issues?.[0]?.path).toBe('isActive');
    expect((await refused('PUT', `/api/gateways/${payu}`, {})).error).toBeDefined();
    expect((await refused('PUT', `/api/gateways/${payu}`, { healthCheckUrl: 'not a url' })).issues?.[0]?.path).toBe('healthCheckUrl');
    await refused('PUT', '/api/gateways/00000000-0000-4000-8000-000000000000', { isActive: false }, 404);
    expect((await t.callAs('collector', 'PUT', `/api/gateways/${payu}`, { isActive: false })).status).toBe(403);
    expect(await gateways()).toEqual(before);
  });

  it('moves a gateway up or down, refusing past either end', async () => {
    const cashfree = await idOf('Cashfree');
    const moved = await t.call('POST', `/api/gateways/${cashfree}/move`, { direction: 'up' });
    expect(moved.status).toBe(200);
    expect(ZGatewayList.parse(await moved.json()).gateways.map((g) => [g.name, g.priority])).toEqual([
      ['Cashfree', 1],
      ['Razorpay', 2],
      ['PayU', 3],
    ]);
    expect((await makeLink(500)).gateway).toBe('Cashfree');
    expect((await refused('POST', `/api/gateways/${cashfree}/move`, { direction: 'up' }, 409)).error).toBe('already_first');
    expect((await refused('POST', `/api/gateways/${await idOf('PayU')}/move`, { direction: 'down' }, 409)).error).toBe('already_last');
    expect((await refused('POST', `/api/gateways/${cashfree}/move`, { direction: 'sideways' })).issues?.[0]?.path).toBe('direction');
  });
});

describe('failover rules', () => {
  it('creates, changes and deletes a rule; refuses bad input naming the field, writing nothing', async () => {
    const [razorpay, payu] = [await idOf('Razorpay'), await idOf('PayU')];
    const created = await t.call('POST', '/api/failover-rules', {
      name: 'Slow Razorpay',
      condition: 'response_time',
      value: 1500,
      primaryGateway: razorpay,
      fallbackGateway: payu,
    });
    expect(created.status).toBe(201);
    const rule = (await created.json()) as { id: string; isActive: boolean };
    expect(rule.isActive).toBe(true);
    expect(
      (
        await refused('POST', '/api/failover-rules', {
          name: 'X',
          condition: 'failure_rate',
          value: 150,
          primaryGateway: razorpay,
          fallbackGateway: payu,
        })
      ).issues?.[0]?.path,
    ).toBe('value');
    expect(
      (
        await refused('POST', '/api/failover-rules', {
          name: 'X',
          condition: 'failure_rate',
          value: 5,
          primaryGateway: razorpay,
          fallbackGateway: razorpay,
        })
      ).issues?.[0]?.path,
    ).toBe('fallbackGateway');
    expect(
      (
        await refused('POST', '/api/failover-rules', {
          name: 'X',
          condition: 'latency',
          value: 5,
          primaryGateway: razorpay,
          fallbackGateway: payu,
        })
      ).issues?.[0]?.path,
    ).toBe('condition');
    expect(
      (
        await refused('POST', '/api/failover-rules', {
          name: 'X',
          condition: 'failure_rate',
          value: 5,
          primaryGateway: '00000000-0000-4000-8000-000000000000',
          fallbackGateway: payu,
        })
      ).issues?.[0]?.path,
    ).toBe('primaryGateway');
    expect(await rows(gatewayFailoverRules)).toBe(3);

    const changed = await t.call('PUT', `/api/failover-rules/${rule.id}`, { value: 900, isActive: false });
    expect(await changed.json()).toMatchObject({ value: 900, isActive: false });
    expect((await refused('PUT', `/api/failover-rules/${rule.id}`, { condition: 'failure_rate' })).issues?.[0]?.path).toBe('value');
    expect((await t.call('DELETE', `/api/failover-rules/${rule.id}`)).status).toBe(200);
    await refused('DELETE', `/api/failover-rules/${rule.id}`, undefined, 404);
    expect(await rows(gatewayFailoverRules)).toBe(2);
  });
});

describe('GET /api/payment-links', () => {
  it('pages newest first, filters by status, and counts the tiles over every link', async () => {
    const first = await makeLink(100);
    await makeLink(200);
    await makeLink(300);
    await t.deps.db
      .update(paymentLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentLinks.id, first.id));
    const page = ZPaymentLinkPage.parse(await (await t.call('GET', '/api/payment-links?page=1&pageSize=2')).json());
    expect(page.items.map((link) => link.amount)).toEqual([300, 200]);
    expect(page.total).toBe(3);
    expect(page.totals).toMatchObject({ totalGenerated: 3, activeLinks: 2, expired: 1, paid: 0, successRate: 0 });
    const expired = ZPaymentLinkPage.parse(await (await t.call('GET', '/api/payment-links?status=expired')).json());
    expect(expired.items.map((link) => [link.amount, link.status])).toEqual([[100, 'expired']]);
    const [, second] = page.items;
    const [row] = await t.deps.db.select().from(paymentLinks).where(eq(paymentLinks.id, second!.id));
    expect((await t.callAnonymous('POST', `/api/pay/${row!.token}/confirm`)).status).toBe(200);
    const after = ZPaymentLinkPage.parse(await (await t.call('GET', '/api/payment-links?status=paid')).json());
    expect(after.items.map((link) => link.amount)).toEqual([200]);
    expect(after.totals).toMatchObject({ paid: 1, expired: 1, successRate: 50, activeLinks: 1, paidAmount: 200 });
  });

  it('refuses a bad filter or page naming the field', async () => {
    const response = await t.call('GET', '/api/payment-links?status=pending');
    expect(response.status).toBe(400);
    expect(ZApiError.parse(await response.json()).issues?.[0]?.path).toBe('status');
    expect(ZApiError.parse(await (await t.call('GET', '/api/payment-links?pageSize=1000')).json()).issues?.[0]?.path).toBe('pageSize');
  });
});

describe('expiry', () => {
  it('the sweep stores expired links past their expiry, and an expired link cannot be paid', async () => {
    const link = await makeLink(400);
    await t.deps.db
      .update(paymentLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentLinks.id, link.id));
    expect(await expirePaymentLinks(t.deps)).toBe(1);
    const [row] = await t.deps.db.select().from(paymentLinks).where(eq(paymentLinks.id, link.id));
    expect(row!.status).toBe('expired');
    expect((await t.callAnonymous('POST', `/api/pay/${row!.token}/confirm`)).status).toBe(410);
    expect(await rows(payments)).toBe(0);
    expect(await expirePaymentLinks(t.deps)).toBe(0);
  });

  it('a new link expires after 7 days by default', async () => {
    const link = await makeLink(400);
    const days = (Date.parse(link.expiresAt) - Date.parse(link.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(7);
  });
});

const razorpaySignature = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('hex');

describe('Razorpay Payment Links (against a local stand-in)', () => {
  const webhookSecret = 'rzp-webhook-secret-5678';
  let razorpay: string;
  beforeEach(async () => {
    razorpay = await idOf('Razorpay');
    await t.call('PUT', `/api/gateways/${razorpay}`, {
      credentials: { keyId: standIn.razorpay.keyId, keySecret: standIn.razorpay.keySecret, webhookSecret },
      apiBaseUrl: standIn.url,
    });
  });

  it('creates the link in paise with reference_id, expire_by and callback; the pay URL leads to its page', async () => {
    const link = await makeLink(1234.5);
    expect(link.routingReason).toBe('Razorpay first by priority (1)');
    expect(link.gateway).toBe('Razorpay');
    const [row] = await t.deps.db.select().from(paymentLinks).where(eq(paymentLinks.id, link.id));
    const sent = [...standIn.razorpay.links.values()].find((l) => l.id === row!.gatewayReference)!;
    expect(sent).toMatchObject({ amount: 123_450, currency: 'INR', reference_id: link.id.replaceAll('-', ''), callback_url: link.url });
    expect(sent.expire_by).toBe(Math.floor(Date.parse(link.expiresAt) / 1000));
    const page = await t.callAnonymous('GET', `/api/pay/${row!.token}`);
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe(row!.hostedUrl);
    // The sandbox page does not pay a live link.
    expect((await t.callAnonymous('POST', `/api/pay/${row!.token}/confirm`)).status).toBe(409);
    expect(await rows(payments)).toBe(0);
  });

  it('a forged webhook is refused and changes nothing; the signed one pays the link once, even delivered twice', async () => {
    const customer = await make.customer({ name: 'Kavita Joshi' });
    await make.invoice(customer.id, 1_000_000, -10);
    const link = await makeLink(2_500, 'Kavita Joshi');
    const [row] = await t.deps.db.select().from(paymentLinks).where(eq(paymentLinks.id, link.id));
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment_link.paid',
      payload: {
        payment_link: { entity: { id: row!.gatewayReference, amount_paid: 250_000, status: 'paid' } },
        payment: { entity: { id: 'pay_standin1' } },
      },
    });
    const send = async (signature: string, eventId?: string) => {
      // The raw body must reach the API byte for byte: sent with app.request directly.
      return t.app.request(`/api/gateway-webhooks/${razorpay}`, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': eventId ?? 'evt_standin_1',
        },
      });
    };

    const forged = await send(razorpaySignature(body, 'not-the-secret'));
    expect(forged.status).toBe(401);
    expect(await rows(payments)).toBe(0);
    expect(await rows(gatewayWebhookEvents)).toBe(0);
    expect((await t.deps.db.select().from(paymentLinks).where(eq(paymentLinks.id, link.id)))[0]!.status).toBe('active');

    const paidEvent = t.nextEvent('metrics_updated', (message) => message.data.scopes.includes('payments'));
    const first = await send(razorpaySignature(body, webhookSecret));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false, outcome: 'paid' });
    await paidEvent;
    const replay = await send(razorpaySignature(body, webhookSecret));
    expect(await replay.json()).toMatchObject({ duplicate: true });
    // The same payment under another event id settles nothing twice either.
    const again = await send(razorpaySignature(body, webhookSecret), 'evt_standin_2');
    expect(await again.json()).toMatchObject({ outcome: 'duplicate' });

    const recorded = await t.deps.db.select().from(payments);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      customerId: customer.id,
      amountPaise: 250_000,
      method: 'payment_link',
      reference: 'pay_standin1',
      paymentLinkId: link.id,
    });
    expect(await rows(gatewayWebhookEvents)).toBe(2);
    const customerAfter = await t.deps.customerStore.findCustomer(customer.id);
    expect(customerAfter?.amountDue).toBe(7_500);
  });

  it('money paid on an expired link is recorded and flagged for review (gateway-webhooks.test.ts), never dropped', async () => {
    const link = await makeLink(700);
    const [row] = await t.deps.db.select().from(paymentLinks).where(eq(paymentLinks.id, link.id));
    await t.deps.db
      .update(paymentLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentLinks.id, link.id));
    const body = JSON.stringify({
      event: 'payment_link.paid',
      payload: { payment_link: { entity: { id: row!.gatewayReference, amount_paid: 70_000 } } },
    });
    const answer = await t.app.request(`/api/gateway-webhooks/${razorpay}`, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': razorpaySignature(body, webhookSecret),
        'x-razorpay-event-id': 'evt_expired',
      },
    });
    expect(await answer.json()).toMatchObject({ outcome: 'paid' });
    expect(await rows(payments)).toBe(1);
    expect((await t.deps.db.select().from(paymentLinks).where(eq(paymentLinks.id, link.id)))[0]!.reviewReason).toContain(
      'was paid after the link expired',
    );
  });

  it('refuses with the same 401 a webhook it cannot verify: a sandbox gateway, an unknown gateway, a missing signature', async () => {
    const body = JSON.stringify({ event: 'payment_link.paid', payload: { payment_link: { entity: { id: 'plink_any' } } } });
    const events = await rows(gatewayWebhookEvents);
    for (const gatewayId of [await idOf('PayU'), '00000000-0000-4000-8000-000000000000', razorpay]) {
      const answer = await t.app.request(`/api/gateway-webhooks/${gatewayId}`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect([gatewayId, answer.status, await answer.json()]).toEqual([
        gatewayId,
        401,
        { error: 'invalid_signature', message: 'The webhook signature does not match' },
      ]);
    }
    expect(await rows(gatewayWebhookEvents)).toBe(events);
    expect(await rows(payments)).toBe(0);
  });
});

describe('Cashfree Payment Links (against a local stand-in)', () => {
  it('creates the link with x-idempotency-key; its signed webhook pays it, a forged one is refused', async () => {
    const cashfree = await idOf('Cashfree');
    await t.call('PUT', `/api/gateways/${await idOf('Razorpay')}`, { isActive: false });
    await t.call('PUT', `/api/gateways/${cashfree}`, {
      credentials: { clientId: standIn.cashfree.clientId, secretKey: standIn.cashfree.secretKey },
      apiBaseUrl: standIn.url,
    });
    const customer = await make.customer({ name: 'Arjun Mehta', phone: '+91 98200 12345' });
    await make.invoice(customer.id, 500_000, -3);
    const link = await makeLink(1_500.25, 'Arjun Mehta');
    expect(link.gateway).toBe('Cashfree');
    const created = standIn.requests.find((request) => request.method === 'POST' && request.path === '/pg/links')!;
    expect(created.headers['x-idempotency-key']).toBeTruthy();
    expect(created.headers['x-api-version']).toBe('2023-08-01');
    expect(created.body).toMatchObject({ link_amount: 1500.25, link_currency: 'INR', customer_details: { customer_phone: '9820012345' } });

    const [row] = await t.deps.db.select().from(paymentLinks).where(eq(paymentLinks.id, link.id));
    const body = JSON.stringify({
      type: 'PAYMENT_LINK_EVENT',
      data: { link_id: row!.gatewayReference, link_status: 'PAID', link_amount_paid: '1500.25' },
    });
    // Now: a signed event older than WEBHOOK_MAX_AGE_SECONDS is refused as a replay.
    const timestamp = String(Date.now());
    const sign = (secret: string) =>
      createHmac('sha256', secret)
        .update(timestamp + body)
        .digest('base64');
    const send = (signature: string) =>
      t.app.request(`/api/gateway-webhooks/${cashfree}`, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json',
          'x-webhook-timestamp': timestamp,
          'x-webhook-signature': signature,
          'x-idempotency-key': 'cf-evt-1',
        },
      });
    expect((await send(sign('forged-secret'))).status).toBe(401);
    expect(await rows(payments)).toBe(0);
    expect(await (await send(sign(standIn.cashfree.secretKey))).json()).toMatchObject({ outcome: 'paid', duplicate: false });
    expect(await (await send(sign(standIn.cashfree.secretKey))).json()).toMatchObject({ duplicate: true });
    expect(await rows(payments)).toBe(1);
  });
});
