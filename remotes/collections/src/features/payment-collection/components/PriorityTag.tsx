import { Tag } from 'antd';
import type { TFollowUpEntry } from '@duesflow/shared-contracts/payment-tracking';
import { PRIORITY_COLORS } from '../followUpText';

/** urgent, high, medium or low, coloured by how soon to act. */
export function PriorityTag({ priority }: { priority: TFollowUpEntry['priority'] }) {
  return (
    <Tag color={PRIORITY_COLORS[priority]} data-priority={priority}>
      {priority}
    </Tag>
  );
}
