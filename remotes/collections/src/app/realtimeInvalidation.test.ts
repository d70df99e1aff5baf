import { tagsForRealtimeMessage } from './realtimeInvalidation';

const LIST = 'LIST';

describe('tagsForRealtimeMessage', () => {
  it('reloads the executions once when a run is planned with messages held for their window', () => {
    const waiting = { total: 159, until: '2030-01-02T03:30:00.000Z', byChannel: { sms: 159 } };
    expect(
      tagsForRealtimeMessage({
        type: 'workflow_progress',
        data: { executionId: 'e1', workflowName: 'Bulk SMS Campaign', done: 0, total: 159, waiting },
      }),
    ).toEqual([{ type: 'Executions', id: LIST }]);
    expect(
      tagsForRealtimeMessage({
        type: 'workflow_progress',
        data: { executionId: 'e1', workflowName: 'Bulk SMS Campaign', done: 5, total: 159 },
      }),
    ).toEqual([]);
  });

  it('maps metrics_updated scopes to our tags and ignores other remotes’ scopes', () => {
    expect(tagsForRealtimeMessage({ type: 'metrics_updated', data: { scopes: ['dashboard', 'providers'] } })).toEqual([
      { type: 'Metrics', id: LIST },
      { type: 'PaymentTracking', id: 'DASHBOARD' },
    ]);
    expect(tagsForRealtimeMessage({ type: 'metrics_updated', data: { scopes: ['tally'] } })).toEqual([
      { type: 'TallyStatus', id: LIST },
      { type: 'SyncLogs', id: LIST },
    ]);
    expect(tagsForRealtimeMessage({ type: 'metrics_updated', data: { scopes: ['payments'] } })).toEqual([
      { type: 'PaymentTracking', id: 'DASHBOARD' },
      { type: 'PaymentTracking', id: 'ANALYSIS' },
    ]);
    expect(tagsForRealtimeMessage({ type: 'metrics_updated', data: { scopes: ['providers'] } })).toEqual([]);
  });

  it('a change naming its customers reloads only those customers and the follow-up figures', () => {
    expect(
      tagsForRealtimeMessage({ type: 'metrics_updated', data: { scopes: ['dashboard', 'customers'], customerIds: ['c1', 'c2'] } }),
    ).toEqual([
      { type: 'Metrics', id: LIST },
      { type: 'PaymentTracking', id: 'DASHBOARD' },
      { type: 'Customers', id: 'c1' },
      { type: 'CustomerPageLinks', id: 'c1' },
      { type: 'Customers', id: 'c2' },
      { type: 'CustomerPageLinks', id: 'c2' },
    ]);
  });

  it('a change to customers without names reloads the open customer pages and follow-up lists', () => {
    expect(tagsForRealtimeMessage({ type: 'metrics_updated', data: { scopes: ['customers'] } })).toEqual([
      { type: 'Customers', id: LIST },
      { type: 'PaymentTracking', id: 'DASHBOARD' },
      { type: 'PaymentTracking', id: 'ANALYSIS' },
      { type: 'PaymentTracking', id: 'SETTINGS' },
    ]);
  });

  it('duesflow’s workflow_completed reloads only the executions (its metrics_updated names the rest)', () => {
    expect(
      tagsForRealtimeMessage({ type: 'workflow_completed', data: { workflowName: 'x', executionId: 'e', status: 'success' } }),
    ).toEqual([{ type: 'Executions', id: LIST }]);
  });

  it('the spec’s bare workflow_completed makes everything a workflow can change stale', () => {
    expect(tagsForRealtimeMessage({ type: 'workflow_completed', data: { workflowName: 'x', status: 'success' } })).toEqual([
      'Executions',
      'Metrics',
      'Customers',
      'PaymentTracking',
      'TallyStatus',
      'SyncLogs',
    ]);
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
    expect(tagsForRealtimeMessage({ type: 'workflow_progress', data: { executionId: 'e', workflowName: 'x', done: 1, total: 2 } })).toEqual(
      [],
    );
  });
});
