import { ZRealtimeMessage, type TRealtimeMessageInput } from '@duesflow/shared-contracts/realtime';
import { tagsForRealtimeMessage } from './realtimeInvalidation';

const tagsFor = (message: TRealtimeMessageInput) => tagsForRealtimeMessage(ZRealtimeMessage.parse(message));

describe('tagsForRealtimeMessage', () => {
  it('reloads links, gateways and analytics when payments change', () => {
    expect(tagsFor({ type: 'metrics_updated', data: { scopes: ['payments'] } })).toEqual([
      { type: 'PaymentLinks', id: 'LIST' },
      { type: 'Gateways', id: 'LIST' },
      { type: 'GatewayAnalytics', id: 'LIST' },
    ]);
    // The spec's bare shape means every scope.
    expect(tagsFor({ type: 'metrics_updated' })).toHaveLength(3);
  });

  it('ignores changes to other screens’ figures', () => {
    expect(tagsFor({ type: 'metrics_updated', data: { scopes: ['tally', 'customers'] } })).toEqual([]);
    expect(tagsFor({ type: 'file_processed', data: { filename: 'x.json' } })).toEqual([]);
  });

  it('reloads the gateways after a probe, a link or a settings change, the rules after a rules change', () => {
    expect(tagsFor({ type: 'gateways_updated', data: { reason: 'probe' } })).toEqual([
      { type: 'Gateways', id: 'LIST' },
      { type: 'GatewayAnalytics', id: 'LIST' },
    ]);
    expect(tagsFor({ type: 'gateways_updated', data: { reason: 'rules' } })).toEqual([{ type: 'FailoverRules', id: 'LIST' }]);
  });

  it('reloads the links after a run in the spec’s bare shape only', () => {
    expect(tagsFor({ type: 'workflow_completed', data: { workflowName: 'Payment Link' } })).toEqual([{ type: 'PaymentLinks', id: 'LIST' }]);
    expect(tagsFor({ type: 'workflow_completed', data: { workflowName: 'Payment Link', executionId: 'e1' } })).toEqual([]);
  });
});
