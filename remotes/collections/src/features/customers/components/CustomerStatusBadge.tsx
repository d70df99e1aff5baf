import { Tag } from 'antd';

/** overdue destructive (red), pending secondary (grey), anything else default (spec part 1 §4). */
export function CustomerStatusBadge({ status }: { status: string }) {
  if (status === 'overdue')
    return (
      <Tag color="error" data-status="overdue">
        overdue
      </Tag>
    );
  if (status === 'pending') return <Tag data-status="pending">pending</Tag>;
  return (
    <Tag color="blue" data-status="other">
      {status}
    </Tag>
  );
}
