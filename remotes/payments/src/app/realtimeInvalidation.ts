import type { TRealtimeMessage } from '@duesflow/shared-contracts/realtime';
import type { TTagToInvalidate } from '@duesflow/remote-kit/realtimeListener';
import { LIST_ID, type TPaymentsTag } from './tags';

type TTag = TTagToInvalidate<TPaymentsTag>;

const LINKS: TTag = { type: 'PaymentLinks', id: LIST_ID };
const GATEWAYS: TTag = { type: 'Gateways', id: LIST_ID };
const RULES: TTag = { type: 'FailoverRules', id: LIST_ID };
const ANALYTICS: TTag = { type: 'GatewayAnalytics', id: LIST_ID };

/**
 * The tags a realtime message makes stale. Links are made, routed, paid and expired by runs, the pay
 * page, webhooks and the expiry job: each announces `metrics_updated` with the `payments` scope, which
 * also moves the gateways' transactions and analytics. Probes, link creations and staff changes to
 * gateways or rules announce `gateways_updated`.
 */
export function tagsForRealtimeMessage(message: TRealtimeMessage): TTag[] {
  switch (message.type) {
    case 'metrics_updated':
      return message.data.scopes.includes('payments') ? [LINKS, GATEWAYS, ANALYTICS] : [];
    case 'gateways_updated':
      return message.data.reason === 'rules' ? [RULES] : [GATEWAYS, ANALYTICS];
    case 'workflow_completed':
      // The spec's bare shape says nothing of what changed: a run may have made links.
      return message.data.executionId ? [] : [LINKS];
    default:
      return [];
  }
}
