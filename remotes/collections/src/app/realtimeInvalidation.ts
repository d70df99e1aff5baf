import type { TRealtimeMessage, TRealtimeScope } from '@duesflow/shared-contracts/realtime';
import type { TCollectionsTag } from './tags';

/**
 * Which of our tags each `metrics_updated` scope covers; scopes of other remotes are ignored. The
 * payment-collection figures are computed from customers, invoices, payments and contact attempts,
 * so any of those scopes makes them stale.
 */
const TAGS_BY_SCOPE: Partial<Record<TRealtimeScope, TCollectionsTag[]>> = {
  dashboard: ['Metrics', 'PaymentTracking'],
  executions: ['Executions'],
  customers: ['Customers', 'PaymentTracking'],
  payments: ['PaymentTracking'],
  tally: ['TallyStatus', 'SyncLogs'],
};

/** The tags a realtime message makes stale (spec part 1 §3–4, agreed realtime interface). */
export function tagsForRealtimeMessage(message: TRealtimeMessage): TCollectionsTag[] {
  switch (message.type) {
    case 'workflow_completed':
      // Any finished workflow may have contacted customers, taken payments or synced Tally.
      return ['Executions', 'Metrics', 'Customers', 'PaymentTracking', 'TallyStatus', 'SyncLogs'];
    case 'metrics_updated':
      return [...new Set(message.data.scopes.flatMap((scope) => TAGS_BY_SCOPE[scope] ?? []))];
    case 'file_processed':
      // An imported Tally file adds sync logs and customers with their dues.
      return ['TallyStatus', 'SyncLogs', 'Customers', 'PaymentTracking'];
    default:
      return [];
  }
}
