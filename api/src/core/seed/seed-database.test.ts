import { sql } from 'drizzle-orm';
import { ZCustomerList } from '@duesflow/shared-contracts/customers';
import { ZWorkflowExecutionList } from '@duesflow/shared-contracts/workflows';
import { ZSyncLogList, ZTallyStatus } from '@duesflow/shared-contracts/tally';
import { rowsOf } from '../db/database';
import { customers } from '../db/schema/customers';
import { addDays, businessDate } from '../lib/clock';
import { createTestApp, type TestApp } from '../../test/test-app';
import * as generator from './generate-demo-data';
import { DEMO_CUSTOMER_COUNT, seedIfEmpty, seedWith } from './seed-database';
import { DEMO_TALLY_IMPORT } from './demo-tally-import';

let t: TestApp;
const now = new Date();
beforeAll(async () => {
  t = await createTestApp({ seedCustomers: DEMO_CUSTOMER_COUNT });
});
afterAll(() => t.stop());

async function count(table: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await t.deps.db.execute(sql.raw(`select count(*)::int as n from ${table}`)));
  return Number(row?.n);
}

describe('demo data on first start', () => {
  it('holds at least 300 believable Indian customers', async () => {
    const list = ZCustomerList.parse(await (await t.call('GET', '/api/customers/airtable')).json());
    expect(list.length).toBeGreaterThanOrEqual(300);
    const withPhone = list.filter((c) => c.phone);
    const withoutPhone = list.length - withPhone.length;
    const withoutEmail = list.filter((c) => !c.email).length;
    expect(withoutPhone / list.length).toBeGreaterThan(0.04);
    expect(withoutPhone / list.length).toBeLessThan(0.13);
    expect(withoutEmail / list.length).toBeGreaterThan(0.09);
    expect(withoutEmail / list.length).toBeLessThan(0.22);
    for (const customer of withPhone) expect(customer.phone).toMatch(/^\+91 [6-9]\d{4} \d{5}$/);
    for (const customer of list) expect(customer.address).toMatch(/, [A-Za-z ]+ \d{6}$/);
    const tally = list.filter((c) => c.source === 'tally_import').length / list.length;
    expect(tally).toBeGreaterThan(0.14);
    expect(tally).toBeLessThan(0.27);
    const statuses = new Set(list.map((c) => c.status));
    expect([...statuses].sort()).toEqual(['active', 'overdue', 'paid', 'pending']);
  });

  it('spreads due dates from 120 days overdue to 10 days ahead, with INR amounts in range', async () => {
    const [range] = rowsOf<{ oldest: string; latest: string; smallest: number; largest: number }>(
      await t.deps.db.execute(sql`
        select min(due_date)::text as oldest, max(due_date)::text as latest,
          min(amount_paise)::bigint as smallest, max(amount_paise)::bigint as largest
        from invoices`),
    );
    const today = businessDate(now);
    expect(range?.oldest).toBe(addDays(today, -120));
    expect(range!.latest > today && range!.latest <= addDays(today, 10)).toBe(true);
    expect(Number(range?.smallest)).toBeGreaterThanOrEqual(2_500_00);
    expect(Number(range?.largest)).toBeLessThanOrEqual(4_50_000_00);
  });

  it('has full and partial payments, contact history and about fifteen finished runs', async () => {
    const [kinds] = rowsOf<{ full: number; partial: number }>(
      await t.deps.db.execute(sql`
        select count(*) filter (where invoice_id is not null)::int as full,
          count(*) filter (where invoice_id is null)::int as partial
        from payments`),
    );
    expect(Number(kinds?.full)).toBeGreaterThan(10);
    expect(Number(kinds?.partial)).toBeGreaterThan(10);
    expect(await count('contact_attempts')).toBeGreaterThan(50);
    const runs = ZWorkflowExecutionList.parse(await (await t.call('GET', '/api/workflows/executions')).json());
    expect(runs).toHaveLength(15);
    expect(new Set(runs.map((r) => r.status))).toEqual(new Set(['success', 'failed']));
  });

  it('logs the import its Tally records came from: records synced and last sync tell one story', async () => {
    const status = ZTallyStatus.parse(await (await t.call('GET', '/api/tally/status')).json());
    expect(status.recordsProcessed).toBeGreaterThan(0);
    expect(status.lastSync).not.toBeNull();
    const logs = ZSyncLogList.parse(await (await t.call('GET', '/api/tally/sync-logs')).json());
    expect(logs.map((log) => [log.syncStatus, log.tallyRecordId])).toEqual([['success', DEMO_TALLY_IMPORT]]);
  });

  it('never seeds a database that holds data', async () => {
    const before = await count('customers');
    expect(await seedIfEmpty(t.deps.db, { customerCount: 10, now })).toBe(false);
    expect(await count('customers')).toBe(before);
  });

  it('writes all of it or nothing', async () => {
    await t.resetData();
    const broken = () => {
      const data = generator.generateDemoData({ customerCount: 20, now });
      // An impossible invoice amount makes the insert fail after the customers went in.
      data.invoices[data.invoices.length - 1]!.amountPaise = 0;
      return data;
    };
    await expect(seedWith(t.deps.db, broken)).rejects.toThrow();
    expect(await t.deps.db.select().from(customers)).toEqual([]);
    expect(await seedIfEmpty(t.deps.db, { customerCount: 20, now })).toBe(true);
    expect(await count('customers')).toBe(20);
  });
});

describe('generateDemoData', () => {
  it('is deterministic for a seed and a day', () => {
    const a = generator.generateDemoData({ customerCount: 30, now, seed: 7 });
    const b = generator.generateDemoData({ customerCount: 30, now, seed: 7 });
    expect(a).toEqual(b);
    expect(generator.generateDemoData({ customerCount: 30, now, seed: 8 }).customers[0]?.name).not.toBe(undefined);
  });

  it('stores amounts as whole paise', () => {
    const data = generator.generateDemoData({ customerCount: 100, now });
    for (const row of [...data.invoices, ...data.payments]) expect(Number.isInteger(row.amountPaise)).toBe(true);
  });
});
