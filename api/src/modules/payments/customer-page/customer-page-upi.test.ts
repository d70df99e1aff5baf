import { eq } from 'drizzle-orm';
import { ZGatewayList } from '@duesflow/shared-contracts/gateways';
import { ZCustomerPageLink, ZCustomerPagePayResponse } from '@duesflow/shared-contracts/customer-page';
import { customerPageMisses } from '../../../core/db/schema/customer-pages';
import { paymentLinks } from '../../../core/db/schema/payment-links';
import { startGatewayStandIn, type GatewayStandIn } from '../../../test/gateway-stand-in';
import { useTestApp, type Fixtures, type TestApp } from '../../../test/test-app';
import { readUpiIntent } from '../adapters/upi-intent';
import { SANDBOX_UPI_VPA } from '../adapters/sandbox-gateway';
import { resetGateways } from '../gateways/seed-gateways';

let t: TestApp;
let make: Fixtures;
let standIn: GatewayStandIn;
useTestApp((app) => ({ t, make } = app), {}, { resetEach: false });
beforeAll(async () => {
  standIn = await startGatewayStandIn();
});
afterAll(() => standIn.close());
beforeEach(async () => {
  await t.resetData();
  await resetGateways(t.deps.db);
  await t.deps.db.delete(customerPageMisses);
  standIn.razorpay.upi = 'ok';
});

/** A customer owing ₹7,845.17 with a link to their page. */
async function customerPage() {
  const customer = await make.customer({ name: 'Kavita Nair', phone: '+91 98200 12345' });
  await make.invoice(customer.id, 2_845_17, -10);
  await make.invoice(customer.id, 5_000_00, 15);
  const link = ZCustomerPageLink.parse(await (await t.call('POST', `/api/customers/${customer.id}/page-link`)).json());
  const path = new URL(link.url).pathname;
  return { customer, path, token: path.split('/').pop()! };
}
const pay = async (token: string, body: unknown) => {
  const response = await t.callAnonymous('POST', `/api/customer-page/${token}/pay`, body);
  expect(response.status).toBe(200);
  return ZCustomerPagePayResponse.parse(await response.json());
};
const idOf = async (name: string) =>
  ZGatewayList.parse(await (await t.call('GET', '/api/gateways')).json()).gateways.find((g) => g.name === name)!.id;
async function liveRazorpay() {
  await t.call('PUT', `/api/gateways/${await idOf('Razorpay')}`, {
    credentials: { keyId: standIn.razorpay.keyId, keySecret: standIn.razorpay.keySecret, webhookSecret: 'rzp-webhook-secret' },
    apiBaseUrl: standIn.url,
  });
}

describe("paying with a UPI app from the customer's page", () => {
  it('the page carries the UPI offer’s words, to be filled from the pay answer', async () => {
    const { path } = await customerPage();
    const html = await (await t.callAnonymous('GET', `${path}?lang=en`)).text();
    expect(html).toContain('<template id="upi-offer">');
    expect(html).toContain('Pay with a UPI app');
    expect(html).toContain('This page updates once the payment arrives.');
    const hindi = await (await t.callAnonymous('GET', `${path}?lang=hi`)).text();
    expect(hindi).toContain('UPI ऐप से भुगतान करें');
  });

  it('a sandbox link answers its upi://pay deep link for the amount and its QR code as an SVG, marked as the sandbox’s', async () => {
    const { token } = await customerPage();
    const made = await pay(token, { amount: 1_234.5 });
    expect(made.upi).not.toBeNull();
    const upi = made.upi!;
    expect(upi.url).toMatch(/^upi:\/\/pay\?/);
    expect(upi.url).toContain('am=1234.50');
    expect(readUpiIntent(upi.url)).toEqual({ payeeVpa: SANDBOX_UPI_VPA, payeeName: 'Demo Traders', amountPaise: 1_234_50 });
    expect(upi).toMatchObject({ amount: 1_234.5, amountText: '₹1,234.50', payee: 'Demo Traders', sandbox: true });
    expect(upi.qrSvg).toMatch(/^<svg aria-hidden="true" focusable="false" xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    expect(upi.qrSvg).toMatch(/<\/svg>$/);
    expect(upi.qrSvg).not.toMatch(/<script|on\w+=/i);
    // The sandbox page is still offered: its Pay is how a sandbox link is paid.
    const [link] = await t.deps.db.select().from(paymentLinks);
    expect(made.url).toBe(link!.url);
  });

  it('a live gateway’s QR code is made for the link, for what is due, and its intent answered', async () => {
    await liveRazorpay();
    const { token } = await customerPage();
    const made = await pay(token, {});
    const [link] = await t.deps.db.select().from(paymentLinks);
    const qr = [...standIn.razorpay.qrCodes.values()].at(-1)!;
    expect(qr).toMatchObject({ usage: 'single_use', fixed_amount: true, payment_amount: 7_845_17, notes: { duesflow_link_id: link!.id } });
    expect(made.upi).toMatchObject({ url: qr.image_content, amount: 7_845.17, payee: 'StandInTraders', sandbox: false });
    expect(made.upi!.qrSvg.startsWith('<svg')).toBe(true);
  });

  // No answer in time is the same error to the page (the adapters' tests time one out).
  it.each(['fail', 'plain'] as const)(
    'a gateway that answers no UPI intent (%s) offers none, and its page is still there',
    async (mode) => {
      await liveRazorpay();
      standIn.razorpay.upi = mode;
      const { token } = await customerPage();
      const made = await pay(token, {});
      expect(made.upi).toBeNull();
      const [link] = await t.deps.db.select().from(paymentLinks);
      expect(link).toMatchObject({ status: 'active', amountPaise: 7_845_17 });
      expect(link!.hostedUrl).toMatch(/^https:\/\/rzp\.io\//);
      expect(made.url).toBe(link!.url);
    },
  );

  it('after the payment arrives, the page shows its receipt with the gateway’s reference', async () => {
    const { token, path, customer } = await customerPage();
    await pay(token, { amount: 1_000 });
    const [link] = await t.deps.db.select().from(paymentLinks).where(eq(paymentLinks.customerId, customer.id));
    expect((await t.callAnonymous('POST', `/api/pay/${link!.token}/confirm`)).status).toBe(200);
    const statement = (await (await t.callAnonymous('GET', `/api/customer-page/${token}/statement`)).json()) as {
      payments: { id: string; reference: string }[];
    };
    const received = statement.payments[0]!;
    expect(received.reference).toMatch(/^sbx_pay_/);
    const html = await (await t.callAnonymous('GET', `${path}?lang=en&paid=${received.id}`)).text();
    expect(html).toContain(`Payment received: ₹1,000.00. Reference: ${received.reference}.`);
    // An id that is not a payment of this statement shows no receipt.
    const other = await (await t.callAnonymous('GET', `${path}?lang=en&paid=00000000-0000-4000-8000-000000000000`)).text();
    expect(other).not.toContain('Payment received:');
  });
});
