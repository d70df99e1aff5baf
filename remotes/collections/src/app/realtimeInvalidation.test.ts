import { tagsForRealtimeMessage } from './realtimeInvalidation';

describe('tagsForRealtimeMessage', () => {
  it('maps metrics_updated scopes to our tags and ignores other remotes’ scopes', () => {
    expect(
      tagsForRealtimeMessage({ type: 'metrics_updated', data: { scopes: ['dashboard', 'customers', 'tally', 'providers'] } }),
    ).toEqual(['Metrics', 'Customers']);
  });

  it('workflow_completed makes executions, metrics and customers stale', () => {
    expect(
      tagsForRealtimeMessage({ type: 'workflow_completed', data: { workflowName: 'x', executionId: 'e', status: 'success' } }),
    ).toEqual(['Executions', 'Metrics', 'Customers']);
  });

  it('file_processed and progress messages change nothing we show', () => {
    expect(tagsForRealtimeMessage({ type: 'file_processed', data: { filename: 'parties.json' } })).toEqual([]);
    expect(
      tagsForRealtimeMessage({ type: 'workflow_progress', data: { executionId: 'e', workflowName: 'x', done: 1, total: 2 } }),
    ).toEqual([]);
  });
});
