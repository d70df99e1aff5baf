import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq, sql } from 'drizzle-orm';
import { GATEWAY_ERROR_FOR_OTHERS, type TPaymentGateway } from '@duesflow/shared-contracts/gateways';
import type { TProvider } from '@duesflow/shared-contracts/providers';
import { ROLES } from '@duesflow/shared-contracts/roles';
import { rowsOf } from '../db/database';
import type { TRealtimeMessage } from '@duesflow/shared-contracts/realtime';
import type { ChannelAdapter, ChannelAdapters, SendRequest } from '../../modules/messaging/channels/channel-adapter';
import { createSandboxChannels } from '../../modules/messaging/channels/sandbox-channel';
import { createVendorChannels } from '../../modules/messaging/channels/vendor-channels';
import { messageAttempts } from '../db/schema/message-attempts';
import { providers } from '../db/schema/providers';
import { createLogger } from '../lib/logger';
import { fixtures } from '../../test/fixtures';
import { connectRealtime, type RealtimeSocket } from '../../test/realtime-socket';
import { startAirtableStandIn, startSupabaseStandIn, type AirtableStandIn, type StandIn } from '../../test/stand-in-stores';
import { createTestApp, type TestApp } from '../../test/test-app';
import { VENDOR_FAILURE_FOR_OTHERS } from './failure-for-role';
import { unsealConfig } from './secret-config';
import { holdIdleConnections } from '../lib/http-server';

/**
 * Every provider and data store configured with distinctive secrets (declared fields, a pin, values in
 * nested arrays, URL credentials and token parameters), then everything the API says is scanned: every
 * answer (each GET of the OpenAPI document, dashboards, comparison, config, test connection, failures),
 * every log line at debug level, and every /ws frame of a session that includes a failing provider's run.
 * MSG91 and the Razorpay and Cashfree gateways call a vendor that echoes every header and body it gets in
 * every error field; then the answers of every role and every text or JSON column of every table are scanned too.
 */

/** secret → where it was given, for a readable failure. */
const SECRETS = new Map<string, string>();
const secret = (where: string, value: string) => {
  SECRETS.set(value, where);
  return value;
};

const PROVIDER_CONFIGS: Record<string, Record<string, unknown>> = {
  // 29 characters, like the authKey that lost its redaction to a cut at 120 characters.
  msg91_sms: {
    senderId: 'DUESFL',
    authKey: secret('msg91 authKey', '431337AmSg91LeakTestKey5ee1c0'),
    pin: secret('msg91 pin', '731904'),
    baseUrl: 'VENDOR',
  },
  gupshup_sms: { apiKey: secret('gupshup apiKey', 'gupshup-apikey-19d2b7'), password: secret('gupshup password', 'Gup$hup-pass-42') },
  twilio_sms: {
    accountSid: 'AC0000000000',
    authToken: secret('twilio authToken', 'twilio-authtoken-8c3e0f44'),
    webhooks: [
      { url: `https://hookuser:${secret('webhook URL password', 'hook-pa55-6b1f')}@hooks.example.in/twilio` },
      { url: `https://hooks.example.in/status?token=${secret('webhook token parameter', 'tok-9e8d7c6b5a')}&page=1` },
    ],
  },
  exotel_voice: { callerId: '08047000000', apiToken: secret('exotel apiToken', 'exotel-apitoken-2f7a9d') },
  twilio_voice: { authToken: secret('twilio voice authToken', 'twilio-voice-token-77aa') },
  whatsapp_cloud: {
    phoneNumberId: '1234',
    accessToken: secret('whatsapp accessToken', 'EAAG-whatsapp-access-0b5c'),
    backup: { pins: [secret('nested pin 1', '552817'), secret('nested pin 2', '604139')] },
  },
  gupshup_whatsapp: { appName: 'duesflow', credentials: [[secret('doubly nested credential', 'nested-cred-31f0e2')]] },
  sendgrid: { fromEmail: 'accounts@duesflow.example', apiKey: secret('sendgrid apiKey', 'SG.sendgrid-key-4d4d') },
  amazon_ses: { region: 'ap-south-1', secretAccessKey: secret('ses secretAccessKey', 'ses-secret-access-key-70c1') },
};
const ANALYTICS_CONFIG = {
  passphrase: secret('analytics passphrase', 'correct horse battery staple'),
  exports: [{ target: `sftp://reports:${secret('sftp password in a URL', 'sftp-pa55-99b')}@files.example.in/reports` }],
};
const AIRTABLE_TOKEN = secret('Airtable API key', 'patLEAKTEST.00aa11bb22cc33dd');
const BASE_ID = 'appLEAKTEST0001';
const SUPABASE_KEY = secret('Supabase key', 'eyJleak-test-service-key-5150');
const SUPABASE_URL_TOKEN = secret('Supabase URL token', 'url-apikey-7e7e7e');
const ECHOED_KEY = secret('key sent to a store that echoes it', 'echoed-store-key-24c4');
const POSTGRES_PASSWORD = secret('PostgreSQL password', 'pg-Pa55word-leak-1');
const GARBAGE_KEY = secret('key sent to a store that answers garbage', 'garbage-store-key-81ab');

/**
 * The sandbox, except that every SMS provider fails like a careless real one: MSG91 answers with the
 * request echoed (its config in the text), Gupshup throws with the URL and credentials it called, Twilio
 * answers with a bearer header in its words.
 */
function echoingChannels(): ChannelAdapters {
  const sandbox = createSandboxChannels();
  const sms: ChannelAdapter = {
    channel: 'sms',
    provider: 'echo',
    async send(request: SendRequest) {
      const config = request.provider?.config ?? {};
      if (request.provider?.name === 'gupshup_sms') {
        throw new Error(`POST https://user:${String(config.password)}@api.gupshup.example/sms?apikey=${String(config.apiKey)} failed`);
      }
      if (request.provider?.name === 'twilio_sms') {
        return { providerMessageId: 'tw-1', status: 'failed', error: `401: Authorization: Bearer ${String(config.authToken)} rejected` };
      }
      return { providerMessageId: 'm91-1', status: 'failed', error: `invalid credentials in ${JSON.stringify(config)}` };
    },
  };
  return { ...sandbox, sms };
}

/** A store that answers 401 with the key and request it received in its body (200 with the same as plain text for ?mode=garbage). */
async function startEchoingStore(): Promise<{ url: string; stop(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    if (req.url?.includes('mode=garbage')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(`bad key ${String(req.headers.apikey)}`);
    }
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: `bad key ${String(req.headers.apikey)} for ${req.url}` }));
  });
  holdIdleConnections(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * A vendor API that refuses every call and echoes all it received, headers and body, in every error field
 * it has (`message`, `error.description`, `error`, and the headers as an object): the worst a real vendor did.
 */
async function startEchoingVendor(): Promise<{ url: string; stop(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received = `${req.method} ${req.url} headers ${JSON.stringify(req.headers)} body ${Buffer.concat(chunks).toString()}`;
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          type: 'error',
          message: received,
          error: { description: received, code: 'BAD_REQUEST_ERROR' },
          headers: req.headers,
        }),
      );
    });
  });
  holdIdleConnections(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Gateway credentials: Razorpay's key secret goes out in a Basic header, Cashfree's in x-client-secret. */
const GATEWAY_CREDENTIALS: Record<string, Record<string, string>> = {
  PayU: {
    merchantKey: 'payu-key-public',
    merchantSalt: secret('PayU gateway merchantSalt', 'payu-salt-0c0ffee'),
    pwd: secret('PayU pwd', 'payu-pwd-6620'),
  },
  Razorpay: {
    keyId: 'rzp_live_LEAKTEST01',
    keySecret: secret('Razorpay gateway keySecret', 'rzp-gw-key-secret-51c7e9a0'),
    webhookSecret: secret('Razorpay gateway webhookSecret', 'rzp-gw-whsec-0d3e'),
  },
  Cashfree: {
    clientId: 'CF-LEAKTEST-APP',
    secretKey: secret('Cashfree gateway secretKey', 'cfsk_ma_prod_leaktest_77a1b2c3'),
    webhookSecret: secret('Cashfree gateway webhookSecret', 'cf-gw-whsec-9e2a'),
  },
};
const basicOf = (id: string, key: string) => Buffer.from(`${id}:${key}`).toString('base64');
secret('Razorpay Basic credentials', basicOf(GATEWAY_CREDENTIALS.Razorpay!.keyId!, GATEWAY_CREDENTIALS.Razorpay!.keySecret!));

let vendor: { url: string; stop(): Promise<void> };
let t: TestApp;
let airtable: AirtableStandIn;
let supabase: StandIn;
let echoing: { url: string; stop(): Promise<void> };
let server: ReturnType<typeof serve>;
let socket: RealtimeSocket;
const lines: string[] = [];
const bodies: { what: string; text: string }[] = [];
const busMessages: TRealtimeMessage[] = [];

beforeAll(async () => {
  airtable = await startAirtableStandIn({
    token: AIRTABLE_TOKEN,
    baseId: BASE_ID,
    records: [{ id: 'rec00000000000001', fields: { Name: 'Airtable One', Phone: '+91 98450 00001', 'Amount Due': 10 } }],
  });
  supabase = await startSupabaseStandIn({ key: SUPABASE_KEY, rows: [{ id: 's1', name: 'Supa One', amount_due: 5 }] });
  echoing = await startEchoingStore();
  vendor = await startEchoingVendor();
  t = await createTestApp({
    logger: createLogger('debug', (_level, line) => lines.push(line)),
    airtable: { apiUrl: airtable.url, retryBaseMs: 20 },
    // MSG91 with its authKey goes through its real adapter to the echoing vendor; the others through the echoing sandbox.
    channels: createVendorChannels(echoingChannels()),
  });
  t.deps.bus.subscribe((message) => void busMessages.push(message));
  server = holdIdleConnections(serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }));
  t.injectWebSocket(server);
  if (!server.listening) await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  socket = await connectRealtime(`${origin.replace('http', 'ws')}/ws`, t.sessionHeaders('admin', origin));
}, 60_000);

afterAll(async () => {
  socket?.close();
  t?.closeWebSockets();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await t?.stop();
  await airtable?.stop();
  await supabase?.stop();
  await echoing?.stop();
  await vendor?.stop();
});

async function call(method: string, path: string, body?: unknown, headers?: Record<string, string>) {
  const response = await t.call(method, path, body, headers);
  const text = await response.text();
  bodies.push({ what: `${method} ${path} → ${response.status}`, text });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the answer's own fields
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON (the docs page)
  }
  return { status: response.status, body: json };
}

/** Every secret found in `text`, with where it was given. */
const leaksIn = (text: string) =>
  [...SECRETS.entries()].filter(([value]) => text.includes(value)).map(([value, where]) => `${where} (${value})`);

describe('no secret leaves the API', () => {
  it('configures every provider with its secrets; the list shows them masked and a masked config sent back keeps them', async () => {
    const listed = (await call('GET', '/api/providers')).body as TProvider[];
    PROVIDER_CONFIGS.msg91_sms!.baseUrl = vendor.url;
    for (const [name, config] of Object.entries(PROVIDER_CONFIGS)) {
      const provider = listed.find((row) => row.name === name);
      expect([name, provider !== undefined]).toEqual([name, true]);
      expect((await call('PUT', `/api/providers/${provider!.id}`, { config })).status).toBe(200);
    }
    const created = await call('POST', '/api/providers', {
      name: 'metabase_analytics',
      displayName: 'Metabase exports',
      type: 'analytics',
      priority: 1,
      config: ANALYTICS_CONFIG,
    });
    expect(created.status).toBe(201);

    // The edit dialog sends the masked config back: nothing changes.
    const masked = (await call('GET', '/api/providers')).body as TProvider[];
    for (const provider of masked) await call('PUT', `/api/providers/${provider.id}`, { config: provider.config });
    for (const [name, config] of [...Object.entries(PROVIDER_CONFIGS), ['metabase_analytics', ANALYTICS_CONFIG] as const]) {
      const [row] = await t.deps.db.select().from(providers).where(eq(providers.name, name));
      expect(JSON.stringify(row!.config)).not.toMatch(/hook-pa55|tok-9e8d|authtoken-8c3e|731904|552817|nested-cred/);
      expect([name, unsealConfig(t.deps.secrets, row!.config)]).toEqual([name, config]);
    }
  });

  it('uses every data store with its secret, and a store that echoes the key answers a summary', async () => {
    expect((await call('POST', '/api/business-data/switch/airtable', { apiKey: AIRTABLE_TOKEN, baseId: BASE_ID })).status).toBe(200);
    await call('POST', '/api/business-data/test-connection');
    await call('GET', '/api/business-data/config');
    await call('GET', '/api/customers/airtable');
    const refused = await call('POST', '/api/business-data/switch/supabase', { url: echoing.url, key: ECHOED_KEY });
    expect(refused.body).toEqual({ error: 'store_unavailable', message: 'The database rejected the key (401 Unauthorized)' });
    const garbage = await call('POST', '/api/business-data/switch/supabase', { url: `${echoing.url}/?mode=garbage`, key: GARBAGE_KEY });
    expect(garbage.body).toEqual({
      error: 'store_unavailable',
      message: `${echoing.url} answered with something that is not a list of rows`,
    });
    const unreachable = await call('POST', '/api/business-data/switch/postgres', {
      host: '127.0.0.1',
      port: 9,
      database: 'ledger',
      username: 'clerk',
      password: POSTGRES_PASSWORD,
      sslMode: 'disable',
    });
    expect(unreachable.status).toBe(502);
    const withToken = `${supabase.url}/?apikey=${SUPABASE_URL_TOKEN}`;
    expect((await call('POST', '/api/business-data/switch/supabase', { url: withToken, key: SUPABASE_KEY })).status).toBe(200);
    await call('POST', '/api/business-data/test-connection');
    await call('GET', '/api/customers/airtable');
  });

  it('runs a bulk SMS through providers that fail and echo their credentials: the failure is kept without them', async () => {
    await call('PUT', '/api/providers/failover-config', { maxRetries: 2, strategy: 'round_robin' });
    const make = fixtures(t.deps.db);
    const customer = await make.customer({ phone: '+91 98765 43210' });
    await make.invoice(customer.id, 250_000, -10);
    const started = await call('POST', '/api/workflows/bulk-sms', {}, { 'Idempotency-Key': 'leak-run' });
    expect(started.status).toBe(202);
    await t.settled(started.body.executionId);
    await socket.next('workflow_completed', (message) => message.data.executionId === started.body.executionId);
    const tries = await t.deps.db.select().from(messageAttempts);
    // Three providers tried and failed, each failure kept in words without the secrets.
    expect(tries.map((row) => row.providerName).sort()).toEqual(['gupshup_sms', 'msg91_sms', 'twilio_sms']);
    expect(tries.every((row) => row.status === 'failed' && row.error && row.error.length > 0)).toBe(true);
    expect(leaksIn(JSON.stringify(tries))).toEqual([]);
    expect(tries.find((row) => row.providerName === 'twilio_sms')!.error).toBe('401: Authorization: Bearer •••• rejected');
    // MSG91's real adapter got the echo of its request: the reason is kept, redacted before it was cut.
    expect(tries.find((row) => row.providerName === 'msg91_sms')!.error).toMatch(
      /^MSG91 refused the SMS: 401 Unauthorized \(POST \/api\/v2\/sendsms headers \[request headers left out\]/,
    );
    const authKey = String(PROVIDER_CONFIGS.msg91_sms!.authKey);
    for (let length = 8; length <= authKey.length; length += 1) expect(JSON.stringify(tries)).not.toContain(authKey.slice(-length));
  }, 60_000);

  it("shows a vendor's words about a failed send to admins only; others read that the provider failed", async () => {
    const started = await call(
      'POST',
      '/api/workflows/bulk-sms',
      { message: 'Your dues are pending', recipients: ['+91 98765 43211'] },
      { 'Idempotency-Key': 'leak-campaign' },
    );
    expect(started.status).toBe(202);
    await t.settled(started.body.executionId);
    const errorsAs = async (role: (typeof ROLES)[number]) => {
      const response = await t.callAs(role, 'GET', `/api/campaigns/${started.body.executionId}`);
      const text = await response.text();
      bodies.push({ what: `${role} GET /api/campaigns/{id} → ${response.status}`, text });
      expect(response.status).toBe(200);
      return (JSON.parse(text) as { recipients: { error: string | null }[] }).recipients.map((recipient) => recipient.error);
    };
    const [adminError] = await errorsAs('admin');
    expect(adminError).toMatch(/refused|Bearer ••••|failed/);
    expect(adminError).not.toBe(VENDOR_FAILURE_FOR_OTHERS);
    expect(await errorsAs('collector')).toEqual([VENDOR_FAILURE_FOR_OTHERS]);
    expect(await errorsAs('viewer')).toEqual([VENDOR_FAILURE_FOR_OTHERS]);
  }, 60_000);

  it('probes and routes a link through gateways whose API echoes every header: their failures are kept without a secret, and only admins read them', async () => {
    const { gateways } = (await call('GET', '/api/gateways')).body as { gateways: TPaymentGateway[] };
    for (const gateway of gateways.filter((row) => GATEWAY_CREDENTIALS[row.name])) {
      const update = await call('PUT', `/api/gateways/${gateway.id}`, {
        credentials: GATEWAY_CREDENTIALS[gateway.name],
        apiBaseUrl: vendor.url,
      });
      expect(update.status).toBe(200);
    }
    const probed = (await call('POST', '/api/gateways/refresh-status')).body as { gateways: TPaymentGateway[] };
    const razorpay = probed.gateways.find((row) => row.name === 'Razorpay')!;
    expect(razorpay.status).toBe('down');
    // What the vendor said is kept, without the request headers it echoed.
    expect(razorpay.lastError).toMatch(/^Razorpay answered 401: GET \/v1\/payment_links\?count=1 headers \[request headers left out\]/);
    expect(probed.gateways.find((row) => row.name === 'Cashfree')!.lastError).toMatch(
      /^Cashfree answered 401: GET \/pg\/links\/duesflow_probe headers \[request headers left out\]/,
    );

    // The probe left them down, which routing skips: mark them healthy so the link is tried on both and fails on each.
    await t.deps.db.execute(sql`update payment_gateways set status = 'healthy'`);
    const make = fixtures(t.deps.db);
    const customer = await make.customer({ name: 'Echo Traders', phone: '+91 98765 40000' });
    await make.invoice(customer.id, 1_500_00, -5);
    const started = await call(
      'POST',
      '/api/workflows/generate-payment-link',
      { amount: 1500, customerName: 'Echo Traders' },
      { 'Idempotency-Key': 'leak-link' },
    );
    expect(started.status).toBe(202);
    await t.settled(started.body.executionId);

    for (const role of ROLES) {
      for (const path of ['/api/gateways', '/api/gateways/analytics', '/api/payment-links', '/api/workflows/executions']) {
        const response = await t.callAs(role, 'GET', path);
        const text = await response.text();
        bodies.push({ what: `${role} GET ${path} → ${response.status}`, text });
        if (path === '/api/gateways' && role !== 'admin') {
          const listed = JSON.parse(text) as { gateways: TPaymentGateway[] };
          expect(listed.gateways.find((row) => row.name === 'Razorpay')!.lastError).toBe(GATEWAY_ERROR_FOR_OTHERS);
        }
      }
    }
  }, 60_000);

  it('answers every GET of its OpenAPI document without a secret, to every role', async () => {
    const document = (await call('GET', '/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const paths = Object.entries(document.paths).filter(([path, operations]) => 'get' in operations && !path.includes('{'));
    expect(paths.length).toBeGreaterThan(15);
    for (const [path] of paths) await call('GET', path);
    await call('GET', `/api/workflows/executions`);
    for (const role of ROLES.filter((name) => name !== 'admin')) {
      for (const [path] of paths) {
        const response = await t.callAs(role, 'GET', path);
        bodies.push({ what: `${role} GET ${path} → ${response.status}`, text: await response.text() });
      }
    }
  }, 60_000);

  it('logs a failed query and a library error that quote secrets without them', async () => {
    const failed = await t.deps.db.execute(sql`select ${AIRTABLE_TOKEN}::int`).catch((error: unknown) => error);
    t.deps.logger.error('a query failed', failed);
    t.deps.logger.warn(
      'a library failed',
      new Error(`connect to https://user:${SUPABASE_URL_TOKEN}@db.example.in failed (key ${SUPABASE_KEY})`),
    );
    t.deps.logger.info('a request', { headers: { authorization: `Bearer ${SUPABASE_KEY}` }, body: { apiKey: AIRTABLE_TOKEN } });
    const logged = lines.slice(-3).join('\n');
    expect(logged).toContain('Failed query: select $1::int');
    expect(logged).toContain('[22P02]');
  });

  it('leaves no secret in any text or JSON column of any table', async () => {
    const columns = rowsOf<{ table_schema: string; table_name: string; column_name: string }>(
      await t.deps.db.execute(sql`
        select c.table_schema, c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
        where c.table_schema not in ('pg_catalog', 'information_schema') and c.data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY')
      `),
    );
    expect(columns.some((column) => column.table_name === 'payment_gateways' && column.column_name === 'last_error')).toBe(true);
    const found: string[] = [];
    for (const { table_schema: schema, table_name: table, column_name: column } of columns) {
      const values = rowsOf<{ value: string | null }>(
        await t.deps.db.execute(sql.raw(`select "${column}"::text as value from "${schema}"."${table}"`)),
      );
      const text = values.map((row) => row.value ?? '').join('\n');
      // Short secrets (a 6-digit pin) only as whole words: a uuid may hold the same digits by chance.
      found.push(
        ...[...SECRETS.entries()]
          .filter(([value]) =>
            value.length >= 8 ? text.includes(value) : new RegExp(`(?<![A-Za-z0-9])${value}(?![A-Za-z0-9])`).test(text),
          )
          .map(([value, where]) => `${schema}.${table}.${column}: ${where} (${value})`),
      );
    }
    expect(found).toEqual([]);
  });

  it('leaves no secret in any answer, log line or /ws frame', async () => {
    const answerLeaks = bodies.flatMap(({ what, text }) => leaksIn(text).map((leak) => `${what}: ${leak}`));
    expect(answerLeaks).toEqual([]);
    expect(lines.filter((line) => line.includes(' DEBUG ')).length).toBeGreaterThan(20);
    expect(lines.flatMap((line) => leaksIn(line).map((leak) => `${leak} in ${line}`))).toEqual([]);
    expect(socket.received.length).toBeGreaterThan(0);
    expect(leaksIn(JSON.stringify(socket.received))).toEqual([]);
    expect(leaksIn(JSON.stringify(busMessages))).toEqual([]);
    expect(bodies.length).toBeGreaterThan(40);
  });
});
