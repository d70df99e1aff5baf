import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { eq } from 'drizzle-orm';
import { messages } from '../../core/db/schema/messages';
import { isBulkSender } from '../../core/jobs/workflow-context';
import { WORKFLOW_RUNNERS } from '../workflows/registry';
import { eventually } from '../../test/eventually';
import { fixtures } from '../../test/fixtures';
import { createTestApp, useTestApp, type Fixtures, type TestApp } from '../../test/test-app';
import { parseSendingWindow } from '../../core/lib/hours-of-day';

/*
 * The send gate's promise: every path that messages or calls a customer is decided by it. Each sending
 * route is pressed for a customer with an open dispute, and each one refuses them with "open dispute"
 * in the API's answer (a 409 for a one-customer press, the run's skips and the recipient's refused
 * message for a mass send); nothing reaches a provider.
 */

let t: TestApp;
let make: Fixtures;
useTestApp((app) => ({ t, make } = app), { engine: { sendCooldownHours: 0 } });

async function disputedCustomer() {
  const customer = await make.customer({ name: 'Asha Traders' });
  await make.invoice(customer.id, 250_000, -20);
  const response = await t.call('POST', `/api/customers/${customer.id}/dispute`, { reason: 'Goods damaged' });
  expect(response.status).toBe(200);
  return customer;
}

/** A mass send: its run skips the customer as disputed and the recipient's message (if any) says so. */
async function expectRunRefuses(path: string, body: unknown, customerId: string) {
  const response = await t.call('POST', path, body);
  expect(response.status).toBe(202);
  const answer = (await response.json()) as { executionId?: string; campaignId?: string };
  const executionId = answer.executionId ?? answer.campaignId!;
  const run = await t.settled(executionId);
  expect(run.skipped?.byReason.disputed).toBe(1);
  expect(run.skipped?.recipients.find((r) => r.customerId === customerId)).toMatchObject({ reason: 'disputed', detail: 'Goods damaged' });
  expect(run.summary).toContain('open dispute');
  const sent = await t.deps.db.select().from(messages).where(eq(messages.customerId, customerId));
  expect(sent.every((message) => message.status === 'failed' && message.error === 'Not sent: open dispute (Goods damaged)')).toBe(true);
  const executions = (await (await t.call('GET', '/api/workflows/executions')).json()) as { id: string; outcome: string | null }[];
  expect(executions.find((execution) => execution.id === executionId)?.outcome).toBe('nothing_sent');
  return answer;
}

/** A one-customer press: refused at once, naming the customer and the rule; no run is started. */
async function expectPressRefused(path: string, body: unknown) {
  const response = await t.call('POST', path, body);
  if (response.status !== 409) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  expect(await response.json()).toEqual({ error: 'disputed', message: 'Not sent to Asha Traders: open dispute (Goods damaged)' });
}

describe('a customer with an open dispute is refused on every path', () => {
  it('Send Bulk SMS (dashboard quick action)', async () => {
    const customer = await disputedCustomer();
    await expectRunRefuses('/api/workflows/bulk-sms', undefined, customer.id);
  });

  it('Start Payment Calls (dashboard quick action)', async () => {
    const customer = await disputedCustomer();
    await expectRunRefuses('/api/workflows/payment-follow-up', {}, customer.id);
  });

  it('bulk SMS and bulk WhatsApp to typed numbers (Communications, "Use Template")', async () => {
    const customer = await disputedCustomer();
    await expectRunRefuses(
      '/api/workflows/bulk-sms',
      { message: 'Please clear your dues - DuesFlow', recipients: [customer.phone!] },
      customer.id,
    );
    await t.resetData();
    const again = await disputedCustomer();
    await expectRunRefuses(
      '/api/workflows/whatsapp',
      { message: 'Please clear your dues - DuesFlow', recipients: [again.phone!] },
      again.id,
    );
  });

  it('an SMS campaign: all skipped, it ends as nothing sent with the reason, never "completed"', async () => {
    const customer = await disputedCustomer();
    await expectRunRefuses('/api/campaigns', { name: 'Weekly', templateId: 'campaign-gentle-en', customerIds: [customer.id] }, customer.id);
    const history = (await (await t.call('GET', '/api/campaigns')).json()) as {
      items: { status: string; outcome: string; refused: number; sent: number }[];
    };
    expect(history.items[0]).toMatchObject({ status: 'failed', outcome: 'nothing_sent', refused: 1, sent: 0 });
  });

  it('Execute All Follow-ups: its answer already counts them as skipped, with the reason', async () => {
    const customer = await disputedCustomer();
    const answer = await expectRunRefuses('/api/payment-tracking/execute-followups', {}, customer.id);
    expect(answer).toMatchObject({
      scheduled: 0,
      message: 'Follow-ups started for 0 customers.',
      skipped: [{ customerId: customer.id, customerName: 'Asha Traders', reason: 'open dispute (Goods damaged)' }],
    });
  });

  it("a customer row's call and WhatsApp buttons, and a Payment Collection card's follow-up", async () => {
    const customer = await disputedCustomer();
    await expectPressRefused('/api/workflows/payment-followup', { customerId: customer.id, phoneNumber: customer.phone });
    await expectPressRefused('/api/workflows/whatsapp', {
      customerId: customer.id,
      phoneNumber: customer.phone,
      template: 'payment_reminder',
    });
    await expectPressRefused(`/api/payment-tracking/followup/${customer.id}`, { action: 'urgent_call' });
    expect(await t.deps.db.select().from(messages)).toEqual([]);
  });

  it('the previews say so before anything is sent, and write nothing', async () => {
    const customer = await disputedCustomer();
    for (const [path, body] of [
      ['/api/workflows/bulk-sms/preview', {}],
      ['/api/workflows/payment-follow-up/preview', {}],
      ['/api/campaigns/preview', { name: 'Weekly', templateId: 'campaign-gentle-en', customerIds: [customer.id] }],
      ['/api/payment-tracking/execute-followups/preview', {}],
    ] as const) {
      const response = await t.call('POST', path, body);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        total: 1,
        now: 0,
        skipped: { total: 1, byReason: { disputed: 1 } },
        cost: { amount: 0, units: 0 },
      });
    }
    expect(await t.deps.db.select().from(messages)).toEqual([]);
  });

  it('every workflow that contacts anyone is planned through the gate (a bulk sender); the rest contact nobody', () => {
    const runners = Object.entries(WORKFLOW_RUNNERS)
      .filter(([, definition]) => !isBulkSender(definition!))
      .map(([type]) => type);
    expect(runners.sort()).toEqual(['customer_refresh', 'generate_payment_links', 'payment_link', 'tally_sync']);
  });

  it('the channel adapters are reached only by the sender the gate queues for', () => {
    const root = join(__dirname, '..', '..');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.includes(`${join('src', 'test')}`)) files.push(path);
      }
    };
    walk(root);
    const reaching = files
      .filter((path) => /\b(sendQueued|deliverMessage|deliverBatch)\(/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(root, path).split('\\').join('/'));
    // The module's delivery part sends what is queued; bulk-send.ts hands it only messages the gate queued.
    // Anything else calling the sender would pass the gate by.
    const sender = (path: string) => path.startsWith('modules/messaging/delivery/');
    expect(reaching.filter((path) => !sender(path))).toEqual(['modules/campaigns/bulk-send.ts']);
  });
});

describe('a promise (until its date), a stop and nothing due are refused the same way', () => {
  const cases: [string, (id: string) => Promise<unknown>, string, string][] = [
    [
      'a promise to pay',
      async (id) => t.call('POST', `/api/customers/${id}/promise-to-pay`, { promisedDate: '2099-11-29', amount: 1000 }),
      'promised',
      'promised to pay (29 Nov 2099)',
    ],
    [
      'stop reminders',
      async (id) => t.call('PUT', `/api/customers/${id}/stop-reminders`, { stopReminders: true }),
      'stopped',
      'asked to stop reminders',
    ],
    ['nothing due', async (id) => make.payment(id, 250_000), 'nothing_due', 'nothing due'],
  ];

  it.each(cases)('%s: a typed bulk SMS, a WhatsApp button and a call button', async (_name, hold, reason, words) => {
    const customer = await make.customer({ name: 'Kiran Stores' });
    await make.invoice(customer.id, 250_000, -20);
    await hold(customer.id);
    const response = await t.call('POST', '/api/workflows/bulk-sms', {
      message: 'Please clear your dues - DuesFlow',
      recipients: [customer.phone!],
    });
    const run = await t.settled(((await response.json()) as { executionId: string }).executionId);
    expect(run.skipped?.byReason).toEqual({ [reason]: 1 });
    const [refused] = await t.deps.db.select().from(messages).where(eq(messages.customerId, customer.id));
    expect(refused).toMatchObject({ status: 'failed', error: `Not sent: ${words}` });
    for (const path of ['/api/workflows/whatsapp', '/api/workflows/payment-followup']) {
      const press = await t.call('POST', path, {
        customerId: customer.id,
        phoneNumber: customer.phone,
        ...(path.endsWith('whatsapp') ? { template: 'payment_reminder' } : {}),
      });
      expect(press.status).toBe(409);
      // Nothing due is answered before the gate is asked, in the words it always had.
      expect(((await press.json()) as { error: string }).error).toBe(reason);
    }
  });
});

describe("the channels' hours hold a single send", () => {
  // 07:30 IST: before CALL_WINDOW (08:00-19:00) and SENDING_WINDOW (09:00-21:00).
  const at0730 = new Date('2026-11-26T02:00:00Z');
  let held: TestApp;
  beforeAll(async () => {
    held = await createTestApp({
      clock: { now: () => at0730 },
      engine: {
        sendCooldownHours: 0,
        send: { sendingWindow: parseSendingWindow('09:00-21:00'), callWindow: parseSendingWindow('08:00-19:00') },
      },
    });
  });
  afterAll(() => held.stop());

  it("a customer row's WhatsApp waits for 09:00 IST and a call for 08:00 IST; each run says when it goes", async () => {
    const make = fixtures(held.deps.db, () => at0730);
    const customer = await make.customer({ name: 'Kavita Nair' });
    await make.invoice(customer.id, 250_000, -20);
    const whatsapp = await held.call('POST', '/api/workflows/whatsapp', {
      customerId: customer.id,
      phoneNumber: customer.phone,
      template: 'payment_reminder',
    });
    expect(whatsapp.status).toBe(202);
    const started = (await whatsapp.json()) as { executionId: string; waiting: { total: number; until: string } };
    expect(started.waiting).toMatchObject({ total: 1, until: '2026-11-26T03:30:00.000Z', byChannel: { whatsapp: 1 } });
    const call = await held.call('POST', '/api/workflows/payment-followup', { customerId: customer.id, phoneNumber: customer.phone });
    const placed = (await call.json()) as { executionId: string; waiting: { total: number; until: string } };
    expect(placed.waiting).toMatchObject({ total: 1, until: '2026-11-26T02:30:00.000Z', byChannel: { voice: 1 } });
    const runs = await eventually('both runs planned', async () => {
      const list = (await (await held.call('GET', '/api/workflows/executions')).json()) as {
        id: string;
        summary: string | null;
        outcome: string | null;
        status: string;
      }[];
      const mine = list.filter((run) => run.id === started.executionId || run.id === placed.executionId);
      return mine.length === 2 && mine.every((run) => run.outcome === 'waiting') ? mine : undefined;
    });
    expect(runs.find((run) => run.id === started.executionId)).toMatchObject({
      status: 'running',
      summary: '1 waits for the sending window, 09:00 IST',
    });
    expect(runs.find((run) => run.id === placed.executionId)).toMatchObject({
      status: 'running',
      summary: '1 waits for the call window, 08:00 IST',
    });
    // Held, not sent: both messages are still queued.
    const queued = await held.deps.db.select().from(messages).where(eq(messages.customerId, customer.id));
    expect(queued.map((message) => message.status)).toEqual(['queued', 'queued']);
  });

  it('Send Bulk SMS waits for the window: its preview said so, its run says how many and until when', async () => {
    await held.resetData();
    const make = fixtures(held.deps.db, () => at0730);
    const customer = await make.customer({ name: 'Meena Textiles' });
    await make.invoice(customer.id, 250_000, -20);
    const preview = (await (await held.call('POST', '/api/workflows/bulk-sms/preview', {})).json()) as {
      now: number;
      waiting: { total: number; until: string };
    };
    expect(preview).toMatchObject({ now: 0, waiting: { total: 1, until: '2026-11-26T03:30:00.000Z' } });
    const progress = held.nextEvent('workflow_progress', (event) => Boolean(event.data.waiting));
    const response = await held.call('POST', '/api/workflows/bulk-sms', {});
    const { executionId } = (await response.json()) as { executionId: string };
    expect((await progress).data).toMatchObject({ executionId, waiting: { total: 1, until: '2026-11-26T03:30:00.000Z' } });
    const run = await eventually('the run planned', async () => {
      const list = (await (await held.call('GET', '/api/workflows/executions')).json()) as {
        id: string;
        summary: string | null;
        outcome: string | null;
        waiting: unknown;
      }[];
      return list.find((item) => item.id === executionId && item.outcome === 'waiting');
    });
    expect(run).toMatchObject({ summary: '1 waits for the sending window, 09:00 IST', waiting: { total: 1, byChannel: { sms: 1 } } });
  });

  it('a typed bulk message with a placeholder nothing fills is refused before anything is stored, naming it', async () => {
    // {amount}, {date} and {link} are filled for known customers; these two are filled for no one.
    const response = await held.call('POST', '/api/workflows/bulk-sms', {
      message: 'Dear {customerName}, invoice {invoiceNumber} of {amount} is due',
      recipients: ['+91 90000 30001'],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'validation_error',
      issues: [{ path: 'message', message: 'The message still has placeholders to fill in: {customerName}, {invoiceNumber}' }],
    });
    expect(await held.deps.db.select().from(messages).where(eq(messages.to, '+91 90000 30001'))).toEqual([]);
  });
});

describe('the dry run', () => {
  it('is refused for the reminder sequences, whose plan records each step (it would write)', async () => {
    expect(await t.deps.engine.preview('reminder_sequence', { runDate: '2026-11-26' })).toBeUndefined();
    expect(await t.deps.engine.preview('tally_sync', {})).toBeUndefined();
  });
});
