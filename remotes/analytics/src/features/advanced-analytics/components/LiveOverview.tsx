import { Card, Col, Row, Statistic, Table, Typography } from 'antd';
import type { TAdvancedAnalytics } from '@duesflow/shared-contracts/analytics';
import { formatCount, formatINR, formatIndianNumber } from '@duesflow/shared-contracts/format';
import { channelName, formatMinutes, formatPercent } from '../../../components/figures';
import { ScrollBox } from '../../../components/ScrollBox';
import { PERIOD_SPANS } from '../periods';
import { ActivityStream } from './ActivityStream';

type TChannel = TAdvancedAnalytics['channels'][number];

const tileColumns = { xs: 24, sm: 12, xl: 6 };

/** Live Overview: the period's contacts and payments, what is happening now, the latest events, channels side by side. */
export function LiveOverview({ figures }: { figures: TAdvancedAnalytics | undefined }) {
  if (!figures) return <LiveOverviewLoading />;
  const { today, realTime, quickStats } = figures;
  const span = PERIOD_SPANS[figures.period];
  const tiles = [
    {
      title: 'Contacts Made',
      value: formatIndianNumber(today.contactsMade),
      caption: `${formatCount(today.callsMade, 'call')} + ${formatCount(today.smssSent, 'SMS', 'SMS')} ${span}`,
    },
    { title: 'Payments Received', value: formatIndianNumber(today.paymentsReceived), caption: `${formatINR(today.totalAmount)} ${span}` },
    { title: 'Success Rate', value: formatPercent(today.successRate), caption: `Response rate ${formatPercent(today.responseRate)}` },
    {
      title: 'Active Calls',
      value: formatIndianNumber(realTime.activeCallsNow),
      caption: `${formatCount(realTime.paymentsLastHour, 'payment')} in the last hour`,
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {tiles.map((tile) => (
        <Col key={tile.title} {...tileColumns}>
          <Card aria-label={tile.title}>
            <Statistic title={tile.title} value={tile.value} />
            <Typography.Text type="secondary">{tile.caption}</Typography.Text>
          </Card>
        </Col>
      ))}
      <Col xs={24} xl={12}>
        <ActivityStream events={figures.activity} />
      </Col>
      <Col xs={24} xl={12}>
        <Card title="Channel Comparison">
          <ScrollBox label="Channel comparison">
            <Table<TChannel>
              rowKey="channel"
              size="small"
              pagination={false}
              dataSource={figures.channels}
              columns={[
                { title: 'Channel', dataIndex: 'channel', render: channelName },
                { title: 'Contacts', dataIndex: 'totalContacts', align: 'right', render: formatIndianNumber },
                { title: 'Payments', dataIndex: 'successfulPayments', align: 'right', render: formatIndianNumber },
                { title: 'Success Rate', dataIndex: 'successRate', align: 'right', render: formatPercent },
              ]}
            />
          </ScrollBox>
        </Card>
      </Col>
      <Col span={24}>
        <Card title="Quick Statistics" aria-label="Quick Statistics">
          <Row gutter={[16, 16]}>
            <Col {...tileColumns}>
              <Statistic title="Response Rate" value={formatPercent(quickStats.responseRate)} />
            </Col>
            <Col {...tileColumns}>
              <Statistic title="Average Payment" value={quickStats.averagePayment === null ? '—' : formatINR(quickStats.averagePayment)} />
            </Col>
            <Col {...tileColumns}>
              <Statistic title="Avg Response Time" value={formatMinutes(quickStats.avgResponseTime)} />
            </Col>
            <Col {...tileColumns}>
              <Statistic title="Conversion Rate" value={formatPercent(quickStats.conversionRate)} />
            </Col>
          </Row>
        </Card>
      </Col>
    </Row>
  );
}

/** The tiles' own shape while the figures load, so their arrival moves nothing (the spec's four tiles, then the cards). */
function LiveOverviewLoading() {
  return (
    <Row gutter={[16, 16]} aria-busy="true" aria-label="Loading figures">
      {['Contacts Made', 'Payments Received', 'Success Rate', 'Active Calls'].map((title) => (
        <Col key={title} {...tileColumns}>
          <Card>
            <Statistic title={title} value={'\u00a0'} />
            <div style={{ height: 22 }} />
          </Card>
        </Col>
      ))}
      <Col xs={24} xl={12}>
        <Card title="Live Activity" loading style={{ minHeight: 420 }} />
      </Col>
      <Col xs={24} xl={12}>
        <Card title="Channel Comparison" loading style={{ minHeight: 420 }} />
      </Col>
    </Row>
  );
}
