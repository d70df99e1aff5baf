import { eq } from 'drizzle-orm';
import { ZInvoiceDisputes } from '@duesflow/shared-contracts/invoice-disputes';
import { ZReminderSequenceList } from '@duesflow/shared-contracts/reminder-sequences';
import { messages } from '../../../core/db/schema/messages';
import { auditLog } from '../../../core/db/schema/staff';
import { sequenceStepRecords } from '../../../core/db/schema/communications';
import { customerStates } from '../../messaging';
import { useTestApp, type Fixtures, type TestApp } from '../../../test/test-app';

/*
 * A dispute of one invoice: staff open and resolve it here, and while it is open every reminder path
 * leaves that invoice out (its unpaid part out of what they ask for, its number out of what they name);
 * a customer whose only unpaid invoices are disputed is refused with its own reason.
 */

let t: TestApp;
let make: Fixtures;
useTestApp((app) => ({ t, make } = app), { engine: { sendCooldownHours: 0 } });

/** Three unpaid invoices, the oldest overdue the longest: ₹1,000.00, ₹2,345.67 and ₹500.50. */
async function customerWithThree() {
  const customer = await make.customer({ name: 'Asha Traders' });
  const oldest = await make.invoice(customer.id, 1_000_00, -40);
  const middle = await make.invoice(customer.id, 2_345_67, -20);
  const newest = await make.invoice(customer.id, 500_50, -5);
  return { customer, invoices: [oldest, middle, newest] };
}

async function dispute(customerId: string, invoiceId: string, reason = 'Goods came back damaged') {
  const response = await t.call('POST', `/api/customers/${customerId}/invoice-disputes`, { invoiceId, reason });
  expect(response.status).toBe(201);
  return ZInvoiceDisputes.parse(await response.json());
}

async function resolve(customerId: string, disputeId: string) {
  const response = await t.call('POST', `/api/customers/${customerId}/invoice-disputes/${disputeId}/resolve`, {
    resolution: 'Credit note issued',
  });
  expect(response.status).toBe(200);
  return ZInvoiceDisputes.parse(await response.json());
}

const messagesTo = (customerId: string) => t.deps.db.select().from(messages).where(eq(messages.customerId, customerId));

describe('staff open and resolve an invoice dispute', () => {
  it('lists it with its reason, source and date; a second dispute of the invoice answers 409; resolve takes it off', async () => {
    const { customer, invoices } = await customerWithThree();
    const changed = t.nextEvent('metrics_updated', (message) => message.data.customerIds?.includes(customer.id) ?? false);
    const opened = await dispute(customer.id, invoices[1]!.id);
    await changed;
    expect(opened.open).toEqual([
      {
        id: expect.any(String),
        invoiceId: invoices[1]!.id,
        invoiceNumber: invoices[1]!.invoiceNumber,
        unpaid: 2_345.67,
        reason: 'Goods came back damaged',
        source: 'staff',
        openedAt: expect.any(String),
      },
    ]);
    expect(opened.disputable.map((invoice) => invoice.id)).toEqual([invoices[0]!.id, invoices[2]!.id]);

    const again = await t.call('POST', `/api/customers/${customer.id}/invoice-disputes`, { invoiceId: invoices[1]!.id, reason: 'Again' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe('already_disputed');

    const left = await resolve(customer.id, opened.open[0]!.id);
    expect(left.open).toEqual([]);
    expect(left.disputable).toHaveLength(3);
    const twice = await t.call('POST', `/api/customers/${customer.id}/invoice-disputes/${opened.open[0]!.id}/resolve`, {
      resolution: 'Again',
    });
    expect(twice.status).toBe(404);

    await t.deps.audit.flush();
    const entries = await t.deps.db.select().from(auditLog).where(eq(auditLog.target, customer.id));
    expect(entries.map((entry) => [entry.action, entry.status, entry.detail])).toEqual(
      expect.arrayContaining([
        ['customer.invoice-dispute', 201, `dispute of invoice ${invoices[1]!.invoiceNumber}`],
        ['customer.invoice-dispute', 409, 'already_disputed'],
        ['customer.invoice-dispute-resolve', 200, `invoice ${invoices[1]!.invoiceNumber} dispute resolved: Credit note issued`],
      ]),
    );
  });

  it.each([
    ['an unknown invoice', { invoiceId: 'not-an-invoice', reason: 'x' }, 'invoiceId'],
    ['no invoice', { reason: 'x' }, 'invoiceId'],
    ['a blank reason', { invoiceId: 'INVOICE', reason: '   ' }, 'reason'],
    ['a reason of 501 characters', { invoiceId: 'INVOICE', reason: 'x'.repeat(501) }, 'reason'],
  ])('refuses %s with 400 naming the field, writing nothing', async (_name, body, field) => {
    const { customer, invoices } = await customerWithThree();
    const sent = { ...body, ...('invoiceId' in body && body.invoiceId === 'INVOICE' ? { invoiceId: invoices[0]!.id } : {}) };
    const response = await t.call('POST', `/api/customers/${customer.id}/invoice-disputes`, sent);
    expect(response.status).toBe(400);
    const error = (await response.json()) as { issues?: { path: string }[] };
    expect(error.issues?.map((issue) => issue.path)).toContain(field);
    const list = ZInvoiceDisputes.parse(await (await t.call('GET', `/api/customers/${customer.id}/invoice-disputes`)).json());
    expect(list.open).toEqual([]);
  });

  it('another customer’s invoice, a paid invoice and an empty resolution are refused; a viewer may only look', async () => {
    const { customer, invoices } = await customerWithThree();
    const other = await make.customer();
    const theirs = await make.invoice(other.id, 10_000, -3);
    const paidUp = await make.customer();
    const paid = await make.invoice(paidUp.id, 10_000, -3);
    await make.payment(paidUp.id, 10_000);
    for (const [customerId, invoiceId] of [
      [customer.id, theirs.id],
      [paidUp.id, paid.id],
    ] as const) {
      const response = await t.call('POST', `/api/customers/${customerId}/invoice-disputes`, { invoiceId, reason: 'x' });
      expect(response.status).toBe(400);
    }
    const opened = await dispute(customer.id, invoices[0]!.id);
    const blank = await t.call('POST', `/api/customers/${customer.id}/invoice-disputes/${opened.open[0]!.id}/resolve`, { resolution: ' ' });
    expect(blank.status).toBe(400);
    const viewer = await t.callAs('viewer', 'POST', `/api/customers/${customer.id}/invoice-disputes`, {
      invoiceId: invoices[1]!.id,
      reason: 'x',
    });
    expect(viewer.status).toBe(403);
    expect((await t.callAs('viewer', 'GET', `/api/customers/${customer.id}/invoice-disputes`)).status).toBe(200);
  });
});

describe('"Invoice disputed" on the Customers row and the Payment Collection card', () => {
  it('lists the open disputes (number and reason) on the row and the card while any is open', async () => {
    const { customer, invoices } = await customerWithThree();
    const opened = await dispute(customer.id, invoices[1]!.id, 'Rate is wrong');
    const expected = [{ number: invoices[1]!.invoiceNumber, reason: 'Rate is wrong' }];
    const page = (await (await t.call('GET', '/api/customers?page=1&pageSize=50')).json()) as {
      items: { id: string; disputedInvoices?: unknown }[];
    };
    expect(page.items.find((item) => item.id === customer.id)?.disputedInvoices).toEqual(expected);
    const analysis = (await (await t.call('GET', '/api/payment-tracking/analysis')).json()) as Record<
      string,
      { customerId: string; disputedInvoices?: unknown }[]
    >;
    const card = Object.values(analysis)
      .filter(Array.isArray)
      .flat()
      .find((entry) => entry.customerId === customer.id);
    expect(card?.disputedInvoices).toEqual(expected);

    await resolve(customer.id, opened.open[0]!.id);
    const after = (await (await t.call('GET', '/api/customers?page=1&pageSize=50')).json()) as {
      items: { id: string; disputedInvoices?: unknown }[];
    };
    expect(after.items.find((item) => item.id === customer.id)?.disputedInvoices).toBeUndefined();
  });
});

describe('every reminder leaves a disputed invoice out', () => {
  it("the gate's due leaves out the disputed invoice's unpaid part; resolving puts it back", async () => {
    const { customer, invoices } = await customerWithThree();
    // ₹1,500.00 paid settles the oldest (₹1,000.00) and ₹500.00 of the middle one.
    await make.payment(customer.id, 1_500_00);
    const before = (await customerStates(t.deps.db, [customer.id])).get(customer.id)!;
    expect(before.duePaise).toBe(1_845_67 + 500_50);
    const opened = await dispute(customer.id, invoices[1]!.id);
    // The same arithmetic first, then the disputed invoice left out: only the newest is asked for.
    const during = (await customerStates(t.deps.db, [customer.id])).get(customer.id)!;
    expect(during).toMatchObject({ duePaise: 500_50, disputedInvoices: invoices[1]!.invoiceNumber });
    await resolve(customer.id, opened.open[0]!.id);
    expect((await customerStates(t.deps.db, [customer.id])).get(customer.id)!).toMatchObject({
      duePaise: 2_346_17,
      disputedInvoices: null,
    });
  });

  it("a campaign's message asks for the undisputed amount and names the oldest undisputed invoice", async () => {
    const { customer, invoices } = await customerWithThree();
    await dispute(customer.id, invoices[0]!.id);
    const response = await t.call('POST', '/api/campaigns', {
      name: 'Weekly',
      templateId: 'campaign-gentle-en',
      customerIds: [customer.id],
    });
    expect(response.status).toBe(202);
    const { campaignId } = (await response.json()) as { campaignId: string };
    await t.settled(campaignId);
    const [sent] = await messagesTo(customer.id);
    expect(sent!.body).toContain(`invoice ${invoices[1]!.invoiceNumber} for Rs. 2,846.17`);
    expect(sent!.body).not.toContain(invoices[0]!.invoiceNumber);
  });

  it("Send Bulk SMS and a customer row's WhatsApp ask for the undisputed amount only", async () => {
    const { customer, invoices } = await customerWithThree();
    await dispute(customer.id, invoices[1]!.id);
    const bulk = await t.call('POST', '/api/workflows/bulk-sms');
    await t.settled(((await bulk.json()) as { executionId: string }).executionId);
    const whatsapp = await t.call('POST', '/api/workflows/whatsapp', {
      customerId: customer.id,
      phoneNumber: customer.phone,
      template: 'payment_reminder',
    });
    expect(whatsapp.status).toBe(202);
    await t.settled(((await whatsapp.json()) as { executionId: string }).executionId);
    const bodies = (await messagesTo(customer.id)).map((message) => message.body);
    expect(bodies).toHaveLength(2);
    expect(bodies.find((body) => body.startsWith('Dear'))).toContain('Rs. 1,500.50');
    expect(bodies.find((body) => body.startsWith('Hello'))).toContain('₹1,500.50');
  });

  it('a reminder sequence skips the disputed invoice with its reason and reminds of the others', async () => {
    const [sequence] = ZReminderSequenceList.parse(await (await t.call('GET', '/api/reminder-sequences')).json());
    await t.call('PUT', `/api/reminder-sequences/${sequence!.id}`, { name: sequence!.name, steps: sequence!.steps, active: true });
    try {
      const customer = await make.customer({ name: 'Kiran Stores' });
      const disputed = await make.invoice(customer.id, 3_000_00, -2);
      const other = await make.customer({ name: 'Mehta & Sons' });
      const reminded = await make.invoice(other.id, 4_000_00, -2);
      await dispute(customer.id, disputed.id, 'Rate is wrong');
      const run = await t.call('POST', '/api/reminder-sequences/run');
      await t.settled(((await run.json()) as { executionId: string }).executionId);
      const records = await t.deps.db.select().from(sequenceStepRecords);
      expect(records.find((record) => record.invoiceId === disputed.id)).toMatchObject({
        status: 'refused',
        reason: 'Not sent: the invoice is disputed (Rate is wrong)',
      });
      expect(records.find((record) => record.invoiceId === reminded.id)).toMatchObject({ status: 'sent' });
      expect(await messagesTo(customer.id)).toEqual([]);
    } finally {
      await t.call('PUT', `/api/reminder-sequences/${sequence!.id}`, { name: sequence!.name, steps: sequence!.steps, active: false });
    }
  });

  describe('a customer whose only unpaid invoices are disputed is refused with that reason on every path', () => {
    async function onlyDisputed() {
      const customer = await make.customer({ name: 'Asha Traders' });
      const invoice = await make.invoice(customer.id, 250_000, -20);
      await dispute(customer.id, invoice.id);
      return { customer, invoice };
    }

    it.each([
      ['Send Bulk SMS', '/api/workflows/bulk-sms', undefined],
      ['Start Payment Calls', '/api/workflows/payment-follow-up', {}],
      ['Execute All Follow-ups', '/api/payment-tracking/execute-followups', {}],
    ])('%s', async (_name, path, body) => {
      const { customer, invoice } = await onlyDisputed();
      const response = await t.call('POST', path, body);
      expect(response.status).toBe(202);
      const run = await t.settled(((await response.json()) as { executionId: string }).executionId);
      expect(run.skipped?.recipients.find((recipient) => recipient.customerId === customer.id)).toMatchObject({
        reason: 'invoice_disputed',
        detail: invoice.invoiceNumber,
      });
      expect(run.summary).toContain('every unpaid invoice is disputed');
      expect((await messagesTo(customer.id)).every((message) => message.status === 'failed')).toBe(true);
    });

    it("Execute All's answer already counts them as skipped, with the reason", async () => {
      const { customer, invoice } = await onlyDisputed();
      const response = await t.call('POST', '/api/payment-tracking/execute-followups', {});
      const answer = (await response.json()) as { executionId: string; scheduled: number; skipped: unknown[] };
      await t.settled(answer.executionId);
      expect(answer.scheduled).toBe(0);
      expect(answer.skipped).toEqual([
        { customerId: customer.id, customerName: 'Asha Traders', reason: `every unpaid invoice is disputed (${invoice.invoiceNumber})` },
      ]);
    });

    it('an SMS campaign, a row’s call and WhatsApp, and a card’s follow-up', async () => {
      const { customer, invoice } = await onlyDisputed();
      const campaign = await t.call('POST', '/api/campaigns', {
        name: 'Weekly',
        templateId: 'campaign-gentle-en',
        customerIds: [customer.id],
      });
      const run = await t.settled(((await campaign.json()) as { campaignId: string }).campaignId);
      expect(run.skipped?.byReason).toEqual({ invoice_disputed: 1 });
      for (const [path, body] of [
        ['/api/workflows/payment-followup', { customerId: customer.id, phoneNumber: customer.phone }],
        ['/api/workflows/whatsapp', { customerId: customer.id, phoneNumber: customer.phone, template: 'payment_reminder' }],
        [`/api/payment-tracking/followup/${customer.id}`, { action: 'urgent_call' }],
      ] as const) {
        const press = await t.call('POST', path, body);
        expect(press.status).toBe(409);
        expect(await press.json()).toEqual({
          error: 'invoice_disputed',
          message: `Not sent to Asha Traders: every unpaid invoice is disputed (${invoice.invoiceNumber})`,
        });
      }
    });
  });
});
