import { eq } from 'drizzle-orm';
import {
  ZChannelSettings,
  ZProvider,
  ZProviderComparison,
  ZProviderDashboard,
  ZProviderPerformanceList,
  type TProvider,
} from '@duesflow/shared-contracts/providers';
import { channelSettings } from '../../../core/db/schema/channel-settings';
import { messageAttempts } from '../../../core/db/schema/message-attempts';
import { messages } from '../../../core/db/schema/messages';
import { providers } from '../../../core/db/schema/providers';
import { ZGatewayList, type TPaymentGateway } from '@duesflow/shared-contracts/gateways';
import { paymentGateways } from '../../../core/db/schema/payment-gateways';
import { DEFAULT_GATEWAYS, resetGateways } from '../../payments';
import { SEED_PROVIDERS, seedProvidersIfEmpty } from '../seed-providers';
import { unsealConfig } from '../../../core/secrets/secret-config';
import { fixtures } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

const API_KEY = 'sk_live_9f8e7d6c5b4a3210';
const AUTH_TOKEN = 'auth-token-0123456789xyz';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.stop());
beforeEach(async () => {
  await t.resetData();
  await t.deps.db.delete(providers);
  await seedProvidersIfEmpty(t.deps.db);
  await resetGateways(t.deps.db);
  await t.call('PUT', '/api/providers/failover-config', { maxRetries: 3, strategy: 'round_robin' });
});

const valid = {
  name: 'kaleyra_sms',
  displayName: 'Kaleyra SMS',
  type: 'sms',
  priority: 4,
  costPerUnit: 0.0022,
  healthCheckUrl: 'https://status.kaleyra.example/health',
  config: { apiKey: API_KEY, senderId: 'DUESFL', nested: { authToken: AUTH_TOKEN } },
  supportedCountries: ['IN', 'AE', 'SG', 'GB'],
  supportedFeatures: ['DLT templates'],
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any answer's fields
async function json<T = any>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect({ status: response.status, text }).toMatchObject({ status });
  // No answer ever carries a stored secret.
  expect(text).not.toContain(API_KEY);
  expect(text).not.toContain(AUTH_TOKEN);
  return JSON.parse(text) as T;
}

const count = async () => (await t.deps.db.select().from(providers)).length;

describe('GET /api/providers', () => {
  it('lists the seeded providers in priority order, each valid', async () => {
    const list = await json<TProvider[]>(await t.call('GET', '/api/providers'), 200);
    // Message providers from their table, payment providers are the gateways.
    expect(list).toHaveLength(SEED_PROVIDERS.length + DEFAULT_GATEWAYS.length);
    list.forEach((provider) => ZProvider.parse(provider));
    expect(list.map((p) => p.priority)).toEqual([...list.map((p) => p.priority)].sort((a, b) => a - b));
    expect(new Set(list.map((p) => p.type))).toEqual(new Set(['sms', 'voice', 'whatsapp', 'email', 'payment']));
  });

  it('filters by type and status; no filter means all', async () => {
    const sms = await json<TProvider[]>(await t.call('GET', '/api/providers?type=sms'), 200);
    expect(sms.map((p) => p.name)).toEqual(['msg91_sms', 'gupshup_sms', 'twilio_sms']);
    expect(await json<TProvider[]>(await t.call('GET', '/api/providers?status=inactive'), 200)).toEqual([]);
    const payu = (await t.deps.db.select().from(paymentGateways).where(eq(paymentGateways.provider, 'payu')))[0]!;
    await json(await t.call('PUT', `/api/gateways/${payu.id}`, { isActive: false }), 200);
    const inactive = await json<TProvider[]>(await t.call('GET', '/api/providers?status=inactive'), 200);
    expect(inactive.map((p) => p.name)).toEqual(['payu']);
    const payments = await json<TProvider[]>(await t.call('GET', '/api/providers?type=payment'), 200);
    expect(payments.map((p) => p.name)).toEqual(['razorpay', 'cashfree', 'payu']);
    const none = await json<TProvider[]>(await t.call('GET', '/api/providers?type=voice&status=inactive'), 200);
    expect(none).toEqual([]);
  });

  it('rejects an unknown type, naming the field', async () => {
    const error = await json(await t.call('GET', '/api/providers?type=fax'), 400);
    expect(error.issues[0].path).toBe('type');
  });
});

describe('POST /api/providers', () => {
  it('creates a provider that then lists, with its secrets masked and encrypted at rest', async () => {
    const created = await json<TProvider>(await t.call('POST', '/api/providers', valid), 201);
    expect(created).toMatchObject({ name: 'kaleyra_sms', status: 'active', currency: 'USD', isDefault: false, costPerUnit: 0.0022 });
    expect(created.config).toEqual({ apiKey: '••••3210', senderId: 'DUESFL', nested: { authToken: '••••9xyz' } });
    const list = await json<TProvider[]>(await t.call('GET', '/api/providers?type=sms'), 200);
    expect(list.map((p) => p.name)).toContain('kaleyra_sms');

    const [row] = await t.deps.db.select().from(providers).where(eq(providers.id, created.id));
    expect(JSON.stringify(row?.config)).not.toContain(API_KEY);
    expect(String(row?.config.apiKey)).toMatch(/^enc:v1:/);
    expect(unsealConfig(t.deps.secrets, row!.config)).toEqual(valid.config);
  });

  it.each([
    ['name', { name: '' }],
    ['displayName', { displayName: '  ' }],
    ['healthCheckUrl', { healthCheckUrl: 'not a url' }],
    ['priority', { priority: 0 }],
    ['config', { config: 'not json' }],
    ['type', { type: 'fax' }],
  ])('answers 400 naming %s and stores nothing', async (field, change) => {
    const before = await count();
    const error = await json(await t.call('POST', '/api/providers', { ...valid, ...change }), 400);
    expect(error.issues.map((issue: { path: string }) => issue.path)).toContain(field);
    expect(error.message).toContain(field);
    expect(await count()).toBe(before);
  });

  it('answers 400 naming name for {"name":""}', async () => {
    const error = await json(await t.call('POST', '/api/providers', { name: '' }), 400);
    expect(error.issues.map((issue: { path: string }) => issue.path)).toContain('name');
  });

  it('refuses a second provider with the same name (409)', async () => {
    const error = await json(await t.call('POST', '/api/providers', { ...valid, name: 'msg91_sms' }), 409);
    expect(error.message).toContain('msg91_sms');
  });

  it('keeps one default per type', async () => {
    await json(await t.call('POST', '/api/providers', { ...valid, isDefault: true }), 201);
    const defaults = (await json<TProvider[]>(await t.call('GET', '/api/providers?type=sms'), 200)).filter((p) => p.isDefault);
    expect(defaults.map((p) => p.name)).toEqual(['kaleyra_sms']);
  });
});

describe('PUT /api/providers/{id}', () => {
  it('changes only the fields sent and keeps a secret sent back masked', async () => {
    const created = await json<TProvider>(await t.call('POST', '/api/providers', valid), 201);
    const toggled = await json<TProvider>(await t.call('PUT', `/api/providers/${created.id}`, { status: 'inactive' }), 200);
    expect(toggled).toMatchObject({ status: 'inactive', priority: 4, costPerUnit: 0.0022, supportedCountries: valid.supportedCountries });
    expect(toggled.config).toEqual(created.config);

    // The edit form sends the masked config back with one value changed.
    const edited = await json<TProvider>(
      await t.call('PUT', `/api/providers/${created.id}`, { ...valid, config: { ...created.config, senderId: 'DUESPY' } }),
      200,
    );
    expect(edited.config.senderId).toBe('DUESPY');
    const [row] = await t.deps.db.select().from(providers).where(eq(providers.id, created.id));
    expect(unsealConfig(t.deps.secrets, row!.config)).toEqual({ ...valid.config, senderId: 'DUESPY' });

    const replaced = await json<TProvider>(
      await t.call('PUT', `/api/providers/${created.id}`, { config: { apiKey: 'new-key-abcdefgh1234' } }),
      200,
    );
    expect(replaced.config).toEqual({ apiKey: '••••1234' });
  });

  it('answers 404 for an unknown id and 400 naming the field for bad input', async () => {
    await json(await t.call('PUT', '/api/providers/00000000-0000-4000-8000-000000000000', { status: 'active' }), 404);
    await json(await t.call('PUT', '/api/providers/not-an-id', { status: 'active' }), 404);
    const [first] = await json<TProvider[]>(await t.call('GET', '/api/providers'), 200);
    const error = await json(await t.call('PUT', `/api/providers/${first!.id}`, { priority: 0 }), 400);
    expect(error.issues[0].path).toBe('priority');
    const renamed = await json(await t.call('PUT', `/api/providers/${first!.id}`, { name: 'sendgrid' }), 409);
    expect(renamed.message).toContain('sendgrid');
  });
});

describe('DELETE /api/providers/{id}', () => {
  it('deletes, then answers 404; messages it sent keep its name', async () => {
    await t.call('PUT', '/api/providers/failover-config', { maxRetries: 1, strategy: 'manual' });
    const customer = await fixtures(t.deps.db).customer({ phone: '+91 98765 43210' });
    await fixtures(t.deps.db).invoice(customer.id, 100_000, -10);
    const started = await (await t.call('POST', '/api/workflows/bulk-sms', {}, { 'Idempotency-Key': 'before-delete' })).json();
    await t.settled(started.executionId);
    const [msg91] = await t.deps.db.select().from(providers).where(eq(providers.name, 'msg91_sms'));

    const deleted = await json(await t.call('DELETE', `/api/providers/${msg91!.id}`), 200);
    expect(deleted).toEqual({ success: true, message: 'MSG91 SMS deleted' });
    await json(await t.call('DELETE', `/api/providers/${msg91!.id}`), 404);
    await json(await t.call('DELETE', '/api/providers/nope'), 404);
    expect((await json<TProvider[]>(await t.call('GET', '/api/providers'), 200)).map((p) => p.id)).not.toContain(msg91!.id);

    const [message] = await t.deps.db.select().from(messages).where(eq(messages.executionId, started.executionId));
    expect(message).toMatchObject({ provider: 'msg91_sms', status: 'delivered' });
    const [attempt] = await t.deps.db.select().from(messageAttempts).where(eq(messageAttempts.messageId, message!.id));
    expect(attempt).toMatchObject({ providerName: 'msg91_sms', providerId: null });
  });
});

describe('one truth per payment vendor', () => {
  const gatewayNamed = async (name: string): Promise<TPaymentGateway> =>
    ZGatewayList.parse(await json(await t.call('GET', '/api/gateways'), 200)).gateways.find((gateway) => gateway.name === name)!;
  const providerNamed = async (name: string): Promise<TProvider> =>
    (await json<TProvider[]>(await t.call('GET', '/api/providers?type=payment'), 200)).find((provider) => provider.name === name)!;

  it('Provider Management shows what Payment Gateways stores: fee, currency and state', async () => {
    const cashfree = await providerNamed('cashfree');
    expect(cashfree).toMatchObject({
      displayName: 'Cashfree',
      status: 'active',
      costPerUnit: 2,
      currency: 'INR',
      config: { feePercentage: 2.3 },
      setupFee: 0,
      monthlyFee: 0,
    });
    expect(cashfree.id).toBe((await gatewayNamed('Cashfree')).id);

    await json(
      await t.call('PUT', `/api/gateways/${cashfree.id}`, { isActive: false, config: { feePercentage: 1.95, fixedFee: 3.5 } }),
      200,
    );
    expect(await providerNamed('cashfree')).toMatchObject({ status: 'inactive', costPerUnit: 3.5, config: { feePercentage: 1.95 } });
  });

  it('a change in Provider Management is the gateway’s: routing sees it at once', async () => {
    const payu = await providerNamed('payu');
    const changed = await json<TProvider>(
      await t.call('PUT', `/api/providers/${payu.id}`, { status: 'inactive', costPerUnit: 4.5, config: { feePercentage: 1.6 } }),
      200,
    );
    expect(changed).toMatchObject({ status: 'inactive', costPerUnit: 4.5, config: { feePercentage: 1.6 } });
    expect(await gatewayNamed('PayU')).toMatchObject({ isActive: false, config: { feePercentage: 1.6, fixedFee: 4.5 } });
    await json(await t.call('PUT', `/api/providers/${payu.id}`, { status: 'maintenance' }), 200);
    expect(await gatewayNamed('PayU')).toMatchObject({ maintenance: true, status: 'maintenance' });
    await json(await t.call('PUT', `/api/providers/${payu.id}`, { status: 'active' }), 200);
    expect(await gatewayNamed('PayU')).toMatchObject({ isActive: true, maintenance: false });
  });

  it('refuses what a gateway cannot hold, naming the field, and writes nothing', async () => {
    const razorpay = await providerNamed('razorpay');
    const before = await gatewayNamed('Razorpay');
    for (const [body, path] of [
      [{ currency: 'USD', config: { feePercentage: 9 } }, 'currency'],
      [{ monthlyFee: 10 }, 'monthlyFee'],
      [{ costPerUnit: 0.024 }, 'costPerUnit'],
      [{ config: { feePercentage: 2, keySecret: 'x' } }, 'config'],
      [{ name: 'stripe' }, 'name'],
    ] as const) {
      const error = await json(await t.call('PUT', `/api/providers/${razorpay.id}`, body), 400);
      expect([JSON.stringify(body), error.issues[0].path]).toEqual([JSON.stringify(body), path]);
    }
    expect(await gatewayNamed('Razorpay')).toEqual(before);
  });

  it('adding a payment provider adds a gateway; one that carried links is switched off, not deleted', async () => {
    const created = await json<TProvider>(
      await t.call('POST', '/api/providers', {
        name: 'phonepe',
        displayName: 'PhonePe',
        type: 'payment',
        priority: 4,
        currency: 'INR',
        costPerUnit: 1,
        config: { feePercentage: 1.5 },
      }),
      201,
    );
    expect(await gatewayNamed('PhonePe')).toMatchObject({
      id: created.id,
      provider: 'phonepe',
      isActive: true,
      config: { feePercentage: 1.5, fixedFee: 1, supportedCurrencies: ['INR'] },
    });
    expect(await json(await t.call('DELETE', `/api/providers/${created.id}`), 200)).toEqual({ success: true, message: 'PhonePe deleted' });
    expect(await gatewayNamed('PhonePe')).toBeUndefined();

    const started = await t.call('POST', '/api/workflows/generate-payment-link', { amount: 500, customerName: 'Walk-in Buyer' });
    await t.settled(((await started.json()) as { executionId: string }).executionId);
    const razorpay = await providerNamed('razorpay');
    const refused = await json(await t.call('DELETE', `/api/providers/${razorpay.id}`), 409);
    expect(refused.message).toBe('Razorpay has payment links; switch it off instead of deleting it');
  });
});

describe('figures', () => {
  it('dashboard: totals, active, monthly fees of active providers, mean cost per unit, count per type', async () => {
    await t.deps.db.delete(providers);
    await t.deps.db.delete(paymentGateways);
    await t.deps.db.insert(providers).values([
      { name: 'a', displayName: 'A', type: 'sms', priority: 1, costPerUnit: 0.0024, monthlyFee: 10 },
      { name: 'b', displayName: 'B', type: 'voice', priority: 1, costPerUnit: 0.018, monthlyFee: 25.5 },
      { name: 'c', displayName: 'C', type: 'sms', priority: 2, status: 'inactive', costPerUnit: 1, monthlyFee: 100 },
    ]);
    const dashboard = ZProviderDashboard.parse(await json(await t.call('GET', '/api/providers/dashboard'), 200));
    expect(dashboard).toEqual({
      totalProviders: 3,
      activeProviders: 2,
      totalCostPerMonth: 35.5,
      averageCostPerUnit: 0.0102,
      providersByType: { sms: 2, voice: 1, email: 0, whatsapp: 0, payment: 0, analytics: 0 },
      monthlyFees: 35.5,
      usageLast30Days: 0,
    });
  });

  it('dashboard: total cost per month adds the last 30 days of accepted tries; payment fees stay out of the unit average', async () => {
    await t.deps.db.delete(providers);
    const [sms] = await t.deps.db
      .insert(providers)
      .values([{ name: 'a', displayName: 'A', type: 'sms', priority: 1, costPerUnit: 0.0024, monthlyFee: 10 }])
      .returning();
    const execution = await fixtures(t.deps.db).execution('success', null);
    const now = t.deps.clock.now().getTime();
    const day = 24 * 60 * 60 * 1000;
    const [message] = await t.deps.db
      .insert(messages)
      .values({
        executionId: execution.id,
        channel: 'sms',
        to: '+91 98765 43210',
        body: 'x',
        provider: 'a',
        status: 'delivered',
        idempotencyKey: 'usage-1',
      })
      .returning();
    const attempt = (attemptNo: number, status: 'delivered' | 'failed', cost: number, daysAgo: number) => ({
      messageId: message!.id,
      attemptNo,
      providerId: sms!.id,
      providerName: 'a',
      status,
      cost,
      idempotencyKey: `usage-1#${attemptNo}`,
      updatedAt: new Date(now - daysAgo * day),
    });
    await t.deps.db.insert(messageAttempts).values([
      attempt(1, 'delivered', 1.25, 1),
      attempt(2, 'delivered', 0.5, 29),
      attempt(3, 'delivered', 100, 31), // older than 30 days
      attempt(4, 'failed', 0, 2),
    ]);
    const dashboard = ZProviderDashboard.parse(await json(await t.call('GET', '/api/providers/dashboard'), 200));
    expect(dashboard).toMatchObject({ monthlyFees: 10, usageLast30Days: 1.75, totalCostPerMonth: 11.75, averageCostPerUnit: 0.0024 });
  });

  it('comparison: monthly fee plus 1,000 messages or 100 minutes, cheapest first, filtered by type', async () => {
    const all = ZProviderComparison.parse(await json(await t.call('GET', '/api/providers/comparison'), 200));
    expect(all).toHaveLength(SEED_PROVIDERS.length + DEFAULT_GATEWAYS.length);
    const voice = ZProviderComparison.parse(await json(await t.call('GET', '/api/providers/comparison?type=voice'), 200));
    expect(voice.map((row) => [row.name, row.basisUnits, row.estimatedMonthlyCost])).toEqual([
      ['twilio_voice', 100, 5.15],
      ['exotel_voice', 100, 26.8],
    ]);
    const sms = ZProviderComparison.parse(await json(await t.call('GET', '/api/providers/comparison?type=sms'), 200));
    expect(sms.map((row) => [row.name, row.basisUnits, row.estimatedMonthlyCost])).toEqual([
      ['gupshup_sms', 1000, 2.1],
      ['msg91_sms', 1000, 2.4],
      ['twilio_sms', 1000, 9.05],
    ]);
  });

  it('comparison: payment providers are priced by percentage and fixed fee, after every message provider, never with a message estimate', async () => {
    const all = ZProviderComparison.parse(await json(await t.call('GET', '/api/providers/comparison'), 200));
    const payments = all.filter((row) => row.type === 'payment');
    // The gateways' own fees, in rupees: 1.8 % + ₹5, 2 %, 2.3 % + ₹2.
    expect(payments.map((row) => [row.name, row.feePercentage, row.costPerUnit, row.currency, row.estimatedMonthlyCost])).toEqual([
      ['payu', 1.8, 5, 'INR', null],
      ['razorpay', 2, 0, 'INR', null],
      ['cashfree', 2.3, 2, 'INR', null],
    ]);
    // Every message provider comes before every payment provider: Razorpay is never "cheapest".
    const firstPayment = all.findIndex((row) => row.type === 'payment');
    expect(all.slice(firstPayment).every((row) => row.type === 'payment')).toBe(true);
    expect(all[0]!.type).not.toBe('payment');
    expect(
      all.filter((row) => row.type !== 'payment').every((row) => row.feePercentage === null && row.estimatedMonthlyCost !== null),
    ).toBe(true);
  });

  it('failover config: defaults, stored, 1–10 retries', async () => {
    await json(await t.call('PUT', '/api/providers/failover-config', { maxRetries: 7, strategy: 'cost_optimized' }), 200);
    expect(await json(await t.call('GET', '/api/providers/failover-config'), 200)).toEqual({ maxRetries: 7, strategy: 'cost_optimized' });
    for (const maxRetries of [0, 11]) {
      const error = await json(await t.call('PUT', '/api/providers/failover-config', { maxRetries, strategy: 'manual' }), 400);
      expect(error.issues[0].path).toBe('maxRetries');
    }
    const error = await json(await t.call('PUT', '/api/providers/failover-config', { maxRetries: 3, strategy: 'random' }), 400);
    expect(error.issues[0].path).toBe('strategy');
    expect(await json(await t.call('GET', '/api/providers/failover-config'), 200)).toEqual({ maxRetries: 7, strategy: 'cost_optimized' });
  });

  it('performance: measured from the messages a bulk run really sent', async () => {
    await t.call('PUT', '/api/providers/failover-config', { maxRetries: 1, strategy: 'manual' });
    const make = fixtures(t.deps.db);
    for (const phone of ['+91 98765 11111', '+91 98765 22222', '+91 98765 30000']) {
      const customer = await make.customer({ phone });
      await make.invoice(customer.id, 100_000, -10);
    }
    const started = await (await t.call('POST', '/api/workflows/bulk-sms', {}, { 'Idempotency-Key': 'perf-run' })).json();
    await t.settled(started.executionId);

    const performance = ZProviderPerformanceList.parse(await json(await t.call('GET', '/api/providers/performance'), 200));
    const msg91 = performance.find((p) => p.name === 'msg91_sms');
    // Manual with one retry: two good numbers delivered at once; the 0000 number fails twice on MSG91.
    expect(msg91).toMatchObject({ messagesSent: 4, successRate: 50, totalCost: 0.0048, currency: 'USD' });
    expect(msg91?.avgLatencyMs).not.toBeNull();
    expect(performance.find((p) => p.name === 'gupshup_sms')).toMatchObject({
      messagesSent: 0,
      successRate: null,
      avgLatencyMs: null,
      totalCost: 0,
    });
  });
});

describe('channel switches (Provider Settings cards)', () => {
  beforeEach(() => t.deps.db.delete(channelSettings));

  it('every channel is on until switched off; off is stored, providers keep their own status', async () => {
    const before = ZChannelSettings.parse(await json(await t.call('GET', '/api/providers/channels'), 200));
    expect(before).toEqual([
      { channel: 'sms', enabled: true, activeProviders: 3 },
      { channel: 'voice', enabled: true, activeProviders: 2 },
      { channel: 'email', enabled: true, activeProviders: 2 },
      { channel: 'whatsapp', enabled: true, activeProviders: 2 },
    ]);
    expect(await json(await t.call('PUT', '/api/providers/channels/sms', { enabled: false }), 200)).toEqual({
      channel: 'sms',
      enabled: false,
      activeProviders: 3,
    });
    const after = ZChannelSettings.parse(await json(await t.call('GET', '/api/providers/channels'), 200));
    expect(after.find((row) => row.channel === 'sms')?.enabled).toBe(false);
    expect((await t.deps.db.select().from(providers).where(eq(providers.type, 'sms'))).every((row) => row.status === 'active')).toBe(true);
  });

  it('rejects an unknown channel and a body without enabled', async () => {
    await json(await t.call('PUT', '/api/providers/channels/fax', { enabled: false }), 400);
    const error = await json(await t.call('PUT', '/api/providers/channels/sms', {}), 400);
    expect(error.issues[0].path).toBe('enabled');
  });

  it('a bulk SMS with SMS switched off sends nothing through any provider and says why', async () => {
    const make = fixtures(t.deps.db);
    for (const phone of ['+91 98765 11111', '+91 98765 22222']) {
      const customer = await make.customer({ phone });
      await make.invoice(customer.id, 100_000, -10);
    }
    await json(await t.call('PUT', '/api/providers/channels/sms', { enabled: false }), 200);
    const started = await (await t.call('POST', '/api/workflows/bulk-sms', {}, { 'Idempotency-Key': 'sms-off-run' })).json();
    const execution = await t.settled(started.executionId);

    const sent = await t.deps.db.select().from(messages).where(eq(messages.executionId, started.executionId));
    expect(sent).toHaveLength(2);
    expect(sent.every((row) => row.status === 'failed' && row.error === 'SMS is switched off in Provider Settings')).toBe(true);
    expect(await t.deps.db.select().from(messageAttempts)).toHaveLength(0);
    expect(execution).toMatchObject({ status: 'failed', error: 'Nothing was sent: SMS is switched off in Provider Settings' });
    expect(execution.summary).toContain('2 not sent: SMS is switched off in Provider Settings');

    // Switched on again, the next run goes out as usual.
    await json(await t.call('PUT', '/api/providers/channels/sms', { enabled: true }), 200);
    const again = await (await t.call('POST', '/api/workflows/bulk-sms', {}, { 'Idempotency-Key': 'sms-on-run' })).json();
    expect(await t.settled(again.executionId)).toMatchObject({ status: 'success' });
  });
});
