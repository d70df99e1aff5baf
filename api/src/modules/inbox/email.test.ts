/**
 * Email comes back (docs/inbox.md, "Email"), against the real app and database: a customer's email as a
 * Mailgun route posts it, signed with the Mailgun provider's webhook signing key (stored sealed), is taken
 * only with a good, fresh, unused signature; stored once per Message-Id; matched by the message of ours it
 * answers or the sender's address in any case; read without its quoted history by the reply rules and
 * applied like any reply.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../core/db/schema/staff';
import { customerContactPreferences } from '../../core/db/schema/communications';
import { inboundMessages } from '../../core/db/schema/inbound-messages';
import { messages } from '../../core/db/schema/messages';
import { providers } from '../../core/db/schema/providers';
import { useTestApp, type Fixtures, type TestApp } from '../../test/test-app';

const SIGNING_KEY = 'mailgun-signing-key-3f2e1d0c';
const INBOUND = '/api/channel-webhooks/mailgun/inbound';

let t: TestApp;
let make: Fixtures;
useTestApp((app) => ({ t, make } = app));

let sequence = 0;

beforeEach(async () => {
  // Providers outlive each test's reset: added once.
  const [existing] = await t.deps.db.select().from(providers).where(eq(providers.name, 'mailgun'));
  if (existing) return;
  const response = await t.call('POST', '/api/providers', {
    name: 'mailgun',
    displayName: 'Mailgun',
    type: 'email',
    priority: 3,
    config: { webhookSigningKey: SIGNING_KEY, domain: 'mg.duesflow.example' },
  });
  expect(response.status).toBe(201);
});

/** Mailgun's signature fields for a post made `ageSeconds` ago, under `key`. */
function signed(key = SIGNING_KEY, ageSeconds = 0, token = randomBytes(25).toString('hex')) {
  const timestamp = String(Math.floor(t.deps.clock.now().getTime() / 1000) - ageSeconds);
  return { timestamp, token, signature: createHmac('sha256', key).update(`${timestamp}${token}`).digest('hex') };
}

/** A customer's email as a Mailgun route posts it (multipart/form-data). */
function postEmail(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return t.app.request(INBOUND, { method: 'POST', body: form });
}

function email(from: string, body: string, extra: Record<string, string> = {}) {
  sequence += 1;
  return {
    from,
    sender: from.replace(/.*</, '').replace(/>.*/, ''),
    recipient: 'accounts@mg.duesflow.example',
    subject: 'Re: Payment reminder',
    'body-plain': body,
    'Message-Id': `<reply-${sequence}-${randomBytes(4).toString('hex')}@mail.example.in>`,
    ...extra,
  };
}

async function debtor(address: string) {
  const customer = await make.customer({ email: address });
  await make.invoice(customer.id, 250_000, -20);
  return customer;
}

const repliesOf = (customerId: string) => t.deps.db.select().from(inboundMessages).where(eq(inboundMessages.customerId, customerId));

describe('a signed inbound email', () => {
  it('is matched by the sender address in any case, read without the quoted history, and applied; the same email again changes nothing', async () => {
    const customer = await debtor('Accounts@AshaTraders.in');
    const body = [
      'Paid yesterday, UTR 412345678901.',
      '',
      'On Tue, 24 Nov 2026 at 10:00, DuesFlow <accounts@duesflow.example> wrote:',
      '> Your payment of Rs. 2,500.00 is overdue. Please pay today.',
    ].join('\n');
    const mail = email('Asha Traders <accounts@ashatraders.IN>', body);
    const toast = t.nextEvent('reply_received', (message) => message.data.customerId === customer.id);
    const response = await postEmail({ ...mail, ...signed() });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ replies: { received: 1, stored: 1, duplicates: 0 } });
    expect((await toast).data).toMatchObject({ channel: 'email', intent: 'paid_claim' });
    const [reply] = await repliesOf(customer.id);
    expect(reply).toMatchObject({
      channel: 'email',
      from: 'accounts@ashatraders.in',
      text: 'Paid yesterday, UTR 412345678901.',
      intent: 'paid_claim',
      vendorMessageId: mail['Message-Id'].slice(1, -1),
    });
    const [preferences] = await t.deps.db
      .select()
      .from(customerContactPreferences)
      .where(eq(customerContactPreferences.customerId, customer.id));
    expect(preferences?.paidClaimReference).toBe('412345678901');

    // Mailgun posts it again (a retry: a new token, the same Message-Id): nothing changes.
    const again = await postEmail({ ...mail, ...signed() });
    expect(await again.json()).toMatchObject({ replies: { received: 1, stored: 0, duplicates: 1 } });
    expect(await repliesOf(customer.id)).toHaveLength(1);
    const audits = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'reply.paid-claim'));
    expect(audits.filter((row) => row.target === customer.id)).toHaveLength(1);
  });

  it("is matched to the message of ours it answers (In-Reply-To) before the sender's address; Mailgun's stripped-text is taken as written", async () => {
    const answered = await debtor('owner@meenakirana.in');
    const other = await debtor('other@example.in');
    const [ours] = await t.deps.db
      .insert(messages)
      .values({
        customerId: answered.id,
        channel: 'email',
        to: 'owner@meenakirana.in',
        body: 'Reminder',
        provider: 'mailgun',
        status: 'delivered',
        providerMessageId: '20261124.abc123@mg.duesflow.example',
        idempotencyKey: `test-email:${randomBytes(6).toString('hex')}`,
      })
      .returning();
    const mail = email('Someone Else <other@example.in>', 'ignored', {
      'stripped-text': 'I will pay on 15 Dec',
      'In-Reply-To': '<20261124.abc123@mg.duesflow.example>',
    });
    expect((await postEmail({ ...mail, ...signed() })).status).toBe(200);
    const [reply] = await repliesOf(answered.id);
    expect(reply).toMatchObject({ answersMessageId: ours!.id, text: 'I will pay on 15 Dec' });
    expect(await repliesOf(other.id)).toEqual([]);
  });

  it('a forged, stale or replayed signature is 401 and nothing is stored; a post without a sender is a 400', async () => {
    const customer = await debtor('kavita@nairstores.in');
    const mail = email('kavita@nairstores.in', 'STOP');
    const forged = await postEmail({ ...mail, ...signed('not-the-signing-key') });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ error: 'invalid_signature' });
    expect((await postEmail(mail)).status).toBe(401);
    // JSON carries no Mailgun signature either.
    expect((await t.callAnonymous('POST', INBOUND, { ...mail, ...signed() })).status).toBe(401);
    const stale = await postEmail({ ...mail, ...signed(SIGNING_KEY, 6 * 60) });
    expect(stale.status).toBe(401);
    expect((await stale.json()).message).toMatch(/timestamp/);
    // A good signature with its fields altered is no signature.
    const good = signed();
    expect((await postEmail({ ...mail, ...good, timestamp: String(Number(good.timestamp) + 1) })).status).toBe(401);
    expect(await t.deps.db.select().from(inboundMessages)).toEqual([]);

    const noSender = await postEmail({ ...email('', 'hello'), from: 'not an address', sender: '', ...signed() });
    expect(noSender.status).toBe(400);
    expect((await noSender.json()).message).toMatch(/from/);

    const first = signed();
    expect((await postEmail({ ...mail, ...first })).status).toBe(200);
    // The same signed token on another email: a replay.
    const replay = await postEmail({ ...email('kavita@nairstores.in', 'wrong amount'), ...first });
    expect(replay.status).toBe(401);
    expect((await replay.json()).message).toMatch(/used before/);
    const stored = await repliesOf(customer.id);
    expect(stored.map((row) => row.intent)).toEqual(['opt_out']);
    const [preferences] = await t.deps.db
      .select()
      .from(customerContactPreferences)
      .where(eq(customerContactPreferences.customerId, customer.id));
    expect(preferences?.optedOutChannels).toEqual(['email']);
  });

  it('keeps the Mailgun signing key sealed: the providers list never answers it', async () => {
    const list = await (await t.call('GET', '/api/providers?type=email')).text();
    expect(list).not.toContain(SIGNING_KEY);
    const [row] = await t.deps.db.select().from(providers).where(eq(providers.name, 'mailgun'));
    expect(JSON.stringify(row!.config)).not.toContain(SIGNING_KEY);
  });
});
