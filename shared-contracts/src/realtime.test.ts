import { MAX_REALTIME_CUSTOMER_IDS, REALTIME_MESSAGE_TYPES, REALTIME_SCOPES, ZRealtimeMessage } from './realtime';

describe('realtime messages', () => {
  it('reads the three message types of the spec', () => {
    expect(
      ZRealtimeMessage.parse({
        type: 'workflow_completed',
        data: { workflowName: 'WhatsApp Reminder', executionId: 'e1', status: 'success' },
      }).type,
    ).toBe('workflow_completed');
    expect(ZRealtimeMessage.parse({ type: 'metrics_updated', data: { scopes: ['dashboard'] } }).type).toBe('metrics_updated');
    expect(ZRealtimeMessage.parse({ type: 'file_processed', data: { filename: 'ledger.json' } }).type).toBe('file_processed');
  });

  it('refuses unknown types and missing data', () => {
    expect(ZRealtimeMessage.safeParse({ type: 'something_else', data: {} }).success).toBe(false);
    expect(ZRealtimeMessage.safeParse({ type: 'file_processed', data: {} }).success).toBe(false);
  });

  it("reads the spec's own shapes and ignores fields it does not know", () => {
    expect(ZRealtimeMessage.parse({ type: 'workflow_completed', data: { workflowName: 'Bulk SMS Campaign', extra: 1 } })).toEqual({
      type: 'workflow_completed',
      data: { workflowName: 'Bulk SMS Campaign', status: 'success' },
    });
    // metrics_updated without data: every scope may have changed.
    expect(ZRealtimeMessage.parse({ type: 'metrics_updated' })).toEqual({
      type: 'metrics_updated',
      data: { scopes: [...REALTIME_SCOPES] },
    });
    expect(ZRealtimeMessage.parse({ type: 'metrics_updated', data: {} })).toEqual({
      type: 'metrics_updated',
      data: { scopes: [...REALTIME_SCOPES] },
    });
  });

  it('carries which customers changed, a bounded number of them, and what a run did', () => {
    const narrow = ZRealtimeMessage.parse({
      type: 'metrics_updated',
      data: { scopes: ['customers'], customerIds: ['c1', 'c2'], executionId: 'e1' },
    });
    expect(narrow).toEqual({ type: 'metrics_updated', data: { scopes: ['customers'], customerIds: ['c1', 'c2'], executionId: 'e1' } });
    const tooMany = Array.from({ length: MAX_REALTIME_CUSTOMER_IDS + 1 }, (_, n) => `c${n}`);
    expect(ZRealtimeMessage.safeParse({ type: 'metrics_updated', data: { scopes: ['customers'], customerIds: tooMany } }).success).toBe(
      false,
    );
    const nobody = ZRealtimeMessage.parse({
      type: 'workflow_completed',
      data: { workflowName: 'Payment Follow-up Calls', executionId: 'e1', status: 'success', summary: 'Nobody was called', contacted: 0 },
    });
    expect(nobody.type === 'workflow_completed' && nobody.data.contacted).toBe(0);
    const progress = ZRealtimeMessage.parse({
      type: 'workflow_progress',
      data: { executionId: 'e1', workflowName: 'Bulk SMS Campaign', done: 30, total: 100, sent: 28, failed: 2 },
    });
    expect(progress.data).toMatchObject({ sent: 28, failed: 2, done: 30 });
  });

  it('lists every type of the union, in order', () => {
    expect([...(ZRealtimeMessage._zod.propValues?.type ?? [])]).toEqual([...REALTIME_MESSAGE_TYPES]);
  });
});
