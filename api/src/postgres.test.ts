import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { ZCustomerList, type TCustomer } from '@duesflow/shared-contracts/customers';
import { ZDashboardMetrics } from '@duesflow/shared-contracts/dashboard';
import { ZWorkflowStarted, type TWorkflowStarted } from '@duesflow/shared-contracts/workflows';
import { MIGRATIONS_FOLDER, migrateDatabase } from './core/db/migrate';
import { messages } from './core/db/schema/messages';
import { workflowExecutions } from './core/db/schema/workflow-executions';
import { WORKFLOW_QUEUE } from './core/jobs/boss';
import type { Clock } from './core/lib/clock';
import { DEMO_CUSTOMER_COUNT } from './core/seed/seed-database';
import { startApiInstance, type ApiInstance } from './test/api-instance';
import { eventually } from './test/eventually';
import { startPostgresServer, type PostgresServer } from './test/postgres-server';
import { createTestApp } from './test/test-app';

/**
 * The DATABASE_URL path against a real PostgreSQL server: two API instances on one database, as two
 * processes behind a load balancer. The server runs in India's time zone, not UTC, as servers there do.
 */

// One instant for the whole file, so the PGlite and PostgreSQL answers can be compared exactly.
const clock: Clock = { now: () => NOW };
const NOW = new Date();
const instanceOptions = { clock, seedCustomers: DEMO_CUSTOMER_COUNT };

let server: PostgresServer;
let admin: pg.Client;
let a: ApiInstance;
let b: ApiInstance;

beforeAll(async () => {
  server = await startPostgresServer({ timezone: 'Asia/Kolkata' });
  admin = new pg.Client({ connectionString: server.databaseUrl });
  await admin.connect();
  // Both start at once on the empty database, as a fresh deployment of two processes does.
  [a, b] = await Promise.all([
    startApiInstance(server.databaseUrl, instanceOptions),
    startApiInstance(server.databaseUrl, instanceOptions),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await admin?.end();
  await server?.stop();
});

async function count(table: string): Promise<number> {
  return Number((await admin.query(`select count(*) as n from ${table}`)).rows[0].n);
}

async function getJson(instance: ApiInstance, path: string): Promise<unknown> {
  const response = await fetch(`${instance.url}${path}`, { headers: instance.sessionHeaders('admin', instance.url) });
  expect(response.status).toBe(200);
  return response.json();
}

async function post(instance: ApiInstance, path: string, body: unknown, idempotencyKey: string): Promise<TWorkflowStarted> {
  const response = await fetch(`${instance.url}${path}`, {
    method: 'POST',
    headers: { ...instance.sessionHeaders('admin', instance.url), 'content-type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(202);
  return ZWorkflowStarted.parse(await response.json());
}

/** A seeded overdue customer the sandbox can reach. */
async function reachableOverdueCustomer(): Promise<TCustomer> {
  const customers = ZCustomerList.parse(await getJson(a, '/api/customers/airtable'));
  const customer = customers.find((c) => c.status === 'overdue' && c.phone && !c.phone.replace(/\D/g, '').endsWith('0000'));
  if (!customer) throw new Error('the demo data has no reachable overdue customer');
  return customer;
}

let keySequence = 0;
const freshKey = () => `postgres-test-${(keySequence += 1)}`;

describe('starting on PostgreSQL', () => {
  it('two instances starting together migrate the database and seed the demo data once', async () => {
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    expect(await count('drizzle.__drizzle_migrations')).toBe(journal.entries.length);
    expect(await count('customers')).toBe(DEMO_CUSTOMER_COUNT);
    expect((await admin.query('select name from pgboss.queue where name = $1', [WORKFLOW_QUEUE])).rows).toHaveLength(1);
  });

  it('applies migrations again without changing anything', async () => {
    const invoices = await count('invoices');
    await migrateDatabase(a.database);
    await migrateDatabase(b.database);
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    expect(await count('drizzle.__drizzle_migrations')).toBe(journal.entries.length);
    expect(await count('invoices')).toBe(invoices);
  });

  it('answers health through the pool', async () => {
    await expect(getJson(b, '/api/health')).resolves.toEqual({ status: 'ok' });
  });
});

describe('reads on PostgreSQL', () => {
  it('serves the same customers and dashboard figures from both instances as the embedded database does', async () => {
    const customersA = ZCustomerList.parse(await getJson(a, '/api/customers/airtable'));
    const customersB = ZCustomerList.parse(await getJson(b, '/api/customers/airtable'));
    const metricsA = ZDashboardMetrics.parse(await getJson(a, '/api/dashboard/metrics'));
    const metricsB = ZDashboardMetrics.parse(await getJson(b, '/api/dashboard/metrics'));
    expect(customersA).toHaveLength(DEMO_CUSTOMER_COUNT);
    expect(customersB).toEqual(customersA);
    expect(metricsB).toEqual(metricsA);

    const collectedPaise = Number((await admin.query('select sum(amount_paise) as paise from payments')).rows[0].paise);
    expect(metricsA.totalCollections).toBe(collectedPaise / 100);

    // The same demo data on PGlite: every type (bigint sums, dates, timestamps) reads back the same.
    const embedded = await createTestApp(instanceOptions);
    try {
      expect(ZCustomerList.parse(await (await embedded.call('GET', '/api/customers/airtable')).json())).toEqual(customersA);
      expect(ZDashboardMetrics.parse(await (await embedded.call('GET', '/api/dashboard/metrics')).json())).toEqual(metricsA);
    } finally {
      await embedded.stop();
    }
    // An embedded app made and seeded with the demo data inside the test: 11 s at a load of 10, 70 s at 29.
  }, 180_000);
});

describe('a workflow through pg-boss on PostgreSQL', () => {
  it('sends a WhatsApp reminder, records it, and replays a repeated Idempotency-Key on either instance', async () => {
    const customer = await reachableOverdueCustomer();
    const key = freshKey();
    const body = { phoneNumber: customer.phone, template: 'payment_reminder', customerId: customer.id };
    const started = await post(a, '/api/workflows/whatsapp', body, key);
    expect(started).toMatchObject({ workflowName: 'WhatsApp Reminder', status: 'running', replayed: false });

    const execution = await a.settled(started.executionId);
    expect(execution).toMatchObject({ status: 'success', summary: `WhatsApp reminder delivered to ${customer.name}` });
    const sent = await a.deps.db.select().from(messages).where(eq(messages.executionId, started.executionId));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'whatsapp', status: 'delivered', customerId: customer.id, to: customer.phone });

    const replayed = await post(b, '/api/workflows/whatsapp', body, key);
    expect(replayed).toMatchObject({ executionId: started.executionId, replayed: true, status: 'success' });
    const executions = await b.deps.db.select().from(workflowExecutions).where(eq(workflowExecutions.idempotencyKey, key));
    expect(executions).toHaveLength(1);
    expect(await a.deps.db.select().from(messages).where(eq(messages.executionId, started.executionId))).toHaveLength(1);
    const job = await a.runtime.boss.getJobById(WORKFLOW_QUEUE, started.executionId);
    expect(job?.state).toBe('completed');
  });
});

describe('two instances on one database', () => {
  const runFollowUp = (instance: ApiInstance) => post(instance, '/api/workflows/payment-follow-up', undefined, freshKey());

  it('pushes workflow_completed for a run started through A to a browser connected to B, and the other way round', async () => {
    const onA = await a.connectSocket();
    const onB = await b.connectSocket();
    try {
      const first = await runFollowUp(a);
      const expected = {
        type: 'workflow_completed',
        // What the run did (summary, contacted) rides along too.
        data: expect.objectContaining({
          workflowName: 'Payment Follow-up Calls',
          executionId: first.executionId,
          status: 'success',
          error: null,
        }),
      };
      await expect(onB.next('workflow_completed', (m) => m.data.executionId === first.executionId)).resolves.toEqual(expected);
      await expect(onA.next('workflow_completed', (m) => m.data.executionId === first.executionId)).resolves.toEqual(expected);
      await onB.next('metrics_updated');

      const second = await runFollowUp(b);
      const onAFinished = await onA.next('workflow_completed', (m) => m.data.executionId === second.executionId);
      expect(onAFinished.data.status).toBe('success');
    } finally {
      onA.close();
      onB.close();
    }
  });

  it('keeps receiving events after the LISTEN connections are cut', async () => {
    const listenBackends = async () =>
      (
        await admin.query<{ pid: number; state: string; query: string }>(
          `select pid, state, query from pg_stat_activity where application_name = 'duesflow-listen' and datname = current_database()`,
        )
      ).rows;
    const cut = (await listenBackends()).map((row) => row.pid);
    expect(cut).toHaveLength(2);
    await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [cut]);
    await eventually('both instances listening again on new connections', async () => {
      const now = await listenBackends();
      return now.length === 2 && now.every((row) => !cut.includes(row.pid) && row.state === 'idle' && /^LISTEN /i.test(row.query));
    });

    const onB = await b.connectSocket();
    try {
      const started = await runFollowUp(a);
      const finished = await onB.next('workflow_completed', (m) => m.data.executionId === started.executionId);
      expect(finished.data.status).toBe('success');
    } finally {
      onB.close();
    }
  });

  it('leaves no connection open once both instances stop', async () => {
    await Promise.all([a.stop(), b.stop()]);
    // A backend leaves pg_stat_activity a moment after its client hung up.
    await eventually('every duesflow connection closed', async () => {
      const left = await admin.query(
        `select 1 from pg_stat_activity where application_name like 'duesflow%' and datname = current_database()`,
      );
      return left.rows.length === 0;
    });
  });
});
