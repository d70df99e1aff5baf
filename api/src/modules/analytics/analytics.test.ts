import ExcelJS from 'exceljs';
import { ANALYTICS_REALTIME_SCOPES, ZAdvancedAnalytics, ZAnalyticsSummary } from '@duesflow/shared-contracts/analytics';
import { ZApiError } from '@duesflow/shared-contracts/common';
import { ZCollectorPerformance } from '@duesflow/shared-contracts/collector-performance';
import { ZPaymentLinkStarted } from '@duesflow/shared-contracts/workflows';
import { dsoCountBack, roiLabel, roiOf } from './formulas';
import { callOutcomes } from '../../core/db/schema/call-outcomes';
import { contactAttempts } from '../../core/db/schema/contact-attempts';
import { customerOwners } from '../../core/db/schema/customer-owners';
import { customers } from '../../core/db/schema/customers';
import { invoices } from '../../core/db/schema/invoices';
import { messageAttempts } from '../../core/db/schema/message-attempts';
import { messages } from '../../core/db/schema/messages';
import { paymentLinks } from '../../core/db/schema/payment-links';
import { payments } from '../../core/db/schema/payments';
import { customerPromises } from '../../core/db/schema/promises-disputes';
import { customerPageActions, customerPageTokens } from '../../core/db/schema/customer-pages';
import { workflowExecutions } from '../../core/db/schema/workflow-executions';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * A small hand-made data set; every expected figure below is worked out by hand in the comments
 * (formulas: docs/analytics.md). Now is Sunday 15 March 2026, 12:00 in India.
 */
const NOW = new Date('2026-03-15T12:00:00+05:30');
const ist = (local: string) => new Date(`${local}+05:30`);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
});
afterAll(() => t.stop());

let sequence = 0;
async function seed() {
  const db = t.deps.db;
  const [a] = await db.insert(customers).values({ name: 'Asha Patil', phone: '+91 9800000001', language: 'hi' }).returning();
  const [b] = await db.insert(customers).values({ name: 'Bhavesh Shah', phone: '+91 9800000002', language: 'en' }).returning();
  // A1 ₹1,000 issued 20 Feb due 5 Mar; A2 ₹500 issued 10 Mar due 25 Mar; B1 ₹2,000 issued 3 Mar due 10 Mar.
  await db.insert(invoices).values([
    { customerId: a!.id, invoiceNumber: 'A1', amountPaise: 100_000, issuedOn: '2026-02-20', dueDate: '2026-03-05' },
    { customerId: a!.id, invoiceNumber: 'A2', amountPaise: 50_000, issuedOn: '2026-03-10', dueDate: '2026-03-25' },
    { customerId: b!.id, invoiceNumber: 'B1', amountPaise: 200_000, issuedOn: '2026-03-03', dueDate: '2026-03-10' },
    { customerId: b!.id, invoiceNumber: 'B0', amountPaise: 99_999, issuedOn: '2026-03-01', dueDate: '2026-03-09', status: 'cancelled' },
  ]);
  await db.insert(payments).values([
    { customerId: a!.id, amountPaise: 40_000, receivedAt: ist('2026-03-04T10:00:00'), method: 'upi' },
    { customerId: a!.id, amountPaise: 60_000, receivedAt: ist('2026-03-12T10:00:00'), method: 'upi' },
    { customerId: b!.id, amountPaise: 50_000, receivedAt: ist('2026-03-14T09:00:00'), method: 'neft' },
    // Matches no customer: collected, but settles no receivable.
    { customerId: null, amountPaise: 10_000, receivedAt: ist('2026-03-15T11:30:00'), method: 'payment_link' },
  ]);
  const message = async (
    customerId: string,
    channel: 'voice' | 'sms' | 'whatsapp',
    provider: string,
    status: 'queued' | 'delivered' | 'completed' | 'failed',
    at: Date,
  ) => {
    sequence += 1;
    const [row] = await db
      .insert(messages)
      .values({
        customerId,
        channel,
        to: '+919800000000',
        body: 'Reminder',
        provider,
        status,
        idempotencyKey: `analytics-${sequence}`,
        createdAt: at,
      })
      .returning();
    return row!;
  };
  const sms = await message(a!.id, 'sms', 'msg91', 'delivered', ist('2026-03-11T10:00:00'));
  const call = await message(a!.id, 'voice', 'exotel', 'completed', ist('2026-03-13T11:00:00'));
  const chat = await message(b!.id, 'whatsapp', 'gupshup', 'failed', ist('2026-03-13T08:00:00'));
  await message(b!.id, 'voice', 'exotel', 'queued', ist('2026-03-15T11:59:00'));
  // Spend: voice ₹2.00 (INR), SMS $0.01 × 85 = ₹0.85, WhatsApp: a refused try (not billed) then ₹0.40.
  const attempt = (
    messageId: string,
    attemptNo: number,
    status: 'delivered' | 'completed' | 'failed',
    cost: number,
    currency: string,
    at: Date,
  ) => ({
    messageId,
    attemptNo,
    providerName: 'p',
    status,
    idempotencyKey: `${messageId}:${attemptNo}`,
    cost,
    currency,
    createdAt: at,
  });
  await db
    .insert(messageAttempts)
    .values([
      attempt(sms.id, 1, 'delivered', 0.01, 'USD', ist('2026-03-11T10:00:00')),
      attempt(call.id, 1, 'completed', 2, 'INR', ist('2026-03-13T11:00:00')),
      attempt(chat.id, 1, 'failed', 0.5, 'INR', ist('2026-03-13T08:00:00')),
      attempt(chat.id, 2, 'delivered', 0.4, 'INR', ist('2026-03-13T08:00:00')),
    ]);
  await db.insert(contactAttempts).values([
    { customerId: a!.id, channel: 'sms', outcome: 'delivered', messageId: sms.id, createdAt: ist('2026-03-11T10:00:00') },
    { customerId: a!.id, channel: 'voice', outcome: 'completed', messageId: call.id, createdAt: ist('2026-03-13T11:00:00') },
    { customerId: b!.id, channel: 'whatsapp', outcome: 'failed', messageId: chat.id, createdAt: ist('2026-03-13T08:00:00') },
    // Before both windows.
    { customerId: b!.id, channel: 'sms', outcome: 'delivered', createdAt: ist('2026-03-01T10:00:00') },
  ]);
  const run = (type: 'bulk_sms' | 'payment_link', name: string, status: 'success' | 'failed', at: Date) => {
    sequence += 1;
    return { workflowType: type, workflowName: name, status, idempotencyKey: `analytics-run-${sequence}`, startedAt: at, finishedAt: at };
  };
  await db.insert(workflowExecutions).values([
    run('bulk_sms', 'Bulk SMS Campaign', 'success', ist('2026-03-10T09:00:00')),
    run('bulk_sms', 'Bulk SMS Campaign', 'success', ist('2026-03-11T09:00:00')),
    run('bulk_sms', 'Bulk SMS Campaign', 'failed', ist('2026-03-12T09:00:00')),
    run('payment_link', 'Payment Link', 'failed', ist('2026-03-12T09:30:00')),
    run('payment_link', 'Payment Link', 'success', ist('2026-03-05T09:30:00')), // previous window
  ]);
  const link = (token: string, created: string, expires: string, paidAt: string | null) => ({
    customerId: a!.id,
    customerName: 'Asha Patil',
    amountPaise: 10_000,
    token,
    url: `http://duesflow.test/pay/${token}`,
    gateway: 'sandbox',
    status: (paidAt ? 'paid' : 'active') as 'paid' | 'active',
    createdAt: ist(created),
    expiresAt: ist(expires),
    paidAt: paidAt ? ist(paidAt) : null,
  });
  await db.insert(paymentLinks).values([
    link('kept', '2026-03-10T10:00:00', '2026-03-17T10:00:00', '2026-03-12T10:00:00'), // kept
    link('broken', '2026-03-10T10:00:00', '2026-03-12T10:00:00', null), // expired unpaid: broken
    link('open', '2026-03-14T10:00:00', '2026-03-20T10:00:00', null), // not decided yet
  ]);
  const promise = (promisedDate: string, status: 'open' | 'kept' | 'broken' | 'replaced' | 'withdrawn') => ({
    customerId: b!.id,
    madeAt: ist('2026-03-01T10:00:00'),
    promisedDate,
    dueAtPromisePaise: 200_000,
    paidBeforePaise: 0,
    source: 'staff' as const,
    status,
  });
  await db.insert(customerPromises).values([
    promise('2026-03-12', 'kept'),
    promise('2026-03-11', 'broken'),
    promise('2026-03-13', 'broken'),
    promise('2026-03-01', 'kept'), // promised before the week
    promise('2026-03-20', 'open'), // not settled: not counted
    promise('2026-03-12', 'replaced'), // never came due: not counted
    promise('2026-03-10', 'withdrawn'),
  ]);
  // The customer's page: A opened two links (3 opens, last 14 Mar; 1 open, 15 Mar 11:00), B one (2 opens,
  // last 1 Mar). A promised on 14 Mar (and pressed again: the repeat counts once) and opted out 12 Mar;
  // B disputed 1 Mar and said it paid 13 Mar.
  const pageLink = (customerId: string, hash: string, visits: number, lastVisitedAt: Date) => ({
    customerId,
    tokenHash: hash,
    createdAt: ist('2026-02-25T10:00:00'),
    expiresAt: ist('2026-03-27T10:00:00'),
    visits,
    lastVisitedAt,
  });
  await db
    .insert(customerPageTokens)
    .values([
      pageLink(a!.id, 'a-first', 3, ist('2026-03-14T10:00:00')),
      pageLink(a!.id, 'a-second', 1, ist('2026-03-15T11:00:00')),
      pageLink(b!.id, 'b-first', 2, ist('2026-03-01T10:00:00')),
    ]);
  const [first] = await db
    .insert(customerPageActions)
    .values({ customerId: a!.id, action: 'promise', detail: { date: '2026-03-20' }, at: ist('2026-03-14T10:01:00') })
    .returning();
  await db.insert(customerPageActions).values([
    {
      customerId: a!.id,
      action: 'promise',
      detail: { date: '2026-03-20', confirmation: { status: 'none', repeatOf: first!.id } },
      at: ist('2026-03-14T10:01:05'),
    },
    { customerId: a!.id, action: 'opt_out', detail: { channels: ['sms'] }, at: ist('2026-03-12T09:00:00') },
    { customerId: b!.id, action: 'dispute', detail: { reason: 'Wrong rate' }, at: ist('2026-03-01T10:05:00') },
    { customerId: b!.id, action: 'paid_claim', detail: { reference: 'UTR1' }, at: ist('2026-03-13T16:00:00') },
  ]);
}

beforeAll(async () => {
  await t.resetData();
  await seed();
});

async function summary(range: string) {
  const response = await t.call('GET', `/api/analytics/summary?range=${range}`);
  expect(response.status).toBe(200);
  return ZAnalyticsSummary.parse(await response.json());
}
async function advanced(period: string) {
  const response = await t.call('GET', `/api/analytics/advanced?period=${period}`);
  expect(response.status).toBe(200);
  return ZAdvancedAnalytics.parse(await response.json());
}

describe('GET /api/analytics/summary', () => {
  it('works out the KPI tiles of the range against the previous range', async () => {
    const s = await summary('7d');
    // This range: 9–15 March; previous: 2–8 March.
    expect([s.from, s.to, s.previousFrom, s.previousTo]).toEqual(['2026-03-09', '2026-03-15', '2026-03-02', '2026-03-08']);
    // Collected: 600 + 500 + 100 = ₹1,200; before: ₹400.
    expect(s.kpis.amountCollected).toEqual({ value: 1200, previous: 400, change: 800, changePercent: 200 });
    // Receivables at the end of 1 Mar: A1 1,000 (current). End of 8 Mar: A1 600 (overdue) + B1 2,000 (current) = 2,600.
    // End of 15 Mar: A 1,000 paid settles A1, A2 500 open (current); B1 1,500 (overdue) = 2,000, current 500.
    // Credit sales this range: A2 500; before: B1 2,000 (the cancelled B0 counts nowhere).
    // Collection rate: 1,200 ÷ (2,600 + 500) = 38.7 %; before: 400 ÷ (1,000 + 2,000) = 13.3 %.
    expect(s.kpis.collectionRate).toEqual({ value: 38.7, previous: 13.3, change: 25.4, changePercent: 191 });
    // CEI: (2,600 + 500 − 2,000) ÷ (2,600 + 500 − 500) = 42.3 %; before: (1,000 + 2,000 − 2,600) ÷ (1,000 + 2,000 − 2,000) = 40 %.
    expect(s.kpis.cei).toEqual({ value: 42.3, previous: 40, change: 2.3, changePercent: 5.8 });
    // DSO: 2,000 left at 15 Mar; the month back (15 Feb, 15 Mar] — 28 days — sold 1,000 + 2,000 + 500 = 3,500:
    // 2,000 ÷ 3,500 × 28 = 16.0. Before: 2,600 at 8 Mar; (8 Feb, 8 Mar] sold 3,000: 2,600 ÷ 3,000 × 28 = 24.3.
    expect(s.kpis.dso).toEqual({ value: 16, previous: 24.3, change: -8.3, changePercent: -34.2 });
  });

  it('lists workflows with their success rate and status, communications per channel and the channel split', async () => {
    const s = await summary('7d');
    // Bulk SMS: 2 of 3 succeeded = 66.7 % (warning: below 90); Payment Link: 0 of 1 (error: below 50).
    expect(s.workflows).toEqual([
      expect.objectContaining({
        workflowName: 'Bulk SMS Campaign',
        runs: 3,
        succeeded: 2,
        failed: 1,
        successRate: 66.7,
        status: 'warning',
      }),
      expect.objectContaining({ workflowName: 'Payment Link', runs: 1, succeeded: 0, failed: 1, successRate: 0, status: 'error' }),
    ]);
    // SMS 11 Mar delivered, A paid 12 Mar (within 7 days); the call 13 Mar answered, A paid nothing after;
    // WhatsApp 13 Mar failed, B paid 14 Mar.
    expect(s.communications).toEqual([
      { channel: 'voice', sent: 1, delivered: 1, paid: 0, deliveryRate: 100, paidRate: 0 },
      { channel: 'sms', sent: 1, delivered: 1, paid: 1, deliveryRate: 100, paidRate: 100 },
      { channel: 'whatsapp', sent: 1, delivered: 0, paid: 1, deliveryRate: 0, paidRate: 100 },
      { channel: 'email', sent: 0, delivered: 0, paid: 0, deliveryRate: null, paidRate: null },
    ]);
    expect(s.channelSplit).toEqual([
      { channel: 'voice', contacts: 1, share: 33.3 },
      { channel: 'sms', contacts: 1, share: 33.3 },
      { channel: 'whatsapp', contacts: 1, share: 33.3 },
    ]);
  });

  it('draws the trend per day of the range', async () => {
    const s = await summary('7d');
    expect(s.trend.map((p) => [p.date, p.collected, p.invoiced, p.payments])).toEqual([
      ['2026-03-09', 0, 0, 0],
      ['2026-03-10', 0, 500, 0],
      ['2026-03-11', 0, 0, 0],
      ['2026-03-12', 600, 0, 1],
      ['2026-03-13', 0, 0, 0],
      ['2026-03-14', 500, 0, 1],
      ['2026-03-15', 100, 0, 1],
    ]);
  });

  it('changes with the range', async () => {
    const s = await summary('30d');
    // 14 Feb – 15 Mar holds every payment; the previous 30 days none.
    expect(s.kpis.amountCollected).toEqual({ value: 1600, previous: 0, change: 1600, changePercent: null });
    expect(s.trend).toHaveLength(30);
    expect(s.trend.every((p) => p.days === 1)).toBe(true);
    // 90 days: 12 weeks and the 6 days up to today; 365 days: 12 × 30 days and the 5 up to today.
    const weeks = (await summary('90d')).trend;
    expect(weeks.map((p) => p.days)).toEqual([...Array<number>(12).fill(7), 6]);
    expect(weeks.at(-1)!.date).toBe('2026-03-10');
    const months = (await summary('1y')).trend;
    expect(months.map((p) => p.days)).toEqual([...Array<number>(12).fill(30), 5]);
    expect(months.at(-1)!.date).toBe('2026-03-11');
  });

  it('answers 400 naming an unknown range', async () => {
    const response = await t.call('GET', '/api/analytics/summary?range=2w');
    expect(response.status).toBe(400);
    const body = ZApiError.parse(await response.json());
    expect(body.issues?.[0]?.path).toBe('range');
    expect(body.message).toContain('range');
  });

  it('is readable by a viewer and closed to anyone signed out', async () => {
    expect((await t.callAs('viewer', 'GET', '/api/analytics/summary')).status).toBe(200);
    expect((await t.callAnonymous('GET', '/api/analytics/summary')).status).toBe(401);
  });
});

describe('ROI', () => {
  it('is collected ÷ spend from ₹100 of spend on, with Indian grouping; "—" below it', () => {
    // ₹1,200 over ₹3.25 of SMS: 369.2x says nothing about the channels.
    expect(roiOf(120_000, 325)).toBeNull();
    expect(roiLabel(roiOf(120_000, 325))).toBe('—');
    expect(roiOf(120_000, 9_999)).toBeNull();
    // ₹1,580 over ₹100: 15.8x; ₹25,26,450 over ₹100: 25,264.5x.
    expect(roiLabel(roiOf(158_000, 10_000))).toBe('15.8x');
    expect(roiLabel(roiOf(252_645_000, 10_000))).toBe('25,264.5x');
  });
});

describe('DSO count-back', () => {
  it('walks back whole months until one month’s sales cover what is left', () => {
    // ₹5,000 at 31 Mar; March (31 days) sold 2,000, February (28) 2,000, January (31) 4,000:
    // 31 + 28 + 1,000 ÷ 4,000 × 31 = 66.75 → 66.8 days.
    const sales: Record<string, number> = { '2026-02-28': 2000, '2026-01-31': 2000, '2025-12-31': 4000 };
    expect(dsoCountBack(5000, '2026-03-31', (after) => sales[after] ?? 0)).toBe(66.8);
    expect(dsoCountBack(0, '2026-03-31', () => 1000)).toBe(0);
  });
});

describe('GET /api/analytics/advanced', () => {
  it('works out the live overview for the period', async () => {
    const a = await advanced('week');
    // Contacts: 1 call, 1 SMS (and 1 WhatsApp); 2 of 3 followed by a payment within 7 days; 2 reached.
    expect(a.today).toEqual({
      callsMade: 1,
      smssSent: 1,
      contactsMade: 2,
      paymentsReceived: 3,
      totalAmount: 1200,
      successRate: 66.7,
      responseRate: 66.7,
    });
    // One call placed and not answered yet; one payment at 11:30 (within the hour); SMS → payment 1,440 min,
    // WhatsApp → payment 1,500 min: 1,470 on average. SMS and WhatsApp both 100 %: the first in channel order.
    expect(a.realTime).toEqual({ activeCallsNow: 1, paymentsLastHour: 1, avgResponseTime: 1470, topPerformingChannel: 'sms' });
    // A and B were contacted and both paid after their first contact: 100 %. 1,200 ÷ 3 = 400.
    expect(a.quickStats).toEqual({ responseRate: 66.7, averagePayment: 400, avgResponseTime: 1470, conversionRate: 100 });
    expect(a.activity.slice(0, 4).map((e) => [e.kind, e.customerName, e.amount])).toEqual([
      ['payment', '', 100],
      ['payment', 'Bhavesh Shah', 500],
      ['voice', 'Asha Patil', null],
      ['whatsapp', 'Bhavesh Shah', null],
    ]);
  });

  it('gives each channel its stats, and costs with ROI and the efficiency ranking', async () => {
    const a = await advanced('week');
    const sms = a.channels.find((c) => c.channel === 'sms')!;
    expect(sms).toEqual({
      channel: 'sms',
      provider: 'msg91',
      successRate: 100,
      totalContacts: 1,
      successfulPayments: 1,
      costPerContact: 0.85,
      costPerSuccess: 0.85,
      avgResponseTime: 1440,
      bestTimeSlot: '10:00–11:00',
      spend: 0.85,
      responseRate: 100,
    });
    expect(a.channels.find((c) => c.channel === 'voice')).toMatchObject({
      provider: 'exotel',
      costPerContact: 2,
      costPerSuccess: null,
      bestTimeSlot: '',
    });
    // Spend 2.00 + 0.85 + 0.40 = ₹3.25; 3 payments: ₹1.08 each; ₹0.0027 per rupee. ROI 1,200 ÷ 3.25 would be
    // 369.2x: below ₹100 of spend it is not shown.
    expect(a.cost).toMatchObject({
      totalSpend: 3.25,
      costPerPayment: 1.08,
      roi: null,
      roiLabel: '—',
      costPerRupeeCollected: 0.0027,
      usdToInr: 85,
    });
    expect(a.cost.channelEfficiency.map((e) => [e.channel, e.costPerSuccess, e.rating])).toEqual([
      ['whatsapp', 0.4, 'Excellent'],
      ['sms', 0.85, 'Good'],
      ['voice', null, 'Average'],
    ]);
  });

  it('shows the last six days with arrows against the day before', async () => {
    const a = await advanced('today');
    expect(a.trends.map((d) => [d.date, d.contacts, d.paymentsReceived, d.amountThousands, d.successRate, d.arrows])).toEqual([
      ['2026-03-10', 0, 0, 0, null, { contacts: 'same', payments: 'same', amount: 'same', successRate: 'same' }],
      ['2026-03-11', 1, 0, 0, 100, { contacts: 'up', payments: 'same', amount: 'same', successRate: 'up' }],
      ['2026-03-12', 0, 1, 0.6, null, { contacts: 'down', payments: 'up', amount: 'up', successRate: 'down' }],
      ['2026-03-13', 2, 0, 0, 50, { contacts: 'up', payments: 'down', amount: 'down', successRate: 'up' }],
      ['2026-03-14', 0, 1, 0.5, null, { contacts: 'down', payments: 'up', amount: 'up', successRate: 'down' }],
      ['2026-03-15', 0, 1, 0.1, null, { contacts: 'same', payments: 'same', amount: 'down', successRate: 'same' }],
    ]);
  });

  it('gives success by hour, by language and by overdue segment with the preferred channel', async () => {
    const a = await advanced('week');
    expect(a.insights.bestCallTimes).toEqual([
      { hour: 8, successRate: 100, volume: 1 },
      { hour: 10, successRate: 100, volume: 1 },
      { hour: 11, successRate: 0, volume: 1 },
    ]);
    expect(a.insights.languagePreferences).toEqual([
      { language: 'hi', successRate: 50, volume: 2 },
      { language: 'en', successRate: 100, volume: 1 },
    ]);
    // Today A owes only A2 (due 25 Mar): not overdue. B owes B1, due 10 Mar: 5 days.
    expect(a.insights.customerSegments.slice(0, 2)).toEqual([
      { segment: 'Not overdue', customers: 1, avgDaysOverdue: 0, successRate: 50, preferredChannel: 'sms' },
      { segment: '1–30 days', customers: 1, avgDaysOverdue: 5, successRate: 100, preferredChannel: 'whatsapp' },
    ]);
  });

  it('adds the ageing table, the promise-kept rate and the cost per rupee collected', async () => {
    const a = await advanced('week');
    expect(a.collections.ageing).toEqual([
      { bucket: 'current', amount: 500, invoices: 1, customers: 1 },
      { bucket: '1–30', amount: 1500, invoices: 1, customers: 1 },
      { bucket: '31–60', amount: 0, invoices: 0, customers: 0 },
      { bucket: '61–90', amount: 0, invoices: 0, customers: 0 },
      { bucket: '90+', amount: 0, invoices: 0, customers: 0 },
    ]);
    // Promises dated 9–15 Mar that settled: kept 12 Mar, broken 11 and 13 Mar: 1 of 3 (open, replaced, withdrawn and
    // the one dated 1 Mar are not counted).
    expect(a.collections).toMatchObject({
      promisesMade: 3,
      promisesKept: 1,
      promisesBroken: 2,
      promiseKeptRate: 33.3,
      costPerRupeeCollected: 0.0027,
    });
    // Over the quarter the one dated 1 Mar counts too: 2 of 4.
    expect((await advanced('quarter')).collections).toMatchObject({ promisesMade: 4, promisesKept: 2, promiseKeptRate: 50 });
  });

  it("counts the customer's page over the period: customers who opened it, their links' opens, the actions there", async () => {
    // Today: A's second link (1 open). The week (9–15 Mar): A's two links; a promise (its repeat once), a paid
    // claim and an opt-out. The quarter: B's link and dispute too.
    expect((await advanced('today')).collections.customerPage).toEqual({
      customersOpened: 1,
      visits: 1,
      promises: 0,
      disputes: 0,
      paidClaims: 0,
      optOuts: 0,
    });
    expect((await advanced('week')).collections.customerPage).toEqual({
      customersOpened: 1,
      visits: 4,
      promises: 1,
      disputes: 0,
      paidClaims: 1,
      optOuts: 1,
    });
    expect((await advanced('quarter')).collections.customerPage).toEqual({
      customersOpened: 2,
      visits: 6,
      promises: 1,
      disputes: 1,
      paidClaims: 1,
      optOuts: 1,
    });
  });

  it('changes with the period', async () => {
    const today = await advanced('today');
    expect(today.today).toMatchObject({ contactsMade: 0, paymentsReceived: 1, totalAmount: 100 });
    expect(today.cost.totalSpend).toBe(0);
    const quarter = await advanced('quarter');
    expect(quarter.today).toMatchObject({ contactsMade: 3, paymentsReceived: 4, totalAmount: 1600 });
  });

  it('answers 400 naming an unknown period', async () => {
    const response = await t.call('GET', '/api/analytics/advanced?period=year');
    expect(response.status).toBe(400);
    const body = ZApiError.parse(await response.json());
    expect(body.issues?.[0]?.path).toBe('period');
  });
});

describe('GET /api/analytics/collectors', () => {
  beforeAll(async () => {
    const db = t.deps.db;
    const byName = Object.fromEntries((await db.select().from(customers)).map((row) => [row.name, row.id]));
    const [asha, bhavesh] = [byName['Asha Patil']!, byName['Bhavesh Shah']!];
    // Asha is the collector's, Bhavesh the admin's.
    await db.insert(customerOwners).values([
      { customerId: asha, collectorId: t.userIds.collector },
      { customerId: bhavesh, collectorId: t.userIds.admin },
    ]);
    const call = (customerId: string, staffId: string, outcome: 'answered' | 'no_answer' | 'wrong_number' | 'promised', at: string) => ({
      customerId,
      staffId,
      outcome,
      promisedDate: outcome === 'promised' ? '2026-03-20' : null,
      createdAt: ist(at),
    });
    await db.insert(callOutcomes).values([
      call(asha, t.userIds.collector, 'no_answer', '2026-03-13T11:00:00'),
      call(asha, t.userIds.collector, 'promised', '2026-03-14T11:00:00'),
      call(asha, t.userIds.collector, 'answered', '2026-03-01T11:00:00'), // before the week
      call(bhavesh, t.userIds.admin, 'wrong_number', '2026-03-15T10:00:00'),
    ]);
  });
  afterAll(async () => {
    await t.deps.db.delete(callOutcomes);
    await t.deps.db.delete(customerOwners);
  });

  const collectors = async (period: string) => {
    const response = await t.call('GET', `/api/analytics/collectors?period=${period}`);
    expect(response.status).toBe(200);
    return ZCollectorPerformance.parse(await response.json());
  };

  it('works out each collector’s calls, right-party contacts, promises, collections and worked share, most collected first', async () => {
    const week = await collectors('week');
    expect(week).toMatchObject({ period: 'week', from: '2026-03-09', to: '2026-03-15' });
    // Active admins and collectors only (not the viewer). Asha paid ₹600 on 12 Mar, Bhavesh ₹500 on 14 Mar.
    expect(week.collectors.map((row) => row.name)).toEqual(['Test Collector', 'Test Admin']);
    // The collector: 2 calls in the week (no answer; promised: the right party), 1 promise taken; Asha still owes ₹500 and was called.
    expect(week.collectors[0]).toMatchObject({
      role: 'collector',
      portfolio: 1,
      calls: 2,
      rightPartyContacts: 1,
      rightPartyRate: 50,
      promisesTaken: 1,
      promisesKept: 0,
      promisesBroken: 0,
      promiseKeptRate: null,
      collected: 600,
      owing: 1,
      worked: 1,
      worklistCompletion: 100,
    });
    // The admin: a wrong number (no right party); Bhavesh's promises dated in the week: kept 12 Mar, broken 11 and 13 Mar.
    expect(week.collectors[1]).toMatchObject({
      role: 'admin',
      calls: 1,
      rightPartyContacts: 0,
      rightPartyRate: 0,
      promisesKept: 1,
      promisesBroken: 2,
      promiseKeptRate: 33.3,
      collected: 500,
      worklistCompletion: 100,
    });
    // Over the quarter the answered call of 1 Mar counts too.
    expect((await collectors('quarter')).collectors[0]).toMatchObject({ calls: 3, rightPartyContacts: 2, rightPartyRate: 66.7 });
  });

  it('answers 400 naming an unknown period, and is readable by a viewer', async () => {
    const bad = await t.call('GET', '/api/analytics/collectors?period=decade');
    expect(bad.status).toBe(400);
    expect(ZApiError.parse(await bad.json()).issues?.[0]?.path).toBe('period');
    expect((await t.callAs('viewer', 'GET', '/api/analytics/collectors?period=week')).status).toBe(200);
    expect((await t.callAnonymous('GET', '/api/analytics/collectors')).status).toBe(401);
  });
});

/** The workbook's rows as [Section, Figure, Value] with the value as ExcelJS read it. */
async function workbookRows(response: Response): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push([row.getCell(1).value, row.getCell(2).value, row.getCell(3).value]));
  return rows;
}
const valueOf = (rows: unknown[][], section: string, figure: string) => rows.find((row) => row[0] === section && row[1] === figure)?.[2];

describe('GET /api/analytics/export (Advanced Analytics)', () => {
  it('downloads the period’s figures as CSV, UTF-8 with a byte-order mark, one header row', async () => {
    const response = await t.call('GET', '/api/analytics/export?period=week&format=csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="duesflow-analytics-week-2026-03-15.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Section,Figure,Value');
    expect(lines.filter((line) => line.startsWith('Section,'))).toHaveLength(1);
    expect(lines).toContain('Live Overview,Amount received (₹),1200');
    expect(lines).toContain('Live Overview,Success rate (%),66.7');
    // ₹3.25 spent: below ₹100 ROI is left empty, and the figure's name says why.
    expect(lines).toContain('Cost Analysis,ROI (x; shown from ₹100 spend),');
    expect(lines).toContain('Ageing,1–30 (₹),1500');
    expect(lines).toContain("Customer's page,Customers who opened it,1");
    expect(lines).toContain("Customer's page,Visits,4");
  });

  it('downloads the same figures as an Excel workbook, numbers as numbers in rupee and count formats', async () => {
    const response = await t.call('GET', '/api/analytics/export?period=week&format=xlsx');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="duesflow-analytics-week-2026-03-15.xlsx"');
    const rows = await workbookRows(response);
    expect(rows[0]).toEqual(['Section', 'Figure', 'Value']);
    expect(valueOf(rows, 'Live Overview', 'Amount received (₹)')).toBe(1200);
    expect(valueOf(rows, 'Live Overview', 'Success rate (%)')).toBe(66.7);
    expect(valueOf(rows, 'Cost Analysis', 'Total spend (₹)')).toBe(3.25);
    expect(valueOf(rows, 'Ageing', '1–30 (₹)')).toBe(1500);
    expect(valueOf(rows, 'Live Overview', 'Period')).toBe('week');
  });

  it('answers 400 naming an unknown format or period', async () => {
    const bad = await t.call('GET', '/api/analytics/export?period=week&format=pdf');
    expect(bad.status).toBe(400);
    expect(ZApiError.parse(await bad.json()).issues?.[0]?.path).toBe('format');
    expect((await t.call('GET', '/api/analytics/export?period=decade')).status).toBe(400);
  });
});

describe('GET /api/analytics/summary/export (Collection Analytics)', () => {
  it('downloads what the screen shows for the range as CSV with a byte-order mark', async () => {
    const response = await t.call('GET', '/api/analytics/summary/export?range=7d&format=csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="duesflow-collection-analytics-7d-2026-03-15.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Section,Figure,Value');
    expect(lines).toContain('Collection Analytics,From,2026-03-09');
    // The KPI tiles as worked out above: collected ₹1,200 (previous ₹400, +200 %), collection rate 38.7 %, CEI 42.3 %, DSO 16 days.
    expect(lines).toContain('KPIs,Amount collected (₹),1200');
    expect(lines).toContain('KPIs,"Amount collected (₹), previous period",400');
    expect(lines).toContain('KPIs,"Amount collected (₹), change vs previous (%)",200');
    expect(lines).toContain('KPIs,Collection rate (%),38.7');
    expect(lines).toContain('KPIs,"DSO, count-back (days)",16');
    expect(lines).toContain('Workflow Performance: Bulk SMS Campaign,Success rate (%),66.7');
    expect(lines).toContain('Communication Metrics: SMS,Paid,1');
    expect(lines).toContain('Channel Split,Voice share (%),33.3');
    expect(lines).toContain('Collection Trends: 2026-03-12,Collected (₹),600');
    expect(lines).toContain('Collection Trends: 2026-03-10,Invoiced (₹),500');
  });

  it('downloads the range as an Excel workbook with the figures as numbers; 400 for an unknown range or format', async () => {
    const response = await t.call('GET', '/api/analytics/summary/export?range=1y&format=xlsx');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="duesflow-collection-analytics-1y-2026-03-15.xlsx"');
    const rows = await workbookRows(response);
    expect(rows[0]).toEqual(['Section', 'Figure', 'Value']);
    expect(valueOf(rows, 'KPIs', 'Amount collected (₹)')).toBe(1600);
    // The last 30-day bucket of the year covers 5 days, and says so.
    expect(valueOf(rows, 'Collection Trends: 2026-03-11', 'Days covered')).toBe(5);
    expect(valueOf(rows, 'Collection Trends: 2026-03-11', 'Collected (₹)')).toBe(1200);
    const bad = await t.call('GET', '/api/analytics/summary/export?range=2w&format=xlsx');
    expect(bad.status).toBe(400);
    expect(ZApiError.parse(await bad.json()).issues?.[0]?.path).toBe('range');
    expect((await t.call('GET', '/api/analytics/summary/export?range=7d&format=ods')).status).toBe(400);
    expect((await t.callAs('viewer', 'GET', '/api/analytics/summary/export?range=7d&format=csv')).status).toBe(200);
  });
});

describe('live figures', () => {
  // The pay page records payments at the database's time: this app runs on the real clock.
  let live: TestApp;
  beforeAll(async () => {
    live = await createTestApp();
  });
  afterAll(() => live.stop());

  it('paying a link tells the screens (a scope analytics reload on) and moves payments received at once', async () => {
    const [customer] = await live.deps.db.insert(customers).values({ name: 'Chitra Rao', phone: '+91 9800000003' }).returning();
    await live.deps.db
      .insert(invoices)
      .values({ customerId: customer!.id, invoiceNumber: 'C1', amountPaise: 500_000, issuedOn: '2026-01-01', dueDate: '2026-01-31' });
    const read = async () => ZAdvancedAnalytics.parse(await (await live.call('GET', '/api/analytics/advanced?period=today')).json());
    const before = await read();
    const started = ZPaymentLinkStarted.parse(
      await (await live.call('POST', '/api/workflows/payment-link', { amount: 250, customerId: customer!.id })).json(),
    );
    await live.settled(started.executionId);
    const updated = live.nextEvent('metrics_updated', (m) => m.data.scopes.some((scope) => ANALYTICS_REALTIME_SCOPES.includes(scope)));
    expect((await live.call('POST', `${new URL(started.paymentLink).pathname}/confirm`)).status).toBe(200);
    await updated;
    const after = await read();
    expect(after.today.paymentsReceived).toBe(before.today.paymentsReceived + 1);
    expect(after.today.totalAmount).toBe(before.today.totalAmount + 250);
    expect(after.realTime.paymentsLastHour).toBe(before.realTime.paymentsLastHour + 1);
    expect(after.activity[0]).toMatchObject({ kind: 'payment', customerName: 'Chitra Rao', amount: 250 });
  });
});
