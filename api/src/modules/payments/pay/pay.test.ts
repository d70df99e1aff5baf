import { eq } from 'drizzle-orm';
import { ZApiError } from '@duesflow/shared-contracts/common';
import { ZDashboardMetrics } from '@duesflow/shared-contracts/dashboard';
import { ZPayConfirmResponse } from '@duesflow/shared-contracts/pay';
import { ZPaymentLinkStarted } from '@duesflow/shared-contracts/workflows';
import { paymentLinks } from '../../../core/db/schema/payment-links';
import { payments } from '../../../core/db/schema/payments';
import { HOUR_MS } from '../../../core/lib/clock';
import { useTestApp, type Fixtures, type TestApp } from '../../../test/test-app';

let t: TestApp;
let make: Fixtures;
useTestApp((app) => ({ t, make } = app));

async function newLink(amount: number) {
  const customer = await make.customer({ name: 'Rohit <b>Verma</b>' });
  await make.invoice(customer.id, 5_000_000, -10);
  const response = await t.call('POST', '/api/workflows/payment-link', { amount, customerId: customer.id });
  const started = ZPaymentLinkStarted.parse(await response.json());
  await t.settled(started.executionId);
  const [link] = await t.deps.db.select().from(paymentLinks).where(eq(paymentLinks.id, started.linkId));
  return { customer, link: link!, path: new URL(started.paymentLink).pathname };
}

const totalCollections = async () => ZDashboardMetrics.parse(await (await t.call('GET', '/api/dashboard/metrics')).json()).totalCollections;

describe('the sandbox pay page', () => {
  it('shows who pays and how much, with a Pay button, and no outside assets', async () => {
    const { path } = await newLink(12345.5);
    const response = await t.call('GET', path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('Rohit &#60;b&#62;Verma&#60;/b&#62;');
    expect(html).toContain('₹12,345.50');
    expect(html).toMatch(/<button[^>]*>Pay ₹12,345\.50<\/button>/);
    expect(html).not.toMatch(/(src|href)="https?:/);
  });

  it('paying marks the link paid, records the payment, moves total collections and tells the screens', async () => {
    const { customer, link, path } = await newLink(2000.25);
    const before = await totalCollections();
    const updated = t.nextEvent('metrics_updated', (m) => m.data.scopes.includes('payments'));

    const response = await t.call('POST', `${path}/confirm`);
    expect(response.status).toBe(200);
    const body = ZPayConfirmResponse.parse(await response.json());
    expect(body.paymentLink).toMatchObject({ id: link.id, status: 'paid', amount: 2000.25, customerId: customer.id });
    await expect(updated).resolves.toEqual({ type: 'metrics_updated', data: { scopes: ['dashboard', 'customers', 'payments'] } });

    expect(await totalCollections()).toBeCloseTo(before + 2000.25, 2);
    const [payment] = await t.deps.db.select().from(payments).where(eq(payments.paymentLinkId, link.id));
    expect(payment).toMatchObject({ customerId: customer.id, amountPaise: 200_025, method: 'payment_link' });
    expect(await (await t.call('GET', path)).text()).toContain('Paid on');
  });

  it("tells staff of the payment: its amount and the customer, for the collector of the customer's conversation if any, else everyone", async () => {
    const first = await newLink(2000);
    const toEveryone = t.nextEvent('payment_received', (m) => m.data.customerId === first.customer.id);
    expect((await t.call('POST', `${first.path}/confirm`)).status).toBe(200);
    expect((await toEveryone).data).toEqual({
      customerId: first.customer.id,
      customerName: 'Rohit <b>Verma</b>',
      amount: 2000,
      paymentLinkId: first.link.id,
      assigneeId: null,
    });

    const second = await newLink(150.5);
    const assigned = await t.call('PUT', `/api/inbox/conversations/${second.customer.id}/assignee`, { staffId: t.userIds.collector });
    expect(assigned.status).toBe(200);
    const toCollector = t.nextEvent('payment_received', (m) => m.data.customerId === second.customer.id);
    expect((await t.call('POST', `${second.path}/confirm`)).status).toBe(200);
    expect((await toCollector).data).toMatchObject({ amount: 150.5, assigneeId: t.userIds.collector });
  });

  it('does not take a second payment for a paid link', async () => {
    const { path, link } = await newLink(10);
    await t.call('POST', `${path}/confirm`);
    const again = await t.call('POST', `${path}/confirm`);
    expect(again.status).toBe(409);
    expect(ZApiError.parse(await again.json()).error).toBe('already_paid');
    expect(await t.deps.db.select().from(payments).where(eq(payments.paymentLinkId, link.id))).toHaveLength(1);
  });

  it('refuses an expired link and shows that it expired', async () => {
    const { path, link } = await newLink(10);
    await t.deps.db
      .update(paymentLinks)
      .set({ expiresAt: new Date(Date.now() - HOUR_MS) })
      .where(eq(paymentLinks.id, link.id));
    expect(await (await t.call('GET', path)).text()).toContain('This payment link expired');
    const response = await t.call('POST', `${path}/confirm`);
    expect(response.status).toBe(410);
    expect(ZApiError.parse(await response.json()).error).toBe('expired');
    expect(await t.deps.db.select().from(payments)).toEqual([]);
  });

  it('answers 404 for an unknown token and 400 for a malformed one', async () => {
    expect((await t.call('GET', '/api/pay/AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await t.call('POST', '/api/pay/AAAAAAAAAAAAAAAAAAAAAAAA/confirm')).status).toBe(404);
    const malformed = await t.call('POST', '/api/pay/x!/confirm');
    expect(malformed.status).toBe(400);
    expect(ZApiError.parse(await malformed.json()).issues?.[0]?.path).toBe('token');
  });
});
