import pg from 'pg';
import { ZBusinessDataStatus, ZBusinessDataSwitchResponse } from '@duesflow/shared-contracts/business-data';
import { ZCustomerList } from '@duesflow/shared-contracts/customers';
import { startPostgresServer, type PostgresServer } from '../../test/postgres-server';
import { createTestApp, type TestApp } from '../../test/test-app';

// An on-premise PostgreSQL that checks passwords, with a customers table and two login roles.
const SUPERUSER_PASSWORD = 'superuser-pw-7f3a';
const CLERK_PASSWORD = 'clerk-Pa55word-91';
const READER_PASSWORD = 'reader-Pa55word-42';

let server: PostgresServer;
let t: TestApp;
let port: number;
const bodies: string[] = [];

beforeAll(async () => {
  server = await startPostgresServer({ superuserPassword: SUPERUSER_PASSWORD });
  const admin = new pg.Client({ connectionString: await server.createDatabase('shop_ledger') });
  await admin.connect();
  await admin.query(`
    create table customers (
      id serial primary key, name text not null, email text, phone text, address text,
      status text, amount_due numeric(14, 2), last_contact timestamptz, source text
    );
    insert into customers (name, phone, status, amount_due, last_contact) values
      ('Kiran Rao', '+91 98450 11111', 'overdue', 5400.50, '2026-11-02T09:30:00Z'),
      ('Meera Iyer', '+91 98450 22222', null, 0, null);
    create role clerk login password '${CLERK_PASSWORD}';
    grant select, insert, update on customers to clerk;
    create role reader login password '${READER_PASSWORD}';
    grant select on customers to reader;
  `);
  await admin.end();
  port = Number(new URL(server.adminUrl).port);
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t?.stop();
  await server?.stop();
  const everything = bodies.join('\n');
  for (const secret of [CLERK_PASSWORD, READER_PASSWORD, SUPERUSER_PASSWORD]) expect(everything).not.toContain(secret);
});

const target = (changes: Record<string, unknown> = {}) => ({
  host: '127.0.0.1',
  port,
  database: 'shop_ledger',
  username: 'clerk',
  password: CLERK_PASSWORD,
  sslMode: 'prefer',
  ...changes,
});

async function call(method: string, path: string, body?: unknown) {
  const response = await t.call(method, path, body);
  const text = await response.text();
  bodies.push(text);
  return { status: response.status, body: JSON.parse(text) };
}

describe('switching to an on-premise PostgreSQL', () => {
  it('refuses a wrong password with the reason and keeps the current store', async () => {
    const refused = await call('POST', '/api/business-data/switch/postgres', target({ password: 'wrong-password' }));
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('store_unavailable');
    expect(refused.body.message).toBe(
      `PostgreSQL at 127.0.0.1:${port}/shop_ledger refused the login: password authentication failed for user "clerk"`,
    );
    expect(ZBusinessDataStatus.parse((await call('GET', '/api/business-data/status')).body).deploymentType).toBe('embedded');
  });

  it('refuses a login that cannot write the customers table', async () => {
    const refused = await call('POST', '/api/business-data/switch/postgres', target({ username: 'reader', password: READER_PASSWORD }));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain("user reader cannot write table 'customers'");
  });

  it('refuses a database without a customers table, and an unreachable server with 502', async () => {
    const missing = await call(
      'POST',
      '/api/business-data/switch/postgres',
      target({ database: 'postgres', username: 'postgres', password: SUPERUSER_PASSWORD }),
    );
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe(`PostgreSQL at 127.0.0.1:${port}/postgres has no table 'customers'`);
    const closed = await call('POST', '/api/business-data/switch/postgres', target({ port: 9, sslMode: 'disable' }));
    expect(closed.status).toBe(502);
    expect(closed.body.message).toBe(
      'Cannot reach PostgreSQL at 127.0.0.1:9/shop_ledger: the connection was refused (is the server running and the port right?)',
    );
  });

  it('switches when it can read and write, then lists its customers', async () => {
    const switched = await call('POST', '/api/business-data/switch/postgres', target());
    expect(switched.status).toBe(200);
    expect(ZBusinessDataSwitchResponse.parse(switched.body)).toEqual({
      success: true,
      message: 'Switched to On-Premise PostgreSQL',
      status: { provider: 'on_premise_postgres', deploymentType: 'on_premise', connected: true, tableMapping: { customers: 'customers' } },
    });
    const customers = ZCustomerList.parse((await call('GET', '/api/customers/airtable')).body);
    expect(customers).toEqual([
      {
        id: '1',
        name: 'Kiran Rao',
        email: null,
        phone: '+91 98450 11111',
        address: null,
        status: 'overdue',
        source: 'third_party',
        lastContact: '2026-11-02T09:30:00.000Z',
        amountDue: 5400.5,
      },
      {
        id: '2',
        name: 'Meera Iyer',
        email: null,
        phone: '+91 98450 22222',
        address: null,
        status: 'active',
        source: 'third_party',
        lastContact: null,
        amountDue: 0,
      },
    ]);
    const tested = await call('POST', '/api/business-data/test-connection');
    expect(tested.body).toEqual({
      connected: true,
      message: `Connected to PostgreSQL at 127.0.0.1:${port}/shop_ledger, table 'customers' readable and writable`,
    });
  });

  it('reports the store disconnected once the password stops working, and keeps it until staff switch', async () => {
    await call('POST', '/api/business-data/switch/postgres', target());
    const ledgerUrl = new URL(server.adminUrl);
    ledgerUrl.pathname = '/shop_ledger';
    const admin = new pg.Client({ connectionString: ledgerUrl.toString() });
    await admin.connect();
    await admin.query(`alter role clerk password 'rotated-elsewhere'`);
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where usename = 'clerk'`);
    await admin.end();
    const status = ZBusinessDataStatus.parse((await call('GET', '/api/business-data/status')).body);
    expect(status).toMatchObject({ provider: 'on_premise_postgres', deploymentType: 'on_premise', connected: false });
    const tested = await call('POST', '/api/business-data/test-connection');
    expect(tested.body.connected).toBe(false);
    expect(tested.body.message).toContain('refused the login');
  });
});
