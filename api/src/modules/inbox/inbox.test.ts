/**
 * Replies come back (docs/inbox.md), against the real app and database: WhatsApp messages signed the way
 * Meta signs them and MSG91 inbound SMS are stored once, matched to the customer by number, read, and
 * applied in one go; a forged or replayed webhook changes nothing; any reply holds the customer's
 * reminders until staff mark it handled.
 */
import { and, eq } from 'drizzle-orm';
import type { TInboxHandledResult, TInboxPage } from '@duesflow/shared-contracts/inbox';
import { auditLog } from '../../core/db/schema/staff';
import { customerContactPreferences } from '../../core/db/schema/communications';
import { inboundMessages } from '../../core/db/schema/inbound-messages';
import { messages } from '../../core/db/schema/messages';
import { customerPromises } from '../../core/db/schema/promises-disputes';
import { providers } from '../../core/db/schema/providers';
import { businessDate } from '../../core/lib/clock';
import { metaSignature, whatsappReplyBody, type WhatsappReply } from '../../test/channel-stand-ins';
import { useTestApp, type Fixtures, type TestApp } from '../../test/test-app';

const APP_SECRET = 'meta-app-secret-inbox-77';
const MSG91_TOKEN = 'msg91-inbound-token-5d4c3b';
const WEBHOOK = '/api/channel-webhooks/whatsapp';
const MSG91_INBOUND = '/api/channel-webhooks/msg91/inbound';

let t: TestApp;
let make: Fixtures;
useTestApp((app) => ({ t, make } = app));

let sequence = 0;

beforeEach(async () => {
  // Only the webhook secrets: without their vendors' credentials, sends stay on the sandbox.
  await configure('whatsapp_cloud', { appSecret: APP_SECRET, verifyToken: 'verify-inbox-1' });
  await configure('msg91_sms', { webhookToken: MSG91_TOKEN, senderId: 'DUESFL', route: 'transactional' });
});

async function configure(name: string, config: Record<string, unknown>) {
  const [row] = await t.deps.db.select().from(providers).where(eq(providers.name, name));
  const response = await t.call('PUT', `/api/providers/${row!.id}`, { config });
  expect(response.status).toBe(200);
}

/** A customer who owes something, with a phone of their own. */
async function debtor() {
  sequence += 1;
  const phone = `+91 96${String(10_000_000 + sequence).slice(-8)}`;
  const customer = await make.customer({ phone });
  await make.invoice(customer.id, 250_000, -20);
  return { ...customer, waId: `91${phone.replace(/\D/g, '').slice(-10)}` };
}

/** A customer's WhatsApp message as Meta posts it (an id of its own unless given: a replay gives the same). */
function whatsappBody(message: Omit<WhatsappReply, 'id'> & { id?: string }): string {
  sequence += 1;
  return whatsappReplyBody({ ...message, id: message.id ?? `wamid.inbox-${sequence}` });
}

const signature = (body: string, secret = APP_SECRET) => metaSignature(body, secret);

function postWhatsapp(body: string, secret = APP_SECRET) {
  return t.callAnonymous('POST', WEBHOOK, body, { 'x-hub-signature-256': signature(body, secret) });
}

const preferencesOf = async (customerId: string) =>
  (await t.deps.db.select().from(customerContactPreferences).where(eq(customerContactPreferences.customerId, customerId)))[0];
const repliesOf = (customerId: string) => t.deps.db.select().from(inboundMessages).where(eq(inboundMessages.customerId, customerId));
const holdOf = async (customerId: string) => {
  const page = (await (await t.call('GET', '/api/customers?pageSize=200')).json()) as { items: { id: string; contactHold?: unknown }[] };
  return page.items.find((item) => item.id === customerId)?.contactHold ?? null;
};

describe('a signed WhatsApp reply', () => {
  it('"STOP" opts the customer out of WhatsApp, holds their reminders, and tells the screens', async () => {
    const customer = await debtor();
    const event = t.nextEvent('metrics_updated', (message) => message.data.customerIds?.includes(customer.id) ?? false);
    const response = await postWhatsapp(whatsappBody({ from: customer.waId, text: 'STOP' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ replies: { received: 1, stored: 1, duplicates: 0 } });
    await event;
    const preferences = await preferencesOf(customer.id);
    expect(preferences?.optedOutChannels).toEqual(['whatsapp']);
    // The 24-hour window for free-form replies opens from the customer's message.
    expect(preferences?.whatsappLastInboundAt).toBeInstanceOf(Date);
    const [reply] = await repliesOf(customer.id);
    expect(reply).toMatchObject({ channel: 'whatsapp', from: `+${customer.waId}`, intent: 'opt_out', evidence: { matched: ['stop'] } });
    expect(await holdOf(customer.id)).toMatchObject({ kind: 'replied', note: 'STOP' });
    const audit = await t.deps.db.select().from(auditLog).where(eq(auditLog.target, customer.id));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['reply.hold', 'reply.opt-out']);
  });

  it('"मैं 15 तारीख को भुगतान करूँगा" records a promise for the 15th, from the reply', async () => {
    const customer = await debtor();
    await postWhatsapp(whatsappBody({ from: customer.waId, text: 'मैं 15 तारीख को भुगतान करूँगा' }));
    const today = businessDate(new Date());
    const fifteenth = `${today.slice(0, 8)}15` >= today ? `${today.slice(0, 8)}15` : null;
    const preferences = await preferencesOf(customer.id);
    expect(preferences?.promisedDate).toMatch(/-15$/);
    if (fifteenth) expect(preferences?.promisedDate).toBe(fifteenth);
    const promises = await t.deps.db.select().from(customerPromises).where(eq(customerPromises.customerId, customer.id));
    expect(promises).toEqual([expect.objectContaining({ promisedDate: preferences!.promisedDate, source: 'reply', status: 'open' })]);
    expect((await repliesOf(customer.id))[0]).toMatchObject({ intent: 'promise', evidence: { matched: ['15 तारीख'] } });
  });

  it('"paid yesterday" pauses reminders as a claimed payment; a quick-reply button answering our message is matched to it', async () => {
    const customer = await debtor();
    const [ours] = await t.deps.db
      .insert(messages)
      .values({
        customerId: customer.id,
        channel: 'whatsapp',
        to: customer.phone!,
        body: 'Your dues are overdue',
        provider: 'whatsapp_cloud',
        status: 'delivered',
        providerMessageId: 'wamid.ours-1',
        idempotencyKey: `inbox-test:${customer.id}`,
      })
      .returning();
    await postWhatsapp(whatsappBody({ from: customer.waId, text: 'paid yesterday' }));
    expect((await preferencesOf(customer.id))?.paidClaimedAt).toBeInstanceOf(Date);
    await postWhatsapp(
      whatsappBody({ from: customer.waId, button: { text: 'Send me the link', payload: 'PAY_LINK' }, contextId: 'wamid.ours-1' }),
    );
    const replies = await repliesOf(customer.id);
    expect(replies.find((reply) => reply.buttonPayload === 'PAY_LINK')).toMatchObject({
      text: 'Send me the link',
      answersMessageId: ours!.id,
      intent: 'needs_reply',
    });
    expect(await holdOf(customer.id)).toMatchObject({ kind: 'paid_claimed' });
  });

  it('a forged signature is refused (401) and nothing is written; a replay changes nothing twice', async () => {
    const customer = await debtor();
    const body = whatsappBody({ from: customer.waId, text: 'wrong amount' });
    expect((await postWhatsapp(body, 'not-the-app-secret')).status).toBe(401);
    expect((await t.callAnonymous('POST', WEBHOOK, body)).status).toBe(401);
    expect(await repliesOf(customer.id)).toEqual([]);
    expect(await preferencesOf(customer.id)).toBeUndefined();

    expect((await postWhatsapp(body)).status).toBe(200);
    const first = await preferencesOf(customer.id);
    expect(first).toMatchObject({ disputeReason: 'wrong amount' });
    const audited = await t.deps.db.select().from(auditLog).where(eq(auditLog.target, customer.id));
    const replay = await postWhatsapp(body);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ replies: { received: 1, stored: 0, duplicates: 1 } });
    expect(await repliesOf(customer.id)).toHaveLength(1);
    expect(await preferencesOf(customer.id)).toEqual(first);
    expect(await t.deps.db.select().from(auditLog).where(eq(auditLog.target, customer.id))).toHaveLength(audited.length);
  });

  it('from a number no customer has: stored unmatched, nothing else changes', async () => {
    const response = await postWhatsapp(whatsappBody({ from: '919000000001', text: 'kal' }));
    expect(await response.json()).toMatchObject({ replies: { stored: 1 } });
    const [reply] = await t.deps.db.select().from(inboundMessages).where(eq(inboundMessages.from, '+919000000001'));
    expect(reply).toMatchObject({ customerId: null, intent: 'promise' });
    expect(await t.deps.db.select().from(customerContactPreferences)).toEqual([]);
  });

  it('refuses a malformed message with 400 naming the field, writing nothing', async () => {
    const customer = await debtor();
    const body = whatsappBody({ from: customer.waId, text: 'x'.repeat(5000) });
    const response = await postWhatsapp(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('text.body');
    expect(await repliesOf(customer.id)).toEqual([]);
  });
});

describe("MSG91's inbound SMS", () => {
  const address = (token = MSG91_TOKEN) => `${MSG91_INBOUND}?token=${token}`;

  it('stores a reply sent to the virtual number (JSON or a form), once; a wrong token changes nothing', async () => {
    const customer = await debtor();
    const digits = customer.phone!.replace(/\D/g, '').slice(-10);
    const sms = { number: `91${digits}`, message: 'payment done UTR 412345678901', requestId: 'in-77', date: '2026-11-26 10:15:00' };
    expect((await t.callAnonymous('POST', address('not-the-token-0000'), sms)).status).toBe(401);
    expect(await repliesOf(customer.id)).toEqual([]);

    const response = await t.callAnonymous('POST', address(), sms);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ replies: { received: 1, stored: 1, duplicates: 0 } });
    expect(await (await t.callAnonymous('POST', address(), sms)).json()).toMatchObject({ replies: { stored: 0, duplicates: 1 } });
    const [reply] = await repliesOf(customer.id);
    expect(reply).toMatchObject({ channel: 'sms', intent: 'paid_claim', evidence: { reference: '412345678901' } });
    expect(reply!.receivedAt.toISOString()).toBe('2026-11-26T04:45:00.000Z');
    expect(await preferencesOf(customer.id)).toMatchObject({ paidClaimReference: '412345678901', whatsappLastInboundAt: null });

    const form = new URLSearchParams({ mobile: digits, content: 'STOP', msgId: 'in-78' }).toString();
    const formed = await t.callAnonymous('POST', address(), form, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(formed.status).toBe(200);
    expect((await preferencesOf(customer.id))?.optedOutChannels).toEqual(['sms']);
  });

  it('a body without the sender is refused with 400 naming it', async () => {
    const response = await t.callAnonymous('POST', address(), { message: 'hello', requestId: 'in-79' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('number');
    expect(await t.deps.db.select().from(inboundMessages)).toEqual([]);
  });
});

describe('the reply hold in the send gate, and the inbox', () => {
  async function bulkSms(phone: string, message: string) {
    const response = await t.call('POST', '/api/workflows/bulk-sms', { message, recipients: [phone] });
    expect(response.status).toBe(202);
    const { executionId } = (await response.json()) as { executionId: string };
    await t.settled(executionId);
    return (await t.deps.db.select().from(messages).where(eq(messages.executionId, executionId)))[0]!;
  }

  it('skips a customer with an unhandled reply ("replied"), and sends again once staff mark it handled', async () => {
    const customer = await debtor();
    await postWhatsapp(whatsappBody({ from: customer.waId, text: 'who is this?' }));
    const skipped = await bulkSms(customer.phone!, 'Your dues are overdue');
    expect(skipped).toMatchObject({ status: 'failed', customerId: customer.id });
    expect(skipped.error).toContain('replied');

    const inbox = (await (await t.call('GET', '/api/inbox')).json()) as TInboxPage;
    const listed = inbox.items.find((item) => item.customer?.id === customer.id)!;
    expect(listed).toMatchObject({ text: 'who is this?', intent: 'needs_reply', handledAt: null, customer: { name: customer.name } });

    expect((await t.callAs('viewer', 'POST', `/api/inbox/${listed.id}/handled`)).status).toBe(403);
    const handled = await t.callAs('collector', 'POST', `/api/inbox/${listed.id}/handled`);
    expect(handled.status).toBe(200);
    const result = (await handled.json()) as TInboxHandledResult;
    expect(result).toMatchObject({ openReplies: 0, message: { handledBy: expect.any(String) } });
    expect(result.message.handledAt).not.toBeNull();
    expect(await holdOf(customer.id)).toBeNull();
    const open = (await (await t.call('GET', '/api/inbox?status=needs_reply')).json()) as TInboxPage;
    expect(open.items.some((item) => item.id === listed.id)).toBe(false);
    const all = (await (await t.call('GET', '/api/inbox?status=all')).json()) as TInboxPage;
    expect(all.items.some((item) => item.id === listed.id)).toBe(true);

    const sent = await bulkSms(customer.phone!, 'Your dues are still overdue');
    expect(sent).toMatchObject({ customerId: customer.id, error: null });
    expect(['sent', 'delivered']).toContain(sent.status);
  });

  it('keeps the hold while another reply of the customer is open', async () => {
    const customer = await debtor();
    await postWhatsapp(whatsappBody({ from: customer.waId, text: 'hello' }));
    await postWhatsapp(whatsappBody({ from: customer.waId, text: 'are you there?' }));
    const [first] = await t.deps.db
      .select()
      .from(inboundMessages)
      .where(and(eq(inboundMessages.customerId, customer.id), eq(inboundMessages.text, 'hello')));
    const result = (await (await t.call('POST', `/api/inbox/${first!.id}/handled`)).json()) as TInboxHandledResult;
    expect(result.openReplies).toBe(1);
    expect(await holdOf(customer.id)).toMatchObject({ kind: 'replied', note: 'are you there?' });
  });

  it('answers 400 naming the field for a bad id or status, and 404 for an unknown reply', async () => {
    expect((await t.call('POST', '/api/inbox/not-an-id/handled')).status).toBe(400);
    expect((await t.call('GET', '/api/inbox?status=later')).status).toBe(400);
    expect((await t.call('POST', '/api/inbox/00000000-0000-4000-8000-000000000000/handled')).status).toBe(404);
  });
});
