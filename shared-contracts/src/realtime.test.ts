import { ZRealtimeMessage } from './realtime';

describe('realtime messages', () => {
  it('reads the three message types of the spec', () => {
    expect(
      ZRealtimeMessage.parse({
        type: 'workflow_completed',
        data: { workflowName: 'WhatsApp Reminder', executionId: 'e1', status: 'success' },
      }).type,
    ).toBe('workflow_completed');
    expect(ZRealtimeMessage.parse({ type: 'metrics_updated', data: { scopes: ['dashboard'] } }).type).toBe(
      'metrics_updated',
    );
    expect(ZRealtimeMessage.parse({ type: 'file_processed', data: { filename: 'ledger.json' } }).type).toBe(
      'file_processed',
    );
  });

  it('refuses unknown types and missing data', () => {
    expect(ZRealtimeMessage.safeParse({ type: 'something_else', data: {} }).success).toBe(false);
    expect(ZRealtimeMessage.safeParse({ type: 'file_processed', data: {} }).success).toBe(false);
  });
});
