import { payments, receivedPayments } from '../../../core/db/schema/payments';
import { cashfreeSignature, razorpaySignature, useGatewayTestKit } from './gateway-test-kit';

/*
 * A payment made with a UPI app through an intent the gateway gave for a link (adapters' upiIntent) comes back
 * by the gateway's own webhook, signed as the vendors' SDKs verify, and is recorded on that link exactly as paid.
 */
const kit = useGatewayTestKit();
const { idOf, linkRow, dueOf, linkFor } = kit;

describe('Razorpay: qr_code.credited', () => {
  const webhookSecret = 'rzp-webhook-secret-upi';
  let razorpay: string;
  beforeEach(async () => {
    razorpay = await idOf('Razorpay');
    await kit.t.call('PUT', `/api/gateways/${razorpay}`, {
      credentials: { keyId: kit.standIn.razorpay.keyId, keySecret: kit.standIn.razorpay.keySecret, webhookSecret },
      apiBaseUrl: kit.standIn.url,
    });
  });
  const credited = (qr: Record<string, unknown>, payment: { id: string; amount: number }) =>
    JSON.stringify({
      entity: 'event',
      event: 'qr_code.credited',
      contains: ['payment', 'qr_code'],
      payload: {
        payment: {
          entity: { ...payment, entity: 'payment', currency: 'INR', status: 'captured', method: 'upi', vpa: 'kavita@okhdfcbank' },
        },
        qr_code: { entity: { ...qr, status: 'closed', close_reason: 'paid', payments_amount_received: payment.amount } },
      },
      created_at: Math.floor(Date.now() / 1000),
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

  it('records the QR code’s payment on its link at the paid amount, after a part paid on the link’s page; a replay changes nothing', async () => {
    const { customer, link } = await linkFor(2_000);
    // ₹500.25 paid on Razorpay's page first: the UPI intent is for the ₹1,499.75 still due.
    const first = JSON.stringify({
      event: 'payment_link.partially_paid',
      payload: {
        payment_link: { entity: { id: link.gatewayReference, amount_paid: 50_025, currency: 'INR' } },
        payment: { entity: { id: 'pay_page', amount: 50_025, currency: 'INR', status: 'captured' } },
      },
      created_at: Math.floor(Date.now() / 1000),
    });
    expect(await (await send(first, 'evt_page')).json()).toMatchObject({ outcome: 'partially_paid' });

    const offered = await kit.t.deps.gateways.upiIntent(await linkRow(link.id), 'Demo Traders');
    expect(offered).toMatchObject({ amountPaise: 1_49_975, sandbox: false });
    const qr = [...kit.standIn.razorpay.qrCodes.values()].at(-1)!;
    expect(qr).toMatchObject({ payment_amount: 1_49_975, notes: { duesflow_link_id: link.id } });
    kit.standIn.razorpay.payments.set('pay_upi', { id: 'pay_upi', amount: 1_49_975, currency: 'INR', status: 'captured' });

    const body = credited(qr, { id: 'pay_upi', amount: 1_49_975 });
    // Staff are told of this payment's own amount, not the link's total.
    const notice = kit.t.nextEvent('payment_received', (m) => m.data.customerId === customer.id);
    expect(await (await send(body, 'evt_upi')).json()).toEqual({ received: true, duplicate: false, outcome: 'paid' });
    expect((await notice).data).toMatchObject({ amount: 1_499.75, customerName: customer.name, paymentLinkId: link.id });
    expect((await kit.t.deps.db.select().from(payments)).map((p) => [p.reference, p.amountPaise]).sort()).toEqual([
      ['pay_page', 50_025],
      ['pay_upi', 1_49_975],
    ]);
    expect(await linkRow(link.id)).toMatchObject({ status: 'paid', amountPaidPaise: 2_000_00, reviewReason: null });
    expect(await dueOf(customer.id)).toBe(0);

    expect(await (await send(body, 'evt_upi_again')).json()).toMatchObject({ outcome: 'duplicate' });
    expect(await kit.t.deps.db.select().from(receivedPayments)).toHaveLength(2);
  });

  it("the amount is Razorpay's own record of the payment, read back from its API", async () => {
    const { link } = await linkFor(2_000);
    await kit.t.deps.gateways.upiIntent(link, 'Demo Traders');
    const qr = [...kit.standIn.razorpay.qrCodes.values()].at(-1)!;
    kit.standIn.razorpay.payments.set('pay_upi_small', { id: 'pay_upi_small', amount: 100, currency: 'INR', status: 'captured' });
    expect(await (await send(credited(qr, { id: 'pay_upi_small', amount: 2_000_00 }), 'evt_small')).json()).toMatchObject({
      outcome: 'partially_paid',
    });
    expect(await linkRow(link.id)).toMatchObject({ status: 'active', amountPaidPaise: 100 });
  });

  it('a QR code naming no link of this gateway records nothing', async () => {
    const { link } = await linkFor(2_000);
    const elsewhere = { id: 'qr_other', notes: { duesflow_link_id: '00000000-0000-4000-8000-000000000000' } };
    expect(await (await send(credited(elsewhere, { id: 'pay_x', amount: 100 }), 'evt_x')).json()).toMatchObject({
      outcome: 'unknown_link',
    });
    const unnamed = { id: 'qr_shop', notes: { purpose: 'counter' } };
    expect(await (await send(credited(unnamed, { id: 'pay_y', amount: 100 }), 'evt_y')).json()).toMatchObject({ outcome: 'ignored' });
    expect(await kit.t.deps.db.select().from(payments)).toHaveLength(0);
    expect(await linkRow(link.id)).toMatchObject({ amountPaidPaise: 0 });
  });
});

describe('Cashfree: PAYMENT_SUCCESS_WEBHOOK of a UPI order', () => {
  let cashfree: string;
  beforeEach(async () => {
    cashfree = await idOf('Cashfree');
    await kit.t.call('PUT', `/api/gateways/${await idOf('Razorpay')}`, { isActive: false });
    await kit.t.call('PUT', `/api/gateways/${cashfree}`, {
      credentials: { clientId: kit.standIn.cashfree.clientId, secretKey: kit.standIn.cashfree.secretKey },
      apiBaseUrl: kit.standIn.url,
    });
  });
  const send = (orderId: string, payment: { id: number; amount: number }, eventId: string) => {
    const body = JSON.stringify({
      data: {
        order: { order_id: orderId, order_amount: payment.amount, order_currency: 'INR', order_tags: null },
        payment: {
          cf_payment_id: payment.id,
          payment_status: 'SUCCESS',
          payment_amount: payment.amount,
          payment_currency: 'INR',
          payment_group: 'upi',
          bank_reference: '116812981837',
        },
      },
      event_time: new Date().toISOString(),
      type: 'PAYMENT_SUCCESS_WEBHOOK',
    });
    const timestamp = String(Date.now());
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

  it('records the order’s payment on the link it was made for, exactly; another order’s payment (a payment link’s own) is the link event’s', async () => {
    const { customer, link } = await linkFor(1_800);
    const offered = await kit.t.deps.gateways.upiIntent(link, 'Demo Traders');
    expect(offered).toMatchObject({ amountPaise: 1_800_00, sandbox: false });
    const orderId = [...kit.standIn.cashfree.orders.keys()].at(-1)!;
    expect(kit.standIn.cashfree.orders.get(orderId)).toMatchObject({ order_amount: 1800 });

    expect(await (await send('CFPay_link_order_1', { id: 7001, amount: 1800 }, 'cf_evt_other')).json()).toMatchObject({
      outcome: 'ignored',
    });
    expect(await (await send(orderId, { id: 7002, amount: 1234.56 }, 'cf_evt_upi')).json()).toMatchObject({ outcome: 'partially_paid' });
    expect((await kit.t.deps.db.select().from(payments)).map((p) => [p.reference, p.amountPaise])).toEqual([['7002', 1_234_56]]);
    expect(await linkRow(link.id)).toMatchObject({ status: 'active', amountPaidPaise: 1_234_56 });
    expect(await dueOf(customer.id)).toBe(565.44);
  });
});
