import { ZBusinessDataStatus, ZBusinessDataSwitchResponse } from '@duesflow/shared-contracts/business-data';
import { ZCustomerList, type TCustomer } from '@duesflow/shared-contracts/customers';
import { dataStoreConfig } from '../../../core/db/schema/data-store-config';
import { unsealConfig } from '../../../core/secrets/secret-config';
import { fixtures } from '../../../test/fixtures';
import { startAirtableStandIn, startSupabaseStandIn, type AirtableStandIn, type StandIn } from '../../../test/stand-in-stores';
import { createTestApp, type TestApp } from '../../../test/test-app';

const AIRTABLE_TOKEN = 'patAbCdEf.0123456789abcdef0123456789';
const BASE_ID = 'appDUESFLOW0001';
const SUPABASE_KEY = 'eyJhbGciOiJIUzI1NiJ9.service-role-key-xyz';
const URL_TOKEN = 'url-token-7c1d9e55';

const airtableRecords = Array.from({ length: 250 }, (_, i) => ({
  id: `rec${String(i).padStart(14, '0')}`,
  fields: {
    Name: `Airtable Customer ${i}`,
    Email: `c${i}@example.in`,
    Phone: `+91 98${String(76500000 + i)}`,
    Address: 'Pune',
    Status: i % 2 ? 'Overdue' : 'Pending',
    'Amount Due': 1000 + i + 0.5,
    'Last Contact': '2026-11-01',
    Source: 'airtable',
  },
}));
const supabaseRows = [
  {
    id: 'b2',
    name: 'Supa Two',
    email: null,
    phone: '+91 99999 22222',
    address: null,
    status: 'pending',
    amount_due: '250.75',
    last_contact: null,
    source: null,
  },
  {
    id: 'a1',
    name: 'Supa One',
    email: 'one@example.in',
    phone: '+91 99999 11111',
    address: 'Mumbai',
    status: 'overdue',
    amount_due: 1200,
    last_contact: '2026-11-10T10:00:00Z',
    source: 'manual',
  },
];

let t: TestApp;
let airtable: AirtableStandIn;
let supabase: StandIn;
/** Every response body of this file, to prove no secret ever leaves. */
const bodies: string[] = [];

beforeAll(async () => {
  airtable = await startAirtableStandIn({ token: AIRTABLE_TOKEN, baseId: BASE_ID, records: airtableRecords });
  supabase = await startSupabaseStandIn({ key: SUPABASE_KEY, rows: supabaseRows });
  t = await createTestApp({ airtable: { apiUrl: airtable.url, retryBaseMs: 20 } });
});
afterAll(async () => {
  await t.stop();
  await airtable.stop();
  await supabase.stop();
});
beforeEach(async () => {
  await t.resetData();
  await t.deps.db.delete(dataStoreConfig);
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any answer's fields
async function call<T = any>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await t.call(method, path, body);
  const text = await response.text();
  bodies.push(text);
  return { status: response.status, body: JSON.parse(text) as T };
}

const status = async () => ZBusinessDataStatus.parse((await call('GET', '/api/business-data/status')).body);
const customers = async () => ZCustomerList.parse((await call('GET', '/api/customers/airtable')).body);

describe('the built-in store', () => {
  it('is the default: the app database, connected, with its tables', async () => {
    expect(await status()).toEqual({
      provider: 'on_premise_postgres',
      deploymentType: 'embedded',
      connected: true,
      tableMapping: { customers: 'customers', invoices: 'invoices', payments: 'payments', contactHistory: 'contact_attempts' },
    });
    const tested = await call('POST', '/api/business-data/test-connection');
    expect(tested).toEqual({ status: 200, body: { connected: true, message: 'Connected to the duesflow database (embedded)' } });
  });
});

describe('validation', () => {
  it.each([
    ['apiKey', '/api/business-data/switch/airtable', { apiKey: '', baseId: BASE_ID }],
    ['baseId', '/api/business-data/switch/airtable', { apiKey: 'x' }],
    ['url', '/api/business-data/switch/supabase', { url: 'not a url', key: 'k' }],
    ['key', '/api/business-data/switch/supabase', { url: 'https://x.supabase.co', key: '' }],
    ['host', '/api/business-data/switch/postgres', { database: 'd', username: 'u', password: 'p' }],
    ['password', '/api/business-data/switch/postgres', { host: 'h', database: 'd', username: 'u', password: '' }],
    ['sslMode', '/api/business-data/switch/postgres', { host: 'h', database: 'd', username: 'u', password: 'p', sslMode: 'always' }],
  ])('answers 400 naming %s (%s) and switches nothing', async (field, path, body) => {
    const answer = await call('POST', path, body);
    expect(answer.status).toBe(400);
    expect(answer.body.issues.map((issue: { path: string }) => issue.path)).toContain(field);
    expect((await status()).deploymentType).toBe('embedded');
  });
});

describe('Airtable', () => {
  it('switches, then the Customers screen reads every page of the base', async () => {
    const switched = await call('POST', '/api/business-data/switch/airtable', { apiKey: AIRTABLE_TOKEN, baseId: BASE_ID });
    expect(switched.status).toBe(200);
    expect(ZBusinessDataSwitchResponse.parse(switched.body)).toEqual({
      success: true,
      message: 'Switched to Airtable',
      status: { provider: 'airtable', deploymentType: 'cloud', connected: true, tableMapping: { customers: 'Customers' } },
    });
    airtable.requests.length = 0;
    const list = await customers();
    expect(list).toHaveLength(250);
    // 100 records a page, following `offset`.
    expect(airtable.requests.filter((r) => r.includes('pageSize=100'))).toEqual([
      `/v0/${BASE_ID}/Customers?pageSize=100`,
      `/v0/${BASE_ID}/Customers?pageSize=100&offset=100`,
      `/v0/${BASE_ID}/Customers?pageSize=100&offset=200`,
    ]);
    const top: TCustomer = list[0]!;
    expect(top).toEqual({
      id: airtableRecords[249]!.id,
      name: 'Airtable Customer 249',
      email: 'c249@example.in',
      phone: '+91 9876500249',
      address: 'Pune',
      status: 'overdue',
      source: 'airtable',
      lastContact: '2026-11-01T00:00:00.000Z',
      amountDue: 1249.5,
    });
    expect(airtable.rateLimitViolations).toBe(0);
  });

  it('waits and retries when Airtable answers 429', async () => {
    await call('POST', '/api/business-data/switch/airtable', { apiKey: AIRTABLE_TOKEN, baseId: BASE_ID });
    airtable.rateLimitViolations = 0;
    airtable.throttleNext(2);
    expect(await customers()).toHaveLength(250);
    expect(airtable.rateLimitViolations).toBe(0);
  });

  it('refuses a bad token with the reason and keeps the current store', async () => {
    await call('POST', '/api/business-data/switch/supabase', { url: supabase.url, key: SUPABASE_KEY });
    const refused = await call('POST', '/api/business-data/switch/airtable', { apiKey: 'patWRONG', baseId: BASE_ID });
    expect(refused).toEqual({
      status: 422,
      body: { error: 'store_unavailable', message: 'Airtable rejected the API key (401 Unauthorized)' },
    });
    expect((await status()).provider).toBe('supabase');
    expect((await customers()).map((c) => c.name)).toEqual(['Supa One', 'Supa Two']);
  });

  it('refuses an unreachable server with 502', async () => {
    const local = await createTestApp({ airtable: { apiUrl: 'http://127.0.0.1:9' } });
    try {
      const response = await local.call('POST', '/api/business-data/switch/airtable', { apiKey: AIRTABLE_TOKEN, baseId: BASE_ID });
      const body = await response.json();
      expect(response.status).toBe(502);
      expect(body.message).toMatch(/^Cannot reach Airtable at http:\/\/127\.0\.0\.1:9: /);
      expect(body.message).not.toMatch(/ECONN|ENOTFOUND|fetch failed/);
    } finally {
      await local.stop();
    }
  });
});

describe('Supabase-style cloud database', () => {
  it('switches and lists its customers table, overdue first', async () => {
    const switched = await call('POST', '/api/business-data/switch/supabase', { url: `${supabase.url}/`, key: SUPABASE_KEY });
    expect(switched.body).toMatchObject({
      success: true,
      message: 'Switched to Supabase',
      status: { provider: 'supabase', connected: true },
    });
    expect(await customers()).toEqual([
      {
        id: 'a1',
        name: 'Supa One',
        email: 'one@example.in',
        phone: '+91 99999 11111',
        address: 'Mumbai',
        status: 'overdue',
        source: 'manual',
        lastContact: '2026-11-10T10:00:00.000Z',
        amountDue: 1200,
      },
      {
        id: 'b2',
        name: 'Supa Two',
        email: null,
        phone: '+91 99999 22222',
        address: null,
        status: 'pending',
        source: 'third_party',
        lastContact: null,
        amountDue: 250.75,
      },
    ]);
    expect((await call('POST', '/api/business-data/test-connection')).body).toEqual({
      connected: true,
      message: `Connected to ${supabase.url}, table 'customers'`,
    });
  });

  it('refuses a wrong key with the reason', async () => {
    const refused = await call('POST', '/api/business-data/switch/supabase', { url: supabase.url, key: 'wrong' });
    expect(refused.status).toBe(422);
    // The target's answer is summarised by its status; its body (which may echo anything) is never shown.
    expect(refused.body.message).toBe('The database rejected the key (401 Unauthorized)');
    expect((await status()).deploymentType).toBe('embedded');
  });

  it('stores the key encrypted, and switching back reads the app database again', async () => {
    const own = await fixtures(t.deps.db).customer({ name: 'Own Customer' });
    await call('POST', '/api/business-data/switch/supabase', { url: supabase.url, key: SUPABASE_KEY });
    const [row] = await t.deps.db.select().from(dataStoreConfig);
    expect(JSON.stringify(row)).not.toContain(SUPABASE_KEY);
    expect(String(row?.config.key)).toMatch(/^enc:v1:/);

    const back = await call('POST', '/api/business-data/switch/default');
    expect(back.body).toMatchObject({ success: true, status: { provider: 'on_premise_postgres', deploymentType: 'embedded' } });
    expect((await customers()).map((c) => c.id)).toEqual([own.id]);
  });
});

describe('the current configuration and kept secrets', () => {
  it('answers the default store with no settings before any switch', async () => {
    expect((await call('GET', '/api/business-data/config')).body).toEqual({ provider: 'default', settings: {}, secretStored: false });
  });

  it('answers the non-secret fields of the store in use, never its secret', async () => {
    await call('POST', '/api/business-data/switch/airtable', { apiKey: AIRTABLE_TOKEN, baseId: BASE_ID });
    const config = await call('GET', '/api/business-data/config');
    expect(config).toEqual({ status: 200, body: { provider: 'airtable', settings: { baseId: BASE_ID }, secretStored: true } });
  });

  it('a switch with the secret blank or left out keeps the stored one', async () => {
    await call('POST', '/api/business-data/switch/supabase', { url: supabase.url, key: SUPABASE_KEY });
    const [before] = await t.deps.db.select().from(dataStoreConfig);
    for (const body of [{ url: `${supabase.url}/` }, { url: supabase.url, key: '' }]) {
      const switched = await call('POST', '/api/business-data/switch/supabase', body);
      expect(switched).toMatchObject({ status: 200, body: { success: true, message: 'Switched to Supabase' } });
      const [row] = await t.deps.db.select().from(dataStoreConfig);
      expect(unsealConfig(t.deps.secrets, row!.config).key).toBe(SUPABASE_KEY);
    }
    expect(await customers()).toHaveLength(2);
    expect((await call('GET', '/api/business-data/config')).body.settings).toEqual({ url: supabase.url });
    expect(before).toBeDefined();
  });

  it('seals a token in the URL too: the settings show it masked, and the masked URL sent back keeps it', async () => {
    const withToken = `${supabase.url}/?apikey=${URL_TOKEN}`;
    expect((await call('POST', '/api/business-data/switch/supabase', { url: withToken, key: SUPABASE_KEY })).status).toBe(200);
    const [row] = await t.deps.db.select().from(dataStoreConfig);
    expect(JSON.stringify(row)).not.toContain(URL_TOKEN);
    const shown = (await call('GET', '/api/business-data/config')).body.settings;
    expect(shown).toEqual({ url: `${supabase.url}/?apikey=••••` });
    expect((await call('POST', '/api/business-data/switch/supabase', shown)).status).toBe(200);
    const [after] = await t.deps.db.select().from(dataStoreConfig);
    expect(unsealConfig(t.deps.secrets, after!.config)).toEqual({ url: withToken, key: SUPABASE_KEY });
  });

  it('refuses a URL that points at duesflow itself with a 400 naming the field, and nothing changes', async () => {
    for (const url of ['http://localhost/', 'http://127.0.0.1:80/rest', 'http://duesflow.test/']) {
      const answer = await call('POST', '/api/business-data/switch/supabase', { url, key: 'any-key' });
      expect([url, answer.status, answer.body.issues]).toEqual([
        url,
        400,
        [{ path: 'url', message: 'URL points at duesflow itself; give the address of the customer database' }],
      ]);
    }
    expect((await status()).deploymentType).toBe('embedded');
  });

  it('a blank secret for another kind of store than the one in use is a 400 naming the field, and nothing changes', async () => {
    await call('POST', '/api/business-data/switch/supabase', { url: supabase.url, key: SUPABASE_KEY });
    const answer = await call('POST', '/api/business-data/switch/airtable', { baseId: BASE_ID });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'validation_error', issues: [{ path: 'apiKey', message: 'API key is required' }] });
    expect((await status()).provider).toBe('supabase');
  });
});

afterAll(() => {
  // Whatever was asked, no answer carried a token, key or password.
  const everything = bodies.join('\n');
  expect(everything).not.toContain(AIRTABLE_TOKEN);
  expect(everything).not.toContain(SUPABASE_KEY);
  expect(everything).not.toContain(URL_TOKEN);
  expect(bodies.length).toBeGreaterThan(10);
});
