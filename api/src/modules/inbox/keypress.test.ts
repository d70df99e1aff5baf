/**
 * Call keypresses come back (docs/inbox.md, "Keypresses"), against the real app and database: the Exotel
 * flow's Passthru calls the keypress address with the Exotel provider's webhookToken; a keypress is
 * stored once (CallSid and digits), matched to the call we placed, and applied: 1 sends the customer's
 * page link by SMS exactly once, 2 with a date is a promise, 2 alone and 3 wait for staff. A wrong token
 * changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { customerPromises } from '../../core/db/schema/promises-disputes';
import { inboundMessages } from '../../core/db/schema/inbound-messages';
import { messages } from '../../core/db/schema/messages';
import { providers } from '../../core/db/schema/providers';
import { workflowExecutions } from '../../core/db/schema/workflow-executions';
import { auditLog } from '../../core/db/schema/staff';
import { useTestApp, type Fixtures, type TestApp } from '../../test/test-app';

const EXOTEL_TOKEN = 'exotel-keypress-token-8c7b6a';
const KEYPRESS = '/api/channel-webhooks/exotel/keypress';

let t: TestApp;
let make: Fixtures;
useTestApp((app) => ({ t, make } = app));

let sequence = 0;

beforeEach(async () => {
  const [row] = await t.deps.db.select().from(providers).where(eq(providers.name, 'exotel_voice'));
  const response = await t.call('PUT', `/api/providers/${row!.id}`, { config: { webhookToken: EXOTEL_TOKEN } });
  expect(response.status).toBe(200);
});

/** A customer who owes something, and the reminder call we placed to them (its CallSid, as Exotel answered). */
async function calledDebtor() {
  sequence += 1;
  const phone = `+91 95${String(10_000_000 + sequence).slice(-8)}`;
  const customer = await make.customer({ phone });
  await make.invoice(customer.id, 250_000, -20);
  const callSid = `c${randomUUID().replace(/-/g, '')}`;
  await t.deps.db.insert(messages).values({
    customerId: customer.id,
    channel: 'voice',
    to: phone,
    body: 'Reminder call',
    provider: 'exotel_voice',
    status: 'completed',
    providerMessageId: callSid,
    idempotencyKey: `test-call:${callSid}`,
  });
  return { customer, callSid };
}

/** Exotel's Passthru request: GET, the digits in double quotes as Exotel writes them. */
function press(callSid: string, digits: string, token = EXOTEL_TOKEN, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({ token, CallSid: callSid, digits: `"${digits}"`, CallFrom: '08047112233', ...extra });
  return t.callAnonymous('GET', `${KEYPRESS}?${query}`);
}

const repliesOf = (customerId: string) => t.deps.db.select().from(inboundMessages).where(eq(inboundMessages.customerId, customerId));

describe('a keypress on the reminder call', () => {
  it("1 sends the customer's page link by SMS, once, through the send gate; the same keypress again changes nothing", async () => {
    const { customer, callSid } = await calledDebtor();
    const response = await press(callSid, '1');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ replies: { received: 1, stored: 1, duplicates: 0 } });
    const [reply] = await repliesOf(customer.id);
    expect(reply).toMatchObject({ channel: 'voice', vendorMessageId: `${callSid}:1`, buttonPayload: '1', intent: 'needs_reply' });
    expect(reply!.text).toBe('Pressed 1 on the call: send me the link');
    // Answered automatically: it waits for nobody and holds no reminder.
    expect(reply!.handledAt).not.toBeNull();

    const again = await press(callSid, '1');
    expect(await again.json()).toMatchObject({ replies: { received: 1, stored: 0, duplicates: 1 } });
    expect(await repliesOf(customer.id)).toHaveLength(1);

    const runs = await t.deps.db
      .select()
      .from(workflowExecutions)
      .where(
        and(eq(workflowExecutions.workflowType, 'inbox_reply'), like(workflowExecutions.idempotencyKey, `%keypress-link:${reply!.id}%`)),
      );
    expect(runs).toHaveLength(1);
    await t.settled(runs[0]!.id);
    const sms = await t.deps.db
      .select()
      .from(messages)
      .where(and(eq(messages.customerId, customer.id), eq(messages.channel, 'sms')));
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toMatch(
      /^Pay your outstanding Rs\. 2,500\.00 in one tap: https?:\/\/\S+\/p\?[A-Za-z0-9_-]{16,} Thank you - DuesFlow$/,
    );
    expect(sms[0]!.body).not.toContain('SAMPLE-LINK');
  });

  it('2 with a day and month (DDMM) is a promise to that day; 2 alone waits for staff to agree a date; 3 waits for staff', async () => {
    const dated = await calledDebtor();
    const now = t.deps.clock.now();
    const in10 = new Date(now.getTime() + 10 * 86_400_000);
    const ist = new Date(in10.getTime() + 5.5 * 3_600_000);
    const ddmm = `${String(ist.getUTCDate()).padStart(2, '0')}${String(ist.getUTCMonth() + 1).padStart(2, '0')}`;
    expect((await press(dated.callSid, `2${ddmm}`)).status).toBe(200);
    const [promise] = await repliesOf(dated.customer.id);
    expect(promise).toMatchObject({
      intent: 'promise',
      evidence: expect.objectContaining({ promisedDate: ist.toISOString().slice(0, 10) }),
    });
    const promises = await t.deps.db.select().from(customerPromises).where(eq(customerPromises.customerId, dated.customer.id));
    expect(promises.map((row) => row.promisedDate)).toEqual([ist.toISOString().slice(0, 10)]);

    const undated = await calledDebtor();
    expect((await press(undated.callSid, '2')).status).toBe(200);
    const [waiting] = await repliesOf(undated.customer.id);
    expect(waiting).toMatchObject({
      intent: 'needs_reply',
      text: 'Pressed 2 on the call: I will pay (date to be agreed)',
      handledAt: null,
    });

    const talk = await calledDebtor();
    expect((await press(talk.callSid, '3')).status).toBe(200);
    const [person] = await repliesOf(talk.customer.id);
    expect(person).toMatchObject({ intent: 'needs_reply', text: 'Pressed 3 on the call: talk to someone', handledAt: null });
    const holds = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reply.hold'), eq(auditLog.target, talk.customer.id)));
    expect(holds).toHaveLength(1);
    // Neither sent anything.
    expect(await t.deps.db.select().from(messages).where(eq(messages.channel, 'sms'))).toEqual([]);
  });

  it('a wrong or missing token is 401 and nothing is stored; a call we did not place is stored unmatched; bad digits are a 400', async () => {
    const { customer, callSid } = await calledDebtor();
    await t.deps.audit.flush();
    const refusedBefore = (
      await t.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'channel-webhook.exotel-keypress'), eq(auditLog.status, 401)))
    ).length;
    const forged = await press(callSid, '1', 'not-the-token');
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ error: 'invalid_signature' });
    expect((await t.callAnonymous('GET', `${KEYPRESS}?CallSid=${callSid}&digits=1`)).status).toBe(401);
    expect(await t.deps.db.select().from(inboundMessages)).toEqual([]);
    // A GET the guard does not audit: the route records its own answers, refusals included.
    await t.deps.audit.flush();
    const refused = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'channel-webhook.exotel-keypress'), eq(auditLog.status, 401)));
    expect(refused.length).toBe(refusedBefore + 1);

    const bad = await press(callSid, '1x');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: expect.stringContaining('digits') });
    const noSid = await t.callAnonymous('GET', `${KEYPRESS}?token=${EXOTEL_TOKEN}&digits=1`);
    expect(noSid.status).toBe(400);
    expect(await noSid.json()).toMatchObject({ message: expect.stringContaining('CallSid') });
    expect(await t.deps.db.select().from(inboundMessages)).toEqual([]);

    const stranger = await press('c-someone-elses-call', '3');
    expect(stranger.status).toBe(200);
    const [unmatched] = await t.deps.db.select().from(inboundMessages).where(eq(inboundMessages.vendorMessageId, 'c-someone-elses-call:3'));
    expect(unmatched).toMatchObject({ customerId: null, channel: 'voice' });
    expect(await repliesOf(customer.id)).toEqual([]);
  });
});
