import { Badge, Tag, theme } from 'antd';

/** success green, running amber and pulsing, failed red, anything else neutral (spec part 1 §4). */
export function ExecutionStatusBadge({ status }: { status: string }) {
  const { token } = theme.useToken();
  switch (status) {
    case 'success':
      return <Tag color="success" data-status="success">success</Tag>;
    case 'running':
      return (
        <Tag color="warning" data-status="running" icon={<Badge status="processing" color={token.colorWarning} />}>
          running
        </Tag>
      );
    case 'failed':
      return <Tag color="error" data-status="failed">failed</Tag>;
    default:
      return <Tag data-status="other">{status}</Tag>;
  }
}
