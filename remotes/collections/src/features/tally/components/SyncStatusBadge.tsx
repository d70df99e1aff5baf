import { Tag } from 'antd';
import type { TSyncLog } from '@duesflow/shared-contracts/tally';

const COLORS: Record<TSyncLog['syncStatus'], string> = { success: 'success', failed: 'error', pending: 'warning' };

/** success green, failed red, pending amber (spec part 1 §4 sync status). */
export function SyncStatusBadge({ status }: { status: TSyncLog['syncStatus'] }) {
  return (
    <Tag color={COLORS[status] ?? 'default'} data-status={status}>
      {status}
    </Tag>
  );
}
