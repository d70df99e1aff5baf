import type { TRealtimeMessage, TRealtimeScope } from '@duesflow/shared-contracts/realtime';
import type { TCollectionsTag } from './tags';

/** Which of our tags each `metrics_updated` scope covers; scopes of other remotes are ignored. */
const TAGS_BY_SCOPE: Partial<Record<TRealtimeScope, TCollectionsTag>> = {
  dashboard: 'Metrics',
  executions: 'Executions',
  customers: 'Customers',
};

/** The tags a realtime message makes stale (spec part 1 §3–4, agreed realtime interface). */
export function tagsForRealtimeMessage(message: TRealtimeMessage): TCollectionsTag[] {
  switch (message.type) {
    case 'workflow_completed':
      return ['Executions', 'Metrics', 'Customers'];
    case 'metrics_updated':
      return [...new Set(message.data.scopes.flatMap((scope) => TAGS_BY_SCOPE[scope] ?? []))];
    default:
      return [];
  }
}
