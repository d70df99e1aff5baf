import type { TRealtimeMessage, TRealtimeScope } from '@duesflow/shared-contracts/realtime';
import type { TAnalyticsTag } from './tags';

const EVERY_FIGURE: TAnalyticsTag[] = ['AnalyticsSummary', 'AdvancedAnalytics'];

/**
 * Provider settings change no past figure (costs are kept per message when sent); every other scope
 * (payments, customers, invoices, runs, Tally imports, and any scope added later) may change them.
 */
const SCOPES_WITHOUT_FIGURES: readonly TRealtimeScope[] = ['providers'];

/**
 * The tags a realtime message makes stale. Every figure on both screens is an aggregate over the stored
 * rows, so a change reloads both (the store's throttle keeps that to once per 3 s).
 */
export function tagsForRealtimeMessage(message: TRealtimeMessage): TAnalyticsTag[] {
  switch (message.type) {
    case 'metrics_updated':
      return message.data.scopes.some((scope) => !SCOPES_WITHOUT_FIGURES.includes(scope)) ? EVERY_FIGURE : [];
    case 'workflow_completed':
    case 'file_processed':
      return EVERY_FIGURE;
    default:
      // Progress of a long send: its `metrics_updated` follows.
      return [];
  }
}
