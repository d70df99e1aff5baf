import { eq } from 'drizzle-orm';
import { ZCustomerPageActionResponse } from '@duesflow/shared-contracts/customer-page';
import { formatDate } from '@duesflow/shared-contracts/format';
import { ZMessageTemplateList } from '@duesflow/shared-contracts/message-templates';
import type { ChannelAdapter, ChannelAdapters, SendRequest, SendResult } from '../../messaging/channels/channel-adapter';
import { customerPageActions } from '../../../core/db/schema/customer-pages';
import { messageTemplates } from '../../../core/db/schema/communications';
import { invoices } from '../../../core/db/schema/invoices';
import { messages } from '../../../core/db/schema/messages';
import { workflowExecutions } from '../../../core/db/schema/workflow-executions';
import { addDays, businessDate } from '../../../core/lib/clock';
import { parseSendingWindow } from '../../../core/lib/hours-of-day';
import { fixtures } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { CONFIRMATION_TEMPLATES } from '../../messaging';
import { issueMessagePageTokens } from './page-tokens';
import type { ConfirmationRecord } from './confirmation';

/*
 * Each action on the customer's page is confirmed back on the channel the link came through
 * (docs/customer-page.md, "Confirmed back to the customer").
 */

const sent: SendRequest[] = [];
let answer: (request: SendRequest) => SendResult = () => ({ providerMessageId: `pm-${sent.length}`, status: 'delivered' });
const capture = (channel: ChannelAdapter['channel']): ChannelAdapter => ({
  channel,
  provider: 'sandbox',
  async send(request) {
    sent.push(request);
    return answer(request);
  },
});
const channels: ChannelAdapters = { sms: capture('sms'), voice: capture('voice'), whatsapp: capture('whatsapp'), email: capture('email') };
const LINK = /http:\/\/duesflow\.test\/p\?([A-Za-z0-9_-]+)/;
const dltOf = (id: string) => CONFIRMATION_TEMPLATES.find((template) => template.id === id)!.dltTemplateId;

let t: TestApp;
let make: ReturnType<typeof fixtures>;
beforeAll(async () => {
  t = await createTestApp({ channels });
  make = fixtures(t.deps.db);
});
afterAll(() => t.stop());
beforeEach(async () => {
  sent.length = 0;
  answer = () => ({ providerMessageId: `pm-${sent.length}`, status: 'delivered' });
  await t.resetData();
});

const today = () => businessDate(new Date());

async function overdueCustomer(phone: string, values: { language?: string } = {}) {
  const customer = await make.customer({ name: 'Kavita Nair', phone, ...values });
  await make.invoice(customer.id, 4_500_00, -12);
  return customer;
}

/** A link as a reminder carries it, remembering the channel and number it went to. */
async function reminderToken(customerId: string, channel: 'sms' | 'whatsapp' | 'email' | 'voice', to: string) {
  const [token] = await issueMessagePageTokens(t.deps.db, [{ customerId, channel, to }], { now: new Date(), validDays: 30 });
  return token!;
}

async function actionsOf(customerId: string) {
  return (await t.deps.db.select().from(customerPageActions).where(eq(customerPageActions.customerId, customerId))).sort(
    (a, b) => a.at.getTime() - b.at.getTime(),
  );
}
const confirmationOf = (action: { detail: Record<string, unknown> } | undefined) => action?.detail.confirmation as ConfirmationRecord;

const confirmationRuns = () => t.deps.db.select().from(workflowExecutions).where(eq(workflowExecutions.workflowType, 'page_confirmation'));

async function act(token: string, action: string, body: unknown, lang?: string) {
  const response = await t.callAnonymous('POST', `/api/customer-page/${token}/${action}${lang ? `?lang=${lang}` : ''}`, body);
  expect(response.status).toBe(200);
  return ZCustomerPageActionResponse.parse(await response.json());
}

/** The action's confirmation run, finished. */
async function settledConfirmation(customerId: string, index = 0) {
  const record = confirmationOf((await actionsOf(customerId))[index]);
  expect(record).toMatchObject({ status: 'queued' });
  return t.settled((record as { executionId: string }).executionId);
}

describe('a promise through a reminder’s link', () => {
  it('queues one SMS to the number the reminder went to, with its registered template, not held by the promise itself', async () => {
    const customer = await overdueCustomer('+91 90000 51001');
    // A real reminder: its text carries a link made for that one message.
    const started = await t.call('POST', '/api/workflows/bulk-sms', {
      message: 'Pay your outstanding {amount} in one tap: {link} Thank you - DuesFlow',
      recipients: [customer.phone!],
    });
    await t.settled(((await started.json()) as { executionId: string }).executionId);
    expect(sent).toHaveLength(1);
    const token = LINK.exec(sent[0]!.body)![1]!;
    sent.length = 0;

    const date = addDays(today(), 7);
    const response = await act(token, 'promise', { date, amount: 2_000 }, 'en');
    expect(response.confirmation).toBe('We are sending you a confirmation by SMS.');
    expect(response.statement.promise).toEqual({ date, amount: 2_000 });

    const run = await settledConfirmation(customer.id);
    expect(run).toMatchObject({ status: 'success', summary: 'Confirmation sent to Kavita Nair by SMS' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: customer.phone,
      body: `Demo Traders: we have your promise to pay Rs. 2,000.00 by ${formatDate(date)}. Reminders pause until then. Thank you - DuesFlow`,
      dlt: { templateId: dltOf('confirm-promise-en'), header: 'DUESFL-S', category: 'service-implicit' },
    });
    const [message] = await t.deps.db.select().from(messages).where(eq(messages.executionId, run.id));
    expect(message).toMatchObject({ channel: 'sms', to: customer.phone, status: 'delivered', customerId: customer.id });
    const [action] = await actionsOf(customer.id);
    expect(confirmationOf(action)).toEqual({
      status: 'queued',
      channel: 'sms',
      to: customer.phone,
      templateId: 'confirm-promise-en',
      executionId: run.id,
      messageKey: message!.idempotencyKey,
    });
    // The promise still holds every reminder.
    const reminder = await t.call('POST', '/api/workflows/bulk-sms', {
      message: 'Please clear your dues - DuesFlow',
      recipients: [customer.phone],
    });
    const held = await t.settled(((await reminder.json()) as { executionId: string }).executionId);
    expect(held.skipped?.byReason).toEqual({ promised: 1 });
  });

  it('writes it in the page’s language, the whole balance when no amount was promised', async () => {
    const customer = await overdueCustomer('+91 90000 51002');
    const token = await reminderToken(customer.id, 'sms', customer.phone!);
    const date = addDays(today(), 3);
    const response = await act(token, 'promise', { date }, 'hi');
    expect(response.confirmation).toBe('हम आपको SMS से पुष्टि भेज रहे हैं।');
    await settledConfirmation(customer.id);
    expect(sent[0]).toMatchObject({
      body: `Demo Traders: ${formatDate(date)} तक Rs. 4,500.00 के भुगतान का आपका वादा हमें मिल गया है। तब तक अनुस्मारक रुके रहेंगे। धन्यवाद - DuesFlow`,
      dlt: { templateId: dltOf('confirm-promise-hi') },
    });
  });

  it('sends none for a link staff made, and says nothing of one', async () => {
    const customer = await overdueCustomer('+91 90000 51003');
    const made = await t.call('POST', `/api/customers/${customer.id}/page-link`);
    const token = new URL(((await made.json()) as { url: string }).url).pathname.split('/').pop()!;
    const response = await act(token, 'promise', { date: addDays(today(), 5) });
    expect(response.confirmation).toBeNull();
    expect(confirmationOf((await actionsOf(customer.id))[0])).toEqual({ status: 'none', reason: 'staff_link' });
    expect(await confirmationRuns()).toEqual([]);
  });

  it('sends one for a double submit (two at once, and once more): the first action’s', async () => {
    const customer = await overdueCustomer('+91 90000 51004');
    const token = await reminderToken(customer.id, 'sms', customer.phone!);
    const body = { date: addDays(today(), 4), amount: 1_000 };
    const both = await Promise.all([act(token, 'promise', body), act(token, 'promise', body)]);
    const third = await act(token, 'promise', body);
    for (const response of [...both, third]) expect(response.confirmation).toBe('We are sending you a confirmation by SMS.');

    const runs = await confirmationRuns();
    expect(runs).toHaveLength(1);
    await t.settled(runs[0]!.id);
    expect(sent).toHaveLength(1);
    const actions = await actionsOf(customer.id);
    expect(actions).toHaveLength(3);
    const records = actions.map(confirmationOf);
    const first = records.find((record) => !('repeatOf' in record) || record.repeatOf === undefined);
    expect(first).toMatchObject({ status: 'queued', executionId: runs[0]!.id });
    const firstId = actions[records.indexOf(first!)]!.id;
    expect(records.filter((record) => 'repeatOf' in record && record.repeatOf === firstId)).toHaveLength(2);

    // Another promise is another action, confirmed again.
    await act(token, 'promise', { date: addDays(today(), 6) });
    const again = await confirmationRuns();
    expect(again).toHaveLength(2);
    for (const run of again) await t.settled(run.id);
    expect(sent).toHaveLength(2);
  });
});

describe('the other actions', () => {
  it('a dispute of one invoice through a WhatsApp reminder’s link goes as the approved template outside the 24-hour window', async () => {
    const customer = await overdueCustomer('+91 90000 51005');
    const [invoice] = await t.deps.db.select().from(invoices).where(eq(invoices.customerId, customer.id));
    const token = await reminderToken(customer.id, 'whatsapp', customer.phone!);
    const response = await act(token, 'dispute', { invoiceId: invoice!.id, reason: 'Goods returned' }, 'mr');
    expect(response.confirmation).toBe('आम्ही तुम्हाला WhatsApp वर पुष्टी पाठवत आहोत.');
    await settledConfirmation(customer.id);
    expect(sent[0]).toMatchObject({
      to: customer.phone,
      whatsappTemplate: { name: 'page_invoice_dispute_confirmed_mr', language: 'mr', params: ['Demo Traders', invoice!.invoiceNumber] },
    });
  });

  it('"already paid" through a call’s link is confirmed by SMS to the number called; an email link gets none', async () => {
    const customer = await overdueCustomer('+91 90000 51006');
    const called = await reminderToken(customer.id, 'voice', customer.phone!);
    expect((await act(called, 'paid', { reference: 'UTR 5566' })).confirmation).toBe('We are sending you a confirmation by SMS.');
    await settledConfirmation(customer.id);
    expect(sent[0]).toMatchObject({
      to: customer.phone,
      body: 'Demo Traders: thank you for telling us you have paid. Reminders wait while we check your payment. - DuesFlow',
      dlt: { templateId: dltOf('confirm-paid-claim-en') },
    });

    const mailed = await reminderToken(customer.id, 'email', 'kavita@example.in');
    expect((await act(mailed, 'dispute', { reason: 'Wrong rates' })).confirmation).toBeNull();
    expect(confirmationOf((await actionsOf(customer.id))[1])).toEqual({ status: 'none', reason: 'email' });
    expect(await confirmationRuns()).toHaveLength(1);
  });

  it('an opt-out of the link’s own channel is not confirmed there (recorded as refused); of other channels it is', async () => {
    const customer = await overdueCustomer('+91 90000 51007');
    const token = await reminderToken(customer.id, 'sms', customer.phone!);
    const other = await act(token, 'opt-out', { channels: ['whatsapp', 'voice'] }, 'en');
    expect(other.confirmation).toBe('We are sending you a confirmation by SMS.');
    await settledConfirmation(customer.id);
    expect(sent[0]?.body).toBe('Demo Traders: as you asked, you will get no more reminders by WhatsApp, Calls. - DuesFlow');

    const own = await act(token, 'opt-out', { channels: ['sms'] }, 'en');
    expect(own.confirmation).toBeNull();
    expect(own.statement.optedOutChannels).toEqual(['whatsapp', 'voice', 'sms']);
    expect(confirmationOf((await actionsOf(customer.id))[1])).toMatchObject({
      status: 'refused',
      channel: 'sms',
      reason: 'opted out of this channel (SMS)',
    });
    expect(await confirmationRuns()).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });
});

describe('a confirmation that does not go', () => {
  it('refused by the gate (no DLT id registered): the action stands, recorded, and the page says nothing of it', async () => {
    const customer = await overdueCustomer('+91 90000 51008');
    const token = await reminderToken(customer.id, 'sms', customer.phone!);
    const [template] = await t.deps.db.select().from(messageTemplates).where(eq(messageTemplates.id, 'confirm-dispute-en'));
    await t.deps.db.update(messageTemplates).set({ dltTemplateId: ' ' }).where(eq(messageTemplates.id, 'confirm-dispute-en'));
    try {
      const response = await act(token, 'dispute', { reason: 'Wrong rates all along' });
      expect(response.confirmation).toBeNull();
      expect(response.statement.dispute?.reason).toContain('Wrong rates all along');
      const [action] = await actionsOf(customer.id);
      expect(action).toMatchObject({ action: 'dispute', detail: { reason: 'Wrong rates all along' } });
      expect(confirmationOf(action)).toMatchObject({ status: 'refused', reason: expect.stringContaining('DLT') });
      expect(await confirmationRuns()).toEqual([]);
    } finally {
      await t.deps.db
        .update(messageTemplates)
        .set({ dltTemplateId: template!.dltTemplateId })
        .where(eq(messageTemplates.id, 'confirm-dispute-en'));
    }
  });

  it('failed at the provider: the action stands and its run says so', async () => {
    const customer = await overdueCustomer('+91 90000 51009');
    const token = await reminderToken(customer.id, 'sms', customer.phone!);
    answer = () => ({ providerMessageId: 'pm-x', status: 'failed', error: 'Number unreachable' });
    const response = await act(token, 'paid', { reference: 'UTR 7788' });
    expect(response.statement.paidClaim?.reference).toBe('UTR 7788');
    const record = confirmationOf((await actionsOf(customer.id))[0]) as { executionId: string };
    const run = await t.settled(record.executionId);
    expect(run).toMatchObject({ status: 'failed', summary: 'Confirmation to Kavita Nair by SMS failed' });
  });
});

describe('the confirmation templates', () => {
  it('are listed with use "confirmation", each kind in en/hi/mr with its DLT id and WhatsApp template', async () => {
    const templates = ZMessageTemplateList.parse(await (await t.call('GET', '/api/message-templates')).json());
    const confirmations = templates.filter((template) => template.use === 'confirmation');
    expect(confirmations).toHaveLength(15);
    for (const template of confirmations) {
      expect(template.dlt).toEqual({ templateId: expect.stringMatching(/^\d{19}$/), header: 'DUESFL-S', category: 'service-implicit' });
      expect(template.whatsappTemplate).toMatch(/^page_\w+_confirmed(_hi|_mr)?$/);
      expect(template.placeholders[0]).toBe('businessName');
    }
    expect(new Set(confirmations.map((template) => template.dlt.templateId)).size).toBe(15);
    expect(confirmations.find((template) => template.id === 'confirm-promise-en')?.dltContent).toBe(
      '{#var#}: we have your promise to pay {#var#} by {#var#}. Reminders pause until then. Thank you - DuesFlow',
    );
  });
});

/** A window closed now and for the whole test: the half hour that ended half an hour ago, or early in the day the one starting in 10 minutes. */
function closedWindow(now: Date) {
  const minute = Math.floor(((now.getTime() + 330 * 60_000) % 86_400_000) / 60_000);
  const start = minute >= 60 ? minute - 60 : minute + 10;
  const text = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return parseSendingWindow(`${text(start)}-${text(start + 30)}`);
}

describe('outside the sending hours', () => {
  it('waits for them, and the page says it will be sent then', async () => {
    const night = await createTestApp({ channels, engine: { send: { sendingWindow: closedWindow(new Date()) } } });
    try {
      const customer = await fixtures(night.deps.db).customer({ name: 'Kavita Nair', phone: '+91 90000 51010' });
      await fixtures(night.deps.db).invoice(customer.id, 4_500_00, -12);
      const [token] = await issueMessagePageTokens(night.deps.db, [{ customerId: customer.id, channel: 'sms', to: customer.phone! }], {
        now: new Date(),
        validDays: 30,
      });
      const response = await night.callAnonymous('POST', `/api/customer-page/${token}/paid?lang=en`, { reference: 'UTR 9911' });
      expect(response.status).toBe(200);
      expect(ZCustomerPageActionResponse.parse(await response.json()).confirmation).toBe(
        'We will send you a confirmation by SMS when our sending hours begin.',
      );
      const [action] = await night.deps.db.select().from(customerPageActions).where(eq(customerPageActions.customerId, customer.id));
      const record = confirmationOf(action) as { status: string; waitingUntil: string };
      expect(record.status).toBe('waiting');
      expect(Date.parse(record.waitingUntil)).toBeGreaterThan(Date.now());
      expect(sent).toEqual([]);
    } finally {
      await night.stop();
    }
  });
});
