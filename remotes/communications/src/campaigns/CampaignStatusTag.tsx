import { Tag } from 'antd';

const COLORS: Record<string, string> = { completed: 'green', running: 'gold', failed: 'red', queued: 'default', sent: 'blue', delivered: 'green' };

/** Campaign status (completed, running, failed) or one message's (queued, sent, delivered, failed). */
export function StatusTag({ status }: { status: string }) {
  return <Tag color={COLORS[status] ?? 'default'}>{status}</Tag>;
}
