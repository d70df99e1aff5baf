import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { ZWorkflowStarted } from '@duesflow/shared-contracts/workflows';
import { rowsOf } from '../../core/db/database';
import { workflowExecutions } from '../../core/db/schema/workflow-executions';
import { requestHashOf } from '../../core/jobs/start-workflow';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The migration that named four workflow types by intent, run again over runs an earlier release stored
 * under their former names: one still queued, and finished ones a repeated request must find.
 */
const MIGRATIONS = join(__dirname, '../../../drizzle');
const renameSql = () => {
  const file = readdirSync(MIGRATIONS).find((name) => name.endsWith('_workflow_types_by_intent.sql'))!;
  return readFileSync(join(MIGRATIONS, file), 'utf8').split('--> statement-breakpoint');
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.stop());
beforeEach(() => t.resetData());

/** A run as the earlier release stored it (its type is no longer one the code knows). */
async function storedBeforeUpgrade(type: string, values: { status: string; idempotencyKey: string; requestHash?: string }) {
  const rows = rowsOf<{ id: string }>(
    await t.deps.db.execute(sql`
    insert into workflow_executions (workflow_type, workflow_name, status, idempotency_key, request_hash, finished_at)
    values (${type}, 'Before the upgrade', ${values.status}, ${values.idempotencyKey}, ${values.requestHash ?? null},
      ${values.status === 'running' ? null : new Date()})
    returning id`),
  );
  return String(rows[0]!.id);
}

async function migrate() {
  for (const statement of renameSql()) await t.deps.db.execute(sql.raw(statement));
}

it('renames every stored run, and a run queued under a former name runs under its new one', async () => {
  const queued = await storedBeforeUpgrade('payment_follow_up', { status: 'running', idempotencyKey: 'queued' });
  const former = ['payment_followup', 'customer_follow_up', 'execute_followups', 'bulk_sms'];
  for (const type of former) await storedBeforeUpgrade(type, { status: 'success', idempotencyKey: type });
  await migrate();

  const types = await t.deps.db
    .select({ key: workflowExecutions.idempotencyKey, type: workflowExecutions.workflowType })
    .from(workflowExecutions);
  expect(Object.fromEntries(types.map((row) => [row.key, row.type]))).toEqual({
    queued: 'payment_calls',
    payment_followup: 'customer_call',
    customer_follow_up: 'card_follow_up',
    execute_followups: 'execute_all_follow_ups',
    bulk_sms: 'bulk_sms',
  });
  // Its job carries only the run's id, so the queue (here the sweep) runs it under its new name.
  const finished = t.settled(queued);
  await t.deps.engine.recover();
  expect(await finished).toMatchObject({ status: 'success', workflowType: 'payment_calls' });
});

it('answers a repeated request with the run stored under the former name', async () => {
  const hash = requestHashOf(t.userIds.admin, 'payment_follow_up', {});
  const keyed = await storedBeforeUpgrade('payment_follow_up', { status: 'success', idempotencyKey: 'pressed-once', requestHash: hash });
  await migrate();

  const again = await t.call('POST', '/api/workflows/payment-follow-up', undefined, { 'Idempotency-Key': 'pressed-once' });
  expect(again.status).toBe(202);
  expect(ZWorkflowStarted.parse(await again.json())).toMatchObject({ executionId: keyed, replayed: true });
  // Without a key, the same press within the window is the same run too.
  const derived = ZWorkflowStarted.parse(await (await t.call('POST', '/api/workflows/payment-follow-up')).json());
  expect(derived).toMatchObject({ executionId: keyed, replayed: true });
  expect(await t.deps.db.select().from(workflowExecutions).where(eq(workflowExecutions.workflowType, 'payment_calls'))).toHaveLength(1);
});
