import { skipReasonText, type TRunSkips } from '@duesflow/shared-contracts/send-guards';
import type { BatchCounts } from './delivery/deliver-message';
import { skippedFor } from './skip-counts';

/** A batch fails only when it tried and nothing got through; partial failures are in the summary. */
export function batchStatus(counts: BatchCounts): 'success' | 'failed' {
  return counts.sent === 0 && counts.failed > 0 ? 'failed' : 'success';
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "reminded by SMS in the last 24 h": why the cooldown held recipients back. */
export function cooldownReason(skips: TRunSkips): string {
  return skipReasonText('cooldown', skips.cooldownHours, skips.cooldownChannels);
}

/** "; skipped 44 (reminded by SMS in the last 24 h)" for a run's cooldown skips; '' when there were none. */
export function cooldownPart(skips: TRunSkips | undefined): string {
  const count = skippedFor(skips, 'cooldown');
  return count > 0 && skips ? `; skipped ${count} (${cooldownReason(skips)})` : '';
}
