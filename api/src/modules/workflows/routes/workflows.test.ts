import { eq } from 'drizzle-orm';
import { ZApiError } from '@duesflow/shared-contracts/common';
import {
  ZPaymentLinkStarted,
  ZWorkflowExecutionList,
  ZWorkflowExecutionPage,
  ZWorkflowStarted,
  type TWorkflowStarted,
} from '@duesflow/shared-contracts/workflows';
import { contactAttempts } from '../../../core/db/schema/contact-attempts';
import { messages } from '../../../core/db/schema/messages';
import { paymentLinks } from '../../../core/db/schema/payment-links';
import { workflowExecutions } from '../../../core/db/schema/workflow-executions';
import { HOUR_MS } from '../../../core/lib/clock';
import { useTestApp, type Fixtures, type TestApp } from '../../../test/test-app';

let t: TestApp;
let make: Fixtures;
useTestApp((app) => ({ t, make } = app));

async function start(path: string, body?: unknown, headers?: Record<string, string>): Promise<TWorkflowStarted> {
  const response = await t.call('POST', path, body, headers);
  expect(response.status).toBe(202);
  return ZWorkflowStarted.parse(await response.json());
}

async function rejected(path: string, body: unknown, status = 400) {
  const response = await t.call('POST', path, body);
  expect(response.status).toBe(status);
  return ZApiError.parse(await response.json());
}

const db = () => t.deps.db;
const executionsCount = async () => (await db().select().from(workflowExecutions)).length;
const messagesOf = (executionId: string) => db().select().from(messages).where(eq(messages.executionId, executionId));
const attemptsOf = (executionId: string) => db().select().from(contactAttempts).where(eq(contactAttempts.executionId, executionId));

describe('POST /api/workflows/payment-follow-up', () => {
  it('calls every overdue customer with a phone not contacted in the last day, and counts the rest', async () => {
    const reachable = await make.customer({ phone: '+91 98765 43210' });
    await make.invoice(reachable.id, 1_500_000, -12);
    const noPhone = await make.customer({ phone: null });
    await make.invoice(noPhone.id, 500_000, -3);
    const calledRecently = await make.customer();
    await make.invoice(calledRecently.id, 500_000, -3);
    await make.contact(calledRecently.id, 2 / 24, 'voice');
    const unreachable = await make.customer({ phone: '+91 98765 00000' });
    await make.invoice(unreachable.id, 200_000, -60);
    const notDue = await make.customer();
    await make.invoice(notDue.id, 500_000, 4);

    const started = await start('/api/workflows/payment-follow-up');
    expect(started).toMatchObject({ success: true, status: 'running', workflowName: 'Payment Follow-up Calls', replayed: false });
    const execution = await t.settled(started.executionId);

    expect(execution.status).toBe('success');
    expect(execution.summary).toBe('2 calls placed (1 failed); skipped 1 without a phone number and 1 contacted in the last 24 hours');
    const sent = await messagesOf(started.executionId);
    expect(sent.map((m) => [m.customerId, m.channel, m.to, m.status]).sort()).toEqual(
      [
        [reachable.id, 'voice', '+91 98765 43210', 'completed'],
        [unreachable.id, 'voice', '+91 98765 00000', 'failed'],
      ].sort(),
    );
    expect(sent.find((m) => m.customerId === reachable.id)?.body).toContain('₹15,000.00');
    // The stored voice providers carry the calls (round robin over the two seeded ones).
    expect(sent.every((m) => m.providerMessageId && ['exotel_voice', 'twilio_voice'].includes(m.provider))).toBe(true);
    const attempts = await attemptsOf(started.executionId);
    expect(attempts.map((a) => [a.customerId, a.outcome]).sort()).toEqual(
      [
        [reachable.id, 'completed'],
        [unreachable.id, 'failed'],
      ].sort(),
    );
  });

  it('fails the run when every call fails, and says so over realtime', async () => {
    const unreachable = await make.customer({ phone: '+91 90000 00000' });
    await make.invoice(unreachable.id, 200_000, -2);
    const completed = t.nextEvent('workflow_completed');
    const started = await start('/api/workflows/payment-follow-up', {});
    const execution = await t.settled(started.executionId);
    expect(execution).toMatchObject({ status: 'failed', error: 'All 1 call failed' });
    await expect(completed).resolves.toEqual({
      type: 'workflow_completed',
      data: {
        workflowName: 'Payment Follow-up Calls',
        executionId: started.executionId,
        status: 'failed',
        error: 'All 1 call failed',
        summary: '1 call placed (1 failed); skipped 0 without a phone number and 0 contacted in the last 24 hours',
        contacted: 1,
        outcome: 'nothing_sent',
        cost: { amount: expect.any(Number), currency: expect.any(String) },
      },
    });
  });

  it('rejects a body with fields, naming them, and stores nothing', async () => {
    const error = await rejected('/api/workflows/payment-follow-up', { customerIds: ['x'] });
    expect(error.issues).toEqual([{ path: 'customerIds', message: "Unknown field 'customerIds'" }]);
    expect(await executionsCount()).toBe(0);
  });

  it('takes a JSON content type with nothing in the body as no payload', async () => {
    const started = await start('/api/workflows/payment-follow-up', '');
    expect((await t.settled(started.executionId)).summary).toBe('Nobody was called: no customer is overdue');
  });

  it('answers 415 to a body that is not JSON', async () => {
    const response = await t.call('POST', '/api/workflows/payment-follow-up', 'hello', { 'content-type': 'text/plain' });
    expect(response.status).toBe(415);
    expect(ZApiError.parse(await response.json()).error).toBe('unsupported_media_type');
  });
});

describe('POST /api/workflows/bulk-sms', () => {
  it('without a body, texts a reminder with the amount to every overdue customer with a phone', async () => {
    const a = await make.customer({ name: 'Sunita Rao' });
    await make.invoice(a.id, 425_050, -9);
    const b = await make.customer({ phone: null });
    await make.invoice(b.id, 100_000, -9);
    const started = await start('/api/workflows/bulk-sms');
    const execution = await t.settled(started.executionId);
    expect(execution.status).toBe('success');
    expect(execution.summary).toBe('1 message delivered, 0 failed; skipped 1 without a phone number');
    const [sms] = await messagesOf(started.executionId);
    expect(sms).toMatchObject({ channel: 'sms', customerId: a.id, status: 'delivered' });
    expect(sms?.body).toMatch(/^Dear Sunita, your payment of Rs\. 4,250\.50 is overdue since /);
    expect(sms!.body.length).toBeLessThanOrEqual(160);
  });

  it('with a message and recipients, sends that message once to each number', async () => {
    const known = await make.customer({ phone: '+91 98111 22233' });
    // A customer who owes nothing is refused by the send gate (nothing due), so this one owes.
    await make.invoice(known.id, 100_000, -5);
    const started = await start('/api/workflows/bulk-sms', {
      message: 'Diwali offer: clear your dues this week',
      recipients: ['98111 22233', '+91 99999 11111', '+91 99999 11111', '+91 98888 70000'],
    });
    const execution = await t.settled(started.executionId);
    expect(execution.summary).toBe('2 messages delivered, 1 failed');
    const sent = await messagesOf(started.executionId);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((m) => m.body))).toEqual(new Set(['Diwali offer: clear your dues this week']));
    expect(sent.find((m) => m.to === '98111 22233')?.customerId).toBe(known.id);
    expect((await attemptsOf(started.executionId)).map((a) => a.customerId)).toEqual([known.id]);
  });

  it.each([
    [{ message: 5, recipients: ['+91 98765 43210'] }, ['message']],
    [{ message: 5 }, ['message', 'recipients']],
    [{ message: 'x'.repeat(161), recipients: ['+91 98765 43210'] }, ['message']],
    [{ message: '   ', recipients: ['+91 98765 43210'] }, ['message']],
    [{ message: 'Hi', recipients: [] }, ['recipients']],
    [{ message: 'Hi', recipients: ['call me'] }, ['recipients.0']],
    [{ message: 'Hi', recipients: ['+91 98765 43210'], extra: true }, ['extra']],
    [{ unknown: 1 }, ['unknown']],
    [[], ['body']],
  ])('rejects %j naming %j', async (body, paths) => {
    const error = await rejected('/api/workflows/bulk-sms', body);
    expect([...new Set(error.issues?.map((issue) => issue.path))]).toEqual(paths);
    for (const path of paths) expect(error.message).toContain(path);
    expect(await executionsCount()).toBe(0);
  });
});

describe('POST /api/workflows/generate-payment-link', () => {
  it('without a body, makes a link for the amount due of each overdue customer lacking an active one', async () => {
    const a = await make.customer({ name: 'Kavita Joshi' });
    await make.invoice(a.id, 300_000, -15);
    await make.invoice(a.id, 120_075, 2);
    const covered = await make.customer();
    await make.invoice(covered.id, 50_000, -15);
    const first = await start('/api/workflows/generate-payment-link');
    await t.settled(first.executionId);

    // Without a key, the same press within 10 minutes would answer the first run; a new key asks for a new one.
    const second = await start('/api/workflows/generate-payment-link', {}, { 'Idempotency-Key': 'second-press' });
    const execution = await t.settled(second.executionId);
    expect(execution.summary).toBe('0 payment links generated; skipped 2 that already have an active link');

    const links = await db().select().from(paymentLinks).where(eq(paymentLinks.executionId, first.executionId));
    expect(links).toHaveLength(2);
    const link = links.find((l) => l.customerId === a.id)!;
    expect(link).toMatchObject({ customerName: 'Kavita Joshi', amountPaise: 420_075, status: 'active', gateway: 'Razorpay' });
    expect(link.url).toBe(`http://duesflow.test/api/pay/${link.token}`);
    expect(link.gatewayReference).toBe(`sbx_link_${link.id}`);
  });

  it('with an amount and a name, makes that one link', async () => {
    const started = await start('/api/workflows/generate-payment-link', {
      amount: 2500.5,
      customerName: '  Walk-in Buyer ',
      description: 'Counter sale',
    });
    const execution = await t.settled(started.executionId);
    expect(execution).toMatchObject({ status: 'success', summary: 'Payment link for ₹2,500.50 created for Walk-in Buyer' });
    const [link] = await db().select().from(paymentLinks).where(eq(paymentLinks.executionId, started.executionId));
    expect(link).toMatchObject({ customerId: null, customerName: 'Walk-in Buyer', amountPaise: 250_050, description: 'Counter sale' });
  });

  it.each([
    [{ amount: -1, customerName: 'A' }, ['amount']],
    [{ amount: 10.005, customerName: 'A' }, ['amount']],
    [{ amount: 'abc', customerName: 'A' }, ['amount']],
    [{ amount: 100, customerName: ' ' }, ['customerName']],
    [{ amount: 100 }, ['customerName']],
  ])('rejects %j naming %j', async (body, paths) => {
    const error = await rejected('/api/workflows/generate-payment-link', body);
    expect(error.issues?.map((issue) => issue.path)).toEqual(paths);
    expect(await executionsCount()).toBe(0);
  });
});

describe('POST /api/workflows/payment-followup', () => {
  it('calls the customer on the number given', async () => {
    const customer = await make.customer({ name: 'Vikram Singh', phone: '+91 98200 12345' });
    await make.invoice(customer.id, 99_900, -1);
    const started = await start('/api/workflows/payment-followup', {
      phoneNumber: '+91 98200 12345',
      airtableRecordId: 'recXYZ',
      customerId: customer.id,
    });
    expect(started.workflowName).toBe('Payment Follow-up Call');
    const execution = await t.settled(started.executionId);
    expect(execution).toMatchObject({ status: 'success', summary: 'Called Vikram Singh on +91 98200 12345' });
    const [call] = await messagesOf(started.executionId);
    expect(call).toMatchObject({ channel: 'voice', status: 'completed', customerId: customer.id });
    expect(call?.body).toContain('₹999.00');
    expect(await attemptsOf(started.executionId)).toHaveLength(1);
  });

  it('answers 404 for an unknown customer and stores nothing', async () => {
    for (const customerId of ['6f1c1f0e-3c55-4a61-9a4e-0e3b0c1d2e3f', 'recNotAUuid']) {
      const error = await rejected('/api/workflows/payment-followup', { phoneNumber: '+91 98200 12345', customerId }, 404);
      expect(error).toEqual({ error: 'not_found', message: 'Customer not found' });
    }
    expect(await executionsCount()).toBe(0);
  });

  it('names missing and wrongly typed fields', async () => {
    expect((await rejected('/api/workflows/payment-followup', {})).issues?.map((i) => i.path)).toEqual(['phoneNumber', 'customerId']);
    expect(
      (await rejected('/api/workflows/payment-followup', { phoneNumber: 9876543210, customerId: 7 })).issues?.map((i) => i.path),
    ).toEqual(['phoneNumber', 'customerId']);
  });
});

describe('POST /api/workflows/whatsapp', () => {
  it('sends the payment reminder template to one customer', async () => {
    const customer = await make.customer({ name: 'Meena Iyer' });
    await make.invoice(customer.id, 1_000_000, -30);
    const started = await start('/api/workflows/whatsapp', {
      phoneNumber: customer.phone,
      template: 'payment_reminder',
      airtableRecordId: 'rec1',
      customerId: customer.id,
    });
    expect(started.workflowName).toBe('WhatsApp Reminder');
    const execution = await t.settled(started.executionId);
    expect(execution.status).toBe('success');
    const [message] = await messagesOf(started.executionId);
    expect(message).toMatchObject({ channel: 'whatsapp', status: 'delivered', customerId: customer.id });
    expect(message?.body).toMatch(/^Hello Meena, .*₹10,000\.00/);
  });

  it('sends a typed message to a list of numbers', async () => {
    const started = await start('/api/workflows/whatsapp', { message: 'Namaste!', recipients: ['+91 91234 56789'] });
    expect(started.workflowName).toBe('Bulk WhatsApp Campaign');
    expect((await t.settled(started.executionId)).summary).toBe('1 message delivered, 0 failed');
  });

  it('answers 404 for an unknown customer', async () => {
    await rejected(
      '/api/workflows/whatsapp',
      { phoneNumber: '+91 91234 56789', template: 'payment_reminder', customerId: '6f1c1f0e-3c55-4a61-9a4e-0e3b0c1d2e3f' },
      404,
    );
  });

  it('names the field that is wrong', async () => {
    const customer = await make.customer();
    const error = await rejected('/api/workflows/whatsapp', { phoneNumber: customer.phone, template: 'hello', customerId: customer.id });
    expect(error.issues?.map((i) => i.path)).toEqual(['template']);
    expect((await rejected('/api/workflows/whatsapp', { message: 'Hi' })).issues?.map((i) => i.path)).toEqual(['recipients']);
  });
});

describe('POST /api/workflows/payment-link', () => {
  it('answers with the link at once; the run registers it with the gateway', async () => {
    const customer = await make.customer({ name: 'Deepak Menon' });
    await make.invoice(customer.id, 1_500_075, -5);
    const response = await t.call('POST', '/api/workflows/payment-link', {
      amount: 15000.75,
      airtableRecordId: 'rec9',
      customerId: customer.id,
      description: 'Payment for Deepak Menon',
    });
    expect(response.status).toBe(202);
    const body = ZPaymentLinkStarted.parse(await response.json());
    const [link] = await db().select().from(paymentLinks).where(eq(paymentLinks.id, body.linkId));
    expect(link).toMatchObject({
      customerId: customer.id,
      amountPaise: 1_500_075,
      status: 'active',
      description: 'Payment for Deepak Menon',
    });
    expect(body.paymentLink).toBe(`http://duesflow.test/api/pay/${link!.token}`);

    const execution = await t.settled(body.executionId);
    expect(execution).toMatchObject({ status: 'success', summary: 'Payment link for ₹15,000.75 created for Deepak Menon' });
    const [registered] = await db().select().from(paymentLinks).where(eq(paymentLinks.id, body.linkId));
    expect(registered?.gatewayReference).toBe(`sbx_link_${body.linkId}`);
  });

  it('rejects {"amount":"abc"} naming amount, and stores nothing', async () => {
    const customer = await make.customer();
    const error = await rejected('/api/workflows/payment-link', { amount: 'abc', customerId: customer.id });
    expect(error.issues?.map((i) => i.path)).toEqual(['amount']);
    expect(error.message).toContain('amount');
    expect(await rejected('/api/workflows/payment-link', { amount: 'abc' })).toMatchObject({ error: 'validation_error' });
    expect(await executionsCount()).toBe(0);
    expect(await db().select().from(paymentLinks)).toEqual([]);
  });

  it('answers 404 for an unknown customer and stores nothing', async () => {
    await rejected('/api/workflows/payment-link', { amount: 10, customerId: '6f1c1f0e-3c55-4a61-9a4e-0e3b0c1d2e3f' }, 404);
    expect(await executionsCount()).toBe(0);
    expect(await db().select().from(paymentLinks)).toEqual([]);
  });

  it('uses the request origin when no public URL is configured', async () => {
    const customer = await make.customer();
    await make.invoice(customer.id, 100_000, -5);
    const publicUrl = t.deps.publicUrl;
    t.deps.publicUrl = undefined;
    try {
      const response = await t.call('POST', 'http://portal.example.in:8080/api/workflows/payment-link', {
        amount: 10,
        customerId: customer.id,
      });
      const body = ZPaymentLinkStarted.parse(await response.json());
      expect(body.paymentLink).toMatch(/^http:\/\/portal\.example\.in:8080\/api\/pay\/[\w-]+$/);
      await t.settled(body.executionId);
    } finally {
      t.deps.publicUrl = publicUrl;
    }
  });
});

describe('POST /api/workflows/airtable-sync', () => {
  it('re-reads customers, stores the expiry of links past their date and says what changed', async () => {
    const customer = await make.customer();
    await make.invoice(customer.id, 100_000, -3);
    const linkResponse = await t.call('POST', '/api/workflows/payment-link', { amount: 1000, customerId: customer.id });
    const { linkId, executionId } = ZPaymentLinkStarted.parse(await linkResponse.json());
    await t.settled(executionId);
    await db()
      .update(paymentLinks)
      .set({ expiresAt: new Date(Date.now() - HOUR_MS) })
      .where(eq(paymentLinks.id, linkId));

    const updated = t.nextEvent('metrics_updated', (m) => m.data.scopes.includes('customers'));
    const started = await start('/api/workflows/airtable-sync', { action: 'refresh_customers' });
    expect(started.workflowName).toBe('Customer Data Refresh');
    const execution = await t.settled(started.executionId);
    expect(execution.summary).toBe('1 customer loaded from duesflow (1 overdue, 0 pending); 1 payment link expired');
    expect((await db().select().from(paymentLinks).where(eq(paymentLinks.id, linkId)))[0]?.status).toBe('expired');
    await expect(updated).resolves.toMatchObject({ data: { scopes: expect.arrayContaining(['customers', 'payments', 'dashboard']) } });
  });

  it('names a wrong or missing action', async () => {
    expect((await rejected('/api/workflows/airtable-sync', { action: 'delete_everything' })).issues?.map((i) => i.path)).toEqual([
      'action',
    ]);
    expect((await rejected('/api/workflows/airtable-sync', undefined)).issues?.map((i) => i.path)).toEqual(['action']);
    expect(await executionsCount()).toBe(0);
  });
});

describe('Idempotency-Key', () => {
  it('starts one run for a repeated key and sends one set of messages', async () => {
    const customer = await make.customer();
    await make.invoice(customer.id, 100_000, -3);
    const headers = { 'Idempotency-Key': 'click-123' };
    const first = await start('/api/workflows/bulk-sms', undefined, headers);
    await t.settled(first.executionId);
    const second = await start('/api/workflows/bulk-sms', undefined, headers);
    expect(second).toMatchObject({ executionId: first.executionId, replayed: true, status: 'success' });
    expect(first.replayed).toBe(false);
    expect(await executionsCount()).toBe(1);
    expect(await messagesOf(first.executionId)).toHaveLength(1);
  });

  it('starts one run when the same key arrives twice at once', async () => {
    const headers = { 'Idempotency-Key': 'double-click' };
    const [a, b] = await Promise.all([
      start('/api/workflows/payment-follow-up', undefined, headers),
      start('/api/workflows/payment-follow-up', undefined, headers),
    ]);
    expect(a.executionId).toBe(b.executionId);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    expect(await executionsCount()).toBe(1);
    await t.settled(a.executionId);
  });

  it('returns the same payment link for a repeated key', async () => {
    const customer = await make.customer();
    await make.invoice(customer.id, 100_000, -5);
    const send = async () => {
      const response = await t.call(
        'POST',
        '/api/workflows/payment-link',
        { amount: 50, customerId: customer.id },
        { 'Idempotency-Key': 'link-1' },
      );
      return ZPaymentLinkStarted.parse(await response.json());
    };
    const first = await send();
    const second = await send();
    expect(second).toMatchObject({ paymentLink: first.paymentLink, linkId: first.linkId, replayed: true });
    expect(await db().select().from(paymentLinks)).toHaveLength(1);
    await t.settled(first.executionId);
  });

  it('answers 422 when a key is reused for a different workflow, and starts nothing', async () => {
    const first = await start('/api/workflows/payment-follow-up', undefined, { 'Idempotency-Key': 'k-9' });
    const response = await t.call('POST', '/api/workflows/bulk-sms', undefined, { 'Idempotency-Key': 'k-9' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: 'idempotency_key_reused',
      message: 'This Idempotency-Key was already used for a different request.',
    });
    expect(await executionsCount()).toBe(1);
    await t.settled(first.executionId);
  });
});

describe('GET /api/workflows/executions', () => {
  it('lists runs newest first, with a limit', async () => {
    const older = await make.execution('success', 3);
    const newer = await make.execution('failed', 1);
    const running = await make.execution('running', null);
    const response = await t.call('GET', '/api/workflows/executions');
    const list = ZWorkflowExecutionList.parse(await response.json());
    expect(list.map((e) => e.id)).toEqual([running.id, newer.id, older.id]);
    expect(list[2]).toMatchObject({ workflowType: 'bulk_sms', workflowName: 'Bulk SMS Campaign', status: 'success' });
    const limited = ZWorkflowExecutionList.parse(await (await t.call('GET', '/api/workflows/executions?limit=1')).json());
    expect(limited.map((e) => e.id)).toEqual([running.id]);
  });

  it.each(['0', 'abc', '201'])('rejects limit=%s naming limit', async (limit) => {
    const response = await t.call('GET', `/api/workflows/executions?limit=${limit}`);
    expect(response.status).toBe(400);
    expect(ZApiError.parse(await response.json()).issues?.map((i) => i.path)).toEqual(['limit']);
  });
});

describe('a run that contacted nobody', () => {
  it('says so in its summary, its contacted count and its completion event, instead of reading like a success', async () => {
    const called = await make.customer();
    await make.invoice(called.id, 500_000, -3);
    await make.contact(called.id, 2 / 24, 'voice');
    const noPhone = await make.customer({ phone: null });
    await make.invoice(noPhone.id, 500_000, -3);

    const completed = t.nextEvent('workflow_completed');
    const started = await start('/api/workflows/payment-follow-up');
    const execution = await t.settled(started.executionId);
    expect(execution).toMatchObject({
      status: 'success',
      contacted: 0,
      summary: 'Nobody was called: 2 overdue customers skipped, 1 without a phone number and 1 contacted in the last 24 hours',
    });
    await expect(completed).resolves.toMatchObject({ data: { executionId: started.executionId, status: 'success', contacted: 0 } });
    const [listed] = ZWorkflowExecutionList.parse(await (await t.call('GET', '/api/workflows/executions')).json());
    expect(listed).toMatchObject({ id: started.executionId, contacted: 0, progress: { sent: 0, failed: 0, total: 0 } });
  });

  it('counts who a run did contact', async () => {
    const customer = await make.customer({ name: 'Sunita Rao' });
    await make.invoice(customer.id, 425_050, -9);
    const completed = t.nextEvent('workflow_completed');
    const metrics = t.nextEvent('metrics_updated', (m) => m.data.executionId !== undefined && m.data.scopes.includes('customers'));
    const started = await start('/api/workflows/bulk-sms');
    expect(await t.settled(started.executionId)).toMatchObject({ status: 'success', contacted: 1 });
    await expect(completed).resolves.toMatchObject({
      data: { contacted: 1, summary: '1 message delivered, 0 failed; skipped 0 without a phone number' },
    });
    // A run that touched few customers names them, so a list reloads only if it shows one of them.
    await expect(metrics).resolves.toMatchObject({ data: { customerIds: [customer.id], executionId: started.executionId } });
  });
});

describe('customers who owe nothing', () => {
  it('cannot be called, messaged or sent a link: 409 nothing_due, nothing started', async () => {
    const paidUp = await make.customer({ name: 'Kavya Nair', phone: '+91 98450 11223' });
    const invoice = await make.invoice(paidUp.id, 100_000, -5);
    await make.payment(paidUp.id, 100_000, { invoiceId: invoice.id });
    const refusals = [
      [
        '/api/workflows/payment-followup',
        { phoneNumber: '+91 98450 11223', customerId: paidUp.id },
        'Kavya Nair owes nothing, so no follow-up call is made',
      ],
      [
        '/api/workflows/whatsapp',
        { phoneNumber: '+91 98450 11223', template: 'payment_reminder', customerId: paidUp.id },
        'Kavya Nair owes nothing, so no WhatsApp reminder is sent',
      ],
      ['/api/workflows/payment-link', { amount: 100, customerId: paidUp.id }, 'Kavya Nair owes nothing, so no payment link is made'],
    ] as const;
    for (const [path, body, message] of refusals) {
      expect(await rejected(path, body, 409)).toEqual({ error: 'nothing_due', message });
    }
    const neverInvoiced = await make.customer();
    expect((await rejected('/api/workflows/payment-link', { amount: 100, customerId: neverInvoiced.id }, 409)).error).toBe('nothing_due');
    expect(await executionsCount()).toBe(0);
    expect(await db().select().from(paymentLinks)).toHaveLength(0);
  });
});

describe('GET /api/workflows/executions?page=&pageSize= (View All)', () => {
  it('pages through every run, newest first, with the total', async () => {
    const made = [];
    for (let n = 0; n < 5; n += 1) made.push(await make.execution('success', 5 - n));
    const newestFirst = [...made].reverse().map((e) => e.id);
    const first = ZWorkflowExecutionPage.parse(await (await t.call('GET', '/api/workflows/executions?page=1&pageSize=2')).json());
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.items.map((e) => e.id)).toEqual(newestFirst.slice(0, 2));
    const last = ZWorkflowExecutionPage.parse(await (await t.call('GET', '/api/workflows/executions?page=3&pageSize=2')).json());
    expect(last.items.map((e) => e.id)).toEqual(newestFirst.slice(4));
    const beyond = ZWorkflowExecutionPage.parse(await (await t.call('GET', '/api/workflows/executions?page=9&pageSize=2')).json());
    expect(beyond).toMatchObject({ items: [], total: 5, page: 9 });
    const defaults = ZWorkflowExecutionPage.parse(await (await t.call('GET', '/api/workflows/executions?page=1')).json());
    expect(defaults).toMatchObject({ pageSize: 20, total: 5 });
    expect((await t.call('GET', '/api/workflows/executions?pageSize=101')).status).toBe(400);
  });

  it("keeps a one-link run's link reachable", async () => {
    const customer = await make.customer();
    await make.invoice(customer.id, 100_000, -5);
    const response = await t.call('POST', '/api/workflows/payment-link', { amount: 1000, customerId: customer.id });
    const started = ZPaymentLinkStarted.parse(await response.json());
    await t.settled(started.executionId);
    const page = ZWorkflowExecutionPage.parse(await (await t.call('GET', '/api/workflows/executions?page=1&pageSize=10')).json());
    expect(page.items[0]).toMatchObject({ id: started.executionId, paymentLink: started.paymentLink, contacted: null });
  });
});
