import { useState } from 'react';
import { Alert, Flex, Modal, Table, Typography, type TableColumnsType } from 'antd';
import { formatRelativeTime } from '@duesflow/shared-contracts/format';
import type { TWorkflowExecution } from '@duesflow/shared-contracts/workflows';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { formatSendCost } from '@duesflow/shared-contracts/format';
import { skippedText, waitingLine } from '@duesflow/remote-kit/sendGate';
import { useGetWorkflowExecutionPageQuery } from '../api';
import { ExecutionStatusBadge } from './ExecutionStatusBadge';
import { emptyTextOnceLoaded } from '@duesflow/remote-kit/emptyText';

/** Runs per page of View All. */
export const ALL_EXECUTIONS_PAGE_SIZE = 10;

/**
 * What a run did: its error, its summary, what waits for a window and until when, who the gate skipped and
 * why, its cost (the figure its preview showed), and the link it made (so a generated link stays reachable).
 */
function Outcome({ execution }: { execution: TWorkflowExecution }) {
  const text = execution.error ?? execution.summary ?? '';
  const waiting = waitingLine(execution.waiting);
  const skipped = skippedText(execution.skipped);
  return (
    <Flex vertical gap={2}>
      {text ? <Typography.Text type={execution.error ? 'danger' : undefined}>{text}</Typography.Text> : null}
      {waiting ? <Typography.Text>{waiting}</Typography.Text> : null}
      {skipped ? <Typography.Text type="secondary">{skipped}</Typography.Text> : null}
      {execution.cost ? (
        <Typography.Text type="secondary">Cost: {formatSendCost(execution.cost.amount, execution.cost.currency)}</Typography.Text>
      ) : null}
      {execution.paymentLink ? (
        <Flex gap={4} align="center">
          <Typography.Link href={execution.paymentLink} target="_blank">
            {execution.paymentLink}
          </Typography.Link>
          <Typography.Text copyable={{ text: execution.paymentLink, tooltips: ['Copy link', 'Copied'] }} />
        </Flex>
      ) : null}
    </Flex>
  );
}

const COLUMNS: TableColumnsType<TWorkflowExecution> = [
  { key: 'workflow', title: 'Workflow', dataIndex: 'workflowName' },
  { key: 'status', title: 'Status', render: (_, execution) => <ExecutionStatusBadge execution={execution} /> },
  { key: 'started', title: 'Started', render: (_, execution) => formatRelativeTime(execution.startTime) },
  { key: 'outcome', title: 'Outcome', render: (_, execution) => <Outcome execution={execution} /> },
];

function AllExecutionsTable() {
  const [page, setPage] = useState(1);
  const { data, isFetching, error } = useGetWorkflowExecutionPageQuery({ page, pageSize: ALL_EXECUTIONS_PAGE_SIZE });
  if (error && !data) {
    return <Alert type="error" showIcon title="Unable to load workflow executions" description={errorMessage(error)} />;
  }
  return (
    <Table<TWorkflowExecution>
      columns={COLUMNS}
      dataSource={data?.items ?? []}
      rowKey="id"
      size="small"
      loading={isFetching}
      locale={{ emptyText: emptyTextOnceLoaded(isFetching, 'No workflow executions found') }}
      pagination={{
        current: data?.page ?? page,
        pageSize: ALL_EXECUTIONS_PAGE_SIZE,
        total: data?.total ?? 0,
        onChange: setPage,
        hideOnSinglePage: true,
        showSizeChanger: false,
      }}
    />
  );
}

/** "View All": every workflow run there is, newest first, paged by the API, with what each run did. */
export function AllExecutionsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal title="All Workflow Executions" open={open} onCancel={onClose} footer={null} width={860} destroyOnHidden>
      {open ? <AllExecutionsTable /> : null}
    </Modal>
  );
}
