import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../../core/db/database';
import { ZCustomerList, ZCustomerPage, type TCustomer, type TCustomerPage } from '@duesflow/shared-contracts/customers';
import { invoices } from '../../../core/db/schema/invoices';
import { useTestApp, type Fixtures, type TestApp } from '../../../test/test-app';

let t: TestApp;
let make: Fixtures;
useTestApp((app) => ({ t, make } = app));

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

describe('GET /api/customers (paged)', () => {
  async function page(query: string): Promise<TCustomerPage> {
    const response = await t.call('GET', `/api/customers${query}`);
    expect(response.status).toBe(200);
    return ZCustomerPage.parse(await response.json());
  }

  it('answers the plain list page by page, in the same order, with the total', async () => {
    for (let n = 0; n < 7; n += 1) {
      const customer = await make.customer({ name: `Page Customer ${n}` });
      await make.invoice(customer.id, 100_000 * (n + 1), -5);
    }
    const all = await listCustomers();
    const first = await page('?page=1&pageSize=3');
    const third = await page('?page=3&pageSize=3');
    expect(first).toEqual({ items: all.slice(0, 3), total: 7, page: 1, pageSize: 3 });
    expect(third.items).toEqual(all.slice(6));
    expect((await page('')).pageSize).toBe(50);
    expect((await t.call('GET', '/api/customers?pageSize=201')).status).toBe(400);
  });

  it('finds a phone number typed as digits, with spaces or with the country code', async () => {
    const wanted = await make.customer({ name: 'Ramesh Sharma', phone: '+91 98714 29927', email: 'ramesh@Example.in' });
    await make.customer({ name: 'Priya Nair', phone: '+91 91234 56789' });
    await make.customer({ name: 'No Phone', phone: null });
    for (const q of ['9871429927', '98714 29927', '+91 98714', '919871429927', 'ramesh', 'SHARMA', 'example.in']) {
      const found = await page(`?q=${encodeURIComponent(q)}`);
      expect([q, found.total, found.items.map((c) => c.id)]).toEqual([q, 1, [wanted.id]]);
    }
    expect((await page('?q=5555555')).total).toBe(0);
  });

  it("sees a row's notes written by plain SQL at once: a page is kept only until they change", async () => {
    const customer = await make.customer({ name: 'Notes Check' });
    await make.invoice(customer.id, 250_000, -12);
    const row = async () => (await page('?page=1&pageSize=50')).items.find((item) => item.id === customer.id)!;
    expect((await row()).contactHold ?? null).toBeNull();
    expect((await row()).collectorName).toBeUndefined();

    const version = async () =>
      Number(rowsOf<{ v: string }>(await t.deps.db.execute(sql`select last_value::text as v from row_notes_version_seq`))[0]!.v);
    const before = await version();
    await t.deps.db.execute(sql`insert into customer_contact_preferences (customer_id, stop_reminders) values (${customer.id}, true)`);
    expect((await row()).contactHold).toMatchObject({ kind: 'stopped' });
    await t.deps.db.execute(sql`update customer_contact_preferences set stop_reminders = false where customer_id = ${customer.id}`);
    expect((await row()).contactHold ?? null).toBeNull();
    await t.deps.db.execute(sql`insert into customer_owners (customer_id, collector_id) values (${customer.id}, ${t.userIds.collector})`);
    expect((await row()).collectorName).toBe('Test Collector');
    await t.deps.db.execute(sql`update staff_users set name = 'Renamed Collector' where id = ${t.userIds.collector}`);
    expect((await row()).collectorName).toBe('Renamed Collector');
    expect(await version()).toBe(before + 4);
    // Signing in writes the user's row too, but not their name: the pages stay as they are.
    await t.deps.db.execute(sql`update staff_users set last_sign_in_at = now() where id = ${t.userIds.collector}`);
    expect(await version()).toBe(before + 4);
  });

  it('sees a write at once: a new invoice changes the cached list', async () => {
    const customer = await make.customer({ name: 'Cache Check' });
    expect((await page('?q=cache')).items[0]).toMatchObject({ status: 'active', amountDue: 0 });
    await make.invoice(customer.id, 123_456, -3);
    expect((await page('?q=cache')).items[0]).toMatchObject({ status: 'overdue', amountDue: 1234.56 });
    await make.payment(customer.id, 23_456);
    expect((await listCustomers())[0]).toMatchObject({ amountDue: 1000 });
  });
});
