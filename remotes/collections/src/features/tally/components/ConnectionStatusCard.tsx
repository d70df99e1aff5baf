import { Badge, Card, Descriptions, Tag, Typography } from 'antd';
import { formatIndianNumber } from '@duesflow/shared-contracts/format';
import type { TTallyStatus } from '@duesflow/shared-contracts/tally';
import { useGetTallyStatusQuery } from '../api';
import { formatSyncTime } from '../syncText';
import { LoadErrorState } from '@duesflow/remote-kit/LoadErrorState';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';

function statusItems(status: TTallyStatus) {
  return [
    {
      key: 'connection',
      label: 'Connection',
      children: status.connected ? <Badge status="success" text="Connected" /> : <Badge status="error" text="Disconnected" />,
    },
    { key: 'records', label: 'Records synced', children: formatIndianNumber(status.recordsProcessed) },
    {
      key: 'workflow',
      label: 'Sync workflow',
      children: status.n8nWorkflowStatus === 'active' ? <Tag color="success">Active</Tag> : <Tag>Inactive</Tag>,
    },
    {
      key: 'errors',
      label: 'Sync errors',
      children: (
        <Typography.Text type={status.errorCount > 0 ? 'danger' : undefined}>{formatIndianNumber(status.errorCount)}</Typography.Text>
      ),
    },
    { key: 'last', label: 'Last sync', children: formatSyncTime(status.lastSync, 'Never') },
    { key: 'next', label: 'Next scheduled sync', children: formatSyncTime(status.nextScheduledSync, 'Not scheduled') },
  ];
}

/** Whether Tally is reachable, how much has been synced, and when it syncs next. */
export function ConnectionStatusCard() {
  const { data: status, isLoading, isFetching, error, refetch } = useGetTallyStatusQuery();

  if (error && !status) {
    return <LoadErrorState title="Unable to load Tally status" message={errorMessage(error)} onRetry={refetch} retrying={isFetching} />;
  }
  return (
    <Card title="Connection Status" loading={isLoading} style={{ height: '100%' }}>
      {status ? <Descriptions column={1} size="small" items={statusItems(status)} /> : null}
    </Card>
  );
}
