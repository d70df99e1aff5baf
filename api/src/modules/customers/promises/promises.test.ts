import { eq } from 'drizzle-orm';
import { ZContactPreferences } from '@duesflow/shared-contracts/reminder-sequences';
import { ZCustomerPage } from '@duesflow/shared-contracts/customers';
import type { TRealtimeMessage } from '@duesflow/shared-contracts/realtime';
import { ZPaymentLinkStarted } from '@duesflow/shared-contracts/workflows';
import { customerPromises } from '../../../core/db/schema/promises-disputes';
import { addDays, businessDate, DAY_MS } from '../../../core/lib/clock';
import { fixtures } from '../../../test/fixtures';
import { useTestApp, type Fixtures, type TestApp } from '../../../test/test-app';
import { MAX_SETTLED_ANNOUNCED, settlePromises } from './settle-promises';
import { PROMISE_SWEEP_QUEUE } from './promise-schedule';

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
  { clock, sessions: { idleMs: 365 * DAY_MS, maxMs: 365 * DAY_MS }, engine: { sendCooldownHours: 0 } },
);
beforeEach(() => {
  offsetMs = 0;
});

/** A customer owing ₹5,000.00 (₹1,000.00 of ₹6,000.00 paid), with a phone the bulk send reaches. */
async function owingCustomer(name = 'Kavita Nair') {
  const customer = await make.customer({ name, phone: '+91 98111 55201' });
  await make.invoice(customer.id, 6_000_00, -10);
  await make.payment(customer.id, 1_000_00);
  return customer;
}

const promiseRows = (customerId: string) =>
  t.deps.db.select().from(customerPromises).where(eq(customerPromises.customerId, customerId)).orderBy(customerPromises.madeAt);

async function preferences(customerId: string) {
  return ZContactPreferences.parse(await (await t.call('GET', `/api/customers/${customerId}/contact-preferences`)).json());
}

/** What a bulk SMS to the customer did: `{promised: 1}` while a promise holds them, `{}` once it no longer does. */
async function bulkSkips(phone: string) {
  const response = await t.call('POST', '/api/workflows/bulk-sms', { message: 'Please clear your dues - DuesFlow', recipients: [phone] });
  const run = await t.settled(((await response.json()) as { executionId: string }).executionId);
  return { skipped: run.skipped?.byReason ?? {}, contacted: run.contacted };
}

/** Every realtime message published while `action` runs. */
async function published(action: () => Promise<unknown>): Promise<TRealtimeMessage[]> {
  const seen: TRealtimeMessage[] = [];
  const unsubscribe = t.deps.bus.subscribe((message) => seen.push(message));
  try {
    const done = t.nextEvent('metrics_updated', (message) => message.data.scopes.includes('dashboard'));
    await action();
    await done;
    return seen;
  } finally {
    unsubscribe();
  }
}

describe('every promise is recorded', () => {
  it("records staff's promise with the ledger of that moment; a newer one replaces it, clearing withdraws it", async () => {
    const customer = await owingCustomer();
    const date = addDays(today(), 5);
    expect(
      (await t.call('POST', `/api/customers/${customer.id}/promise-to-pay`, { promisedDate: date, amount: 2_000, note: 'Half now' }))
        .status,
    ).toBe(200);
    const [first] = await promiseRows(customer.id);
    expect(first).toMatchObject({
      promisedDate: date,
      amountPaise: 2_000_00,
      dueAtPromisePaise: 5_000_00,
      paidBeforePaise: 1_000_00,
      source: 'staff',
      note: 'Half now',
      status: 'open',
    });

    const later = addDays(today(), 9);
    await t.call('POST', `/api/customers/${customer.id}/promise-to-pay`, { promisedDate: later });
    await t.call('DELETE', `/api/customers/${customer.id}/promise-to-pay`);
    expect((await promiseRows(customer.id)).map((row) => [row.promisedDate, row.amountPaise, row.status])).toEqual([
      [date, 2_000_00, 'replaced'],
      [later, null, 'withdrawn'],
    ]);
    // The drawer lists them newest first, with their source and status.
    const listed = (await preferences(customer.id)).promises;
    expect(listed.map((promise) => [promise.promisedDate, promise.amount, promise.source, promise.status])).toEqual([
      [later, null, 'staff', 'withdrawn'],
      [date, 2_000, 'staff', 'replaced'],
    ]);
  });

  it('records nothing for an unknown customer', async () => {
    const missing = '00000000-0000-4000-8000-000000000001';
    const response = await t.call('POST', `/api/customers/${missing}/promise-to-pay`, { promisedDate: addDays(today(), 3) });
    expect(response.status).toBe(404);
    expect(await t.deps.db.select().from(customerPromises)).toEqual([]);
  });

  it("records the customer's own promise from their page with its source", async () => {
    const customer = await owingCustomer();
    const link = (await (await t.call('POST', `/api/customers/${customer.id}/page-link`)).json()) as { url: string };
    const token = new URL(link.url).pathname.split('/').pop()!;
    const date = addDays(today(), 4);
    expect((await t.callAnonymous('POST', `/api/customer-page/${token}/promise`, { date })).status).toBe(200);
    expect(await promiseRows(customer.id)).toMatchObject([
      { promisedDate: date, amountPaise: null, dueAtPromisePaise: 5_000_00, source: 'customer_page', status: 'open' },
    ]);
  });
});

describe('settling promises', () => {
  it('a promise unpaid past its date reads broken, reminders go again, staff are told and the row says so', async () => {
    const customer = await owingCustomer();
    const date = addDays(today(), 2);
    await t.call('POST', `/api/customers/${customer.id}/promise-to-pay`, { promisedDate: date, amount: 2_000 });
    expect(await bulkSkips(customer.phone!)).toEqual({ skipped: { promised: 1 }, contacted: 0 });
    // A part paid is not the promise kept; on the promised day itself it is still open.
    await make.payment(customer.id, 500_00);
    offsetMs = 2 * DAY_MS;
    expect(await settlePromises(t.deps)).toEqual({ kept: 0, broken: 0 });

    offsetMs = 3 * DAY_MS;
    const messages = await published(() => settlePromises(t.deps));
    expect(messages).toContainEqual({
      type: 'promise_settled',
      data: { customerId: customer.id, customerName: 'Kavita Nair', status: 'broken', promisedDate: date, amount: 2_000 },
    });
    expect(await promiseRows(customer.id)).toMatchObject([{ status: 'broken', paidTowardsPaise: 500_00 }]);
    // Settled once: a second sweep changes nothing.
    expect(await settlePromises(t.deps)).toEqual({ kept: 0, broken: 0 });

    expect(await bulkSkips(customer.phone!)).toEqual({ skipped: {}, contacted: 1 });
    const rows = ZCustomerPage.parse(await (await t.call('GET', '/api/customers?pageSize=200')).json());
    expect(rows.items.find((row) => row.id === customer.id)?.brokenPromise).toEqual({ promisedDate: date, amount: 2_000 });
    const link = (await (await t.call('POST', `/api/customers/${customer.id}/page-link`)).json()) as { url: string };
    const page = await (await t.callAnonymous('GET', `${new URL(link.url).pathname}?lang=en`)).text();
    expect(page).toContain('was not kept. Reminders have resumed.');

    // A newer promise, or a payment after it broke, ends the "Promise broken" tag.
    await make.payment(customer.id, 100_00, { receivedAt: clock.now() });
    const after = ZCustomerPage.parse(await (await t.call('GET', '/api/customers?pageSize=200')).json());
    expect(after.items.find((row) => row.id === customer.id)?.brokenPromise ?? null).toBeNull();
  });

  it('a promise paid in time reads kept as soon as the payment is recorded, without waiting for its date', async () => {
    const customer = await owingCustomer();
    await t.call('POST', `/api/customers/${customer.id}/promise-to-pay`, { promisedDate: addDays(today(), 6) });
    const started = ZPaymentLinkStarted.parse(
      await (await t.call('POST', '/api/workflows/payment-link', { amount: 5_000, customerId: customer.id })).json(),
    );
    await t.settled(started.executionId);
    const kept = t.nextEvent('promise_settled', (message) => message.data.customerId === customer.id);
    expect((await t.call('POST', `${new URL(started.paymentLink).pathname}/confirm`)).status).toBe(200);
    expect((await kept).data).toMatchObject({ status: 'kept', amount: 5_000 });
    expect(await promiseRows(customer.id)).toMatchObject([{ status: 'kept', paidTowardsPaise: 5_000_00 }]);
    offsetMs = 10 * DAY_MS;
    expect(await settlePromises(t.deps)).toEqual({ kept: 0, broken: 0 });
  });

  it('a replaced or withdrawn promise is never settled', async () => {
    const customer = await owingCustomer();
    await t.call('POST', `/api/customers/${customer.id}/promise-to-pay`, { promisedDate: addDays(today(), 1) });
    await t.call('POST', `/api/customers/${customer.id}/promise-to-pay`, { promisedDate: addDays(today(), 2) });
    await t.call('DELETE', `/api/customers/${customer.id}/promise-to-pay`);
    offsetMs = 5 * DAY_MS;
    expect(await settlePromises(t.deps)).toEqual({ kept: 0, broken: 0 });
    expect((await promiseRows(customer.id)).map((row) => row.status)).toEqual(['replaced', 'withdrawn']);
  });

  it('tells of at most MAX_SETTLED_ANNOUNCED promises per sweep, broken ones first, and settles every one', async () => {
    const owing = [];
    for (let index = 0; index < MAX_SETTLED_ANNOUNCED + 2; index += 1) owing.push(await owingCustomer(`Customer ${index}`));
    const kept = owing[0]!;
    for (const customer of owing) {
      await t.call('POST', `/api/customers/${customer.id}/promise-to-pay`, { promisedDate: addDays(today(), 1), amount: 100 });
    }
    await make.payment(kept.id, 100_00);
    offsetMs = 3 * DAY_MS;
    const messages = await published(() => settlePromises(t.deps));
    const told = messages.filter((message) => message.type === 'promise_settled');
    expect(told).toHaveLength(MAX_SETTLED_ANNOUNCED);
    expect(told.every((message) => message.data.status === 'broken')).toBe(true);
    const statuses = (await t.deps.db.select().from(customerPromises)).map((row) => row.status).sort();
    expect(statuses).toEqual(['kept', ...Array<string>(MAX_SETTLED_ANNOUNCED + 1).fill('broken')].sort());
  });

  it('the sweep is a pg-boss schedule', async () => {
    const schedules = await t.runtime.boss.getSchedules();
    expect(schedules.map((schedule) => schedule.name)).toContain(PROMISE_SWEEP_QUEUE);
  });
});

describe("a promise in instalments, from the customer's page", () => {
  async function pageToken(customerId: string) {
    const link = (await (await t.call('POST', `/api/customers/${customerId}/page-link`)).json()) as { url: string };
    return new URL(link.url).pathname.split('/').pop()!;
  }

  it('records one promise per instalment; reminders pause until the next unpaid one, and a missed one breaks it', async () => {
    const customer = await owingCustomer();
    const token = await pageToken(customer.id);
    const [first, second] = [addDays(today(), 2), addDays(today(), 9)];
    const made = await t.callAnonymous('POST', `/api/customer-page/${token}/promise`, {
      date: first,
      amount: 1_000,
      date2: second,
      amount2: 1_500,
    });
    expect(made.status).toBe(200);
    const rows = await promiseRows(customer.id);
    expect(rows.map((row) => [row.instalment, row.promisedDate, row.amountPaise, row.status, row.source])).toEqual([
      [1, first, 1_000_00, 'open', 'customer_page'],
      [2, second, 1_500_00, 'open', 'customer_page'],
    ]);
    expect(rows[0]!.planId).not.toBeNull();
    expect(rows[1]!.planId).toBe(rows[0]!.planId);
    expect(await preferences(customer.id)).toMatchObject({ promisedDate: first, promisedAmount: 1_000 });

    // The first instalment paid: kept, and reminders now wait for the second's date.
    await make.payment(customer.id, 1_000_00);
    expect(await settlePromises(t.deps)).toEqual({ kept: 1, broken: 0 });
    expect(await preferences(customer.id)).toMatchObject({ promisedDate: second, promisedAmount: 1_500 });
    offsetMs = 4 * DAY_MS;
    expect(await bulkSkips(customer.phone!)).toEqual({ skipped: { promised: 1 }, contacted: 0 });

    // The second missed: broken, reminders go again, the row says so.
    offsetMs = 10 * DAY_MS;
    expect(await settlePromises(t.deps)).toEqual({ kept: 0, broken: 1 });
    expect((await promiseRows(customer.id)).map((row) => row.status)).toEqual(['kept', 'broken']);
    expect(await bulkSkips(customer.phone!)).toEqual({ skipped: {}, contacted: 1 });
    const listed = ZCustomerPage.parse(await (await t.call('GET', '/api/customers?pageSize=200')).json());
    expect(listed.items.find((row) => row.id === customer.id)?.brokenPromise).toEqual({ promisedDate: second, amount: 1_500 });
  });

  it('a missed first instalment breaks the whole plan, and staff are told once', async () => {
    const customer = await owingCustomer();
    const token = await pageToken(customer.id);
    const dates = [addDays(today(), 1), addDays(today(), 5), addDays(today(), 9)];
    const body = { date: dates[0], amount: 500, date2: dates[1], amount2: 500, date3: dates[2], amount3: 500 };
    expect((await t.callAnonymous('POST', `/api/customer-page/${token}/promise`, body)).status).toBe(200);
    offsetMs = 3 * DAY_MS;
    const messages = await published(() => settlePromises(t.deps));
    expect(messages.filter((message) => message.type === 'promise_settled').map((message) => message.data)).toEqual([
      expect.objectContaining({ status: 'broken', promisedDate: dates[0], amount: 500 }),
    ]);
    expect((await promiseRows(customer.id)).map((row) => row.status)).toEqual(['broken', 'broken', 'broken']);
    const listed = ZCustomerPage.parse(await (await t.call('GET', '/api/customers?pageSize=200')).json());
    expect(listed.items.find((row) => row.id === customer.id)?.brokenPromise).toEqual({ promisedDate: dates[0], amount: 500 });
  });

  it.each([
    [{ date2: 'LATER', amount2: 100 }, 'amount', undefined],
    [{ amount: 100, date2: 'TODAY', amount2: 100 }, 'date2', 'Pick a date after the instalment before it'],
    [{ amount: 100, date2: 'LATER' }, 'amount2', 'Give the amount of each instalment'],
    [{ amount: 100, date2: 'LATER', amount2: 100, date3: 'LATER', amount3: 100 }, 'date3', 'Pick a date after the instalment before it'],
    [{ amount: 4_000, date2: 'LATER', amount2: 1_500 }, 'amount2', 'Amount can be at most the balance, ₹5,000.00'],
    [{ amount: 100, amount2: 100 }, 'date2', 'Pick the date of this instalment'],
  ])('refuses the instalments %j, naming the field', async (extra, field, message) => {
    const customer = await owingCustomer();
    const token = await pageToken(customer.id);
    const dated = (value: unknown) => (value === 'TODAY' ? today() : value === 'LATER' ? addDays(today(), 5) : value);
    const sent = Object.fromEntries(Object.entries({ date: today(), ...extra }).map(([key, value]) => [key, dated(value)]));
    const response = await t.callAnonymous('POST', `/api/customer-page/${token}/promise`, sent);
    expect(response.status).toBe(400);
    const issue = ((await response.json()) as { issues: { path: string; message: string }[] }).issues[0]!;
    expect(issue.path).toBe(field);
    if (message) expect(issue.message).toBe(message);
    expect(await promiseRows(customer.id)).toEqual([]);
  });
});
