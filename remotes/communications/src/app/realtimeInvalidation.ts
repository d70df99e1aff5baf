import type { TRealtimeMessage } from '@duesflow/shared-contracts/realtime';
import type { TCommunicationsTag } from './tags';

/** The tags a realtime message makes stale. */
export function tagsForRealtimeMessage(message: TRealtimeMessage): TCommunicationsTag[] {
  switch (message.type) {
    default:
      return [];
  }
}
