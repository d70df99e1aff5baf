import { Flex, Typography } from 'antd';
import { formatRelativeTime } from '@duesflow/shared-contracts/format';
import type { TWorkflowExecution } from '@duesflow/shared-contracts/workflows';
import { waitingLine } from '@duesflow/remote-kit/sendGate';
import { ExecutionStatusBadge } from './ExecutionStatusBadge';

/** One recent execution: its workflow name, when it started, how it is doing and what it waits for. */
export function ExecutionItem({ execution }: { execution: TWorkflowExecution }) {
  const waiting = waitingLine(execution.waiting);
  return (
    <Flex component="li" justify="space-between" align="center" gap="small" style={{ padding: '8px 0' }}>
      <Flex vertical>
        <Typography.Text strong>{execution.workflowName}</Typography.Text>
        <Typography.Text type="secondary">{formatRelativeTime(execution.startTime)}</Typography.Text>
        {waiting ? <Typography.Text type="secondary">{waiting}</Typography.Text> : null}
      </Flex>
      <ExecutionStatusBadge execution={execution} />
    </Flex>
  );
}
