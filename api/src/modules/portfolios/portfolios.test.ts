import { sql } from 'drizzle-orm';
import { ZCallOutcomeRecord } from '@duesflow/shared-contracts/call-outcomes';
import { ZTimelinePage } from '@duesflow/shared-contracts/customer-timeline';
import { ZCollector } from '@duesflow/shared-contracts/portfolios';
import { ZWorklist, type TWorklist } from '@duesflow/shared-contracts/worklist';
import { rowsOf } from '../../core/db/database';
import { customerPromises } from '../../core/db/schema/promises-disputes';
import { addDays, businessDate, DAY_MS } from '../../core/lib/clock';
import { fixtures } from '../../test/fixtures';
import { useTestApp, type Fixtures, type TestApp } from '../../test/test-app';
import { settlePromises } from '../customers';
import { assignOwners, customerIdsOwnedBy, ownerNamesOf } from './index';

/*
 * Portfolios, call outcomes and the worklist (docs/worklist.md), through the real app over PGlite: who owns
 * whom, rules applied on demand, outcomes that move a customer on the list, promises due today on top,
 * broken promises as items with a notice for the owning collector only.
 */

/** The injected clock: moved on by days to pass a promise's date (sessions outlast it). */
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };
const today = () => businessDate(clock.now());

let t: TestApp;
let make: Fixtures;
useTestApp(
  (app) => {
    t = app.t;
    make = fixtures(app.t.deps.db, clock.now);
  },
  { clock, sessions: { idleMs: 365 * DAY_MS, maxMs: 365 * DAY_MS } },
);
beforeEach(() => {
  offsetMs = 0;
});

async function owing(name: string, overduePaise: number, daysOverdue: number, address?: string) {
  const customer = await make.customer({ name, address });
  await make.invoice(customer.id, overduePaise, -daysOverdue);
  return customer;
}

async function give(customerIds: string[], collectorId: string | null) {
  const response = await t.call('PUT', '/api/portfolios/owners', { customerIds, collectorId });
  expect(response.status).toBe(200);
  return ((await response.json()) as { changed: number }).changed;
}

async function worklist(role: 'admin' | 'collector' = 'collector', query = ''): Promise<TWorklist> {
  const response = await t.callAs(role, 'GET', `/api/worklist${query}`);
  expect(response.status).toBe(200);
  return ZWorklist.parse(await response.json());
}

const names = (list: TWorklist) => list.items.map((item) => item.name);

describe('assigning owners', () => {
  it('assigns 30,000 customers in one call, counts only the changes, and unassigns', async () => {
    await t.deps.db.execute(sql`
      insert into customers (name, phone) select 'Bulk ' || n, '+9198' || lpad(n::text, 8, '0') from generate_series(1, 30000) n`);
    const ids = rowsOf<{ id: string }>(await t.deps.db.execute(sql`select id from customers`)).map((row) => row.id);
    const collector = t.userIds.collector;
    expect(await assignOwners(t.deps.db, { customerIds: ids, collectorId: collector, actorId: t.userIds.admin })).toBe(30_000);
    expect((await customerIdsOwnedBy(t.deps.db, collector)).size).toBe(30_000);
    // Already theirs: nothing changes; an unknown id is skipped.
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await assignOwners(t.deps.db, { customerIds: [ids[0]!, unknown], collectorId: collector, actorId: null })).toBe(0);
    expect(await assignOwners(t.deps.db, { customerIds: ids.slice(0, 10), collectorId: t.userIds.admin, actorId: null })).toBe(10);
    expect((await ownerNamesOf(t.deps.db, ids.slice(0, 11))).get(ids[0]!)).toBe('Test Admin');
    expect(await assignOwners(t.deps.db, { customerIds: ids, collectorId: null, actorId: null })).toBe(30_000);
    expect((await customerIdsOwnedBy(t.deps.db, collector)).size).toBe(0);
  });

  it('assigns by hand and by rules (amount overdue, address), answering counts; only admins; bad input names the field', async () => {
    const big = await owing('Big Traders', 80_000_00, 40, 'MIDC, Pune');
    const small = await owing('Small Stores', 2_000_00, 5, 'Nashik');
    expect(await give([small.id], t.userIds.collector)).toBe(1);

    const dry = await t.call('POST', '/api/portfolios/rules/apply', {
      rule: { kind: 'overdue_at_least', amount: 50_000 },
      collectorId: t.userIds.collector,
      dryRun: true,
    });
    expect(await dry.json()).toEqual({ matched: 1, changed: 0 });
    const byRegion = await t.call('POST', '/api/portfolios/rules/apply', {
      rule: { kind: 'address_contains', text: 'pune' },
      collectorId: t.userIds.collector,
    });
    expect(await byRegion.json()).toEqual({ matched: 1, changed: 1 });
    expect([...(await customerIdsOwnedBy(t.deps.db, t.userIds.collector))].sort()).toEqual([big.id, small.id].sort());
    // The customer's page names the owner.
    const detail = (await (await t.call('GET', `/api/customers/${big.id}`)).json()) as { owner: unknown };
    expect(detail.owner).toEqual({ id: t.userIds.collector, name: 'Test Collector' });

    const collectors = (await (await t.call('GET', '/api/portfolios/collectors')).json()) as unknown[];
    expect(collectors.map((row) => ZCollector.parse(row))).toContainEqual(
      expect.objectContaining({ name: 'Test Collector', customers: 2 }),
    );

    expect(
      (await t.callAs('collector', 'PUT', '/api/portfolios/owners', { customerIds: [big.id], collectorId: t.userIds.admin })).status,
    ).toBe(403);
    const viewer = await t.call('PUT', '/api/portfolios/owners', { customerIds: [big.id], collectorId: t.userIds.viewer });
    expect(viewer.status).toBe(422);
    const bad = await t.call('PUT', '/api/portfolios/owners', { customerIds: ['nope'], collectorId: t.userIds.collector });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('customerIds');
    expect((await customerIdsOwnedBy(t.deps.db, t.userIds.admin)).size).toBe(0);
  });
});

describe('the worklist', () => {
  it("shows only the signed-in collector's portfolio, each item with its score's parts; an admin may look at theirs", async () => {
    const mine = await owing('Mine Traders', 30_000_00, 45);
    const other = await owing('Other Traders', 90_000_00, 90);
    const unowned = await owing('Nobody Owns', 90_000_00, 90);
    await give([mine.id], t.userIds.collector);
    await give([other.id], t.userIds.admin);
    void unowned;

    const list = await worklist();
    expect(list.collector).toEqual({ id: t.userIds.collector, name: 'Test Collector' });
    expect(names(list)).toEqual(['Mine Traders']);
    const [item] = list.items;
    expect(item!.parts.map((part) => part.part)).toEqual(expect.arrayContaining(['amount', 'days', 'last_contact']));
    expect(item!.score).toBe(item!.parts.reduce((sum, part) => sum + part.points, 0));
    expect(item!.parts.find((part) => part.part === 'days')).toMatchObject({ label: '45 days past due', points: 15 });
    expect(item!.channel).toBe('voice');
    expect({ done: list.done, left: list.left, portfolio: list.portfolio }).toEqual({ done: 0, left: 1, portfolio: 1 });

    expect(names(await worklist('admin', `?collectorId=${t.userIds.collector}`))).toEqual(['Mine Traders']);
    expect(names(await worklist('admin'))).toEqual(['Other Traders']);
    expect((await t.callAs('collector', 'GET', `/api/worklist?collectorId=${t.userIds.admin}`)).status).toBe(403);
  });

  it('"no answer" moves a customer down and counts as done; a promise for today puts them on top on that date', async () => {
    const first = await owing('Asha Traders', 60_000_00, 60);
    const second = await owing('Bharat Stores', 20_000_00, 20);
    const third = await owing('Chetan Mills', 5_000_00, 10);
    await give([first.id, second.id, third.id], t.userIds.collector);
    expect(names(await worklist())).toEqual(['Asha Traders', 'Bharat Stores', 'Chetan Mills']);

    const noAnswer = await t.callAs('collector', 'POST', `/api/customers/${first.id}/call-outcomes`, { outcome: 'no_answer' });
    expect(noAnswer.status).toBe(201);
    expect(ZCallOutcomeRecord.parse(await noAnswer.json())).toMatchObject({ outcome: 'no_answer', staff: { name: 'Test Collector' } });
    const after = await worklist();
    expect(names(after)).toEqual(['Bharat Stores', 'Chetan Mills', 'Asha Traders']);
    expect(after.items[2]!.parts).toContainEqual(expect.objectContaining({ part: 'outcome', label: 'No answer today', points: -100 }));
    expect({ done: after.done, left: after.left }).toEqual({ done: 1, left: 2 });

    // Promised on the call for tomorrow: waits below the others until that date, then tops the list.
    const promised = await t.callAs('collector', 'POST', `/api/customers/${third.id}/call-outcomes`, {
      outcome: 'promised',
      note: 'Will pay after the festival',
      promisedDate: addDays(today(), 1),
      promisedAmount: 5_000,
    });
    expect(promised.status).toBe(201);
    const promises = await t.deps.db.select().from(customerPromises);
    expect(promises).toMatchObject([{ customerId: third.id, source: 'staff', amountPaise: 5_000_00, status: 'open' }]);
    expect(names(await worklist()).at(-1)).toBe('Chetan Mills');
    offsetMs = DAY_MS;
    const tomorrow = await worklist();
    expect(names(tomorrow)[0]).toBe('Chetan Mills');
    expect(tomorrow.items[0]!.parts[0]).toMatchObject({ part: 'promise_due', label: 'Promise due today' });
    expect(tomorrow.items[0]!.promiseDueToday).toBe(true);

    const timeline = ZTimelinePage.parse(await (await t.call('GET', `/api/customers/${third.id}/timeline`)).json());
    expect(timeline.items).toContainEqual(
      expect.objectContaining({
        kind: 'call_outcome',
        status: 'promised',
        text: 'Will pay after the festival',
        amount: 5_000,
        actor: 'Test Collector',
      }),
    );
  });

  it('a broken promise becomes an item, and its notice names the owning collector', async () => {
    const customer = await owing('Kavita Nair', 6_000_00, 3);
    await give([customer.id], t.userIds.collector);
    await t.callAs('collector', 'POST', `/api/customers/${customer.id}/call-outcomes`, {
      outcome: 'promised',
      promisedDate: addDays(today(), 1),
    });
    offsetMs = 3 * DAY_MS;
    const told = t.nextEvent('promise_settled', (message) => message.data.customerId === customer.id);
    expect(await settlePromises(t.deps)).toMatchObject({ broken: 1 });
    expect((await told).data).toMatchObject({ status: 'broken', ownerId: t.userIds.collector });
    const [item] = (await worklist()).items;
    expect(item).toMatchObject({ name: 'Kavita Nair', brokenPromise: true, channel: 'voice' });
    expect(item!.parts).toContainEqual(expect.objectContaining({ part: 'broken_promises', points: 25 }));
  });

  it('"disputed" holds their reminders as a dispute, and the worklist says to resolve it first', async () => {
    const customer = await owing('Meera Textiles', 8_000_00, 12);
    await give([customer.id], t.userIds.collector);
    const url = `/api/customers/${customer.id}/call-outcomes`;
    expect((await t.callAs('collector', 'POST', url, { outcome: 'disputed', note: 'Goods arrived damaged' })).status).toBe(201);
    const [item] = (await worklist()).items;
    expect(item).toMatchObject({ hold: { kind: 'disputed', note: 'Goods arrived damaged' }, channel: null });
    expect(item!.reason).toContain('resolve the dispute');
  });

  it('refuses bad outcomes naming the field, a promise in the past, and an unknown customer, writing nothing', async () => {
    const customer = await owing('Dev Agencies', 1_000_00, 2);
    const url = `/api/customers/${customer.id}/call-outcomes`;
    const noDate = await t.callAs('collector', 'POST', url, { outcome: 'promised' });
    expect(noDate.status).toBe(400);
    expect(JSON.stringify(await noDate.json())).toContain('promisedDate');
    expect((await t.callAs('collector', 'POST', url, { outcome: 'maybe' })).status).toBe(400);
    expect((await t.callAs('collector', 'POST', url, { outcome: 'call_back' })).status).toBe(400);
    expect((await t.callAs('collector', 'POST', url, { outcome: 'promised', promisedDate: addDays(today(), -1) })).status).toBe(422);
    expect((await t.callAs('viewer', 'POST', url, { outcome: 'answered' })).status).toBe(403);
    expect(
      (await t.callAs('collector', 'POST', '/api/customers/00000000-0000-4000-8000-000000000000/call-outcomes', { outcome: 'answered' }))
        .status,
    ).toBe(404);
    expect(await (await t.call('GET', url)).json()).toEqual([]);
  });
});
