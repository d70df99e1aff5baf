import { startGatewayStandIn, type GatewayStandIn } from '../../../test/gateway-stand-in';
import { cashfreeUpiOrderId, createCashfreeGateway, linkIdOfCashfreeUpiOrder } from './cashfree-gateway';
import { GatewayApiError, type UpiIntentRequest } from './payment-gateway-adapter';
import { createRazorpayGateway } from './razorpay-gateway';
import { createSandboxGateway, SANDBOX_UPI_VPA } from './sandbox-gateway';
import { buildUpiIntent, readUpiIntent, upiAmount } from './upi-intent';

let standIn: GatewayStandIn;
beforeAll(async () => {
  standIn = await startGatewayStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.razorpay.upi = 'ok';
  standIn.cashfree.upi = 'ok';
  standIn.requests.length = 0;
});

const linkId = '0b6f3c1e-2a4d-4c5e-9f10-112233445566';
const request = (values: Partial<UpiIntentRequest> = {}): UpiIntentRequest => ({
  linkId,
  gatewayReference: 'plink_standin1',
  amountPaise: 1_234_50,
  payeeName: 'Demo Traders',
  customerId: '7d1c2b3a-4e5f-4a6b-8c7d-9e8f7a6b5c4d',
  customerName: 'Kavita Nair',
  customerPhone: '+91 98200 12345',
  description: "From the customer's page: the balance",
  closeBy: new Date(Date.now() + 30 * 60_000),
  ...values,
});
const lastRequest = (path: string) => [...standIn.requests].reverse().find((seen) => seen.path === path);

describe('UPI intents', () => {
  it('reads a upi://pay intent: payee, name and the amount in exact paise; anything else is none', () => {
    expect(readUpiIntent('upi://pay?pa=rzr.qr1@icici&pn=Store&am=3&cu=INR')).toEqual({
      payeeVpa: 'rzr.qr1@icici',
      payeeName: 'Store',
      amountPaise: 300,
    });
    expect(readUpiIntent('upi://pay?pa=a@b&am=1234.5')?.amountPaise).toBe(1_234_50);
    expect(readUpiIntent('upi://pay?pa=a@b')?.amountPaise).toBeNull();
    expect(readUpiIntent('https://rzp.io/i/x')).toBeNull();
    expect(readUpiIntent('upi://pay?pn=NoPayee&am=1')).toBeNull();
    expect(readUpiIntent(null)).toBeNull();
    expect(upiAmount(1_234_05)).toBe('1234.05');
    expect(buildUpiIntent({ pa: 'x@y', pn: 'Demo Traders', am: '1.00', tr: 'r1' })).toBe(
      'upi://pay?pa=x%40y&pn=Demo%20Traders&am=1.00&tr=r1&cu=INR',
    );
  });

  it('the sandbox offers an intent for exactly the amount that points at the sandbox, which no UPI app can pay', async () => {
    const sandbox = createSandboxGateway(undefined as never);
    const offered = await sandbox.upiIntent!(request({ gatewayReference: `sbx_link_${linkId}` }));
    const read = readUpiIntent(offered!.intent);
    expect(read).toEqual({ payeeVpa: SANDBOX_UPI_VPA, payeeName: 'Demo Traders', amountPaise: 1_234_50 });
    expect(SANDBOX_UPI_VPA).toMatch(/\.invalid$/);
    expect(offered!.intent).toContain(`tr=sbx_link_${linkId}`);
  });
});

describe('Razorpay: a single-use UPI QR code for the link', () => {
  const razorpay = () =>
    createRazorpayGateway('Razorpay', { keyId: standIn.razorpay.keyId, keySecret: standIn.razorpay.keySecret }, standIn.url);

  it('asks for a fixed-amount, single-use upi_qr closing with the intent, the link named in its notes, and answers its image_content', async () => {
    const closeBy = new Date(Date.now() + 30 * 60_000);
    const offered = await razorpay().upiIntent!(request({ closeBy }));
    expect(lastRequest('/v1/payments/qr_codes')?.body).toEqual({
      type: 'upi_qr',
      name: `Link ${linkId.replaceAll('-', '')}`,
      usage: 'single_use',
      fixed_amount: true,
      payment_amount: 1_234_50,
      description: "From the customer's page: the balance",
      close_by: Math.floor(closeBy.getTime() / 1000),
      notes: { duesflow_link_id: linkId, payment_link_id: 'plink_standin1' },
    });
    const qr = standIn.razorpay.qrCodes.get(offered!.reference)!;
    expect(offered!.intent).toBe(qr.image_content);
    expect(readUpiIntent(offered!.intent)?.amountPaise).toBe(1_234_50);
  });

  it('offers nothing without image_content, or when the intent would close within Razorpay’s 15 minutes', async () => {
    standIn.razorpay.upi = 'plain';
    expect(await razorpay().upiIntent!(request())).toBeNull();
    standIn.razorpay.upi = 'ok';
    const before = standIn.requests.length;
    expect(await razorpay().upiIntent!(request({ closeBy: new Date(Date.now() + 10 * 60_000) }))).toBeNull();
    expect(standIn.requests.length).toBe(before);
  });

  it('an error answer or no answer in time is a GatewayApiError', async () => {
    standIn.razorpay.upi = 'fail';
    await expect(razorpay().upiIntent!(request())).rejects.toThrow(
      new GatewayApiError('Razorpay answered 500: We are facing some trouble'),
    );
    standIn.razorpay.upi = 'slow';
    await expect(razorpay().upiIntent!(request(), AbortSignal.timeout(100))).rejects.toThrow('could not be reached: timed out');
  });
});

describe('Cashfree: an order for the link, paid by Order Pay with upi.channel "link"', () => {
  const cashfree = () =>
    createCashfreeGateway('Cashfree', { clientId: standIn.cashfree.clientId, secretKey: standIn.cashfree.secretKey }, standIn.url);

  it('makes an order for exactly the amount (rupees), expiring with the intent, and answers data.payload.default', async () => {
    const closeBy = new Date(Date.now() + 30 * 60_000);
    const offered = await cashfree().upiIntent!(request({ closeBy }));
    const order = lastRequest('/pg/orders')!;
    expect(order.headers['x-client-id']).toBe(standIn.cashfree.clientId);
    expect(order.headers['x-idempotency-key']).toBe(offered!.reference);
    expect(order.body).toMatchObject({
      order_id: offered!.reference,
      order_amount: 1234.5,
      order_currency: 'INR',
      customer_details: { customer_id: 'df_7d1c2b3a4e5f4a6b8c7d9e8f7a6b5c4d', customer_name: 'Kavita Nair', customer_phone: '9820012345' },
      order_expiry_time: closeBy.toISOString(),
      order_tags: { duesflow_link_id: linkId, payment_link_id: 'plink_standin1' },
    });
    expect(offered!.reference.length).toBeLessThanOrEqual(45);
    expect(linkIdOfCashfreeUpiOrder(offered!.reference)).toBe(linkId);
    const session = standIn.cashfree.orders.get(offered!.reference)!.payment_session_id;
    expect(lastRequest('/pg/orders/sessions')?.body).toEqual({ payment_session_id: session, payment_method: { upi: { channel: 'link' } } });
    expect(readUpiIntent(offered!.intent)).toMatchObject({ payeeVpa: 'cashfree.standin@axisbank', amountPaise: 1_234_50 });
  });

  it('an order id is the link’s own; any other order names no link', () => {
    expect(linkIdOfCashfreeUpiOrder(cashfreeUpiOrderId(linkId, new Date()))).toBe(linkId);
    expect(linkIdOfCashfreeUpiOrder('CFPay_abc123')).toBeNull();
    expect(linkIdOfCashfreeUpiOrder(42)).toBeNull();
  });

  it('offers nothing without a payload or a phone; an error answer or no answer in time is a GatewayApiError', async () => {
    standIn.cashfree.upi = 'plain';
    expect(await cashfree().upiIntent!(request())).toBeNull();
    expect(await cashfree().upiIntent!(request({ customerPhone: null }))).toBeNull();
    standIn.cashfree.upi = 'fail';
    await expect(cashfree().upiIntent!(request())).rejects.toThrow('Cashfree answered 500: internal error');
    standIn.cashfree.upi = 'slow';
    await expect(cashfree().upiIntent!(request(), AbortSignal.timeout(100))).rejects.toThrow('could not be reached: timed out');
  });
});
