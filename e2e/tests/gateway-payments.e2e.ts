/**
 * Money as the gateway reports it (issue 20), in Chromium against the built portal with Razorpay pointed
 * at a local stand-in: a signed payment_link.paid webhook whose amount_paid is ₹1.00 of a ₹2,000.00 link is
 * recorded as ₹1.00, the rest stays payable, and the Payments screen flags it for review with the reason.
 */
import { createHmac } from 'node:crypto';
import { startGatewayStandIn, type GatewayStandIn } from '../../api/src/test/gateway-stand-in';
import { newPage, useBrowser } from '../support/browser';
import { importCustomers, ownName } from '../support/data';
import { usePortal } from '../support/portal';

let standIn: GatewayStandIn;
beforeAll(async () => {
  standIn = await startGatewayStandIn();
});
afterAll(async () => {
  await standIn?.close();
});
const portal = usePortal();
const browser = useBrowser();

const WEBHOOK_SECRET = 'e2e-razorpay-webhook-secret';

test('a partial payment reported by Razorpay is recorded to the paisa and flagged on the Payments screen', async () => {
  const { gateways } = await portal.api<{ gateways: { id: string; name: string }[] }>('/api/gateways');
  const razorpay = gateways.find((gateway) => gateway.name === 'Razorpay')!.id;
  await portal.api(`/api/gateways/${razorpay}`, {
    method: 'PUT',
    json: {
      credentials: { keyId: standIn.razorpay.keyId, keySecret: standIn.razorpay.keySecret, webhookSecret: WEBHOOK_SECRET },
      apiBaseUrl: standIn.url,
    },
  });
  const [customer] = await importCustomers(portal, [
    { name: ownName('Nagpur Oranges'), phone: '98220 20000', amount: 2_000, daysOverdue: 9 },
  ]);
  const started = await portal.api<{ linkId: string; paymentLink: string }>('/api/workflows/payment-link', {
    json: { amount: 2_000, customerId: customer.id },
  });
  const deadline = Date.now() + 30_000;
  let readiness = '';
  while (readiness !== 'payable' && Date.now() < deadline) {
    readiness = (await portal.api<{ readiness: string }>(`/api/payment-links/${started.linkId}`)).readiness;
    if (readiness !== 'payable') await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(readiness).toBe('payable');
  const created = [...standIn.razorpay.links.values()].find((link) => link.reference_id === started.linkId.replaceAll('-', ''))!;
  expect(created).toMatchObject({ amount: 2_000_00, accept_partial: true });

  // Signed as razorpay's validateWebhookSignature verifies: hex HMAC-SHA256 of the raw body.
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment_link.paid',
    payload: { payment_link: { entity: { id: created.id, amount: 2_000_00, amount_paid: 100, currency: 'INR', status: 'paid' } } },
    created_at: Math.floor(Date.now() / 1000),
  });
  const answer = await fetch(portal.url(`/api/gateway-webhooks/${razorpay}`), {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex'),
      'x-razorpay-event-id': 'evt_e2e_partial',
    },
  });
  expect(await answer.json()).toMatchObject({ outcome: 'partially_paid' });

  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/payments'));
  const row = page.locator('tbody tr.ant-table-row', { hasText: customer.name });
  await row.getByText('Needs review', { exact: true }).waitFor({ timeout: 30_000 });
  await row.getByText('the gateway reported the link paid, but ₹1.00 of the ₹2,000.00 still due arrived').waitFor();
  await row.getByText('₹1.00 paid, ₹1,999.00 left').waitFor();
  await row.getByText('active', { exact: true }).waitFor();
  const after = await portal.api<{ items: { id: string; amountDue: number }[] }>(
    `/api/customers?q=${encodeURIComponent(customer.name)}&page=1&pageSize=5`,
  );
  expect(after.items.find((item) => item.id === customer.id)?.amountDue).toBe(1_999);
  await context.close();
});
