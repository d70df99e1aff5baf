import { Tag, Tooltip } from 'antd';
import type { TBrokenPromise } from '@duesflow/shared-contracts/promises';
import { formatDate, formatINR } from '@duesflow/shared-contracts/format';

/** "Promised ₹2,000.00 by 6 Dec 2026": what the broken promise was, on hover. */
export function brokenPromiseText(promise: TBrokenPromise): string {
  return `Promised ${formatINR(promise.amount)} by ${formatDate(`${promise.promisedDate}T12:00:00Z`)}`;
}

/**
 * "Promise broken" on a row or card while the customer's latest promise is broken and nothing newer
 * happened (no newer promise, no payment since): reminders go again, staff may want to call.
 */
export function BrokenPromiseTag({ promise }: { promise: TBrokenPromise | null | undefined }) {
  if (!promise) return null;
  return (
    <Tooltip title={brokenPromiseText(promise)}>
      <Tag color="red" data-hold="promise_broken">
        Promise broken
      </Tag>
    </Tooltip>
  );
}
