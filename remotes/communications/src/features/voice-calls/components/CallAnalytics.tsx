import { Alert, Card, Col, Row, Statistic, Table, type TableColumnsType } from 'antd';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { useGetCallScriptAnalyticsQuery } from '../api';
import { formatPercent } from '../scriptText';
import type { TCallStatistics } from '@duesflow/shared-contracts/call-scripts';

type TScriptRow = TCallStatistics['scripts'][number];

/** Seconds as "2m 05s". */
export const formatDuration = (seconds: number) => `${Math.floor(seconds / 60)}m ${String(Math.round(seconds % 60)).padStart(2, '0')}s`;

const COLUMNS: TableColumnsType<TScriptRow> = [
  { key: 'name', title: 'Script', dataIndex: 'name' },
  { key: 'calls', title: 'Total Calls', dataIndex: 'totalCalls', align: 'right' },
  { key: 'success', title: 'Success Rate', align: 'right', render: (_, row) => formatPercent(row.successRate) },
  { key: 'commitment', title: 'Commitment Rate', align: 'right', render: (_, row) => formatPercent(row.commitmentRate) },
  { key: 'duration', title: 'Avg. Duration', align: 'right', render: (_, row) => formatDuration(row.averageCallDuration) },
];

/** Analytics tab: figures from stored call attempts, and each script beside the others. */
export function CallAnalytics() {
  const { data, isLoading, error } = useGetCallScriptAnalyticsQuery();
  if (error) return <Alert type="error" showIcon title="Unable to load call analytics" description={errorMessage(error)} />;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={12} lg={6}>
        <Card size="small">
          <Statistic loading={isLoading} title="Total Calls" value={data?.totalCalls ?? 0} />
        </Card>
      </Col>
      <Col xs={12} lg={6}>
        <Card size="small">
          <Statistic loading={isLoading} title="Success Rate" value={formatPercent(data?.successRate ?? 0)} />
        </Card>
      </Col>
      <Col xs={12} lg={6}>
        <Card size="small">
          <Statistic loading={isLoading} title="Commitment Rate" value={formatPercent(data?.commitmentRate ?? 0)} />
        </Card>
      </Col>
      <Col xs={12} lg={6}>
        <Card size="small">
          <Statistic loading={isLoading} title="Average Call Duration" value={formatDuration(data?.averageCallDuration ?? 0)} />
        </Card>
      </Col>
      <Col span={24}>
        <Card size="small" title="Script Performance Comparison">
          <Table<TScriptRow>
            rowKey="scriptId"
            size="small"
            loading={isLoading}
            columns={COLUMNS}
            dataSource={data?.scripts ?? []}
            pagination={false}
            locale={{ emptyText: 'No calls made yet' }}
          />
        </Card>
      </Col>
    </Row>
  );
}
