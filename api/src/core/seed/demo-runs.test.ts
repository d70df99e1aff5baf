import { sql } from 'drizzle-orm';
import { ZWorkflowExecutionList, type TWorkflowExecution } from '@duesflow/shared-contracts/workflows';
import { rowsOf } from '../db/database';
import { HOUR_MS } from '../lib/clock';
import { createTestApp, type TestApp } from '../../test/test-app';
import { generateDemoData } from './generate-demo-data';
import { DEMO_CUSTOMER_COUNT } from './seed-database';

const now = new Date();

interface RunRows {
  calls: number;
  failed: number;
  channels: Set<string>;
  customers: Set<string>;
}

/** Each run's contact attempts, as stored. */
async function attemptsByRun(t: TestApp): Promise<Map<string, RunRows>> {
  const rows = rowsOf<{ execution_id: string; channel: string; outcome: string; customer_id: string }>(
    await t.deps.db.execute(sql`select execution_id::text, channel, outcome, customer_id::text from contact_attempts`),
  );
  const byRun = new Map<string, RunRows>();
  for (const row of rows) {
    expect(row.execution_id).not.toBeNull();
    const run = byRun.get(row.execution_id) ?? { calls: 0, failed: 0, channels: new Set(), customers: new Set() };
    run.calls += 1;
    if (row.outcome === 'failed') run.failed += 1;
    run.channels.add(row.channel);
    run.customers.add(row.customer_id);
    byRun.set(row.execution_id, run);
  }
  return byRun;
}

/** What a run's summary must say of its own rows. */
function expectSummaryOf(run: TWorkflowExecution, rows: RunRows, names: Map<string, string>) {
  const sent = rows.calls - rows.failed;
  expect(run.contacted).toBe(rows.calls);
  expect(run.status).toBe(sent === 0 && rows.failed > 0 ? 'failed' : 'success');
  switch (run.workflowType) {
    case 'payment_calls':
      expect([...rows.channels]).toEqual(['voice']);
      expect(run.summary).toMatch(
        new RegExp(
          `^${rows.calls} calls? placed \\(${rows.failed} failed\\); skipped ${run.skipped!.byReason.no_phone ?? 0} without a phone number and ${run.skipped!.byReason.contacted_recently ?? 0} contacted in the last 24 hours$`,
        ),
      );
      break;
    case 'bulk_sms':
      expect([...rows.channels]).toEqual(['sms']);
      expect(run.summary).toMatch(
        new RegExp(
          `^${sent} messages? delivered, ${rows.failed} failed; skipped ${run.skipped!.byReason.no_phone ?? 0} without a phone number`,
        ),
      );
      break;
    case 'customer_call':
    case 'whatsapp_reminder': {
      expect(rows.calls).toBe(1);
      expect([...rows.channels]).toEqual([run.workflowType === 'customer_call' ? 'voice' : 'whatsapp']);
      const name = names.get([...rows.customers][0]!)!;
      expect(run.summary).toContain(name);
      expect(run.summary).toMatch(rows.failed === 1 ? /failed$/ : /^(Called|WhatsApp reminder delivered to) /);
      break;
    }
    default:
      throw new Error(`unexpected demo run ${run.workflowType}`);
  }
}

describe('the demo runs read true', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedCustomers: DEMO_CUSTOMER_COUNT });
  });
  afterAll(() => t.stop());

  it("say what their own calls and messages did: each summary and status matches the run's seeded rows", async () => {
    const runs = ZWorkflowExecutionList.parse(await (await t.call('GET', '/api/workflows/executions?limit=200')).json());
    expect(runs).toHaveLength(15);
    const byRun = await attemptsByRun(t);
    const names = new Map(
      rowsOf<{ id: string; name: string }>(await t.deps.db.execute(sql`select id::text, name from customers`)).map((row) => [
        row.id,
        row.name,
      ]),
    );
    // Every seeded attempt belongs to a run, and every run contacted someone.
    expect([...byRun.keys()].sort()).toEqual(runs.map((run) => run.id).sort());
    for (const run of runs) expectSummaryOf(run, byRun.get(run.id)!, names);

    // Varied, with failures where the sandbox cannot reach a number, and both outcomes on the Dashboard.
    expect(new Set(runs.map((run) => run.summary)).size).toBeGreaterThan(10);
    expect(new Set(runs.map((run) => run.workflowType))).toEqual(
      new Set(['payment_calls', 'bulk_sms', 'customer_call', 'whatsapp_reminder']),
    );
    expect(new Set(runs.map((run) => run.status))).toEqual(new Set(['success', 'failed']));
  });

  it("feed the Dashboard's success rate with their own statuses", async () => {
    const runs = ZWorkflowExecutionList.parse(await (await t.call('GET', '/api/workflows/executions?limit=200')).json());
    const succeeded = runs.filter((run) => run.status === 'success').length;
    const metrics = (await (await t.call('GET', '/api/dashboard/metrics')).json()) as { successRate: number };
    expect(metrics.successRate).toBe(Math.round((10000 * succeeded) / runs.length));
  });
});

describe('demoRuns', () => {
  it('ends every run more than a day ago, so none holds back what staff start today', () => {
    const data = generateDemoData({ customerCount: 200, now, seed: 11 });
    for (const run of data.executions) expect(now.getTime() - run.finishedAt!.getTime()).toBeGreaterThan(24 * HOUR_MS);
    for (const attempt of data.contactAttempts) expect(now.getTime() - attempt.createdAt!.getTime()).toBeGreaterThan(24 * HOUR_MS);
  });

  it('contacts each customer at most once in a run', () => {
    const data = generateDemoData({ customerCount: 200, now, seed: 12 });
    for (const run of data.executions) {
      const customers = data.contactAttempts.filter((attempt) => attempt.executionId === run.id).map((attempt) => attempt.customerId);
      expect(new Set(customers).size).toBe(customers.length);
    }
  });

  it('leaves out one-customer runs a small demo has nobody for, and still seeds', () => {
    const data = generateDemoData({ customerCount: 5, now, seed: 3 });
    expect(data.executions.length).toBeLessThanOrEqual(15);
    const runIds = new Set(data.executions.map((run) => run.id));
    for (const attempt of data.contactAttempts) expect(runIds.has(attempt.executionId!)).toBe(true);
  });
});
