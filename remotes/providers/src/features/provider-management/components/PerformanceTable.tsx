import { Card, Table, Tag, type TableColumnsType } from 'antd';
import type { TProviderPerformance } from '@duesflow/shared-contracts/providers';
import { useGetProviderPerformanceQuery } from '../../../shared/providersApi';
import { formatUnitCost } from '../../../shared/formatCost';
import { TYPE_LABELS } from '../../../shared/labels';
import { LoadError } from '../../../shared/LoadError';
import { ScrollRegion } from '../../../shared/ScrollRegion';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { formatIndianNumber } from '@duesflow/shared-contracts/format';
import { emptyTextOnceLoaded } from '@duesflow/remote-kit/emptyText';

const columns: TableColumnsType<TProviderPerformance> = [
  { title: 'Provider', dataIndex: 'displayName', key: 'provider' },
  { title: 'Type', dataIndex: 'type', key: 'type', render: (type: TProviderPerformance['type']) => <Tag>{TYPE_LABELS[type]}</Tag> },
  { title: 'Messages sent', key: 'messagesSent', render: (_, row) => formatIndianNumber(row.messagesSent) },
  { title: 'Success rate', key: 'successRate', render: (_, row) => (row.successRate === null ? '—' : `${row.successRate.toFixed(1)}%`) },
  {
    title: 'Average latency',
    key: 'avgLatencyMs',
    render: (_, row) => (row.avgLatencyMs === null ? '—' : `${formatIndianNumber(Math.round(row.avgLatencyMs))} ms`),
  },
  { title: 'Total cost', key: 'totalCost', render: (_, row) => formatUnitCost(row.totalCost, row.currency) },
];

/** Measured performance of the providers that have sent something (the spec leaves the tab's contents open). */
export function PerformanceTable() {
  const { data = [], error, isLoading, refetch } = useGetProviderPerformanceQuery();
  if (error) return <LoadError title="Failed to fetch provider performance" detail={errorMessage(error)} onRetry={refetch} />;
  return (
    <Card title="Provider Performance">
      <ScrollRegion label="Provider performance">
        <Table
          rowKey="providerId"
          size="small"
          loading={isLoading}
          columns={columns}
          dataSource={data.filter((row) => row.messagesSent > 0)}
          pagination={false}
          locale={{ emptyText: emptyTextOnceLoaded(isLoading, 'No messages have been sent through a provider yet') }}
        />
      </ScrollRegion>
    </Card>
  );
}
