import { count, eq } from 'drizzle-orm';
import { ZApiError } from '@duesflow/shared-contracts/common';
import { ZPaymentLinkReadiness, type TPaymentLinkReadiness } from '@duesflow/shared-contracts/payment-links';
import { ZPaymentLinkStarted } from '@duesflow/shared-contracts/workflows';
import { paymentLinks } from '../../../core/db/schema/payment-links';
import { payments } from '../../../core/db/schema/payments';
import { workflowExecutions } from '../../../core/db/schema/workflow-executions';
import { resetGateways } from '../gateways/seed-gateways';
import { useTestApp, type Fixtures, type TestApp } from '../../../test/test-app';

let t: TestApp;
let make: Fixtures;
useTestApp((app) => ({ t, make } = app), {}, { resetEach: false });
beforeEach(async () => {
  await t.resetData();
  await resetGateways(t.deps.db);
});

const rows = async (table: typeof paymentLinks | typeof payments | typeof workflowExecutions) =>
  Number((await t.deps.db.select({ n: count() }).from(table))[0]?.n ?? 0);

async function readiness(linkId: string): Promise<TPaymentLinkReadiness> {
  const response = await t.call('GET', `/api/payment-links/${linkId}`);
  expect(response.status).toBe(200);
  return ZPaymentLinkReadiness.parse(await response.json());
}

async function customerOwing(name: string, paise: number) {
  const customer = await make.customer({ name });
  await make.invoice(customer.id, paise, -20);
  return customer;
}

describe('a link for more than any gateway takes', () => {
  it('₹6,89,563.72 becomes one plan of four payable parts; the shared page lists and pays every part', async () => {
    const customer = await customerOwing('Aditya Desai', 6_89_563_72);
    const response = await t.call('POST', '/api/workflows/payment-link', { amount: 689_563.72, customerId: customer.id });
    expect(response.status).toBe(202);
    const started = ZPaymentLinkStarted.parse(await response.json());
    expect((await t.settled(started.executionId)).status).toBe('success');

    const ready = await readiness(started.linkId);
    expect(ready.readiness).toBe('payable');
    expect(ready.parts.map((part) => [part.amount, part.gateway, part.plan?.part])).toEqual([
      [172_390.93, 'Razorpay', 1],
      [172_390.93, 'Razorpay', 2],
      [172_390.93, 'Razorpay', 3],
      [172_390.93, 'Razorpay', 4],
    ]);
    expect(ready.link.url).toBe(started.paymentLink);

    const path = new URL(started.paymentLink).pathname;
    const html = await (await t.callAnonymous('GET', path)).text();
    expect(html).toContain('Instalment plan: ₹6,89,563.72 in 4 parts');
    expect(html.match(/<button[^>]*data-pay="[^"]+"[^>]*>Pay ₹1,72,390\.93<\/button>/g)).toHaveLength(4);

    const tokens = [...html.matchAll(/data-pay="([^"]+)"/g)].map((match) => match[1]!);
    for (const token of tokens) expect((await t.callAnonymous('POST', `/api/pay/${token}/confirm`)).status).toBe(200);
    const paid = await t.deps.db.select().from(payments).where(eq(payments.customerId, customer.id));
    expect(paid.reduce((sum, payment) => sum + payment.amountPaise, 0)).toBe(6_89_563_72);
    expect((await t.deps.customerStore.findCustomer(customer.id))?.amountDue).toBe(0);
    expect((await t.callAnonymous('GET', path)).status).toBe(200);
  });

  it('dashboard bulk generation makes plans too: every overdue customer gets a payable link', async () => {
    await customerOwing('Big Buyer', 4_50_000_00);
    await customerOwing('Small Buyer', 1_000_00);
    const started = await t.call('POST', '/api/workflows/generate-payment-link', {});
    const run = await t.settled(((await started.json()) as { executionId: string }).executionId);
    expect(run.summary).toBe('2 payment links generated (1 as instalment plans); skipped 0 that already have an active link');
    const links = await t.deps.db.select().from(paymentLinks);
    expect(links).toHaveLength(4);
    expect(links.every((link) => link.gatewayReference)).toBe(true);
  });

  it('refuses, before writing anything, an amount that would need more than 10 instalments, naming each limit', async () => {
    const customer = await customerOwing('Huge Buyer', 25_00_000_00);
    const response = await t.call('POST', '/api/workflows/payment-link', { amount: 2_500_000, customerId: customer.id });
    expect(response.status).toBe(422);
    const error = ZApiError.parse(await response.json());
    expect(error).toMatchObject({ error: 'no_gateway', issues: [{ path: 'amount' }] });
    expect(error.message).toBe(
      'No gateway can take a link for ₹25,00,000.00, even in 10 instalments: Razorpay takes ₹1.00 to ₹2,00,000.00; Cashfree takes ₹1.00 to ₹1,00,000.00; PayU takes ₹1.00 to ₹50,000.00',
    );
    expect(await rows(paymentLinks)).toBe(0);
    expect(await rows(workflowExecutions)).toBe(0);
  });

  it('refuses the Payment Tracking form too when every gateway is switched off', async () => {
    for (const gateway of (await (await t.call('GET', '/api/gateways')).json()).gateways as { id: string }[]) {
      await t.call('PUT', `/api/gateways/${gateway.id}`, { isActive: false });
    }
    const response = await t.call('POST', '/api/workflows/generate-payment-link', { amount: 500, customerName: 'Walk-in Buyer' });
    expect(response.status).toBe(422);
    expect(ZApiError.parse(await response.json()).message).toContain('Razorpay switched off');
    expect(await rows(workflowExecutions)).toBe(0);
  });
});

describe('the pay page never offers Pay for a link that cannot be paid', () => {
  it('a link not yet placed on a gateway shows why, without a Pay button', async () => {
    const customer = await customerOwing('Neha Kulkarni', 5_000_00);
    const [link] = await t.deps.db
      .insert(paymentLinks)
      .values({
        customerId: customer.id,
        customerName: customer.name,
        amountPaise: 5_000_00,
        token: 'unplacedtoken000000000',
        url: 'http://duesflow.test/api/pay/unplacedtoken000000000',
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const html = await (await t.callAnonymous('GET', `/api/pay/${link!.token}`)).text();
    expect(html).toContain('This payment link is not ready to be paid yet');
    expect(html).not.toContain('<button');
    expect((await readiness(link!.id)).readiness).toBe('failed');
  });
});

describe('the tiles count money received', () => {
  it("paidAmount adds what was paid, partial payments included, never a link's face amount", async () => {
    const customer = await customerOwing('Partial Payer', 3_000_00);
    const started = (await (await t.call('POST', '/api/workflows/payment-link', { amount: 3_000, customerId: customer.id })).json()) as {
      executionId: string;
      linkId: string;
    };
    await t.settled(started.executionId);
    await t.deps.db.update(paymentLinks).set({ amountPaidPaise: 1_250_50 }).where(eq(paymentLinks.id, started.linkId));
    const page = (await (await t.call('GET', '/api/payment-links')).json()) as { totals: { paidAmount: number; paid: number } };
    expect(page.totals).toMatchObject({ paidAmount: 1_250.5, paid: 0 });
  });
});

describe('a plan from the Payment Tracking form, and a partly paid link', () => {
  it("the run's link is the plan's page (its first part), so the form can show and copy it", async () => {
    const started = await t.call('POST', '/api/workflows/generate-payment-link', { amount: 300_000, customerName: 'Walk-in Wholesaler' });
    const { executionId } = (await started.json()) as { executionId: string };
    expect((await t.settled(executionId)).status).toBe('success');
    const [run] = (await (await t.call('GET', '/api/workflows/executions?limit=1')).json()) as {
      id: string;
      paymentLink: string | null;
      summary: string;
    }[];
    const [first] = await t.deps.db.select().from(paymentLinks).where(eq(paymentLinks.planPart, 1));
    expect(run).toMatchObject({
      id: executionId,
      paymentLink: first!.url,
      summary: 'Payment link for ₹3,00,000.00 as 2 instalments of up to ₹1,50,000.00 created for Walk-in Wholesaler',
    });
  });

  it('the page of a partly paid link says what was paid and offers Pay for the rest only', async () => {
    const customer = await customerOwing('Rest Payer', 2_000_00);
    const started = (await (await t.call('POST', '/api/workflows/payment-link', { amount: 2_000, customerId: customer.id })).json()) as {
      executionId: string;
      linkId: string;
      paymentLink: string;
    };
    await t.settled(started.executionId);
    await t.deps.db.update(paymentLinks).set({ amountPaidPaise: 1_00 }).where(eq(paymentLinks.id, started.linkId));
    const html = await (await t.callAnonymous('GET', new URL(started.paymentLink).pathname)).text();
    expect(html).toContain('₹1.00 paid of ₹2,000.00; ₹1,999.00 still to pay');
    expect(html).toMatch(/<button[^>]*>Pay ₹1,999\.00<\/button>/);
  });
});

describe('readiness of a link that can no longer be paid', () => {
  it('an expired link is not payable, and says so', async () => {
    const customer = await customerOwing('Late Opener', 1_000_00);
    const started = (await (await t.call('POST', '/api/workflows/payment-link', { amount: 1_000, customerId: customer.id })).json()) as {
      executionId: string;
      linkId: string;
    };
    await t.settled(started.executionId);
    await t.deps.db
      .update(paymentLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentLinks.id, started.linkId));
    expect(await readiness(started.linkId)).toMatchObject({ readiness: 'failed', reason: 'This payment link has expired' });
  });
});
