import type { TRealtimeMessage } from '@duesflow/shared-contracts/realtime';
import type { TAnalyticsTag } from './tags';

/** The tags a realtime message makes stale. */
export function tagsForRealtimeMessage(message: TRealtimeMessage): TAnalyticsTag[] {
  switch (message.type) {
    default:
      return [];
  }
}
