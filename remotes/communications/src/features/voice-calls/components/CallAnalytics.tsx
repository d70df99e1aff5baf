import { Alert, Card, Col, Row, Statistic, Table, Typography, type TableColumnsType } from 'antd';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { formatCount, formatDuration, formatIndianNumber, formatShare } from '@duesflow/shared-contracts/format';
import type { TCallStatistics } from '@duesflow/shared-contracts/call-scripts';
import { useGetCallScriptAnalyticsQuery } from '../api';
import { emptyTextOnceLoaded } from '@duesflow/remote-kit/emptyText';

type TScriptRow = TCallStatistics['scripts'][number];

const COLUMNS: TableColumnsType<TScriptRow> = [
  { key: 'name', title: 'Script', dataIndex: 'name' },
  { key: 'calls', title: 'Total Calls', align: 'right', render: (_, row) => formatIndianNumber(row.totalCalls) },
  { key: 'success', title: 'Success Rate', align: 'right', render: (_, row) => formatShare(row.successfulCalls, row.callsWithOutcome) },
  {
    key: 'commitment',
    title: 'Commitment Rate',
    align: 'right',
    render: (_, row) => formatShare(row.successfulCalls, row.answeredWithOutcome),
  },
  { key: 'duration', title: 'Avg. Duration', align: 'right', render: (_, row) => formatDuration(row.averageCallDuration) },
];

/**
 * Analytics tab: every call placed, with its script where it had one. A rate is over the calls whose
 * outcome was reported and reads '—' until there is one; the average length '—' until a provider reported one.
 */
export function CallAnalytics() {
  const { data, isLoading, error } = useGetCallScriptAnalyticsQuery();
  if (error) return <Alert type="error" showIcon title="Unable to load call analytics" description={errorMessage(error)} />;
  const figures = [
    { title: 'Total Calls', value: data ? formatIndianNumber(data.totalCalls) : '—' },
    { title: 'Success Rate', value: formatShare(data?.successfulCalls ?? 0, data?.callsWithOutcome ?? 0) },
    { title: 'Commitment Rate', value: formatShare(data?.successfulCalls ?? 0, data?.answeredWithOutcome ?? 0) },
    { title: 'Average Call Duration', value: formatDuration(data?.averageCallDuration) },
  ];
  return (
    <Row gutter={[16, 16]}>
      {figures.map(({ title, value }) => (
        <Col key={title} xs={12} lg={6}>
          <Card size="small">
            <Statistic loading={isLoading} title={title} value={value} />
          </Card>
        </Col>
      ))}
      <Col span={24}>
        <Card size="small" title="Script Performance Comparison">
          <Table<TScriptRow>
            rowKey="scriptId"
            size="small"
            loading={isLoading}
            columns={COLUMNS}
            dataSource={data?.scripts ?? []}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: emptyTextOnceLoaded(isLoading, 'No calls made yet') }}
          />
          {data && data.unscriptedCalls > 0 ? (
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
              {`${formatCount(data.unscriptedCalls, 'call')} placed with the reminder call's own text, without a stored script: in the totals, not in the rates (no outcome is reported for them).`}
            </Typography.Paragraph>
          ) : null}
        </Card>
      </Col>
    </Row>
  );
}
