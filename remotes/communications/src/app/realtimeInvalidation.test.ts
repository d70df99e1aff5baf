import { tagsForRealtimeMessage } from './realtimeInvalidation';

describe('what a realtime message reloads', () => {
  it('reloads a campaign once when its run is planned with messages held for the window', () => {
    const waiting = { total: 3, until: '2030-01-02T03:30:00.000Z', byChannel: { sms: 3 } };
    expect(
      tagsForRealtimeMessage({
        type: 'workflow_progress',
        data: { executionId: 'camp-1', workflowName: 'SMS Campaign', done: 0, total: 5, waiting },
      }),
    ).toEqual([{ type: 'Campaigns', id: 'camp-1' }]);
    expect(
      tagsForRealtimeMessage({
        type: 'workflow_progress',
        data: { executionId: 'camp-1', workflowName: 'SMS Campaign', done: 2, total: 5 },
      }),
    ).toEqual([]);
  });
});
