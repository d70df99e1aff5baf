import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { ZDashboardMetrics } from '@duesflow/shared-contracts/dashboard';
import { rowsOf, type DatabaseHandle } from './database';
import { openPgliteProcess } from './pglite-process';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fixtures } from '../../test/fixtures';

/** The API against PGlite hosted in its own process, over the Postgres protocol (what `npm start` runs). */

let dataDir: string;
let handle: DatabaseHandle | undefined;
let t: TestApp | undefined;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'duesflow-pglite-process-'));
});
afterAll(async () => {
  await t?.stop();
  await handle?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const count = async (h: DatabaseHandle) =>
  Number(rowsOf<{ n: unknown }>(await h.db.execute(sql`select count(*)::int as n from customers`))[0]?.n);

describe('PGlite in its own process', () => {
  it('runs the API with its queue, answers queries, and keeps data across a restart', async () => {
    t = await createTestApp({ database: await openPgliteProcess({ dataDir }) });
    expect(t.database.driver).toBe('node-postgres');
    const make = fixtures(t.deps.db);
    const customer = await make.customer({ name: 'Kept Across Restarts' });
    await make.payment(customer.id, 12_345);
    const response = await t.call('GET', '/api/dashboard/metrics');
    expect(ZDashboardMetrics.parse(await response.json()).totalCollections).toBe(123.45);
    expect((await t.call('GET', '/api/health')).status).toBe(200);
    await t.stop();
    t = undefined;

    handle = await openPgliteProcess({ dataDir });
    const rows = rowsOf<{ name: string }>(await handle.db.execute(sql`select name from customers`));
    expect(rows.map((row) => row.name)).toEqual(['Kept Across Restarts']);
    // A database migrated from nothing, then a second process start: slow on a busy 2-core machine.
  }, 120_000);

  it('rolls a failed transaction back while other connections keep working', async () => {
    const h = handle!;
    const before = await count(h);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const failing = h.db.transaction(async (tx) => {
      await tx.execute(sql`insert into customers (name) values ('Rolled Back')`);
      await held;
      throw new Error('undo');
    });
    // Statements from other connections queue behind the open transaction and must not see its row.
    const outside = count(h);
    release();
    await expect(failing).rejects.toThrow('undo');
    expect(await outside).toBe(before);
    expect(await count(h)).toBe(before);
  });

  it('is healthy at once while a long transaction holds the one session and keeps finishing statements', async () => {
    const h = handle!;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let begun = () => {};
    const inside = new Promise<void>((resolve) => (begun = resolve));
    const long = h.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      begun();
      await held;
    });
    try {
      await inside;
      // A select 1 of another connection waits behind the transaction; the health check does not:
      // it is answered while the transaction is still held (had it waited, it would never resolve).
      let waitingDone = false;
      const waiting = h.executor.executeSql('select 1').then(() => (waitingDone = true));
      await h.checkHealth!();
      expect(waitingDone).toBe(false);
      release();
      await long;
      await waiting;
    } finally {
      release();
    }
  });

  it('keeps concurrent parameterised statements of different connections apart', async () => {
    const h = handle!;
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, n) => h.executor.executeSql('select $1::int as n, $2::text as label', [n, `row ${n}`])),
    );
    answers.forEach((answer, n) => expect(answer.rows[0]).toEqual({ n, label: `row ${n}` }));
  });

  it('delivers LISTEN notifications, from its own statements and from a committed transaction', async () => {
    const h = handle!;
    const received: string[] = [];
    let arrived = () => {};
    const unlisten = await h.listen('process_test', (payload) => {
      received.push(payload);
      if (received.length === 2) arrived();
    });
    const both = new Promise<void>((resolve) => (arrived = resolve));
    await h.executor.executeSql("select pg_notify('process_test', 'one')");
    await h.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('process_test', 'two')`);
    });
    await both;
    expect(received).toEqual(['one', 'two']);
    await unlisten();
  });
});
