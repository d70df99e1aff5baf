import { Flex, Typography } from 'antd';
import { formatRelativeTime } from '@duesflow/shared-contracts/format';
import type { TWorkflowExecution } from '@duesflow/shared-contracts/workflows';
import { ExecutionStatusBadge } from './ExecutionStatusBadge';

/** One recent execution: its workflow name, when it started and how it is doing. */
export function ExecutionItem({ execution }: { execution: TWorkflowExecution }) {
  return (
    <Flex component="li" justify="space-between" align="center" gap="small" style={{ padding: '8px 0' }}>
      <Flex vertical>
        <Typography.Text strong>{execution.workflowName}</Typography.Text>
        <Typography.Text type="secondary">{formatRelativeTime(execution.startTime)}</Typography.Text>
      </Flex>
      <ExecutionStatusBadge execution={execution} />
    </Flex>
  );
}
