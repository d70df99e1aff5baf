import { Modal, Table, type TableColumnsType } from 'antd';
import { formatRelativeTime } from '@duesflow/shared-contracts/format';
import type { TWorkflowExecution } from '@duesflow/shared-contracts/workflows';
import { ExecutionStatusBadge } from './ExecutionStatusBadge';
import { newestFirst } from '../newestFirst';

const COLUMNS: TableColumnsType<TWorkflowExecution> = [
  { key: 'workflow', title: 'Workflow', dataIndex: 'workflowName' },
  { key: 'status', title: 'Status', render: (_, execution) => <ExecutionStatusBadge status={execution.status} /> },
  { key: 'started', title: 'Started', render: (_, execution) => formatRelativeTime(execution.startTime) },
  { key: 'outcome', title: 'Outcome', render: (_, execution) => execution.error ?? execution.summary ?? '' },
];

/** "View All": every execution the API returns, newest first, with what each run did. */
export function AllExecutionsModal({
  open,
  executions,
  onClose,
}: {
  open: boolean;
  executions: TWorkflowExecution[];
  onClose: () => void;
}) {
  return (
    <Modal title="All Workflow Executions" open={open} onCancel={onClose} footer={null} width={760}>
      <Table<TWorkflowExecution>
        columns={COLUMNS}
        dataSource={newestFirst(executions)}
        rowKey="id"
        size="small"
        locale={{ emptyText: 'No workflow executions found' }}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      />
    </Modal>
  );
}
