import { count, eq } from 'drizzle-orm';
import { ZApiError } from '@duesflow/shared-contracts/common';
import { paymentLinks } from '../../../core/db/schema/payment-links';
import { payments } from '../../../core/db/schema/payments';
import { workflowExecutions } from '../../../core/db/schema/workflow-executions';
import { useTestApp, type Fixtures, type TestApp } from '../../../test/test-app';

let t: TestApp;
let make: Fixtures;
useTestApp((app) => ({ t, make } = app));

const rows = async (table: typeof paymentLinks | typeof payments | typeof workflowExecutions) =>
  Number((await t.deps.db.select({ n: count() }).from(table))[0]?.n ?? 0);

async function refused(path: string, body: unknown, status = 400) {
  const response = await t.call('POST', path, body);
  expect(response.status).toBe(status);
  return ZApiError.parse(await response.json());
}

describe('a payment link is never for more than is due', () => {
  it('refuses a link above the amount due, naming the amount due, and writes nothing', async () => {
    const customer = await make.customer({ name: 'Sunita Rao' });
    await make.invoice(customer.id, 1_234_550, -5);
    const error = await refused('/api/workflows/payment-link', { amount: 12_345.51, customerId: customer.id });
    expect(error).toMatchObject({ error: 'amount_above_due', issues: [{ path: 'amount' }] });
    expect(error.message).toContain('Sunita Rao');
    expect(error.message).toContain('₹12,345.50');
    expect(await rows(paymentLinks)).toBe(0);
    expect(await rows(workflowExecutions)).toBe(0);
  });

  it('makes a link for exactly the amount due', async () => {
    const customer = await make.customer();
    await make.invoice(customer.id, 1_234_550, -5);
    const response = await t.call('POST', '/api/workflows/payment-link', { amount: 12_345.5, customerId: customer.id });
    expect(response.status).toBe(202);
    await t.settled(((await response.json()) as { executionId: string }).executionId);
    expect(await rows(paymentLinks)).toBe(1);
  });

  it('refuses ₹1e13 before looking at anyone, naming the field', async () => {
    const customer = await make.customer();
    await make.invoice(customer.id, 100_000, -5);
    for (const amount of [1e13, 1e20]) {
      const error = await refused('/api/workflows/payment-link', { amount, customerId: customer.id });
      expect(error.issues?.map((issue) => issue.path)).toEqual(['amount']);
      expect(error.message).toContain('₹10,00,00,000');
      expect((await refused('/api/workflows/generate-payment-link', { amount, customerName: 'Anyone' })).issues?.[0]?.path).toBe('amount');
    }
    expect(await rows(paymentLinks)).toBe(0);
    expect(await rows(workflowExecutions)).toBe(0);
  });

  it("bounds a link by name with that customer's amount due; a name outside the books only by the contract", async () => {
    const customer = await make.customer({ name: 'Meera Pillai' });
    await make.invoice(customer.id, 50_000, -5);
    const error = await refused('/api/workflows/generate-payment-link', { amount: 501, customerName: ' meera pillai ' });
    expect(error.error).toBe('amount_above_due');
    expect(error.message).toContain('₹500.00');
    expect(await rows(workflowExecutions)).toBe(0);

    const walkIn = await t.call('POST', '/api/workflows/generate-payment-link', { amount: 501, customerName: 'Walk-in Buyer' });
    expect(walkIn.status).toBe(202);
    await t.settled(((await walkIn.json()) as { executionId: string }).executionId);
    expect(await rows(paymentLinks)).toBe(1);
  });

  it('never pays a stored link above ₹10 crore', async () => {
    const customer = await make.customer();
    await make.invoice(customer.id, 100_000, -5);
    const response = await t.call('POST', '/api/workflows/payment-link', { amount: 1000, customerId: customer.id });
    const { linkId, executionId } = (await response.json()) as { linkId: string; executionId: string };
    await t.settled(executionId);
    // A link written before the bound existed.
    await t.deps.db.update(paymentLinks).set({ amountPaise: 1e15 }).where(eq(paymentLinks.id, linkId));
    const [link] = await t.deps.db.select().from(paymentLinks).where(eq(paymentLinks.id, linkId));
    const answer = await t.callAnonymous('POST', `/api/pay/${link!.token}/confirm`);
    expect(answer.status).toBe(422);
    expect(ZApiError.parse(await answer.json()).error).toBe('amount_out_of_range');
    expect(await rows(payments)).toBe(0);
    const [after] = await t.deps.db.select().from(paymentLinks).where(eq(paymentLinks.id, linkId));
    expect(after?.status).toBe('active');
  });
});
