import { eq, sql } from 'drizzle-orm';
import { ZApiError } from '@duesflow/shared-contracts/common';
import {
  ZExecuteFollowUpsResponse,
  ZFollowUpResponse,
  ZPaymentTrackingAnalysis,
  ZPaymentTrackingDashboard,
  ZPaymentTrackingSettings,
  type TPaymentTrackingAnalysis,
} from '@duesflow/shared-contracts/payment-tracking';
import { contactAttempts } from '../../../core/db/schema/contact-attempts';
import { customers } from '../../../core/db/schema/customers';
import { invoices } from '../../../core/db/schema/invoices';
import { messages } from '../../../core/db/schema/messages';
import { workflowExecutions } from '../../../core/db/schema/workflow-executions';
import { useTestApp, type Fixtures, type TestApp } from '../../../test/test-app';

let t: TestApp;
let make: Fixtures;
useTestApp((app) => ({ t, make } = app), {}, { resetEach: false });
beforeEach(async () => {
  await t.resetData();
  await t.deps.db.execute(sql`truncate payment_tracking_settings`);
});

const db = () => t.deps.db;

async function getJson<T>(path: string, schema: { parse(value: unknown): T }): Promise<T> {
  const response = await t.call('GET', path);
  expect(response.status).toBe(200);
  return schema.parse(await response.json());
}
const dashboard = () => getJson('/api/payment-tracking/dashboard', ZPaymentTrackingDashboard);
const analysis = () => getJson('/api/payment-tracking/analysis', ZPaymentTrackingAnalysis);
const ids = (list: TPaymentTrackingAnalysis['urgentOverdue']) => list.map((entry) => entry.customerId);

async function executeAll(headers?: Record<string, string>) {
  const response = await t.call('POST', '/api/payment-tracking/execute-followups', undefined, headers);
  expect(response.status).toBe(202);
  return ZExecuteFollowUpsResponse.parse(await response.json());
}

/** A small book: one customer in each situation the rules tell apart. */
async function book() {
  const old = await make.customer({ name: 'Arjun Mehta' }); // 40 days overdue, small: urgent tab, high
  await make.invoice(old.id, 2_000_000, -40);
  const big = await make.customer({ name: 'Bharat Steels' }); // 5 days overdue but ₹1,50,000: urgent tab, urgent
  await make.invoice(big.id, 15_000_000, -5);
  const ancient = await make.customer({ name: 'Chitra Rao' }); // 90 days: urgent
  await make.invoice(ancient.id, 500_000, -90);
  const recent = await make.customer({ name: 'Deepak Nair' }); // 10 days: recent, medium
  await make.invoice(recent.id, 300_000, -10);
  const contacted = await make.customer({ name: 'Esha Gupta' }); // 3 days, contacted 2 days ago
  await make.invoice(contacted.id, 100_000, -3);
  await make.contact(contacted.id, 2);
  const soon = await make.customer({ name: 'Farhan Ali' }); // due in 2 days: due soon
  await make.invoice(soon.id, 450_050, 2);
  const later = await make.customer({ name: 'Gita Iyer' }); // due in 10 days: no tab, but owes
  await make.invoice(later.id, 100_000, 10);
  const paid = await make.customer({ name: 'Hari Prasad' }); // paid up: nowhere
  await make.invoice(paid.id, 100_000, -20);
  await make.payment(paid.id, 100_000);
  const noPhone = await make.customer({ name: 'Indira Sen', phone: null }); // 20 days, no phone
  await make.invoice(noPhone.id, 250_000, -20);
  return { old, big, ancient, recent, contacted, soon, later, paid, noPhone };
}

describe('GET /api/payment-tracking/analysis and /dashboard', () => {
  it('are empty on an empty book', async () => {
    expect(await analysis()).toEqual({
      urgentOverdue: [],
      recentOverdue: [],
      dueSoon: [],
      followUpRequired: [],
      totals: { urgentOverdue: 0, recentOverdue: 0, dueSoon: 0, followUpRequired: 0 },
    });
    expect(await dashboard()).toEqual({
      totalCustomersWithDues: 0,
      totalOutstandingAmount: 0,
      urgentFollowUps: 0,
      scheduledFollowUps: 0,
      customersNotYetDue: 0,
    });
  });

  it('counts customers who owe but are in no tab yet, so the tiles and the tabs add up', async () => {
    const c = await book();
    const later = await make.customer({ name: 'Gita Iyer' }); // owes, but due in 20 days: no tab
    await make.invoice(later.id, 700_000, 20);
    const tabs = await analysis();
    const tiles = await dashboard();
    const inTabs = new Set(ids([...tabs.urgentOverdue, ...tabs.recentOverdue, ...tabs.dueSoon]));
    expect(inTabs.has(later.id)).toBe(false);
    expect(inTabs.has(c.soon.id)).toBe(true);
    expect(tiles.customersNotYetDue).toBeGreaterThanOrEqual(1);
    expect(tiles.totalCustomersWithDues).toBe(inTabs.size + tiles.customersNotYetDue!);
  });

  it("lists part of each tab with limit and offset, with every tab's full size", async () => {
    await book();
    const all = await analysis();
    const first = await getJson('/api/payment-tracking/analysis?limit=2', ZPaymentTrackingAnalysis);
    const next = await getJson('/api/payment-tracking/analysis?limit=2&offset=2', ZPaymentTrackingAnalysis);
    expect(first.urgentOverdue).toEqual(all.urgentOverdue.slice(0, 2));
    expect(next.urgentOverdue).toEqual(all.urgentOverdue.slice(2, 4));
    expect(first.followUpRequired).toEqual(all.followUpRequired.slice(0, 2));
    expect(first.totals).toEqual({
      urgentOverdue: all.urgentOverdue.length,
      recentOverdue: all.recentOverdue.length,
      dueSoon: all.dueSoon.length,
      followUpRequired: all.followUpRequired.length,
    });
    expect((await t.call('GET', '/api/payment-tracking/analysis?limit=0')).status).toBe(400);
  });

  it('sorts each customer into one tab by the documented rules', async () => {
    const c = await book();
    const tabs = await analysis();
    expect(ids(tabs.urgentOverdue)).toEqual([c.big.id, c.ancient.id, c.old.id, c.noPhone.id]);
    expect(ids(tabs.recentOverdue)).toEqual([c.recent.id, c.contacted.id]);
    expect(ids(tabs.dueSoon)).toEqual([c.soon.id]);
    // Overdue and nobody contacted them in 7 days.
    expect(new Set(ids(tabs.followUpRequired))).toEqual(new Set([c.big.id, c.ancient.id, c.old.id, c.noPhone.id, c.recent.id]));

    const entry = (id: string) => [...tabs.urgentOverdue, ...tabs.recentOverdue, ...tabs.dueSoon].find((e) => e.customerId === id)!;
    expect(entry(c.big.id)).toEqual({
      customerId: c.big.id,
      customerName: 'Bharat Steels',
      phone: c.big.phone,
      priority: 'urgent',
      overdueAmount: 150000,
      daysOverdue: 5,
      daysSinceContact: null,
      recommendedAction: 'urgent_call',
    });
    expect(entry(c.ancient.id)).toMatchObject({ priority: 'urgent', recommendedAction: 'urgent_call', daysOverdue: 90 });
    expect(entry(c.old.id)).toMatchObject({ priority: 'high', recommendedAction: 'ai_call', daysOverdue: 40, overdueAmount: 20000 });
    expect(entry(c.recent.id)).toMatchObject({ priority: 'medium', recommendedAction: 'whatsapp', daysOverdue: 10 });
    expect(entry(c.contacted.id)).toMatchObject({ daysSinceContact: 2, priority: 'medium' });
    expect(entry(c.soon.id)).toMatchObject({ priority: 'low', recommendedAction: 'sms', daysOverdue: -2, overdueAmount: 4500.5 });
    expect(entry(c.noPhone.id)).toMatchObject({ phone: null, priority: 'high' });
  });

  it('tiles add up with the customers and invoices in the database', async () => {
    await book();
    const tabs = await analysis();
    const tiles = await dashboard();
    const owing = await db().execute(sql`
      select count(distinct i.customer_id)::int as n, sum(i.amount_paise)::bigint as total from invoices i
      where not exists (select 1 from payments p where p.customer_id = i.customer_id)`);
    const row = (owing as unknown as { rows: { n: number; total: string }[] }).rows[0]!;
    expect(tiles.totalCustomersWithDues).toBe(row.n);
    expect(tiles.totalOutstandingAmount).toBe(Number(row.total) / 100);
    expect(tiles.urgentFollowUps).toBe(tabs.urgentOverdue.length);
    // Everyone in a tab with a phone and no contact in the last day.
    expect(tiles.scheduledFollowUps).toBe(6);
    const overdue = await db().execute(sql`select count(distinct customer_id)::int as n from invoices where due_date < current_date`);
    const overdueWithPayments = 1; // Hari Prasad paid his only overdue invoice
    expect(tabs.urgentOverdue.length + tabs.recentOverdue.length).toBe(
      (overdue as unknown as { rows: { n: number }[] }).rows[0]!.n - overdueWithPayments,
    );
  });

  it('changes when an invoice is paid', async () => {
    const c = await book();
    await make.payment(c.old.id, 2_000_000);
    const tabs = await analysis();
    expect(ids(tabs.urgentOverdue)).not.toContain(c.old.id);
    expect(ids(tabs.followUpRequired)).not.toContain(c.old.id);
    expect((await dashboard()).urgentFollowUps).toBe(3);
  });

  it('makes a big balance urgent by the stored threshold, and the threshold can be changed', async () => {
    const c = await book();
    expect(await getJson('/api/payment-tracking/settings', ZPaymentTrackingSettings)).toEqual({ urgentAmountThreshold: 100000 });
    const updated = t.nextEvent('metrics_updated');
    const response = await t.call('PUT', '/api/payment-tracking/settings', { urgentAmountThreshold: 3000 });
    expect(response.status).toBe(200);
    expect(ZPaymentTrackingSettings.parse(await response.json())).toEqual({ urgentAmountThreshold: 3000 });
    await updated;
    const tabs = await analysis();
    // ₹3,000 overdue for 10 days is now urgent.
    expect(ids(tabs.urgentOverdue)).toContain(c.recent.id);
    expect(tabs.urgentOverdue.find((e) => e.customerId === c.recent.id)).toMatchObject({
      priority: 'urgent',
      recommendedAction: 'urgent_call',
    });
    expect(await getJson('/api/payment-tracking/settings', ZPaymentTrackingSettings)).toEqual({ urgentAmountThreshold: 3000 });
  });

  it.each([
    [{ urgentAmountThreshold: 0 }],
    [{ urgentAmountThreshold: 'lots' }],
    [{ urgentAmountThreshold: 10.005 }],
    [{}],
    [{ urgentAmountThreshold: 5, x: 1 }],
  ])('refuses settings %j, naming the field', async (body) => {
    const response = await t.call('PUT', '/api/payment-tracking/settings', body);
    expect(response.status).toBe(400);
    expect(ZApiError.parse(await response.json()).issues?.length).toBeGreaterThan(0);
  });
});

describe('POST /api/payment-tracking/execute-followups', () => {
  it('contacts each customer by their recommended action, skips with reasons, and the lists reflect it', async () => {
    const c = await book();
    const started = await executeAll();
    expect(started).toMatchObject({ scheduled: 6, replayed: false, message: 'Follow-ups started for 6 customers.' });
    expect(started.skipped).toEqual(
      expect.arrayContaining([{ customerId: c.noPhone.id, customerName: 'Indira Sen', reason: 'no phone number' }]),
    );
    expect(started.skipped).toHaveLength(1);
    const execution = await t.settled(started.executionId);
    expect(execution).toMatchObject({ status: 'success', workflowName: 'Execute All Follow-ups' });
    const sent = await db().select().from(messages).where(eq(messages.executionId, started.executionId));
    const channelOf = (id: string) => sent.find((m) => m.customerId === id)?.channel;
    expect(sent).toHaveLength(6);
    expect(channelOf(c.big.id)).toBe('voice');
    expect(channelOf(c.old.id)).toBe('voice');
    expect(channelOf(c.recent.id)).toBe('whatsapp');
    expect(channelOf(c.soon.id)).toBe('sms');
    expect(channelOf(c.contacted.id)).toBe('whatsapp'); // contacted 2 days ago, not in the last day
    expect(sent.find((m) => m.customerId === c.soon.id)?.body).toMatch(/₹4,500\.50 is due on/);
    expect(sent.find((m) => m.customerId === c.big.id)?.body).toContain(
      'urgent call about your payment of ₹1,50,000.00, which is 5 days overdue',
    );
    const attempts = await db().select().from(contactAttempts).where(eq(contactAttempts.executionId, started.executionId));
    expect(attempts).toHaveLength(6);

    const tabs = await analysis();
    expect(ids(tabs.followUpRequired)).toEqual([c.noPhone.id]);
    expect(tabs.urgentOverdue.find((e) => e.customerId === c.big.id)?.daysSinceContact).toBe(0);
    expect((await dashboard()).scheduledFollowUps).toBe(0);
  });

  it('twice in quick succession contacts every customer once', async () => {
    await book();
    const [first, second] = await Promise.all([executeAll(), executeAll()]);
    // Normally the second press answers the first run; should the first have finished already, the
    // second run finds everyone contacted in the last day. Either way nobody hears from us twice.
    if (second.replayed) expect(second.executionId).toBe(first.executionId);
    await t.settled(first.executionId);
    await t.settled(second.executionId);
    // Without a key a press within 10 minutes answers the first run; a new key asks for a new one.
    const third = await executeAll({ 'idempotency-key': 'a-later-press' });
    expect(third.scheduled).toBe(0);
    expect(third.skipped.filter((s) => s.reason === 'contacted in the last 24 hours')).toHaveLength(6);
    await t.settled(third.executionId);
    const sent = await db().select().from(messages);
    expect(sent).toHaveLength(6);
    expect(new Set(sent.map((m) => m.customerId)).size).toBe(6);
  });

  it('answers the running run to a press while it is still going', async () => {
    await book();
    const [running] = await db()
      .insert(workflowExecutions)
      .values({
        workflowType: 'execute_all_follow_ups',
        workflowName: 'Execute All Follow-ups',
        idempotencyKey: 'still-going',
        input: { plan: [], skipped: [] },
      })
      .returning();
    const again = await executeAll();
    expect(again).toMatchObject({ executionId: running!.id, replayed: true, scheduled: 0 });
    expect(again.message).toBe('Follow-ups are already being executed; nobody is contacted twice');
    expect(await db().select().from(workflowExecutions)).toHaveLength(1);
  });

  it('answers the same run for a repeated Idempotency-Key', async () => {
    await book();
    const first = await executeAll({ 'idempotency-key': 'press-1' });
    await t.settled(first.executionId);
    const again = await executeAll({ 'idempotency-key': 'press-1' });
    expect(again).toMatchObject({ executionId: first.executionId, replayed: true, scheduled: 6 });
  });

  it('refuses a body with fields', async () => {
    const response = await t.call('POST', '/api/payment-tracking/execute-followups', { everyone: true });
    expect(response.status).toBe(400);
  });
});

describe('POST /api/payment-tracking/followup/:customerId', () => {
  it.each([
    ['urgent_call', 'voice', /^Namaste Deepak Nair\. This is an urgent call/],
    ['ai_call', 'voice', /^Namaste Deepak Nair\. This is a reminder about your pending payment of ₹3,000\.00/],
    ['whatsapp', 'whatsapp', /^Hello Deepak, this is a friendly reminder that ₹3,000\.00/],
    ['sms', 'sms', /^Dear Deepak, your payment of Rs\. 3,000\.00 is overdue since/],
  ] as const)('%s sends by %s and records a contact attempt', async (action, channel, body) => {
    const customer = await make.customer({ name: 'Deepak Nair', phone: '+91 98450 12345' });
    await make.invoice(customer.id, 300_000, -10);
    const response = await t.call('POST', `/api/payment-tracking/followup/${customer.id}`, { action });
    expect(response.status).toBe(202);
    const started = ZFollowUpResponse.parse(await response.json());
    expect(started).toMatchObject({ action, customer: { id: customer.id, name: 'Deepak Nair', phone: '+91 98450 12345' } });
    const execution = await t.settled(started.executionId);
    expect(execution).toMatchObject({ status: 'success', workflowName: 'Customer Follow-up' });
    const [message] = await db().select().from(messages).where(eq(messages.executionId, started.executionId));
    expect(message).toMatchObject({ channel, customerId: customer.id, to: '+91 98450 12345' });
    expect(message?.body).toMatch(body);
    const attempts = await db().select().from(contactAttempts).where(eq(contactAttempts.customerId, customer.id));
    expect(attempts).toEqual([expect.objectContaining({ channel, executionId: started.executionId })]);
    expect((await analysis()).followUpRequired).toEqual([]);
  });

  it('answers 422 with a clear message for a customer without a phone, and starts nothing', async () => {
    const customer = await make.customer({ name: 'Indira Sen', phone: null });
    await make.invoice(customer.id, 300_000, -10);
    const response = await t.call('POST', `/api/payment-tracking/followup/${customer.id}`, { action: 'sms' });
    expect(response.status).toBe(422);
    expect(ZApiError.parse(await response.json())).toEqual({
      error: 'no_phone',
      message: 'Indira Sen has no phone number, so no SMS reminder can be made',
    });
    expect(await db().select().from(workflowExecutions)).toEqual([]);
  });

  it('answers 404 for an unknown customer and 400 for a bad action', async () => {
    const missing = await t.call('POST', '/api/payment-tracking/followup/7f1d3c1e-0000-4000-8000-000000000000', { action: 'sms' });
    expect(missing.status).toBe(404);
    const [customer] = await db().insert(customers).values({ name: 'X', phone: '+91 98450 11111' }).returning();
    await db()
      .insert(invoices)
      .values({ customerId: customer!.id, invoiceNumber: 'X/1', amountPaise: 100, issuedOn: '2024-01-01', dueDate: '2024-01-31' });
    const bad = await t.call('POST', `/api/payment-tracking/followup/${customer!.id}`, { action: 'carrier_pigeon' });
    expect(bad.status).toBe(400);
    expect(ZApiError.parse(await bad.json()).issues?.[0]?.path).toBe('action');
  });
});
