import { tagsForRealtimeMessage } from './realtimeInvalidation';

describe('which figures a realtime message makes stale', () => {
  it('a payment, a customer change or a run reloads both screens’ figures', () => {
    for (const scopes of [['payments'], ['dashboard'], ['customers', 'executions']] as const) {
      expect(tagsForRealtimeMessage({ type: 'metrics_updated', data: { scopes: [...scopes] } })).toEqual([
        'AnalyticsSummary',
        'AdvancedAnalytics',
      ]);
    }
    expect(tagsForRealtimeMessage({ type: 'workflow_completed', data: { workflowName: 'Bulk SMS', status: 'success' } })).toHaveLength(2);
  });

  it('a provider settings change, a customer edit alone and send progress reload nothing', () => {
    expect(tagsForRealtimeMessage({ type: 'metrics_updated', data: { scopes: ['customers'] } })).toEqual([]);
    expect(tagsForRealtimeMessage({ type: 'metrics_updated', data: { scopes: ['providers'] } })).toEqual([]);
    expect(
      tagsForRealtimeMessage({ type: 'workflow_progress', data: { executionId: 'e1', workflowName: 'Bulk SMS', done: 1, total: 2 } }),
    ).toEqual([]);
  });
});
