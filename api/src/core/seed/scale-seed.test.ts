import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rowsOf } from '../db/database';
import { seedScale } from './scale-seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.resetData();
});
afterAll(() => t.stop());

const counts = async () =>
  rowsOf(
    await t.deps.db.execute(sql`select
      (select count(*)::int from customers) as customers,
      (select count(distinct customer_id)::int from invoices) as invoiced,
      (select count(*)::int from messages) as messages,
      (select count(*)::int from message_attempts) as attempts,
      (select count(*)::int from contact_attempts where message_id is not null) as contacts,
      (select count(*)::int from customer_ledger where last_contact_at is null) as never_contacted,
      (select count(*)::int from invoices where amount_paise <> round(amount_paise)) as fractional,
      (select count(*)::int from pg_trigger where tgname like '%_refresh_analytics_%' and tgenabled = 'D') as disabled`),
  )[0];

it('seeds in batches, each committed with its progress, and resumes after the last committed one', async () => {
  const stopped = await seedScale(t.deps.db, { customers: 50, batchSize: 20, messagesPerCustomer: 2, stopAfterBatches: 2 });
  expect(stopped).toBe(false);
  expect(await counts()).toMatchObject({ customers: 40, messages: 80, disabled: 0 });

  const lines: string[] = [];
  expect(await seedScale(t.deps.db, { customers: 50, log: (line) => lines.push(line) })).toBe(true);
  expect(lines[0]).toMatch(/resuming: 2 batches/);
  const after = await counts();
  expect(after).toEqual({
    customers: 50,
    invoiced: after!.invoiced,
    messages: 100,
    attempts: 100,
    contacts: 100,
    never_contacted: 0,
    fractional: 0,
    disabled: 0,
  });
  expect(Number(after!.invoiced)).toBeGreaterThan(30);
  // Done: a further call changes nothing.
  expect(await seedScale(t.deps.db, { customers: 50 })).toBe(true);
  expect((await counts())!.customers).toBe(50);
  // The analytics aggregates were built from the rows.
  const [analytics] = rowsOf(await t.deps.db.execute(sql`select coalesce(sum(messages), 0)::int as messages from analytics_message_days`));
  expect(analytics).toEqual({ messages: 100 });
});

/** Every analytics_* table, each row as its text, sorted: equal only if every row and figure is. */
const analyticsTables = async () => {
  const tables = rowsOf<{ name: string }>(
    await t.deps.db.execute(
      sql`select tablename as name from pg_tables where schemaname = 'public' and tablename like 'analytics\_%' order by 1`,
    ),
  ).map((row) => row.name);
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = rowsOf<{ row: string }>(await t.deps.db.execute(sql.raw(`select t::text as row from ${table} t`)));
    out[table] = rows.map((row) => row.row).sort();
  }
  return out;
};

it('adds each batch’s analytics in its transaction: after a stop and a resume they are exactly what analytics_rebuild() gives', async () => {
  await t.resetData();
  expect(await seedScale(t.deps.db, { customers: 75, batchSize: 15, messagesPerCustomer: 3, stopAfterBatches: 3 })).toBe(false);
  expect(await seedScale(t.deps.db, { customers: 75 })).toBe(true);
  const kept = await analyticsTables();
  expect(Object.keys(kept)).toHaveLength(16);
  for (const table of [
    'analytics_customer_contacts',
    'analytics_customer_state',
    'analytics_customer_receivables',
    'analytics_open_dues',
    'analytics_spend_days',
  ])
    expect(kept[table]!.length).toBeGreaterThan(0);
  await t.deps.db.execute(sql`select analytics_rebuild()`);
  expect(await analyticsTables()).toEqual(kept);
});
