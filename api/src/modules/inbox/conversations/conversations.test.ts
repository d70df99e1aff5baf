/**
 * The inbox's conversations (docs/inbox.md, "Conversations" and "Answering"), against the real app and
 * database: replies signed as Meta signs them arrive, are listed by customer with their filters, assigned,
 * and answered through the send gate — free text only inside WhatsApp's 24-hour window, a template outside
 * it, never on a channel the customer opted out of, even while their reminders are held.
 */
import { eq } from 'drizzle-orm';
import {
  WHATSAPP_WINDOW_CLOSED,
  type TConversation,
  type TConversationsPage,
  type TInboxStaff,
  type TReplyStarted,
} from '@duesflow/shared-contracts/inbox';
import { auditLog } from '../../../core/db/schema/staff';
import { providers } from '../../../core/db/schema/providers';
import { metaSignature, whatsappReplyBody } from '../../../test/channel-stand-ins';
import { useTestApp, type Fixtures, type TestApp } from '../../../test/test-app';

const APP_SECRET = 'meta-app-secret-conversations-41';
const HOUR_MS = 3_600_000;

let t: TestApp;
let make: Fixtures;
useTestApp((app) => ({ t, make } = app));

let sequence = 0;

beforeEach(async () => {
  const [row] = await t.deps.db.select().from(providers).where(eq(providers.name, 'whatsapp_cloud'));
  expect((await t.call('PUT', `/api/providers/${row!.id}`, { config: { appSecret: APP_SECRET, verifyToken: 'verify-1' } })).status).toBe(
    200,
  );
});

async function debtor() {
  sequence += 1;
  const phone = `+91 95${String(10_000_000 + sequence).slice(-8)}`;
  const customer = await make.customer({ phone, name: `Conversation ${sequence} Traders` });
  await make.invoice(customer.id, 180_000, -15);
  return { ...customer, waId: `91${phone.replace(/\D/g, '').slice(-10)}` };
}

/** A customer's WhatsApp message, signed with the provider's app secret as Meta signs it. */
async function whatsappFrom(waId: string, text: string, at = new Date()) {
  sequence += 1;
  const body = whatsappReplyBody({ from: waId, id: `wamid.conversation-${sequence}`, text, at });
  const response = await t.callAnonymous('POST', '/api/channel-webhooks/whatsapp', body, {
    'x-hub-signature-256': metaSignature(body, APP_SECRET),
  });
  expect(response.status).toBe(200);
}

const listOf = async (filter: string, role: 'admin' | 'collector' | 'viewer' = 'admin') => {
  const response = await t.callAs(role, 'GET', `/api/inbox/conversations?filter=${filter}&pageSize=200`);
  expect(response.status).toBe(200);
  return ((await response.json()) as TConversationsPage).items;
};
const conversationOf = async (customerId: string) =>
  (await (await t.call('GET', `/api/inbox/conversations/${customerId}`)).json()) as TConversation;
const replyTo = (customerId: string, body: unknown, role: 'admin' | 'collector' | 'viewer' = 'collector') =>
  t.callAs(role, 'POST', `/api/inbox/conversations/${customerId}/reply`, body);

describe('conversations by customer', () => {
  it('lists each customer once by their latest reply, with the replies waiting for staff, and filters by intent', async () => {
    const promising = await debtor();
    const stopping = await debtor();
    const updated = t.nextEvent('reply_received', (message) => message.data.customerId === stopping.id);
    await whatsappFrom(promising.waId, 'hello, who is this?', new Date(Date.now() - 60_000));
    await whatsappFrom(promising.waId, 'मैं 15 तारीख को भुगतान करूँगा');
    await whatsappFrom(stopping.waId, 'STOP');
    expect((await updated).data).toMatchObject({ customerName: stopping.name, intent: 'opt_out', assigneeId: null });

    const waiting = await listOf('needs_reply');
    const row = waiting.find((item) => item.customer.id === promising.id);
    expect(waiting.filter((item) => item.customer.id === promising.id)).toHaveLength(1);
    expect(row).toMatchObject({ unhandled: 2, assignee: null, latestReply: { intent: 'promise', text: 'मैं 15 तारीख को भुगतान करूँगा' } });
    expect(row!.latestReply.evidence.promisedDate).toMatch(/-15$/);
    expect((await listOf('promises')).map((item) => item.customer.id)).toContain(promising.id);
    expect((await listOf('promises')).map((item) => item.customer.id)).not.toContain(stopping.id);
    expect((await listOf('opt_outs')).map((item) => item.customer.id)).toEqual(expect.arrayContaining([stopping.id]));
    expect((await listOf('disputes')).map((item) => item.customer.id)).not.toContain(stopping.id);
    // Viewers read everything.
    expect((await listOf('all', 'viewer')).length).toBeGreaterThanOrEqual(2);
  });

  it("shows a customer's replies and our messages in the order they happened, newest last, paged from the latest", async () => {
    const customer = await debtor();
    await whatsappFrom(customer.waId, 'first', new Date(Date.now() - 3 * HOUR_MS));
    await whatsappFrom(customer.waId, 'second', new Date(Date.now() - 2 * HOUR_MS));
    await whatsappFrom(customer.waId, 'third', new Date(Date.now() - HOUR_MS));
    const all = await conversationOf(customer.id);
    expect(all.items.map((entry) => (entry.direction === 'in' ? entry.reply.text : entry.message.body))).toEqual([
      'first',
      'second',
      'third',
    ]);
    expect(all).toMatchObject({ total: 3, unhandled: 3, customer: { id: customer.id, name: customer.name } });
    const latest = (await (await t.call('GET', `/api/inbox/conversations/${customer.id}?pageSize=2`)).json()) as TConversation;
    expect(latest.items.map((entry) => entry.direction === 'in' && entry.reply.text)).toEqual(['second', 'third']);
    expect((await t.call('GET', `/api/inbox/conversations/${customer.id}?pageSize=0`)).status).toBe(400);
    expect((await t.call('GET', '/api/inbox/conversations/not-a-uuid')).status).toBe(400);
    expect((await t.call('GET', '/api/inbox/conversations/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await t.call('GET', '/api/inbox/conversations?filter=unread')).status).toBe(400);
  });
});

describe('assigning a conversation', () => {
  it('assigns to a collector (Mine lists it for them, not for others), reassigns and clears; viewers may not', async () => {
    const customer = await debtor();
    await whatsappFrom(customer.waId, 'call me please');
    const staff = (await (await t.call('GET', '/api/inbox/assignees')).json()) as TInboxStaff[];
    expect(staff.map((member) => member.id)).toEqual(expect.arrayContaining([t.userIds.admin, t.userIds.collector]));
    expect(staff.map((member) => member.id)).not.toContain(t.userIds.viewer);

    const path = `/api/inbox/conversations/${customer.id}/assignee`;
    const changed = t.nextEvent(
      'metrics_updated',
      (message) => message.data.scopes.includes('inbox') && (message.data.customerIds ?? []).includes(customer.id),
    );
    const assigned = await t.callAs('admin', 'PUT', path, { staffId: t.userIds.collector });
    expect(assigned.status).toBe(200);
    expect(((await assigned.json()) as TConversation).assignee).toEqual({ id: t.userIds.collector, name: 'Test Collector' });
    await changed;
    expect((await listOf('mine', 'collector')).map((item) => item.customer.id)).toContain(customer.id);
    expect((await listOf('mine', 'admin')).map((item) => item.customer.id)).not.toContain(customer.id);

    // A reply to an assigned conversation is toasted to its collector alone.
    const toast = t.nextEvent('reply_received', (message) => message.data.customerId === customer.id);
    await whatsappFrom(customer.waId, 'any update?');
    expect((await toast).data.assigneeId).toBe(t.userIds.collector);

    expect((await t.callAs('viewer', 'PUT', path, { staffId: t.userIds.viewer })).status).toBe(403);
    const refused = await t.callAs('collector', 'PUT', path, { staffId: t.userIds.viewer });
    expect(refused.status).toBe(422);
    expect((await t.callAs('collector', 'PUT', path, { staffId: 'someone' })).status).toBe(400);
    expect((await t.callAs('collector', 'PUT', path, {})).status).toBe(400);
    expect((await conversationOf(customer.id)).assignee?.id).toBe(t.userIds.collector);

    const cleared = await t.callAs('collector', 'PUT', path, { staffId: null });
    expect(((await cleared.json()) as TConversation).assignee).toBeNull();
    const audit = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'inbox.assign'));
    expect(audit.filter((entry) => entry.target === customer.id && entry.outcome === 'success').map((entry) => entry.detail)).toEqual(
      expect.arrayContaining(['conversation assigned to Test Collector', 'conversation assigned to nobody']),
    );
  });
});

describe('answering from the inbox', () => {
  it("sends free text inside WhatsApp's 24-hour window though the reply holds reminders, and shows it in the conversation", async () => {
    const customer = await debtor();
    await whatsappFrom(customer.waId, 'paid yesterday');
    const response = await replyTo(customer.id, { channel: 'whatsapp', text: 'Thank you, we will check and confirm.' });
    expect(response.status).toBe(202);
    const started = (await response.json()) as TReplyStarted;
    expect(started.waitingUntil).toBeNull();
    const run = await t.settled(started.executionId);
    expect(run).toMatchObject({ status: 'success', workflowType: 'inbox_reply', summary: `Reply to ${customer.name} sent by WhatsApp` });
    const conversation = await conversationOf(customer.id);
    const out = conversation.items.at(-1)!;
    expect(out).toMatchObject({
      direction: 'out',
      message: { channel: 'whatsapp', body: 'Thank you, we will check and confirm.', by: 'Test Collector', workflowName: 'Inbox Reply' },
    });
    expect(out.direction === 'out' && ['sent', 'delivered'].includes(out.message.status)).toBe(true);
    // Answering is not handling: the reply still holds reminders until staff mark it handled.
    expect(conversation.unhandled).toBe(1);
  });

  it('refuses WhatsApp free text outside the window, naming the template to use, and sends a template instead', async () => {
    const customer = await debtor();
    await whatsappFrom(customer.waId, 'who is this', new Date(Date.now() - 25 * HOUR_MS));
    const refused = await replyTo(customer.id, { channel: 'whatsapp', text: 'Hello again' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: 'whatsapp_window', message: WHATSAPP_WINDOW_CLOSED });
    // SMS free text has no such window.
    expect((await replyTo(customer.id, { channel: 'sms', text: 'Hello by SMS' })).status).toBe(202);

    const response = await replyTo(customer.id, { templateId: 'bulk-payment-reminder' });
    expect(response.status).toBe(202);
    await t.settled(((await response.json()) as TReplyStarted).executionId);
    const bodies = (await conversationOf(customer.id)).items.flatMap((entry) => (entry.direction === 'out' ? [entry.message.body] : []));
    expect(bodies.some((body) => body.startsWith('Dear customer, your payment of Rs. 1,800.00 is due on'))).toBe(true);

    const unknown = await replyTo(customer.id, { templateId: 'no-such-template' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ issues: [{ path: 'templateId', message: 'No such template' }] });
    const both = await replyTo(customer.id, { channel: 'sms', text: 'x', templateId: 'bulk-payment-reminder' });
    expect(both.status).toBe(400);
    expect((await replyTo(customer.id, { channel: 'sms', text: '   ' })).status).toBe(400);
    expect((await replyTo(customer.id, { channel: 'fax', text: 'hi' })).status).toBe(400);
  });

  it("refuses a channel the customer opted out of, with the gate's words, and sends nothing", async () => {
    const customer = await debtor();
    await whatsappFrom(customer.waId, 'STOP');
    const before = (await conversationOf(customer.id)).total;
    const refused = await replyTo(customer.id, { channel: 'whatsapp', text: 'Sorry to bother you' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: 'opted_out', message: expect.stringContaining(`Not sent to ${customer.name}`) });
    expect((await conversationOf(customer.id)).total).toBe(before);
    // SMS is still open to them.
    const sms = await replyTo(customer.id, { channel: 'sms', text: 'Noted, no more WhatsApp messages.' });
    expect(sms.status).toBe(202);
    expect((await t.settled(((await sms.json()) as TReplyStarted).executionId)).status).toBe('success');
  });

  it('is for collect roles: a viewer is refused and nothing is sent', async () => {
    const customer = await debtor();
    await whatsappFrom(customer.waId, 'hello');
    expect((await replyTo(customer.id, { channel: 'whatsapp', text: 'Hi' }, 'viewer')).status).toBe(403);
    expect((await conversationOf(customer.id)).total).toBe(1);
    expect((await replyTo('00000000-0000-4000-8000-000000000000', { channel: 'sms', text: 'Hi' })).status).toBe(404);
  });
});
