import { tagsForRealtimeMessage } from './realtimeInvalidation';

describe('tagsForRealtimeMessage', () => {
  it('reloads providers and their figures for the providers scope only', () => {
    expect(tagsForRealtimeMessage({ type: 'metrics_updated', data: { scopes: ['dashboard', 'providers'] } })).toEqual([
      'Providers',
      'ProviderFigures',
      'Channels',
    ]);
    expect(tagsForRealtimeMessage({ type: 'metrics_updated', data: { scopes: ['customers'] } })).toEqual([]);
  });

  it('a finished workflow makes the figures stale (it may have sent through a provider)', () => {
    expect(
      tagsForRealtimeMessage({ type: 'workflow_completed', data: { workflowName: 'x', executionId: 'e', status: 'success' } }),
    ).toEqual(['ProviderFigures']);
  });

  it('file and progress messages change nothing shown here', () => {
    expect(tagsForRealtimeMessage({ type: 'file_processed', data: { filename: 'a.json' } })).toEqual([]);
    expect(tagsForRealtimeMessage({ type: 'workflow_progress', data: { executionId: 'e', workflowName: 'x', done: 1, total: 2 } })).toEqual(
      [],
    );
  });
});
