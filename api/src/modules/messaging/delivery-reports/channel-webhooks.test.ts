/**
 * Real sends end to end: the portal served on a port, providers configured through the API with a
 * stand-in's address and credentials, workflows sending through them, and the stand-ins sending their
 * delivery reports and call status callbacks back, signed the vendor's way. A report moves its message
 * once; a replay, a forged signature or an unknown id changes nothing.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { contactAttempts } from '../../../core/db/schema/contact-attempts';
import { messageAttempts } from '../../../core/db/schema/message-attempts';
import { messages } from '../../../core/db/schema/messages';
import { providers } from '../../../core/db/schema/providers';
import { seedProvidersIfEmpty } from '../../providers/seed-providers';
import {
  startExotelStandIn,
  startMsg91StandIn,
  startWhatsappStandIn,
  type ExotelStandIn,
  type Msg91StandIn,
  type WhatsappStandIn,
} from '../../../test/channel-stand-ins';
import { fixtures } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { holdIdleConnections } from '../../../core/lib/http-server';

const MSG91 = { authKey: 'msg91-auth-key-4f1e2d3c', webhookToken: 'dlr-token-7a6b5c4d3e2f' };
const EXOTEL = { apiKey: 'exo-key-51a2', apiToken: 'exo-token-9b8c7d6e', accountSid: 'duesflow1' };
const WHATSAPP = {
  accessToken: 'EAAG-access-token-123456',
  phoneNumberId: '106540352242922',
  appSecret: 'meta-app-secret-0011',
  verifyToken: 'verify-me-2026',
};

let t: TestApp;
let url: string;
let server: ReturnType<typeof serve>;
let msg91: Msg91StandIn;
let exotel: ExotelStandIn;
let whatsapp: WhatsappStandIn;
let make: ReturnType<typeof fixtures>;
let phoneSeq = 0;

beforeAll(async () => {
  t = await createTestApp();
  make = fixtures(t.deps.db);
  server = holdIdleConnections(serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }));
  if (!server.listening) await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  [msg91, exotel, whatsapp] = await Promise.all([
    startMsg91StandIn({ authKey: MSG91.authKey }),
    startExotelStandIn(EXOTEL),
    startWhatsappStandIn({ accessToken: WHATSAPP.accessToken, phoneNumberId: WHATSAPP.phoneNumberId }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([msg91?.stop(), exotel?.stop(), whatsapp?.stop()]);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t?.stop();
});

beforeEach(async () => {
  await t.resetData();
  await t.deps.db.delete(providers);
  await seedProvidersIfEmpty(t.deps.db);
  // The cheapest first, one retry: the real provider is tried first and the next one takes over.
  await t.call('PUT', '/api/providers/failover-config', { maxRetries: 1, strategy: 'cost_optimized' });
  for (const standIn of [msg91, exotel, whatsapp]) standIn.mode = 'ok';
  await configure('msg91_sms', { ...MSG91, senderId: 'DUESFL', route: 'transactional', baseUrl: msg91.url });
  await configure('exotel_voice', { ...EXOTEL, callerId: '08047112233', appId: '926', baseUrl: exotel.url, callbackBaseUrl: url });
  await configure('whatsapp_cloud', { ...WHATSAPP, apiVersion: 'v21.0', baseUrl: whatsapp.url });
});

async function providerId(name: string): Promise<string> {
  const [row] = await t.deps.db.select().from(providers).where(eq(providers.name, name));
  return row!.id;
}

/** The provider made the cheapest of its type, with the vendor's credentials and the stand-in's address. */
async function configure(name: string, config: Record<string, unknown>) {
  const response = await t.call('PUT', `/api/providers/${await providerId(name)}`, { config, costPerUnit: 0.0001 });
  expect(response.status).toBe(200);
}

const nextPhone = () => {
  phoneSeq += 1;
  return `+91 97${String(10_000_000 + phoneSeq).slice(-8)}`;
};

async function send(path: string, body: unknown) {
  const response = await t.call('POST', path, body);
  expect(response.status).toBe(202);
  const { executionId } = (await response.json()) as { executionId: string };
  await t.settled(executionId);
  return t.deps.db.select().from(messages).where(eq(messages.executionId, executionId));
}

const messageById = async (id: string) => (await t.deps.db.select().from(messages).where(eq(messages.id, id)))[0]!;
const attemptsOf = (id: string) => t.deps.db.select().from(messageAttempts).where(eq(messageAttempts.messageId, id));

describe('MSG91 delivery reports', () => {
  const webhook = (token = MSG91.webhookToken) => `${url}/api/channel-webhooks/msg91/delivery-report?token=${encodeURIComponent(token)}`;

  it('sends a bulk SMS through MSG91 (sent), and its delivery report makes it delivered, once', async () => {
    const phone = nextPhone();
    const customer = await make.customer({ phone });
    // The send gate refuses a customer who owes nothing.
    await make.invoice(customer.id, 120_000, -5);
    const [message] = await send('/api/workflows/bulk-sms', { message: 'Your dues of Rs 1,200 are overdue', recipients: [phone] });
    expect(message).toMatchObject({ status: 'sent', provider: 'msg91_sms', customerId: customer.id });
    expect(msg91.sent.at(-1)).toMatchObject({
      requestId: message!.providerMessageId,
      to: `91${phone.replace(/\D/g, '').slice(-10)}`,
      sender: expect.stringMatching(/^DUESFL/),
    });

    const first = await msg91.report(webhook(), message!.providerMessageId!, '1');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: 1, applied: 1, unchanged: 0, unknown: 0 });
    const delivered = await messageById(message!.id);
    expect(delivered.status).toBe('delivered');
    expect((await attemptsOf(message!.id)).map((a) => a.status)).toEqual(['delivered']);
    const [contact] = await t.deps.db.select().from(contactAttempts).where(eq(contactAttempts.messageId, message!.id));
    expect(contact?.outcome).toBe('delivered');

    // The same report again (MSG91 retries), and a late failure: nothing moves.
    const replay = await msg91.report(webhook(), message!.providerMessageId!, '1');
    expect(await replay.json()).toEqual({ received: 1, applied: 0, unchanged: 1, unknown: 0 });
    await msg91.report(webhook(), message!.providerMessageId!, '2');
    const after = await messageById(message!.id);
    expect(after).toEqual(delivered);
  });

  it('a failed report (form-encoded v2) fails the message with the reason', async () => {
    const [message] = await send('/api/workflows/bulk-sms', { message: 'Reminder: dues overdue', recipients: [nextPhone()] });
    const interim = await msg91.report(webhook(), message!.providerMessageId!, '8', 'v2');
    expect(await interim.json()).toEqual({ received: 1, applied: 0, unchanged: 1, unknown: 0 });
    const response = await msg91.report(webhook(), message!.providerMessageId!, '9', 'v2');
    expect(await response.json()).toEqual({ received: 1, applied: 1, unchanged: 0, unknown: 0 });
    expect(await messageById(message!.id)).toMatchObject({
      status: 'failed',
      error: 'The number is on the Do Not Call registry (NDNC) (FAILED)',
    });
  });

  it('refuses a report with a wrong token, and changes nothing', async () => {
    const [message] = await send('/api/workflows/bulk-sms', { message: 'Reminder: dues overdue', recipients: [nextPhone()] });
    const forged = await msg91.report(webhook('dlr-token-guessed-0000'), message!.providerMessageId!, '2');
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ error: 'invalid_signature' });
    const missing = await fetch(`${url}/api/channel-webhooks/msg91/delivery-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestId: message!.providerMessageId, status: '2' }),
    });
    expect(missing.status).toBe(401);
    expect(await messageById(message!.id)).toMatchObject({ status: 'sent', error: null });
  });

  it('counts a report of an id it never sent as unknown', async () => {
    const response = await msg91.report(webhook(), 'ffffffffffffffffffffffff', '1');
    expect(await response.json()).toEqual({ received: 1, applied: 0, unchanged: 0, unknown: 1 });
  });

  it('fails over to the next SMS provider when MSG91 is down, keeping its reason on the try', async () => {
    msg91.mode = 'down';
    const [message] = await send('/api/workflows/bulk-sms', { message: 'Reminder: dues overdue', recipients: [nextPhone()] });
    expect(message).toMatchObject({ status: 'delivered', provider: 'gupshup_sms' });
    const attempts = (await attemptsOf(message!.id)).sort((a, b) => a.attemptNo - b.attemptNo);
    expect(attempts.map((a) => [a.providerName, a.status, a.error])).toEqual([
      ['msg91_sms', 'failed', 'MSG91 refused the SMS: 503 Service Unavailable'],
      ['gupshup_sms', 'delivered', null],
    ]);
  });

  it('refuses other body types with 415', async () => {
    const response = await fetch(`${url}/api/channel-webhooks/msg91/delivery-report?token=${MSG91.webhookToken}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'requestId=1',
    });
    expect(response.status).toBe(415);
  });
});

describe('Exotel call status callbacks', () => {
  it('places the follow-up call through Exotel (sent); the terminal callback makes it completed, once', async () => {
    const customer = await make.customer({ phone: nextPhone() });
    await make.invoice(customer.id, 250_000, -10);
    const [message] = await send('/api/workflows/payment-followup', { phoneNumber: customer.phone, customerId: customer.id });
    expect(message).toMatchObject({ channel: 'voice', status: 'sent', provider: 'exotel_voice' });
    const call = exotel.calls.find((item) => item.sid === message!.providerMessageId)!;
    expect(call.statusCallback!.startsWith(`${url}/api/channel-webhooks/exotel/call-status?`)).toBe(true);

    const done = await exotel.finish(call.sid, 'completed');
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ received: 1, applied: 1, unchanged: 0, unknown: 0 });
    expect(await messageById(message!.id)).toMatchObject({ status: 'completed' });
    const again = await exotel.finish(call.sid, 'failed');
    expect(await again.json()).toEqual({ received: 1, applied: 0, unchanged: 1, unknown: 0 });
    expect(await messageById(message!.id)).toMatchObject({ status: 'completed', error: null });
  });

  it('an unanswered call fails with the reason', async () => {
    const customer = await make.customer({ phone: nextPhone() });
    await make.invoice(customer.id, 250_000, -10);
    const [message] = await send('/api/workflows/payment-followup', { phoneNumber: customer.phone, customerId: customer.id });
    await exotel.finish(message!.providerMessageId!, 'no-answer');
    expect(await messageById(message!.id)).toMatchObject({ status: 'failed', error: 'The call was not answered' });
  });

  it('refuses a callback whose signature is not duesflow’s, and changes nothing', async () => {
    const customer = await make.customer({ phone: nextPhone() });
    await make.invoice(customer.id, 250_000, -10);
    const [message] = await send('/api/workflows/payment-followup', { phoneNumber: customer.phone, customerId: customer.id });
    const call = exotel.calls.find((item) => item.sid === message!.providerMessageId)!;
    const forged = new URL(call.statusCallback!);
    forged.searchParams.set('sig', 'a'.repeat(64));
    const response = await fetch(forged, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ CallSid: call.sid, Status: 'completed' }).toString(),
    });
    expect(response.status).toBe(401);
    expect(await messageById(message!.id)).toMatchObject({ status: 'sent' });
  });

  it('asks Exotel to retry a callback that comes before the call’s answer is written down', async () => {
    const customer = await make.customer({ phone: nextPhone() });
    // A message whose try is still on its way to the provider (queued, its try `sending`).
    const [queued] = await t.deps.db
      .insert(messages)
      .values({
        customerId: customer.id,
        channel: 'voice',
        to: customer.phone!,
        body: 'x',
        provider: 'exotel_voice',
        idempotencyKey: 'early:1:voice',
      })
      .returning();
    const id = await providerId('exotel_voice');
    await t.deps.db
      .insert(messageAttempts)
      .values({ messageId: queued!.id, attemptNo: 1, providerId: id, providerName: 'exotel_voice', idempotencyKey: 'early:1:voice#1' });
    const { exotelStatusCallback } = await import('../channels/exotel-voice');
    const response = await fetch(exotelStatusCallback(url, EXOTEL.apiToken, id, 'early:1:voice#1'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ CallSid: 'c0ffee', Status: 'completed' }).toString(),
    });
    expect(response.status).toBe(503);
    expect(await messageById(queued!.id)).toMatchObject({ status: 'queued' });
  });
});

describe('WhatsApp Cloud API webhook', () => {
  const webhook = () => `${url}/api/channel-webhooks/whatsapp`;

  it('answers Meta’s subscription check with the challenge only for the verify token', async () => {
    const ok = await fetch(`${webhook()}?hub.mode=subscribe&hub.verify_token=${WHATSAPP.verifyToken}&hub.challenge=1158201444`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('1158201444');
    const wrong = await fetch(`${webhook()}?hub.mode=subscribe&hub.verify_token=guess-0000&hub.challenge=1158201444`);
    expect(wrong.status).toBe(401);
  });

  it('sends through the Cloud API (sent), and the signed statuses make it delivered, once', async () => {
    const [message] = await send('/api/workflows/whatsapp', { message: 'Your dues are overdue', recipients: [nextPhone()] });
    expect(message).toMatchObject({ channel: 'whatsapp', status: 'sent', provider: 'whatsapp_cloud' });
    const sent = whatsapp.messages.find((item) => item.id === message!.providerMessageId)!;
    const [attempt] = await attemptsOf(message!.id);
    expect(sent.opaque).toBe(attempt!.idempotencyKey);

    expect(await (await whatsapp.notify(webhook(), sent.id, 'sent', WHATSAPP.appSecret)).json()).toMatchObject({
      applied: 0,
      unchanged: 1,
    });
    expect(await (await whatsapp.notify(webhook(), sent.id, 'delivered', WHATSAPP.appSecret)).json()).toMatchObject({ applied: 1 });
    const delivered = await messageById(message!.id);
    expect(delivered.status).toBe('delivered');
    expect(await (await whatsapp.notify(webhook(), sent.id, 'delivered', WHATSAPP.appSecret)).json()).toMatchObject({
      applied: 0,
      unchanged: 1,
    });
    expect(await (await whatsapp.notify(webhook(), sent.id, 'read', WHATSAPP.appSecret)).json()).toMatchObject({
      applied: 0,
      unchanged: 1,
    });
    expect(await messageById(message!.id)).toEqual(delivered);
  });

  it('refuses a forged or missing signature, and changes nothing', async () => {
    const [message] = await send('/api/workflows/whatsapp', { message: 'Your dues are overdue', recipients: [nextPhone()] });
    const forged = await whatsapp.notify(webhook(), message!.providerMessageId!, 'failed', 'not-the-app-secret');
    expect(forged.status).toBe(401);
    const unsigned = await fetch(webhook(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: whatsapp.statusBody(message!.providerMessageId!, 'failed'),
    });
    expect(unsigned.status).toBe(401);
    expect(await messageById(message!.id)).toMatchObject({ status: 'sent', error: null });
    // Signed properly, the failure is taken, with Meta's code and title.
    await whatsapp.notify(webhook(), message!.providerMessageId!, 'failed', WHATSAPP.appSecret);
    expect(await messageById(message!.id)).toMatchObject({ status: 'failed', error: '#131026 Message undeliverable' });
  });

  it('keeps the new secrets out of every answer', async () => {
    const response = await t.call('GET', '/api/providers?type=whatsapp');
    const text = await response.text();
    for (const secret of [WHATSAPP.accessToken, WHATSAPP.appSecret, WHATSAPP.verifyToken]) expect(text).not.toContain(secret);
    const sms = await (await t.call('GET', '/api/providers?type=sms')).text();
    for (const secret of [MSG91.authKey, MSG91.webhookToken]) expect(sms).not.toContain(secret);
  });
});
