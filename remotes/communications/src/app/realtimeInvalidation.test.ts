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

  it('reloads the inbox when a reply comes in, is handled, assigned or answered, and only then', () => {
    expect(tagsForRealtimeMessage({ type: 'metrics_updated', data: { scopes: ['inbox'], customerIds: ['c-1'] } })).toEqual(['Inbox']);
    expect(tagsForRealtimeMessage({ type: 'metrics_updated', data: { scopes: ['customers', 'dashboard', 'inbox'] } })).toEqual([
      'Candidates',
      'Inbox',
    ]);
    expect(tagsForRealtimeMessage({ type: 'metrics_updated', data: { scopes: ['payments'] } })).toEqual(['Candidates']);
    expect(
      tagsForRealtimeMessage({
        type: 'reply_received',
        data: { replyId: 'r-1', customerId: 'c-1', customerName: 'Asha Traders', intent: 'promise', channel: 'whatsapp', assigneeId: null },
      }),
    ).toEqual(['Inbox']);
  });

  it('reloads the scripts and the call analytics when a run contacted someone, and only then', () => {
    const completed = (contacted: number) =>
      tagsForRealtimeMessage({
        type: 'workflow_completed',
        data: { workflowName: 'Payment Follow-up Call', executionId: 'run-1', status: 'success', contacted },
      });
    expect(completed(1)).toEqual(
      expect.arrayContaining([
        { type: 'CallScripts', id: 'ANALYTICS' },
        { type: 'CallScripts', id: 'LIST' },
      ]),
    );
    expect(completed(0).some((tag) => typeof tag === 'object' && tag.type === 'CallScripts')).toBe(false);
  });
});
