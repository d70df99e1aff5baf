import { eq } from 'drizzle-orm';
import { ZWorkflowExecutionList, ZWorkflowStarted, type TWorkflowStarted } from '@duesflow/shared-contracts/workflows';
import { ZFollowUpResponse } from '@duesflow/shared-contracts/payment-tracking';
import { messages } from '../../../core/db/schema/messages';
import { workflowExecutions } from '../../../core/db/schema/workflow-executions';
import { HOUR_MS } from '../../../core/lib/clock';
import { fixtures } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** The app's clock runs with real time, moved on by hand where a test needs minutes to pass. */
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };

let t: TestApp;
let make: ReturnType<typeof fixtures>;
beforeAll(async () => {
  t = await createTestApp({ clock });
  make = fixtures(t.deps.db, clock.now);
});
afterAll(() => t.stop());
beforeEach(async () => {
  offsetMs = 0;
  await t.resetData();
});

const db = () => t.deps.db;
const executions = () => db().select().from(workflowExecutions);
const allMessages = () => db().select().from(messages);

async function start(path: string, body?: unknown, headers?: Record<string, string>): Promise<TWorkflowStarted> {
  const response = await t.call('POST', path, body, headers);
  expect(response.status).toBe(202);
  return ZWorkflowStarted.parse(await response.json());
}

async function overdueCustomers(count: number) {
  const made = [];
  for (let n = 0; n < count; n += 1) {
    const customer = await make.customer({ phone: `+91 97${String(31_000_001 + n).slice(-8)}` });
    await make.invoice(customer.id, 250_000, -9);
    made.push(customer);
  }
  return made;
}

/** Each number's count of messages, by phone. */
async function perNumber() {
  const counts = new Map<string, number>();
  for (const message of await allMessages()) counts.set(message.to, (counts.get(message.to) ?? 0) + 1);
  return counts;
}

const TYPED = { message: 'Our office is closed on Monday', recipients: ['+91 90000 10001', '+91 90000 10002', '+91 90000 10003'] };

describe('a start without an Idempotency-Key', () => {
  it('pressed twice a second apart is one run: the second press answers the first run, every number messaged once', async () => {
    await overdueCustomers(3);
    const first = await start('/api/workflows/bulk-sms');
    offsetMs += 1000;
    const second = await start('/api/workflows/bulk-sms');
    expect(second).toMatchObject({ executionId: first.executionId, replayed: true });
    expect(first.replayed).toBe(false);
    await t.settled(first.executionId);
    expect(await executions()).toHaveLength(1);
    const sent = await perNumber();
    expect(sent.size).toBe(3);
    expect([...sent.values()]).toEqual([1, 1, 1]);
  });

  it('is one run across any ten-minute boundary: the window is the last 10 minutes, not a clock bucket', async () => {
    // The first press lands a minute before a 10-minute mark of the clock, the second a minute after it.
    const tenMinutes = 10 * 60_000;
    const bucket = (at: Date) => Math.floor(at.getTime() / tenMinutes);
    offsetMs = tenMinutes - (Date.now() % tenMinutes) - 60_000;
    const first = await start('/api/workflows/bulk-sms', TYPED);
    const firstAt = clock.now();
    offsetMs += 120_000;
    const secondAt = clock.now();
    const second = await start('/api/workflows/bulk-sms', TYPED);
    expect(bucket(secondAt)).toBe(bucket(firstAt) + 1);
    expect(second.executionId).toBe(first.executionId);
    await t.settled(first.executionId);
    expect([...(await perNumber()).values()]).toEqual([1, 1, 1]);
  });

  it('with another body starts another run; the same body after 10 minutes does too', async () => {
    const first = await start('/api/workflows/bulk-sms', TYPED);
    const other = await start('/api/workflows/bulk-sms', { ...TYPED, message: 'Our office is open on Monday' });
    expect(other.executionId).not.toBe(first.executionId);
    await t.settled(first.executionId);
    await t.settled(other.executionId);
    offsetMs += 10 * 60_000 + 1000;
    const later = await start('/api/workflows/bulk-sms', TYPED);
    expect(later).toMatchObject({ replayed: false });
    expect(later.executionId).not.toBe(first.executionId);
    await t.settled(later.executionId);
    expect(await executions()).toHaveLength(3);
  });

  it('sent twice at once still makes one run', async () => {
    await overdueCustomers(2);
    const [a, b] = await Promise.all([start('/api/workflows/payment-follow-up'), start('/api/workflows/payment-follow-up')]);
    expect(a.executionId).toBe(b.executionId);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    await t.settled(a.executionId);
    expect(await executions()).toHaveLength(1);
    expect(await allMessages()).toHaveLength(2);
  });

  it("the same customer's follow-up twice is one run and one message", async () => {
    const [customer] = await overdueCustomers(1);
    const press = async () => {
      const response = await t.call('POST', `/api/payment-tracking/followup/${customer!.id}`, { action: 'whatsapp' });
      expect(response.status).toBe(202);
      return ZFollowUpResponse.parse(await response.json());
    };
    const first = await press();
    offsetMs += 1000;
    const second = await press();
    expect(second.executionId).toBe(first.executionId);
    await t.settled(first.executionId);
    expect(await allMessages()).toHaveLength(1);
  });

  it('a sync pressed again is a new run: only sends and links are answered from the window', async () => {
    const first = await start('/api/workflows/airtable-sync', { action: 'refresh_customers' });
    await t.settled(first.executionId);
    const second = await start('/api/workflows/airtable-sync', { action: 'refresh_customers' });
    expect(second.executionId).not.toBe(first.executionId);
    await t.settled(second.executionId);
  });
});

describe('an Idempotency-Key reused', () => {
  it('with a different body answers 422 and writes nothing', async () => {
    const first = await start('/api/workflows/bulk-sms', TYPED, { 'Idempotency-Key': 'campaign-7' });
    await t.settled(first.executionId);
    const before = await allMessages();
    const response = await t.call(
      'POST',
      '/api/workflows/bulk-sms',
      { ...TYPED, recipients: ['+91 90000 20001'] },
      { 'Idempotency-Key': 'campaign-7' },
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: 'idempotency_key_reused',
      message: 'This Idempotency-Key was already used for a different request.',
    });
    expect(await executions()).toHaveLength(1);
    expect(await allMessages()).toEqual(before);
  });

  it('with the same body (keys in another order) answers the first run', async () => {
    const first = await start('/api/workflows/bulk-sms', TYPED, { 'Idempotency-Key': 'campaign-8' });
    const again = await start(
      '/api/workflows/bulk-sms',
      { recipients: TYPED.recipients, message: TYPED.message },
      { 'Idempotency-Key': 'campaign-8' },
    );
    expect(again).toMatchObject({ executionId: first.executionId, replayed: true });
    await t.settled(first.executionId);
  });
});

describe('the send cooldown (24 h by default)', () => {
  it('a second Bulk SMS the same day skips everyone reminded by the first, and its summary says so', async () => {
    const customers = await overdueCustomers(3);
    const first = await start('/api/workflows/bulk-sms');
    await t.settled(first.executionId);
    // A new customer falls overdue; the second run (another key) reminds only them.
    const fresh = await make.customer({ name: 'Naveen Traders', phone: '+91 97310 99999' });
    await make.invoice(fresh.id, 120_000, -2);
    const second = await start('/api/workflows/bulk-sms', undefined, { 'Idempotency-Key': 'second-press' });
    const completed = t.nextEvent('workflow_completed', (m) => m.data.executionId === second.executionId);
    const done = await t.settled(second.executionId);
    expect(done.summary).toBe(
      '1 message delivered, 0 failed; skipped 0 without a phone number; skipped 3 (reminded by SMS in the last 24 h)',
    );
    expect(done.contacted).toBe(1);
    const secondMessages = await db().select().from(messages).where(eq(messages.executionId, second.executionId));
    expect(secondMessages.map((m) => m.customerId)).toEqual([fresh.id]);
    expect((await completed).data.skipped).toMatchObject({
      total: 3,
      byReason: { cooldown: 3 },
      cooldownHours: 24,
      cooldownChannels: ['sms'],
    });

    const [listed] = ZWorkflowExecutionList.parse(await (await t.call('GET', '/api/workflows/executions?limit=1')).json());
    expect(listed!.skipped).toMatchObject({ total: 3, byReason: { cooldown: 3 } });
    expect(new Set(listed!.skipped!.recipients.map((r) => r.customerId))).toEqual(new Set(customers.map((c) => c.id)));
    expect(listed!.skipped!.recipients.every((r) => r.reason === 'cooldown' && r.channel === 'sms')).toBe(true);
  });

  it('counts typed numbers by phone however they are written, and a run that reached nobody says why', async () => {
    const first = await start('/api/workflows/bulk-sms', TYPED);
    await t.settled(first.executionId);
    const again = await start('/api/workflows/bulk-sms', {
      message: 'Reminder',
      recipients: ['9000010001', '+91-90000-10002', '090000 10003'],
    });
    const done = await t.settled(again.executionId);
    expect(done).toMatchObject({
      status: 'success',
      contacted: 0,
      summary: 'Nobody was messaged: 3 numbers skipped (reminded by SMS in the last 24 h)',
    });
    expect(await allMessages()).toHaveLength(3);
  });

  it('is per channel: a WhatsApp reminder does not hold back an SMS', async () => {
    await start('/api/workflows/whatsapp', TYPED).then((s) => t.settled(s.executionId));
    const sms = await start('/api/workflows/bulk-sms', TYPED);
    expect((await t.settled(sms.executionId)).contacted).toBe(3);
    expect(await allMessages()).toHaveLength(6);
  });

  it('holds back a single-customer follow-up already sent on that channel today', async () => {
    const [customer] = await overdueCustomers(1);
    const press = async (key: string) => {
      const response = await t.call(
        'POST',
        `/api/payment-tracking/followup/${customer!.id}`,
        { action: 'sms' },
        { 'Idempotency-Key': key },
      );
      return ZFollowUpResponse.parse(await response.json()).executionId;
    };
    await t.settled(await press('first'));
    const second = await t.settled(await press('second'));
    expect(second).toMatchObject({
      status: 'success',
      contacted: 0,
      summary: `Nobody was contacted: ${customer!.name} was reminded by SMS in the last 24 h`,
    });
    expect(second.skipped).toMatchObject({
      total: 1,
      recipients: [{ customerId: customer!.id, customerName: customer!.name, reason: 'cooldown', channel: 'sms' }],
    });
    expect(await allMessages()).toHaveLength(1);
  });

  it('never counts a queued message as contact: one waiting for the window (another run still going) holds nobody back', async () => {
    const [waiting] = await overdueCustomers(1);
    const [other] = await db()
      .insert(workflowExecutions)
      .values({
        workflowType: 'bulk_sms',
        workflowName: 'Bulk SMS Campaign',
        status: 'running',
        idempotencyKey: 'held-for-the-window',
        input: {},
      })
      .returning();
    await db()
      .insert(messages)
      .values({
        executionId: other!.id,
        customerId: waiting!.id,
        channel: 'sms',
        to: waiting!.phone!,
        body: 'Waiting for 09:00',
        provider: 'sandbox',
        status: 'queued',
        idempotencyKey: `${other!.id}:${waiting!.id}:sms`,
      });
    const run = await start('/api/workflows/bulk-sms');
    const done = await t.settled(run.executionId);
    expect(done.contacted).toBe(1);
    expect(done.skipped?.byReason.cooldown).toBeUndefined();
  });

  it('lets a message sent 25 hours ago be sent again', async () => {
    const first = await start('/api/workflows/bulk-sms', TYPED);
    await t.settled(first.executionId);
    await db()
      .update(messages)
      .set({ createdAt: new Date(clock.now().getTime() - 25 * HOUR_MS) });
    const again = await start('/api/workflows/bulk-sms', TYPED);
    expect((await t.settled(again.executionId)).contacted).toBe(3);
  });
});

describe('SEND_COOLDOWN_HOURS=0', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ engine: { sendCooldownHours: 0 } });
  });
  afterAll(() => off.stop());

  it('turns the cooldown off: a second run with another key sends again', async () => {
    const send = async (key: string) => {
      const response = await off.call('POST', '/api/workflows/bulk-sms', TYPED, { 'Idempotency-Key': key });
      return off.settled(ZWorkflowStarted.parse(await response.json()).executionId);
    };
    expect((await send('one')).contacted).toBe(3);
    const second = await send('two');
    expect(second).toMatchObject({ contacted: 3, summary: '3 messages delivered, 0 failed' });
    expect(second.skipped).toMatchObject({ total: 0, cooldownHours: 0 });
    expect(await off.deps.db.select().from(messages)).toHaveLength(6);
  });
});
