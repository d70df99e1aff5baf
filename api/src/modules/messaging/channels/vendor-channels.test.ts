/**
 * The real provider adapters against local stand-ins of the vendors' APIs: what each sends (the vendor's
 * request shape, credentials, DLT fields, templates), how a refusal, an outage and a timeout read, and
 * that a provider without credentials, or of a vendor without an adapter, stays on the sandbox.
 */
import {
  startExotelStandIn,
  startMsg91StandIn,
  startWhatsappStandIn,
  type ExotelStandIn,
  type Msg91StandIn,
  type WhatsappStandIn,
} from '../../../test/channel-stand-ins';
import type { ChannelAdapters, SendRequest } from './channel-adapter';
import { exotelCallbackSignature } from './exotel-voice';
import { guardChannels } from './guarded-channels';
import { createSandboxChannels } from './sandbox-channel';
import { createVendorChannels } from './vendor-channels';

const MSG91_KEY = 'msg91-auth-key-4f1e2d3c';
const EXOTEL = { apiKey: 'exo-key-51a2', apiToken: 'exo-token-9b8c7d6e', accountSid: 'duesflow1' };
const WHATSAPP = { accessToken: 'EAAG-access-token-123456', phoneNumberId: '106540352242922' };

let msg91: Msg91StandIn;
let exotel: ExotelStandIn;
let whatsapp: WhatsappStandIn;
let channels: ChannelAdapters;

beforeAll(async () => {
  [msg91, exotel, whatsapp] = await Promise.all([
    startMsg91StandIn({ authKey: MSG91_KEY }),
    startExotelStandIn(EXOTEL),
    startWhatsappStandIn(WHATSAPP),
  ]);
  // As the runtime wires them: vendor adapters over the sandbox, every answer made safe. The vendors'
  // timeout is the real one, so a busy machine's slow answer is not taken for no answer.
  channels = guardChannels(createVendorChannels(createSandboxChannels(), { callbackBaseUrl: 'https://portal.duesflow.test' }));
});
afterAll(() => Promise.all([msg91.stop(), exotel.stop(), whatsapp.stop()]));
beforeEach(() => {
  for (const standIn of [msg91, exotel, whatsapp]) {
    standIn.mode = 'ok';
    standIn.requests.length = 0;
  }
  msg91.sent.length = 0;
  exotel.calls.length = 0;
  whatsapp.messages.length = 0;
});

const msg91Provider = (config: Record<string, unknown> = {}) => ({
  id: '7b0f7c52-8a1f-4f5e-9d7a-0c3f4a1b2c3d',
  name: 'msg91_sms',
  config: { authKey: MSG91_KEY, senderId: 'DUESFL', route: 'transactional', baseUrl: msg91.url, ...config },
});
const exotelProvider = (config: Record<string, unknown> = {}) => ({
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  name: 'exotel_voice',
  config: { ...EXOTEL, callerId: '08047112233', appId: '926', baseUrl: exotel.url, ...config },
});
const whatsappProvider = (config: Record<string, unknown> = {}) => ({
  id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  name: 'whatsapp_cloud',
  config: { ...WHATSAPP, apiVersion: 'v21.0', appSecret: 'app-secret-abcdef', baseUrl: whatsapp.url, ...config },
});

const sms = (overrides: Partial<SendRequest> = {}): SendRequest => ({
  to: '+91 98765 43210',
  body: 'Dear Sunita, your payment of Rs 4,250.50 is overdue. Pay: https://pay.duesflow.test/l/abc',
  idempotencyKey: 'run-1:customer-1:sms#1',
  dlt: { templateId: '1107161234567890123', header: 'DUESFL', category: 'service-implicit' },
  ...overrides,
});

describe('MSG91 SMS', () => {
  it('sends through the SMS API with the authkey, DLT template id and header, transactional route, GSM-7 text', async () => {
    const result = await channels.sms.send({ ...sms(), provider: msg91Provider() });
    expect(result).toEqual({ providerMessageId: msg91.sent[0]!.requestId, status: 'sent' });
    expect(msg91.sent).toEqual([
      {
        requestId: result.providerMessageId,
        sender: 'DUESFL',
        route: '4',
        unicode: 0,
        dltTemplateId: '1107161234567890123',
        to: '919876543210',
        message: sms().body,
      },
    ]);
  });

  it('sends a Hindi text as Unicode, with the DLT header as sender id', async () => {
    await channels.sms.send({
      ...sms({
        body: 'प्रिय सुनीता, आपका ₹4,250.50 का भुगतान बकाया है।',
        dlt: { templateId: '1107160000000000001', header: 'DUESHI', category: 'service-implicit' },
      }),
      provider: msg91Provider(),
    });
    expect(msg91.sent[0]).toMatchObject({ unicode: 1, sender: 'DUESHI', dltTemplateId: '1107160000000000001' });
  });

  it('leaves the DLT template id to MSG91 when the send carries none', async () => {
    await channels.sms.send({ ...sms({ dlt: undefined }), provider: msg91Provider() });
    expect(msg91.sent[0]).toMatchObject({ dltTemplateId: null, sender: 'DUESFL' });
  });

  it('reads a refusal as the status and MSG91’s reason, never its body or the key', async () => {
    msg91.mode = 'refuse';
    expect(await channels.sms.send({ ...sms(), provider: msg91Provider() })).toEqual({
      providerMessageId: '',
      status: 'failed',
      error: 'MSG91 refused the SMS: 400 Bad Request (Invalid sender id)',
    });
    const wrongKey = await channels.sms.send({ ...sms(), provider: msg91Provider({ authKey: 'not-the-key-0000' }) });
    expect(wrongKey.error).toBe('MSG91 refused the SMS: 401 Unauthorized (Authentication failure)');
    msg91.mode = 'down';
    expect((await channels.sms.send({ ...sms(), provider: msg91Provider() })).error).toBe('MSG91 refused the SMS: 503 Service Unavailable');
  });

  it('gives up on a provider that does not answer within the timeout, and says so', async () => {
    msg91.mode = 'hang';
    // A short timeout, so the test does not wait the real one; the message names the real one.
    const impatient = guardChannels(
      createVendorChannels(createSandboxChannels(), { callbackBaseUrl: 'https://portal.duesflow.test', timeoutMs: 500 }),
    );
    await expect(impatient.sms.send({ ...sms(), provider: msg91Provider() })).rejects.toThrow(
      'The provider could not be reached: no answer within 10 seconds',
    );
  });

  it('says so when the provider cannot be reached at all', async () => {
    const closed = await startMsg91StandIn({ authKey: MSG91_KEY });
    await closed.stop();
    await expect(channels.sms.send({ ...sms(), provider: msg91Provider({ baseUrl: closed.url }) })).rejects.toThrow(
      /^The provider could not be reached: the connection was refused/,
    );
  });
});

describe('Exotel voice', () => {
  it('connects the customer to the call flow, transactional, with a signed status callback and the try’s key', async () => {
    const provider = exotelProvider();
    const key = 'run-2:customer-9:voice#1';
    const result = await channels.voice.send({ to: '98765 43210', body: 'Namaste…', idempotencyKey: key, provider });
    expect(result).toEqual({ providerMessageId: exotel.calls[0]!.sid, status: 'sent' });
    const call = exotel.calls[0]!;
    expect(call).toMatchObject({
      accountSid: 'duesflow1',
      from: '+919876543210',
      callerId: '08047112233',
      url: 'http://my.exotel.com/duesflow1/exoml/start_voice/926',
      callType: 'trans',
      customField: key,
    });
    const callback = new URL(call.statusCallback!);
    expect(`${callback.origin}${callback.pathname}`).toBe('https://portal.duesflow.test/api/channel-webhooks/exotel/call-status');
    expect(callback.searchParams.get('provider')).toBe(provider.id);
    expect(callback.searchParams.get('ref')).toBe(key);
    expect(callback.searchParams.get('sig')).toBe(exotelCallbackSignature(EXOTEL.apiToken, provider.id, key));
    expect(new URLSearchParams(exotel.requests[0]!.body).get('StatusCallbackEvents[0]')).toBe('terminal');
  });

  it('a provider’s own callbackBaseUrl wins over the portal’s address', async () => {
    await channels.voice.send({
      to: '98765 43210',
      body: '…',
      idempotencyKey: 'k#1',
      provider: exotelProvider({ callbackBaseUrl: 'https://hooks.example.in/' }),
    });
    expect(exotel.calls[0]!.statusCallback).toMatch(/^https:\/\/hooks\.example\.in\/api\/channel-webhooks\/exotel\/call-status\?/);
  });

  it('reads Exotel’s refusal, and a wrong token', async () => {
    exotel.mode = 'refuse';
    expect((await channels.voice.send({ to: '98765 43210', body: '…', idempotencyKey: 'k#1', provider: exotelProvider() })).error).toBe(
      'Exotel refused the call: 400 Bad Request (CallerId is not an ExoPhone of this account)',
    );
    exotel.mode = 'ok';
    const wrong = await channels.voice.send({
      to: '98765 43210',
      body: '…',
      idempotencyKey: 'k#1',
      provider: exotelProvider({ apiToken: 'wrong-token-1234' }),
    });
    expect(wrong).toMatchObject({
      status: 'failed',
      error: 'Exotel refused the call: 401 Unauthorized (Authentication is required to view this resource.)',
    });
  });

  it('refuses to call without a flow, naming what is missing', async () => {
    const result = await channels.voice.send({
      to: '98765 43210',
      body: '…',
      idempotencyKey: 'k#1',
      provider: exotelProvider({ appId: '' }),
    });
    expect(result).toMatchObject({
      status: 'failed',
      error: 'Exotel needs the call flow to connect to (appId or flowUrl); none is configured',
    });
    expect(exotel.requests).toHaveLength(0);
  });
});

describe('WhatsApp Cloud API', () => {
  it('sends an approved template with its language and body parameters in order', async () => {
    const key = 'run-3:customer-4:whatsapp#1';
    const result = await channels.whatsapp.send({
      to: '+91 98765 43210',
      body: 'Dear Sunita, ₹4,250.50 is overdue',
      idempotencyKey: key,
      whatsappTemplate: { name: 'payment_reminder', language: 'en', params: ['Sunita', '₹4,250.50', '15 Nov 2026'] },
      provider: whatsappProvider(),
    });
    expect(result).toEqual({ providerMessageId: whatsapp.messages[0]!.id, status: 'sent' });
    expect(whatsapp.messages[0]).toMatchObject({
      phoneNumberId: WHATSAPP.phoneNumberId,
      to: '919876543210',
      type: 'template',
      template: { name: 'payment_reminder', language: 'en', params: ['Sunita', '₹4,250.50', '15 Nov 2026'] },
      opaque: key,
    });
    expect(whatsapp.requests[0]!.path).toBe(`/v21.0/${WHATSAPP.phoneNumberId}/messages`);
  });

  it('sends text inside the conversation window', async () => {
    await channels.whatsapp.send({
      to: '+91 98765 43210',
      body: 'Thank you for the payment',
      idempotencyKey: 'k#1',
      provider: whatsappProvider(),
    });
    expect(whatsapp.messages[0]).toMatchObject({ type: 'text', text: 'Thank you for the payment', template: null });
  });

  it('reads Meta’s error code and message, and never shows the access token', async () => {
    whatsapp.mode = 'refuse';
    expect(
      (await channels.whatsapp.send({ to: '98765 43210', body: 'x', idempotencyKey: 'k#1', provider: whatsappProvider() })).error,
    ).toBe('WhatsApp refused the message: 400 Bad Request (#131030 (#131030) Recipient phone number not in allowed list)');
    whatsapp.mode = 'ok';
    const wrong = await channels.whatsapp.send({
      to: '98765 43210',
      body: 'x',
      idempotencyKey: 'k#1',
      provider: whatsappProvider({ accessToken: 'EAAG-wrong-token-999' }),
    });
    expect(wrong.error).toBe(
      'WhatsApp refused the message: 401 Unauthorized (#190 Invalid OAuth access token - Cannot parse access token)',
    );
    expect(wrong.error).not.toContain('EAAG');
  });
});

describe("a try a crash cut off, looked up in the vendor's record", () => {
  const call = (overrides: Partial<SendRequest> = {}): SendRequest => ({
    ...sms(),
    idempotencyKey: 'run-1:customer-1:voice#1',
    provider: exotelProvider(),
    ...overrides,
  });

  it('Exotel: the call placed since the claim is found in its call details, with its Sid and status', async () => {
    const claimedAt = new Date(Date.now() - 1000);
    const sent = await channels.voice.send(call());
    expect(
      await channels.voice.lookup!({
        to: '+91 98765 43210',
        idempotencyKey: 'run-1:customer-1:voice#1',
        claimedAt,
        provider: exotelProvider(),
      }),
    ).toEqual({
      state: 'reached',
      providerMessageId: sent.providerMessageId,
      status: 'sent',
    });
    const lookup = exotel.requests.find((request) => request.method === 'GET')!;
    expect(lookup.path).toMatch(
      /^\/v1\/Accounts\/duesflow1\/Calls\.json\?From=%2B919876543210&DateCreated=gte%3A\d{4}-\d\d-\d\d\+\d\d%3A\d\d%3A\d\d$/,
    );
    expect(lookup.headers.authorization).toBe(`Basic ${Buffer.from(`${EXOTEL.apiKey}:${EXOTEL.apiToken}`).toString('base64')}`);
  });

  it('Exotel: no call to that number since the claim means it was never placed', async () => {
    await channels.voice.send(call({ to: '+91 90000 11111' }));
    expect(
      await channels.voice.lookup!({
        to: '+91 98765 43210',
        idempotencyKey: 'k#1',
        claimedAt: new Date(Date.now() - 1000),
        provider: exotelProvider(),
      }),
    ).toEqual({ state: 'not_reached' });
    // A call before the claim is another try's.
    expect(
      await channels.voice.lookup!({
        to: '+91 90000 11111',
        idempotencyKey: 'k#1',
        claimedAt: new Date(Date.now() + 5000),
        provider: exotelProvider(),
      }),
    ).toEqual({ state: 'not_reached' });
  });

  it('Exotel: call details that cannot be read prove nothing: unknown', async () => {
    const wrong = exotelProvider({ apiToken: 'wrong-token' });
    const result = await channels.voice.lookup!({ to: '+91 98765 43210', idempotencyKey: 'k#1', claimedAt: new Date(), provider: wrong });
    expect(result).toMatchObject({ state: 'unknown' });
    expect(JSON.stringify(result)).not.toContain('wrong-token');
  });

  it('MSG91 and WhatsApp keep no record duesflow can look up by its own reference: unknown, saying why', async () => {
    const request = { to: '+91 98765 43210', idempotencyKey: 'k#1', claimedAt: new Date() };
    expect(await channels.sms.lookup!({ ...request, provider: msg91Provider() })).toEqual({
      state: 'unknown',
      reason: expect.stringContaining('MSG91 keeps no record'),
    });
    expect(await channels.whatsapp.lookup!({ ...request, provider: whatsappProvider() })).toEqual({
      state: 'unknown',
      reason: expect.stringContaining('no message lookup'),
    });
    expect(msg91.requests).toEqual([]);
    expect(whatsapp.requests).toEqual([]);
  });

  it('the sandbox answers as it did: its answer is its record', async () => {
    const sent = await channels.sms.send({ ...sms(), provider: { id: 'p', name: 'gupshup_sms', config: {} } });
    expect(
      await channels.sms.lookup!({
        to: sms().to,
        idempotencyKey: sms().idempotencyKey,
        claimedAt: new Date(),
        provider: { id: 'p', name: 'gupshup_sms', config: {} },
      }),
    ).toEqual({
      state: 'reached',
      providerMessageId: sent.providerMessageId,
      status: 'delivered',
    });
  });
});

describe('a vendor asking to slow down', () => {
  it('WhatsApp: HTTP 429 with Retry-After, and Meta’s #130429, are throttled, not failed', async () => {
    whatsapp.throttleNext(2, 3);
    const first = await channels.whatsapp.send({ ...sms(), provider: whatsappProvider() });
    const second = await channels.whatsapp.send({ ...sms(), provider: whatsappProvider() });
    expect(first).toMatchObject({
      status: 'throttled',
      retryAfterMs: 3000,
      error: 'WhatsApp asked to slow down: 429 Too Many Requests (#130429)',
    });
    expect(second).toMatchObject({ status: 'throttled', error: 'WhatsApp asked to slow down: 400 Bad Request (#130429)' });
    expect(second.retryAfterMs).toBeUndefined();
    expect(whatsapp.messages).toEqual([]);
    expect(await channels.whatsapp.send({ ...sms(), provider: whatsappProvider() })).toMatchObject({ status: 'sent' });
  });

  it('Exotel: 429 is throttled with its Retry-After', async () => {
    exotel.mode = 'throttle';
    expect(await channels.voice.send({ ...sms(), provider: exotelProvider() })).toMatchObject({ status: 'throttled', retryAfterMs: 2000 });
    expect(exotel.calls).toEqual([]);
  });
});

describe('choosing the transport', () => {
  it('keeps a provider without credentials, and a vendor without an adapter, on the sandbox', async () => {
    const seeded = await channels.sms.send({
      ...sms(),
      provider: { id: 'p1', name: 'msg91_sms', config: { senderId: 'DUESFL', route: 'transactional' } },
    });
    expect(seeded).toMatchObject({ status: 'delivered', providerMessageId: expect.stringMatching(/^sbx_sms_/) });
    const gupshup = await channels.sms.send({
      ...sms(),
      provider: { id: 'p2', name: 'gupshup_sms', config: { apiKey: 'gs-key-123456', baseUrl: msg91.url } },
    });
    expect(gupshup.providerMessageId).toMatch(/^sbx_sms_/);
    // An MSG91 provider on another channel has no MSG91 adapter there.
    const wa = await channels.whatsapp.send({
      to: '98765 43210',
      body: 'x',
      idempotencyKey: 'k#1',
      provider: { id: 'p3', name: 'msg91_whatsapp', config: { authKey: MSG91_KEY } },
    });
    expect(wa.providerMessageId).toMatch(/^sbx_whatsapp_/);
    expect(msg91.requests).toHaveLength(0);
  });
});
