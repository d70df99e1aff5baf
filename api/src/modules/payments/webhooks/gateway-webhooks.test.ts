import { count, eq } from 'drizzle-orm';
import { ZPaymentLinkPage } from '@duesflow/shared-contracts/payment-links';
import { gatewayWebhookEvents } from '../../../core/db/schema/payment-gateways';
import { paymentLinks } from '../../../core/db/schema/payment-links';
import { payments, receivedPayments } from '../../../core/db/schema/payments';
import { cashfreeSignature, razorpaySignature, useGatewayTestKit } from './gateway-test-kit';

const kit = useGatewayTestKit();
const { idOf, linkRow, dueOf, linkFor } = kit;

const count_ = async (table: typeof payments | typeof receivedPayments | typeof gatewayWebhookEvents) =>
  Number((await kit.t.deps.db.select({ n: count() }).from(table))[0]?.n ?? 0);

describe('Razorpay webhooks', () => {
  const webhookSecret = 'rzp-webhook-secret-5678';
  let razorpay: string;
  beforeEach(async () => {
    razorpay = await idOf('Razorpay');
    await kit.t.call('PUT', `/api/gateways/${razorpay}`, {
      credentials: { keyId: kit.standIn.razorpay.keyId, keySecret: kit.standIn.razorpay.keySecret, webhookSecret },
      apiBaseUrl: kit.standIn.url,
    });
  });

  const event = (
    name: string,
    reference: string,
    extra: { amountPaid?: number; payment?: { id: string; amount: number; currency: string }; createdAt?: number; currency?: string } = {},
  ) =>
    JSON.stringify({
      entity: 'event',
      event: name,
      contains: ['payment_link', 'payment'],
      payload: {
        payment_link: {
          entity: {
            id: reference,
            amount_paid: extra.amountPaid,
            currency: extra.currency ?? 'INR',
            status: name === 'payment_link.paid' ? 'paid' : 'partially_paid',
          },
        },
        ...(extra.payment ? { payment: { entity: { ...extra.payment, status: 'captured' } } } : {}),
      },
      created_at: extra.createdAt ?? Math.floor(Date.now() / 1000),
    });
  const send = (body: string, eventId: string) =>
    kit.t.app.request(`/api/gateway-webhooks/${razorpay}`, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': razorpaySignature(body, webhookSecret),
        'x-razorpay-event-id': eventId,
      },
    });

  it('creates links that take partial payments', async () => {
    const { link } = await linkFor(2_000);
    expect(kit.standIn.razorpay.links.get(link.gatewayReference!)).toMatchObject({
      amount: 2_000_00,
      accept_partial: true,
      first_min_partial_amount: 100_00,
    });
  });

  it('amount_paid of 100 paise on a ₹2,000 link is a payment of exactly ₹1.00; the rest stays payable; replays change nothing', async () => {
    const { customer, link } = await linkFor(2_000);
    const body = event('payment_link.paid', link.gatewayReference!, { amountPaid: 100 });
    expect(await (await send(body, 'evt_1')).json()).toEqual({ received: true, duplicate: false, outcome: 'partially_paid' });
    expect(await dueOf(customer.id)).toBe(1_999);
    const after = await linkRow(link.id);
    expect(after).toMatchObject({ status: 'active', amountPaidPaise: 100 });
    expect(after.reviewReason).toBe('the gateway reported the link paid, but ₹1.00 of the ₹2,000.00 still due arrived');

    // The same event again, and the same payment under another event id: nothing changes.
    expect(await (await send(body, 'evt_1')).json()).toMatchObject({ duplicate: true });
    expect(await (await send(body, 'evt_2')).json()).toMatchObject({ outcome: 'duplicate' });
    expect(await count_(payments)).toBe(1);
    expect(await dueOf(customer.id)).toBe(1_999);

    // The rest is still payable: the page offers the remaining ₹1,999.00 on Razorpay's page.
    const page = await ZPaymentLinkPage.parse(await (await kit.t.call('GET', '/api/payment-links')).json());
    expect(page.items[0]).toMatchObject({ amountPaid: 1, status: 'active' });
  });

  it('partially_paid then paid: each payment as its payment entity says, to the paisa', async () => {
    const { customer, link } = await linkFor(2_000);
    const first = event('payment_link.partially_paid', link.gatewayReference!, {
      amountPaid: 50_025,
      payment: { id: 'pay_A', amount: 50_025, currency: 'INR' },
    });
    expect(await (await send(first, 'evt_a')).json()).toMatchObject({ outcome: 'partially_paid' });
    const second = event('payment_link.paid', link.gatewayReference!, {
      amountPaid: 2_000_00,
      payment: { id: 'pay_B', amount: 1_49_975, currency: 'INR' },
    });
    expect(await (await send(second, 'evt_b')).json()).toMatchObject({ outcome: 'paid' });
    expect((await kit.t.deps.db.select().from(payments)).map((p) => [p.reference, p.amountPaise]).sort()).toEqual([
      ['pay_A', 50_025],
      ['pay_B', 1_49_975],
    ]);
    expect(await linkRow(link.id)).toMatchObject({ status: 'paid', amountPaidPaise: 2_000_00, reviewReason: null });
    expect(await dueOf(customer.id)).toBe(0);
  });

  it("the amount is Razorpay's own record of the payment, read back from its API", async () => {
    const { link } = await linkFor(2_000);
    kit.standIn.razorpay.payments.set('pay_real', { id: 'pay_real', amount: 100, currency: 'INR', status: 'captured' });
    const body = event('payment_link.paid', link.gatewayReference!, {
      amountPaid: 2_000_00,
      payment: { id: 'pay_real', amount: 2_000_00, currency: 'INR' },
    });
    expect(await (await send(body, 'evt_real')).json()).toMatchObject({ outcome: 'partially_paid' });
    expect((await kit.t.deps.db.select().from(payments))[0]).toMatchObject({ amountPaise: 100, reference: 'pay_real' });
  });

  it('a payment after expiry is recorded and flagged, never dropped', async () => {
    const { customer, link } = await linkFor(700);
    await kit.t.deps.db
      .update(paymentLinks)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(paymentLinks.id, link.id));
    const body = event('payment_link.paid', link.gatewayReference!, {
      amountPaid: 70_000,
      payment: { id: 'pay_late', amount: 70_000, currency: 'INR' },
    });
    expect(await (await send(body, 'evt_late')).json()).toMatchObject({ outcome: 'paid' });
    expect(await dueOf(customer.id)).toBe(0);
    const after = await linkRow(link.id);
    expect(after.reviewReason).toMatch(/^₹700\.00 was paid after the link expired on \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    const listed = ZPaymentLinkPage.parse(await (await kit.t.call('GET', '/api/payment-links')).json()).items[0]!;
    expect(listed.review).toBe(after.reviewReason);
  });

  it('another currency is recorded and flagged, not counted as paid in full nor against dues', async () => {
    const { customer, link } = await linkFor(2_000);
    const body = event('payment_link.paid', link.gatewayReference!, {
      amountPaid: 2_400,
      currency: 'USD',
      payment: { id: 'pay_usd', amount: 2_400, currency: 'USD' },
    });
    expect(await (await send(body, 'evt_usd')).json()).toMatchObject({ outcome: 'partially_paid' });
    expect(await count_(payments)).toBe(0);
    expect(await dueOf(customer.id)).toBe(2_000);
    expect((await kit.t.deps.db.select().from(receivedPayments))[0]).toMatchObject({
      amountMinor: 2_400,
      currency: 'USD',
      paymentId: null,
    });
    expect(await linkRow(link.id)).toMatchObject({
      status: 'active',
      amountPaidPaise: 0,
      reviewReason: 'USD 24.00 was paid in USD, not INR: not counted against dues until reviewed',
    });
  });

  it('refuses a signed event older than WEBHOOK_MAX_AGE_SECONDS and stores nothing', async () => {
    const { link } = await linkFor(2_000);
    const body = event('payment_link.paid', link.gatewayReference!, {
      amountPaid: 2_000_00,
      createdAt: Math.floor(Date.now() / 1000) - 3 * 86_400,
    });
    expect((await send(body, 'evt_old')).status).toBe(401);
    expect(await count_(gatewayWebhookEvents)).toBe(0);
    expect(await count_(payments)).toBe(0);
  });
});

describe('Cashfree webhooks', () => {
  let cashfree: string;
  beforeEach(async () => {
    cashfree = await idOf('Cashfree');
    await kit.t.call('PUT', `/api/gateways/${await idOf('Razorpay')}`, { isActive: false });
    await kit.t.call('PUT', `/api/gateways/${cashfree}`, {
      credentials: { clientId: kit.standIn.cashfree.clientId, secretKey: kit.standIn.cashfree.secretKey },
      apiBaseUrl: kit.standIn.url,
    });
  });
  const send = (data: Record<string, unknown>, eventId: string, timestamp = String(Date.now())) => {
    const body = JSON.stringify({
      data: { link_currency: 'INR', ...data },
      type: 'PAYMENT_LINK_EVENT',
      version: 1,
      event_time: new Date().toISOString(),
    });
    return kit.t.app.request(`/api/gateway-webhooks/${cashfree}`, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'x-webhook-timestamp': timestamp,
        'x-webhook-signature': cashfreeSignature(timestamp, body, kit.standIn.cashfree.secretKey),
        'x-idempotency-key': eventId,
      },
    });
  };

  it('creates links with link_partial_payments; link_amount_paid "1" on ₹1,800 is a payment of exactly ₹1.00', async () => {
    const { customer, link } = await linkFor(1_800);
    expect(kit.standIn.cashfree.links.get(link.gatewayReference!)).toMatchObject({
      link_partial_payments: true,
      link_minimum_partial_amount: 100,
    });
    expect(
      await (
        await send({ link_id: link.gatewayReference, link_status: 'PAID', link_amount: '1800.00', link_amount_paid: '1' }, 'cf_1')
      ).json(),
    ).toMatchObject({ outcome: 'partially_paid' });
    expect(await dueOf(customer.id)).toBe(1_799);
    expect(await linkRow(link.id)).toMatchObject({ status: 'active', amountPaidPaise: 100 });
  });

  it('PARTIALLY_PAID with its order, then PAID: each order amount exactly; a replay under a new key changes nothing', async () => {
    const { customer, link } = await linkFor(1_800);
    const partial = {
      link_id: link.gatewayReference,
      link_status: 'PARTIALLY_PAID',
      link_amount_paid: '55.50',
      order: { order_id: 'CFPay_1', order_amount: '55.50', transaction_id: 1021206, transaction_status: 'SUCCESS' },
    };
    expect(await (await send(partial, 'cf_a')).json()).toMatchObject({ outcome: 'partially_paid' });
    expect(await (await send(partial, 'cf_a_again')).json()).toMatchObject({ outcome: 'duplicate' });
    const rest = {
      link_id: link.gatewayReference,
      link_status: 'PAID',
      link_amount_paid: '1800.00',
      order: { order_id: 'CFPay_2', order_amount: '1744.50', transaction_id: 1021207, transaction_status: 'SUCCESS' },
    };
    expect(await (await send(rest, 'cf_b')).json()).toMatchObject({ outcome: 'paid' });
    expect((await kit.t.deps.db.select().from(payments)).map((p) => p.amountPaise).sort((a, b) => a - b)).toEqual([5_550, 1_74_450]);
    expect(await dueOf(customer.id)).toBe(0);
  });

  it('verifies with the client secret, as cashfree-pg does, even when a webhook secret is also configured', async () => {
    await kit.t.call('PUT', `/api/gateways/${cashfree}`, {
      credentials: {
        clientId: kit.standIn.cashfree.clientId,
        secretKey: kit.standIn.cashfree.secretKey,
        webhookSecret: 'cf-webhook-secret-9999',
      },
    });
    const { link } = await linkFor(1_800);
    expect(
      await (await send({ link_id: link.gatewayReference, link_status: 'PAID', link_amount_paid: '1800.00' }, 'cf_client')).json(),
    ).toMatchObject({ outcome: 'paid' });
  });

  it("the amount is Cashfree's own record of the payment, read back by order and payment id; a failed one records nothing", async () => {
    const { link } = await linkFor(1_800);
    kit.standIn.cashfree.payments.set('CFPay_9/555', {
      cf_payment_id: 555,
      order_id: 'CFPay_9',
      payment_amount: 1.5,
      payment_currency: 'INR',
      payment_status: 'SUCCESS',
    });
    const reported = {
      link_id: link.gatewayReference,
      link_status: 'PAID',
      link_amount_paid: '1800.00',
      order: { order_id: 'CFPay_9', order_amount: '1800.00', transaction_id: 555, transaction_status: 'SUCCESS' },
    };
    expect(await (await send(reported, 'cf_read')).json()).toMatchObject({ outcome: 'partially_paid' });
    expect((await kit.t.deps.db.select().from(payments))[0]).toMatchObject({ amountPaise: 150, reference: '555' });

    kit.standIn.cashfree.payments.set('CFPay_10/556', {
      cf_payment_id: 556,
      order_id: 'CFPay_10',
      payment_amount: 100,
      payment_currency: 'INR',
      payment_status: 'FAILED',
    });
    const failed = {
      ...reported,
      order: { order_id: 'CFPay_10', order_amount: '100.00', transaction_id: 556, transaction_status: 'SUCCESS' },
    };
    expect(await (await send(failed, 'cf_failed')).json()).toMatchObject({ outcome: 'ignored' });
    expect(await count_(payments)).toBe(1);
  });

  it('two running totals delivered at once count each rupee once', async () => {
    const { link } = await linkFor(1_800);
    const answers = await Promise.all([
      send({ link_id: link.gatewayReference, link_status: 'PARTIALLY_PAID', link_amount_paid: '55.00' }, 'cf_t1'),
      send({ link_id: link.gatewayReference, link_status: 'PARTIALLY_PAID', link_amount_paid: '100.00' }, 'cf_t2'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await linkRow(link.id)).toMatchObject({ amountPaidPaise: 100_00 });
    expect((await kit.t.deps.db.select().from(payments)).reduce((sum, payment) => sum + payment.amountPaise, 0)).toBe(100_00);
  });

  it('refuses a stale x-webhook-timestamp', async () => {
    const { link } = await linkFor(1_800);
    const old = String(Date.now() - 3 * 86_400_000);
    expect((await send({ link_id: link.gatewayReference, link_status: 'PAID', link_amount_paid: '1800' }, 'cf_old', old)).status).toBe(401);
    expect(await count_(payments)).toBe(0);
  });
});
