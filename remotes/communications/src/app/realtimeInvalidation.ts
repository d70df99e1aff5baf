import type { TTagToInvalidate } from '@duesflow/remote-kit/realtimeListener';
import type { TRealtimeMessage } from '@duesflow/shared-contracts/realtime';
import { CALL_ANALYTICS_ID, LIST_ID, type TCommunicationsTag } from './tags';

/**
 * The tags a realtime message makes stale. A campaign's progress is patched into its cache entry as it
 * comes (store.ts); only its last message (everyone sent or failed) reloads the campaign and the lists.
 */
export function tagsForRealtimeMessage(message: TRealtimeMessage): TTagToInvalidate<TCommunicationsTag>[] {
  switch (message.type) {
    case 'campaign_progress': {
      const { campaignId, sent, failed, total } = message.data;
      return sent + failed >= total
        ? [
            { type: 'Campaigns', id: campaignId },
            { type: 'Campaigns', id: LIST_ID },
          ]
        : [];
    }
    case 'workflow_progress':
      // Sent when the run is planned with messages held for the window: the campaign (its id is the run's)
      // reloads once to learn how many wait and until when.
      return message.data.waiting && message.data.waiting.total > 0 ? [{ type: 'Campaigns', id: message.data.executionId }] : [];
    case 'workflow_completed': {
      // A run that contacted someone may have placed calls: the scripts' figures and the call analytics move.
      const calls: TTagToInvalidate<TCommunicationsTag>[] = message.data.contacted
        ? [
            { type: 'CallScripts', id: CALL_ANALYTICS_ID },
            { type: 'CallScripts', id: LIST_ID },
          ]
        : [];
      // Every bulk send is a campaign whose id is its run's id.
      return message.data.executionId
        ? [
            { type: 'Campaigns', id: message.data.executionId },
            { type: 'Campaigns', id: LIST_ID },
            { type: 'Sequences', id: LIST_ID },
            ...calls,
          ]
        : [{ type: 'Campaigns', id: LIST_ID }, ...calls];
    }
    case 'metrics_updated':
      return [
        ...(message.data.scopes.includes('customers') || message.data.scopes.includes('payments') ? (['Candidates'] as const) : []),
        // The inbox: a reply came in, was handled, assigned or answered (docs/inbox.md, "Live").
        ...(message.data.scopes.includes('inbox') ? (['Inbox'] as const) : []),
      ];
    case 'reply_received':
      return ['Inbox'];
    default:
      return [];
  }
}
