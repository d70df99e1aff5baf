import { eq } from 'drizzle-orm';
import { ZCustomerDetail, ZTimelineEvent, ZTimelinePage, type TTimelineEvent } from '@duesflow/shared-contracts/customer-timeline';
import { messages } from '../../../core/db/schema/messages';
import { callAttempts, customerContactPreferences } from '../../../core/db/schema/communications';
import { inboundMessages } from '../../../core/db/schema/inbound-messages';
import { paymentLinks } from '../../../core/db/schema/payment-links';
import { customerPageActions } from '../../../core/db/schema/customer-pages';
import { customerNotes } from '../../../core/db/schema/customer-notes';
import { auditLog } from '../../../core/db/schema/staff';
import { addDays, businessDate } from '../../../core/lib/clock';
import { useTestApp, type Fixtures, type TestApp } from '../../../test/test-app';

/*
 * A customer's staff page: details with open invoices, and one timeline of everything that happened with
 * them, newest first, paged by a cursor with no entry repeated or lost; notes, bounded and audited.
 */

let t: TestApp;
let make: Fixtures;
useTestApp((app) => ({ t, make } = app));

const HOUR = 3600_000;
const hoursAgo = (hours: number) => new Date(t.deps.clock.now().getTime() - hours * HOUR);
const promiseDate = () => addDays(businessDate(t.deps.clock.now()), 7);

async function page(customerId: string, query = '') {
  const response = await t.call('GET', `/api/customers/${customerId}/timeline${query}`);
  expect(response.status).toBe(200);
  return ZTimelinePage.parse(await response.json());
}

/** Every entry, page after page of `limit`, by the cursor each page hands out. */
async function everyPage(customerId: string, limit: number) {
  const pages: TTimelineEvent[][] = [];
  let cursor: string | null = null;
  do {
    const answer = await page(customerId, `?limit=${limit}${cursor ? `&before=${cursor}` : ''}`);
    pages.push(answer.items);
    cursor = answer.nextCursor;
  } while (cursor && pages.length < 100);
  return pages;
}

/** One of each kind of history, hours apart (oldest first), so the order to expect is known. */
async function customerWithHistory() {
  const customer = await make.customer({ name: 'Meera Textiles' });
  const invoice = await make.invoice(customer.id, 5_000_00, -10);
  const db = t.deps.db;
  const [sms] = await db
    .insert(messages)
    .values({
      customerId: customer.id,
      channel: 'sms',
      to: customer.phone!,
      body: 'Your dues of ₹5,000 are overdue',
      provider: 'sandbox',
      status: 'delivered',
      idempotencyKey: `tl-sms-${customer.id}`,
      createdAt: hoursAgo(20),
    })
    .returning();
  await db.insert(messages).values({
    customerId: customer.id,
    channel: 'whatsapp',
    to: customer.phone!,
    body: 'Reminder',
    provider: 'none',
    status: 'failed',
    error: 'Not sent: open dispute (Goods damaged)',
    idempotencyKey: `tl-refused-${customer.id}`,
    createdAt: hoursAgo(19),
  });
  const [call] = await db
    .insert(messages)
    .values({
      customerId: customer.id,
      channel: 'voice',
      to: customer.phone!,
      body: 'Namaste, this is about your dues',
      provider: 'sandbox',
      status: 'completed',
      idempotencyKey: `tl-call-${customer.id}`,
      createdAt: hoursAgo(18),
    })
    .returning();
  await db
    .insert(callAttempts)
    .values({ customerId: customer.id, messageId: call!.id, status: 'completed', outcome: 'commitment', createdAt: hoursAgo(18) });
  await db.insert(inboundMessages).values({
    channel: 'whatsapp',
    vendorMessageId: `wamid.${customer.id}`,
    from: customer.phone!,
    customerId: customer.id,
    text: 'kal bhar dunga',
    answersMessageId: sms!.id,
    receivedAt: hoursAgo(17),
    intent: 'promise',
    evidence: { matched: ['kal'] },
  });
  await db.insert(paymentLinks).values({
    customerId: customer.id,
    customerName: customer.name,
    amountPaise: 5_000_00,
    status: 'active',
    token: `tl-token-${customer.id}`,
    url: 'http://localhost/api/pay/x',
    expiresAt: hoursAgo(-100),
    description: 'Invoice dues',
    createdAt: hoursAgo(16),
  });
  await make.payment(customer.id, 1_234_56, { reference: 'UTR123456789012', receivedAt: hoursAgo(15), invoiceId: invoice.id });
  await db
    .insert(customerPageActions)
    .values({ customerId: customer.id, action: 'paid_claim', detail: { reference: 'UTR999', amount: null }, at: hoursAgo(14) });
  // Staff's actions through the API, which record promises, disputes, notes and audit entries as they happen now.
  return { customer, invoice };
}

async function staffActions(customerId: string, invoiceId: string) {
  const promised = await t.call('POST', `/api/customers/${customerId}/promise-to-pay`, { promisedDate: promiseDate() });
  expect(promised.status).toBe(200);
  const disputed = await t.call('POST', `/api/customers/${customerId}/invoice-disputes`, { invoiceId, reason: 'Wrong rate charged' });
  expect(disputed.status).toBe(201);
  const stopped = await t.call('PUT', `/api/customers/${customerId}/stop-reminders`, { stopReminders: true });
  expect(stopped.status).toBe(200);
  const note = await t.call('POST', `/api/customers/${customerId}/notes`, { text: 'Owner travelling, call after Monday' });
  expect(note.status).toBe(201);
  await t.deps.audit.flush();
  return ZTimelineEvent.parse(await note.json());
}

describe('GET /api/customers/{id}', () => {
  it('answers the customer with what they owe and their open invoices; 404 for nobody, 400 for a bad id', async () => {
    const customer = await make.customer({ name: 'Ravi Stores', businessName: 'Ravi General Stores' });
    const overdue = await make.invoice(customer.id, 3_000_00, -15);
    await make.invoice(customer.id, 2_000_50, 10);
    await make.payment(customer.id, 1_000_00);
    const response = await t.call('GET', `/api/customers/${customer.id}`);
    expect(response.status).toBe(200);
    const detail = ZCustomerDetail.parse(await response.json());
    expect(detail).toMatchObject({
      id: customer.id,
      name: 'Ravi Stores',
      businessName: 'Ravi General Stores',
      amountDue: 4_000.5,
      overdueAmount: 2_000,
      status: 'overdue',
    });
    expect(detail.openInvoices.map((invoice) => [invoice.id, invoice.unpaid, invoice.disputed])).toEqual([
      [overdue.id, 2_000, false],
      [expect.any(String), 2_000.5, false],
    ]);
    expect((await t.call('GET', '/api/customers/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const bad = await t.call('GET', '/api/customers/not-an-id');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('"id"');
  });
});

describe('GET /api/customers/{id}/timeline', () => {
  it('lists every kind, newest first, each with what staff need to read it', async () => {
    const { customer, invoice } = await customerWithHistory();
    const note = await staffActions(customer.id, invoice.id);
    const { items, nextCursor } = await page(customer.id);
    expect(nextCursor).toBeNull();
    const times = items.map((item) => Date.parse(item.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(items.map((item) => item.kind))).toEqual(
      new Set(['message', 'reply', 'call', 'payment_link', 'payment', 'promise', 'dispute', 'note', 'action']),
    );
    expect(items[0]).toEqual(note);
    const find = (kind: string, status?: string) =>
      items.find((item) => item.kind === kind && (status === undefined || item.status === status));
    expect(find('message', 'refused')).toMatchObject({ channel: 'whatsapp', detail: 'open dispute (Goods damaged)' });
    expect(find('message', 'delivered')).toMatchObject({ channel: 'sms', text: 'Your dues of ₹5,000 are overdue' });
    expect(find('call')).toMatchObject({ channel: 'voice', status: 'completed', detail: 'commitment' });
    expect(find('reply')).toMatchObject({ channel: 'whatsapp', text: 'kal bhar dunga', status: 'promise' });
    expect(find('payment_link')).toMatchObject({ amount: 5_000, status: 'active' });
    expect(find('payment')).toMatchObject({
      amount: 1_234.56,
      reference: 'UTR123456789012',
      detail: 'upi',
      invoiceNumber: invoice.invoiceNumber,
    });
    expect(find('promise', 'made')).toMatchObject({ detail: promiseDate(), actor: 'staff' });
    expect(find('dispute', 'opened')).toMatchObject({ text: 'Wrong rate charged', invoiceNumber: invoice.invoiceNumber });
    expect(find('action', 'customer.stop-reminders')).toMatchObject({ actor: 'admin@duesflow.test' });
    expect(find('action', 'paid_claim')).toMatchObject({ actor: 'customer', detail: 'UTR999' });
    // Shown once, from its own table: the note, the promise and the invoice dispute are not also actions.
    expect(items.filter((item) => item.kind === 'action').map((item) => item.status)).toEqual(['customer.stop-reminders', 'paid_claim']);
  });

  it('pages by cursor with no entry repeated or lost, entries of one moment included', async () => {
    const customer = await make.customer();
    const other = await make.customer();
    const moment = hoursAgo(5);
    // 30 messages at one moment, 20 spread over time, and another customer's that must never show.
    const rows = [
      ...Array.from({ length: 30 }, (_, index) => ({ at: moment, index })),
      ...Array.from({ length: 20 }, (_, index) => ({ at: hoursAgo(index), index: 100 + index })),
    ];
    await t.deps.db.insert(messages).values(
      rows.map((row) => ({
        customerId: customer.id,
        channel: 'sms' as const,
        to: '+919800000000',
        body: `m${row.index}`,
        provider: 'sandbox',
        status: 'sent' as const,
        idempotencyKey: `tl-page-${customer.id}-${row.index}`,
        createdAt: row.at,
      })),
    );
    await t.deps.db.insert(messages).values({
      customerId: other.id,
      channel: 'sms',
      to: '+919800000001',
      body: 'not theirs',
      provider: 'sandbox',
      idempotencyKey: `tl-other-${other.id}`,
    });
    const whole = (await page(customer.id, '?limit=100')).items;
    expect(whole).toHaveLength(50);
    for (const limit of [1, 7, 30]) {
      const pages = await everyPage(customer.id, limit);
      expect(pages.flat().map((item) => item.id)).toEqual(whole.map((item) => item.id));
      expect(pages.every((items) => items.length > 0 && items.length <= limit)).toBe(true);
    }
    expect(whole.some((item) => item.text === 'not theirs')).toBe(false);
  });

  it('refuses a bad cursor or limit naming the field, and answers 404 for nobody', async () => {
    const customer = await make.customer();
    for (const [query, field] of [
      ['?before=not%20a%20cursor', 'before'],
      [`?before=${Buffer.from('yesterday|m:1').toString('base64url')}`, 'before'],
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
    ] as const) {
      const response = await t.call('GET', `/api/customers/${customer.id}/timeline${query}`);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { issues: { path: string }[] };
      expect(body.issues.map((issue) => issue.path)).toContain(field);
    }
    expect((await t.call('GET', '/api/customers/00000000-0000-4000-8000-000000000000/timeline')).status).toBe(404);
  });
});

describe('POST /api/customers/{id}/notes', () => {
  it('stores the note, audits it and tells open screens; blank, too long or NUL text is refused with nothing written', async () => {
    const customer = await make.customer();
    const changed = t.nextEvent('metrics_updated', (message) => message.data.customerIds?.includes(customer.id) ?? false);
    const response = await t.call('POST', `/api/customers/${customer.id}/notes`, { text: '  Spoke to accounts  ' });
    expect(response.status).toBe(201);
    expect(ZTimelineEvent.parse(await response.json())).toMatchObject({
      kind: 'note',
      text: 'Spoke to accounts',
      actor: 'admin@duesflow.test',
    });
    await changed;
    for (const text of ['   ', 'x'.repeat(2001), 'a\u0000b', 42]) {
      const refused = await t.call('POST', `/api/customers/${customer.id}/notes`, { text });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { issues: { path: string }[] }).issues[0]!.path).toBe('text');
    }
    expect(await t.deps.db.select().from(customerNotes).where(eq(customerNotes.customerId, customer.id))).toHaveLength(1);
    const nobody = await t.call('POST', '/api/customers/00000000-0000-4000-8000-000000000000/notes', { text: 'Hello' });
    expect(nobody.status).toBe(404);
    await t.deps.audit.flush();
    const entries = await t.deps.db.select().from(auditLog).where(eq(auditLog.target, customer.id));
    expect(entries.filter((entry) => entry.status === 201).map((entry) => [entry.action, entry.detail])).toEqual([
      ['customer.note', 'note: Spoke to accounts'],
    ]);
  });

  it('is for admin and collector; a viewer reads the page but cannot write', async () => {
    const customer = await make.customer();
    expect((await t.callAs('collector', 'POST', `/api/customers/${customer.id}/notes`, { text: 'By the collector' })).status).toBe(201);
    expect((await t.callAs('viewer', 'POST', `/api/customers/${customer.id}/notes`, { text: 'By the viewer' })).status).toBe(403);
    expect((await t.callAs('viewer', 'GET', `/api/customers/${customer.id}/timeline`)).status).toBe(200);
    expect((await t.callAs('viewer', 'GET', `/api/customers/${customer.id}`)).status).toBe(200);
    expect((await t.callAnonymous('GET', `/api/customers/${customer.id}/timeline`)).status).toBe(401);
    const notes = await t.deps.db.select().from(customerNotes).where(eq(customerNotes.customerId, customer.id));
    expect(notes.map((note) => note.text)).toEqual(['By the collector']);
  });
});

describe('the customer-wide dispute', () => {
  it("reads as a dispute opened and resolved, with staff's email", async () => {
    const customer = await make.customer();
    expect((await t.call('POST', `/api/customers/${customer.id}/dispute`, { reason: 'Not our order' })).status).toBe(200);
    expect((await t.call('DELETE', `/api/customers/${customer.id}/dispute`)).status).toBe(200);
    await t.deps.audit.flush();
    const { items } = await page(customer.id);
    expect(items.filter((item) => item.kind === 'dispute').map((item) => [item.status, item.invoiceNumber, item.actor])).toEqual([
      ['resolved', null, 'admin@duesflow.test'],
      ['opened', null, 'admin@duesflow.test'],
    ]);
    expect(
      await t.deps.db.select().from(customerContactPreferences).where(eq(customerContactPreferences.customerId, customer.id)),
    ).toHaveLength(1);
  });
});
