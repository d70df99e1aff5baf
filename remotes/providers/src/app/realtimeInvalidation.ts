import type { TRealtimeMessage } from '@duesflow/shared-contracts/realtime';
import type { TProvidersTag } from './tags';

/**
 * The tags a realtime message makes stale: the `providers` scope covers the provider list, the
 * figures computed from it (dashboard, comparison, performance); a finished workflow may have sent
 * messages through a provider, which changes its performance.
 */
export function tagsForRealtimeMessage(message: TRealtimeMessage): TProvidersTag[] {
  switch (message.type) {
    case 'workflow_completed':
      return ['ProviderFigures'];
    case 'metrics_updated':
      return message.data.scopes.includes('providers') ? ['Providers', 'ProviderFigures', 'Channels'] : [];
    default:
      return [];
  }
}
