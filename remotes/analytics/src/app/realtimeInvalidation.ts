import { ANALYTICS_REALTIME_SCOPES } from '@duesflow/shared-contracts/analytics';
import type { TRealtimeMessage } from '@duesflow/shared-contracts/realtime';
import type { TAnalyticsTag } from './tags';

const EVERY_FIGURE: TAnalyticsTag[] = ['AnalyticsSummary', 'AdvancedAnalytics'];

/**
 * The tags a realtime message makes stale. Every figure on both screens is an aggregate over the stored
 * rows, so a change that may touch them (a payment, a contact attempt, a run: ANALYTICS_REALTIME_SCOPES)
 * reloads both; the store's throttle keeps that to once per 3 s.
 */
export function tagsForRealtimeMessage(message: TRealtimeMessage): TAnalyticsTag[] {
  switch (message.type) {
    case 'metrics_updated':
      return message.data.scopes.some((scope) => ANALYTICS_REALTIME_SCOPES.includes(scope)) ? EVERY_FIGURE : [];
    case 'workflow_completed':
    case 'file_processed':
      return EVERY_FIGURE;
    default:
      // Progress of a long send: its `metrics_updated` follows.
      return [];
  }
}
