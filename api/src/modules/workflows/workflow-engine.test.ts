import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { messages } from '../../core/db/schema/messages';
import { workflowExecutions } from '../../core/db/schema/workflow-executions';
import { fixtures } from '../../test/fixtures';
import { createTestApp, openTestDatabase, type TestApp } from '../../test/test-app';
import { deliverMessage } from '../messaging';
import type { WorkflowRunner } from '../../core/jobs/workflow-context';

const QUICK_RETRY = { retryLimit: 2, retryDelay: 0, retryBackoff: false };

describe('retries', () => {
  let t: TestApp;
  let attempts = 0;
  let failTimes = 0;
  const flaky: WorkflowRunner = async () => {
    attempts += 1;
    if (attempts <= failTimes) throw new Error(`provider timeout #${attempts}`);
    return { status: 'success', summary: `done on attempt ${attempts}`, scopes: [] };
  };

  beforeAll(async () => {
    t = await createTestApp({ engine: { runners: { bulk_sms: flaky }, retry: QUICK_RETRY } });
  });
  afterAll(() => t.stop());
  beforeEach(() => {
    attempts = 0;
  });

  it('retries a failed attempt and finishes the run', async () => {
    failTimes = 1;
    const { execution } = await t.deps.engine.start({ type: 'bulk_sms', input: {}, idempotencyKey: 'retry-1' });
    const finished = await t.settled(execution.id);
    expect(finished).toMatchObject({ status: 'success', summary: 'done on attempt 2' });
  });

  it('gives up after the retry limit and records why', async () => {
    failTimes = 99;
    const completed = t.nextEvent('workflow_completed', (m) => m.data.status === 'failed');
    const { execution } = await t.deps.engine.start({ type: 'bulk_sms', input: {}, idempotencyKey: 'retry-2' });
    const finished = await t.settled(execution.id);
    expect(finished).toMatchObject({ status: 'failed', summary: 'Stopped after 3 attempts', error: 'provider timeout #3' });
    expect(attempts).toBe(3);
    await expect(completed).resolves.toMatchObject({ data: { executionId: execution.id, error: 'provider timeout #3' } });
  });

  it('fails a run of a kind it has no runner for without retrying', async () => {
    const { execution } = await t.deps.engine.start({ type: 'tally_sync', input: {}, idempotencyKey: 'no-runner' });
    expect(await t.settled(execution.id)).toMatchObject({ status: 'failed', error: 'No runner for workflow type tally_sync' });
  });
});

describe('recovery', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.stop());

  it('enqueues a running execution that has no job, and it completes', async () => {
    const [orphan] = await t.deps.db
      .insert(workflowExecutions)
      .values({ workflowType: 'payment_calls', workflowName: 'Payment Follow-up Calls', idempotencyKey: 'orphan' })
      .returning();
    const finished = t.settled(orphan!.id);
    expect(await t.deps.engine.recover()).toEqual({ requeued: 1, failed: 0 });
    expect((await finished).status).toBe('success');
    expect(await t.deps.engine.recover()).toEqual({ requeued: 0, failed: 0 });
  });
});

describe('a restart in the middle of a run', () => {
  it('loses no execution and sends nothing twice', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'duesflow-restart-'));
    // The first process calls one customer and is still busy when it is told to stop.
    let release = () => {};
    const stillBusy = new Promise<void>((resolve) => {
      release = resolve;
    });
    const cutShort: WorkflowRunner = async (ctx, execution) => {
      const [first] = await ctx.customerStore.listCustomers();
      await deliverMessage(ctx, execution, { channel: 'voice', to: first!.phone!, body: 'Namaste', customerId: first!.id });
      await stillBusy;
      throw new Error('process gone');
    };

    try {
      const before = await createTestApp({
        database: await openTestDatabase({ dataDir }),
        engine: { runners: { payment_calls: cutShort }, retry: QUICK_RETRY },
        stopTimeoutMs: 1000,
      });
      const make = fixtures(before.deps.db);
      for (let n = 0; n < 3; n += 1) {
        const customer = await make.customer();
        await make.invoice(customer.id, 100_000, -5);
      }
      const response = await before.call('POST', '/api/workflows/payment-follow-up');
      const { executionId } = (await response.json()) as { executionId: string };
      await new Promise<void>((resolve) => {
        const poll = async () => {
          const sent = await before.deps.db.select().from(messages).where(eq(messages.executionId, executionId));
          if (sent.some((m) => m.status !== 'queued')) resolve();
          else setImmediate(poll);
        };
        void poll();
      });
      // Stopping hands the unfinished job back to the queue; then the process goes away.
      await before.runtime.boss.stop({ graceful: true, wait: true, close: false, timeout: 1000 });
      release();
      await new Promise((resolve) => setImmediate(resolve));
      await before.database.executor.executeSql('select 1', []);
      await before.stop();

      const after = await createTestApp({ database: await openTestDatabase({ dataDir }), engine: { retry: QUICK_RETRY } });
      try {
        const finished = await after.settled(executionId);
        expect(finished.status).toBe('success');
        expect(finished.summary).toMatch(/^3 calls placed \(0 failed\)/);
        const sent = await after.deps.db.select().from(messages).where(eq(messages.executionId, executionId));
        expect(sent).toHaveLength(3);
        expect(new Set(sent.map((m) => m.customerId)).size).toBe(3);
      } finally {
        await after.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Two on-disk databases opened one after the other: slow on a busy 2-core machine, and time is not
    // what this test is about.
  }, 120_000);
});
