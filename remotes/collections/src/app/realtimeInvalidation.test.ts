import { tagsForRealtimeMessage } from './realtimeInvalidation';

describe('tagsForRealtimeMessage', () => {
  it('maps metrics_updated scopes to our tags and ignores other remotes’ scopes', () => {
    expect(
      tagsForRealtimeMessage({ type: 'metrics_updated', data: { scopes: ['dashboard', 'customers', 'providers'] } }),
    ).toEqual(['Metrics', 'PaymentTracking', 'Customers']);
    expect(tagsForRealtimeMessage({ type: 'metrics_updated', data: { scopes: ['tally'] } })).toEqual(['TallyStatus', 'SyncLogs']);
    expect(tagsForRealtimeMessage({ type: 'metrics_updated', data: { scopes: ['payments'] } })).toEqual(['PaymentTracking']);
    expect(tagsForRealtimeMessage({ type: 'metrics_updated', data: { scopes: ['providers'] } })).toEqual([]);
  });

  it('workflow_completed makes everything a workflow can change stale', () => {
    expect(
      tagsForRealtimeMessage({ type: 'workflow_completed', data: { workflowName: 'x', executionId: 'e', status: 'success' } }),
    ).toEqual(['Executions', 'Metrics', 'Customers', 'PaymentTracking', 'TallyStatus', 'SyncLogs']);
  });

  it('file_processed reloads the Tally screen and the customers an import may have added', () => {
    expect(tagsForRealtimeMessage({ type: 'file_processed', data: { filename: 'parties.json' } })).toEqual([
      'TallyStatus',
      'SyncLogs',
      'Customers',
      'PaymentTracking',
    ]);
  });

  it('progress messages change nothing we show', () => {
    expect(
      tagsForRealtimeMessage({ type: 'workflow_progress', data: { executionId: 'e', workflowName: 'x', done: 1, total: 2 } }),
    ).toEqual([]);
  });
});
