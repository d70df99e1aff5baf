import { eq } from 'drizzle-orm';
import { ZExecuteFollowUpsResponse } from '@duesflow/shared-contracts/payment-tracking';
import { messages } from '../../../core/db/schema/messages';
import { workflowExecutions } from '../../../core/db/schema/workflow-executions';
import { useTestApp, type Fixtures, type TestApp } from '../../../test/test-app';

let t: TestApp;
let make: Fixtures;
useTestApp((app) => ({ t, make } = app));

async function press() {
  const response = await t.call('POST', '/api/payment-tracking/execute-followups');
  expect(response.status).toBe(202);
  return ZExecuteFollowUpsResponse.parse(await response.json());
}

async function overdue(count: number) {
  for (let n = 0; n < count; n += 1) {
    const customer = await make.customer({ phone: `+91 96${String(20_000_001 + n).slice(-8)}` });
    await make.invoice(customer.id, 300_000, -12);
  }
}

describe('Execute All pressed twice at once', () => {
  it('answers both presses with the first run; one run, everyone contacted once', async () => {
    await overdue(4);
    const [first, second] = await Promise.all([press(), press()]);
    expect(second.executionId).toBe(first.executionId);
    expect([first.replayed, second.replayed].sort()).toEqual([false, true]);
    expect(second.scheduled).toBe(4);
    expect(await t.deps.db.select().from(workflowExecutions)).toHaveLength(1);
    expect(await t.settled(first.executionId)).toMatchObject({ status: 'success', contacted: 4 });
    const sent = await t.deps.db.select().from(messages).where(eq(messages.executionId, first.executionId));
    expect(new Set(sent.map((m) => m.customerId)).size).toBe(4);
  });

  it('answers a run stored after this press arrived (another process), even one that has finished since', async () => {
    await overdue(2);
    // Another process took the press made at the same moment and finished its run before this
    // request's turn came: the row is newer than this request's arrival.
    const [other] = await t.deps.db
      .insert(workflowExecutions)
      .values({
        workflowType: 'execute_all_follow_ups',
        workflowName: 'Execute All Follow-ups',
        idempotencyKey: 'pressed-elsewhere',
        input: { plan: [], skipped: [] },
        status: 'success',
        summary: 'Nobody was contacted: no customer was due a follow-up',
        contacted: 0,
        startedAt: new Date(Date.now() + 60_000),
        finishedAt: new Date(Date.now() + 61_000),
      })
      .returning();
    const answer = await press();
    expect(answer).toMatchObject({
      executionId: other!.id,
      replayed: true,
      message: 'Follow-ups are already being executed; nobody is contacted twice',
    });
    expect(await t.deps.db.select().from(workflowExecutions)).toHaveLength(1);
  });
});
