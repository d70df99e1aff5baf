import { DAY_MS } from '../../core/lib/clock';
import { fixtures } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * A row and a card show why reminders are held (contactHold), so staff see the promise, dispute or stop
 * instead of a recommended urgent call. Read fresh: recording a dispute does not touch the cached ledger.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.stop());

it('customers (list and pages) and follow-up cards carry the promise, dispute or stop; others carry none', async () => {
  const make = fixtures(t.deps.db);
  const [promised, disputed, stopped, plain] = [
    await make.customer({ name: 'Promised Co' }),
    await make.customer({ name: 'Disputed Co' }),
    await make.customer({ name: 'Stopped Co' }),
    await make.customer({ name: 'Plain Co' }),
  ];
  for (const customer of [promised, disputed, stopped, plain]) await make.invoice(customer!.id, 500_000, -40);
  // Read once before the holds are recorded, so a cached list would show it stale.
  expect((await t.call('GET', '/api/customers')).status).toBe(200);
  const until = new Date(Date.now() + 3 * DAY_MS).toISOString().slice(0, 10);
  await t.call('POST', `/api/customers/${promised!.id}/promise-to-pay`, { promisedDate: until, amount: 1000, note: 'Half on Friday' });
  await t.call('POST', `/api/customers/${disputed!.id}/dispute`, { reason: 'Goods damaged' });
  await t.call('PUT', `/api/customers/${stopped!.id}/stop-reminders`, { stopReminders: true });

  const expected = new Map([
    [promised!.id, { kind: 'promised', until, note: 'Half on Friday' }],
    [disputed!.id, { kind: 'disputed', until: null, note: 'Goods damaged' }],
    [stopped!.id, { kind: 'stopped', until: null, note: null }],
  ]);
  const list = (await (await t.call('GET', '/api/customers/airtable')).json()) as { id: string; contactHold?: unknown }[];
  const page = (await (await t.call('GET', '/api/customers?pageSize=200')).json()) as { items: { id: string; contactHold?: unknown }[] };
  const tabs = (await (await t.call('GET', '/api/payment-tracking/analysis')).json()) as Record<
    string,
    { customerId: string; contactHold?: unknown }[]
  >;
  const cards = [...tabs.urgentOverdue!, ...tabs.recentOverdue!, ...tabs.dueSoon!, ...tabs.followUpRequired!];
  for (const [rows, id] of [
    [list, 'id'],
    [page.items, 'id'],
    [cards, 'customerId'],
  ] as const) {
    const byId = new Map((rows as Record<string, unknown>[]).map((row) => [row[id] as string, row.contactHold ?? null]));
    for (const [customerId, hold] of expected) expect(byId.get(customerId)).toEqual(hold);
    expect(byId.get(plain!.id)).toBeNull();
  }
});
