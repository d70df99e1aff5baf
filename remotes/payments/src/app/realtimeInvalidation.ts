import type { TRealtimeMessage } from '@duesflow/shared-contracts/realtime';
import type { TPaymentsTag } from './tags';

/** The tags a realtime message makes stale. */
export function tagsForRealtimeMessage(message: TRealtimeMessage): TPaymentsTag[] {
  switch (message.type) {
    default:
      return [];
  }
}
