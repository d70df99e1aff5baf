import { Badge, Tag, theme } from 'antd';
import type { TWorkflowExecution } from '@duesflow/shared-contracts/workflows';
import { OUTCOME_TAGS } from '@duesflow/remote-kit/sendGate';

/**
 * success green, running amber and pulsing, failed red, anything else neutral (spec part 1 §4). The
 * green is the theme's solid success colour with white text (antd's pale success tag reads grey-green).
 * A send's outcome, when it has one, tells more than its status: a run that sent nothing, sent part,
 * waits for a window or cannot tell what reached the vendor has its own words and colour, never the green.
 */
export function ExecutionStatusBadge({ execution }: { execution: Pick<TWorkflowExecution, 'status' | 'contacted' | 'outcome'> }) {
  const { token } = theme.useToken();
  const { status, outcome } = execution;
  if (outcome && outcome !== 'completed') {
    const { label, color } = OUTCOME_TAGS[outcome];
    return (
      <Tag color={color} data-status={outcome}>
        {label}
      </Tag>
    );
  }
  if (status === 'success' && execution.contacted === 0) {
    return <Tag data-status="nobody-contacted">nobody contacted</Tag>;
  }
  switch (status) {
    case 'success':
      return (
        <Tag data-status="success" style={{ background: token.colorSuccess, borderColor: token.colorSuccess, color: token.colorWhite }}>
          success
        </Tag>
      );
    case 'running':
      return (
        <Tag color="warning" data-status="running" icon={<Badge status="processing" color={token.colorWarning} />}>
          running
        </Tag>
      );
    case 'failed':
      return (
        <Tag color="error" data-status="failed">
          failed
        </Tag>
      );
    default:
      return <Tag data-status="other">{status}</Tag>;
  }
}
