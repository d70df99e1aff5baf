import { eq } from 'drizzle-orm';
import { ZCustomerList, type TCustomer } from '@duesflow/shared-contracts/customers';
import { invoices } from '../../db/schema/invoices';
import { fixtures } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let make: ReturnType<typeof fixtures>;
beforeAll(async () => {
  t = await createTestApp();
  make = fixtures(t.deps.db);
});
afterAll(() => t.stop());
beforeEach(() => t.resetData());

async function listCustomers(): Promise<TCustomer[]> {
  const response = await t.call('GET', '/api/customers/airtable');
  expect(response.status).toBe(200);
  return ZCustomerList.parse(await response.json());
}

describe('GET /api/customers/airtable', () => {
  it('is an empty list on an empty database', async () => {
    expect(await listCustomers()).toEqual([]);
  });

  it('derives status and amount due from invoices and payments', async () => {
    const overdue = await make.customer({ name: 'Ramesh Sharma', email: 'ramesh@example.in', source: 'tally_import' });
    await make.invoice(overdue.id, 1_000_050, -20);
    await make.invoice(overdue.id, 500_000, 3);
    await make.payment(overdue.id, 250_025);
    const pending = await make.customer({ name: 'Priya Nair', phone: null });
    await make.invoice(pending.id, 300_000, 4);
    const paid = await make.customer({ name: 'Anil Gupta' });
    await make.invoice(paid.id, 300_000, -40);
    await make.payment(paid.id, 300_000);
    const fresh = await make.customer({ name: 'Zoya Khan' });

    const list = await listCustomers();
    expect(list.map((customer) => [customer.name, customer.status, customer.amountDue])).toEqual([
      ['Ramesh Sharma', 'overdue', 12500.25],
      ['Priya Nair', 'pending', 3000],
      ['Anil Gupta', 'paid', 0],
      ['Zoya Khan', 'active', 0],
    ]);
    expect(list[0]).toMatchObject({ id: overdue.id, email: 'ramesh@example.in', source: 'tally_import', phone: overdue.phone });
    expect(list[1]?.phone).toBeNull();
    expect(list[3]?.id).toBe(fresh.id);
  });

  it('settles payments against the oldest invoices first', async () => {
    // The overdue invoice is fully covered by the payment; only the one not yet due remains unpaid.
    const customer = await make.customer();
    await make.invoice(customer.id, 200_000, -30);
    await make.invoice(customer.id, 300_000, 5);
    await make.payment(customer.id, 250_000);
    const [row] = await listCustomers();
    expect(row).toMatchObject({ status: 'pending', amountDue: 2500 });
  });

  it('ignores cancelled invoices', async () => {
    const customer = await make.customer();
    const invoice = await make.invoice(customer.id, 200_000, -30);
    await t.deps.db.update(invoices).set({ status: 'cancelled' }).where(eq(invoices.id, invoice.id));
    const [row] = await listCustomers();
    expect(row).toMatchObject({ status: 'active', amountDue: 0 });
  });

  it('shows the latest contact attempt as last contact', async () => {
    const customer = await make.customer();
    await make.invoice(customer.id, 100_000, -5);
    const older = await make.contact(customer.id, 6);
    const newer = await make.contact(customer.id, 1, 'voice');
    const [row] = await listCustomers();
    expect(row?.lastContact).toBe(newer.createdAt.toISOString());
    expect(row?.lastContact).not.toBe(older.createdAt.toISOString());
  });
});
