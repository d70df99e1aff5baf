import { count } from 'drizzle-orm';
import { ZApiError } from '@duesflow/shared-contracts/common';
import { parseEnv, sandboxPaymentsOn } from '../../../core/env';
import { paymentLinks } from '../../../core/db/schema/payment-links';
import { payments, receivedPayments } from '../../../core/db/schema/payments';
import { workflowExecutions } from '../../../core/db/schema/workflow-executions';
import { fixtures } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let make: ReturnType<typeof fixtures>;
beforeAll(async () => {
  // As a production start: SEED_DEMO_DATA=false and no SANDBOX_PAYMENTS.
  t = await createTestApp({ sandboxPayments: sandboxPaymentsOn(parseEnv({ SEED_DEMO_DATA: 'false' })) });
  make = fixtures(t.deps.db);
});
afterAll(() => t.stop());
beforeEach(() => t.resetData());

const rows = async (table: typeof paymentLinks | typeof payments | typeof receivedPayments | typeof workflowExecutions) =>
  Number((await t.deps.db.select({ n: count() }).from(table))[0]?.n ?? 0);

describe('SANDBOX_PAYMENTS', () => {
  it('defaults to SEED_DEMO_DATA, and is what it is set to', () => {
    expect(sandboxPaymentsOn(parseEnv({}))).toBe(true);
    expect(sandboxPaymentsOn(parseEnv({ SEED_DEMO_DATA: 'false' }))).toBe(false);
    expect(sandboxPaymentsOn(parseEnv({ SEED_DEMO_DATA: 'false', SANDBOX_PAYMENTS: 'true' }))).toBe(true);
    expect(sandboxPaymentsOn(parseEnv({ SANDBOX_PAYMENTS: 'false' }))).toBe(false);
  });
});

describe('with sandbox payments off', () => {
  it('POST /api/pay/<token>/confirm pays nothing, even for a link placed on a sandbox gateway', async () => {
    const customer = await make.customer({ name: 'Imran Shaikh' });
    await make.invoice(customer.id, 2_000_00, -5);
    // A sandbox link from before (e.g. made while demo data was on).
    const token = 'sandboxlinktoken0000000';
    await t.deps.db.insert(paymentLinks).values({
      customerId: customer.id,
      customerName: customer.name,
      amountPaise: 2_000_00,
      token,
      url: `http://duesflow.test/api/pay/${token}`,
      gatewayReference: 'sbx_link_before',
      gateway: 'Razorpay',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const answer = await t.callAnonymous('POST', `/api/pay/${token}/confirm`);
    expect(answer.status).toBe(409);
    expect(ZApiError.parse(await answer.json())).toEqual({
      error: 'sandbox_payments_off',
      message: "Sandbox payments are switched off: this link is paid on its gateway's page",
    });
    expect(await rows(payments)).toBe(0);
    expect(await rows(receivedPayments)).toBe(0);
    expect((await t.deps.customerStore.findCustomer(customer.id))?.amountDue).toBe(2_000);
    const html = await (await t.callAnonymous('GET', `/api/pay/${token}`)).text();
    expect(html).toContain('This payment link cannot be paid here: sandbox payments are off');
    expect(html).not.toContain('<button');
  });

  it('a link needs a live gateway: without credentials one is refused, naming why, and nothing is written', async () => {
    const customer = await make.customer({ name: 'Imran Shaikh' });
    await make.invoice(customer.id, 2_000_00, -5);
    const answer = await t.call('POST', '/api/workflows/payment-link', { amount: 2_000, customerId: customer.id });
    expect(answer.status).toBe(422);
    expect(ZApiError.parse(await answer.json()).message).toBe(
      'No gateway can take a link for ₹2,000.00: Razorpay has no live credentials (sandbox payments are off); Cashfree has no live credentials (sandbox payments are off); PayU has no live credentials (sandbox payments are off)',
    );
    expect(await rows(paymentLinks)).toBe(0);
    expect(await rows(workflowExecutions)).toBe(0);
  });
});
