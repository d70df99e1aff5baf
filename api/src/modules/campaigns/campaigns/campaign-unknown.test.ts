import { messages } from '../../../core/db/schema/messages';
import { workflowExecutions } from '../../../core/db/schema/workflow-executions';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.stop());

describe('a campaign with a message a crash left unknown', () => {
  it('reads as the outcome unknown in the campaign list (staff check it), not as completed', async () => {
    const [run] = await t.deps.db
      .insert(workflowExecutions)
      .values({
        workflowType: 'bulk_sms',
        workflowName: 'Bulk SMS Campaign',
        status: 'success',
        idempotencyKey: 'campaign-unknown',
        input: { message: 'Reminder', recipients: ['+91 98111 00001', '+91 98111 00002'] },
        plan: { total: 2, note: {} },
        contacted: 1,
        summary: '1 message delivered, 0 failed; 1 unknown — check (may have reached the provider before a crash)',
        finishedAt: new Date(),
      })
      .returning();
    await t.deps.db.insert(messages).values([
      {
        executionId: run!.id,
        channel: 'sms',
        to: '+91 98111 00001',
        body: 'Reminder',
        provider: 'msg91_sms',
        status: 'delivered',
        idempotencyKey: `${run!.id}:a:sms`,
      },
      {
        executionId: run!.id,
        channel: 'sms',
        to: '+91 98111 00002',
        body: 'Reminder',
        provider: 'msg91_sms',
        status: 'unknown',
        error: 'Unknown — check: …',
        idempotencyKey: `${run!.id}:b:sms`,
      },
    ]);
    const page = (await (await t.call('GET', '/api/campaigns?page=1&pageSize=10')).json()) as {
      items: { id: string; outcome?: string | null }[];
    };
    expect(page.items.find((item) => item.id === run!.id)?.outcome).toBe('unknown');
  });
});
