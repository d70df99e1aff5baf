import { lazy } from 'react';
import { Card, Col, Empty, Flex, Row, Statistic, Table, Typography } from 'antd';
import type { TAdvancedAnalytics } from '@duesflow/shared-contracts/analytics';
import { formatCount, formatINR, formatIndianNumber } from '@duesflow/shared-contracts/format';
import { ChartFrame } from '../../../components/ChartFrame';
import { channelName, formatDays, formatPercent } from '../../../components/figures';
import { ScrollBox } from '../../../components/ScrollBox';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { AGEING_LABELS } from './ageing';
import { CustomerPageCard } from './CustomerPageCard';

const HourChart = lazy(() => import('./HourChart'));
const AgeingChart = lazy(() => import('./AgeingChart'));
const CHART_HEIGHT = 240;

type TInsights = TAdvancedAnalytics['insights'];
type THour = TInsights['bestCallTimes'][number];
type TLanguage = TInsights['languagePreferences'][number];
type TSegment = TInsights['customerSegments'][number];
type TAgeing = TAdvancedAnalytics['collections']['ageing'][number];

const LANGUAGES: Record<string, string> = {
  en: 'English',
  hi: 'Hindi',
  mr: 'Marathi',
  ta: 'Tamil',
  te: 'Telugu',
  kn: 'Kannada',
  bn: 'Bengali',
  gu: 'Gujarati',
  es: 'Spanish',
  fr: 'French',
};
const hourSlot = (hour: number) => `${String(hour).padStart(2, '0')}:00–${String((hour + 1) % 24).padStart(2, '0')}:00`;

/** Success by hour, language and overdue segment; then what collection teams watch: ageing and promises kept. */
export function CustomerInsights({ figures }: { figures: TAdvancedAnalytics | undefined }) {
  if (!figures) return <Card loading aria-busy="true" aria-label="Loading figures" />;
  const { insights, collections } = figures;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Card title="Success by Hour">
          {insights.bestCallTimes.length === 0 ? (
            <Flex align="center" justify="center" style={{ height: CHART_HEIGHT }}>
              <Empty description="No contacts in this period" />
            </Flex>
          ) : (
            <ChartFrame height={CHART_HEIGHT}>
              <HourChart hours={insights.bestCallTimes} height={CHART_HEIGHT} />
            </ChartFrame>
          )}
          <div style={visuallyHidden}>
            <Table<THour>
              rowKey="hour"
              size="small"
              pagination={false}
              dataSource={insights.bestCallTimes}
              columns={[
                { title: 'Hour (IST)', dataIndex: 'hour', render: hourSlot },
                { title: 'Success Rate', dataIndex: 'successRate', align: 'right', render: formatPercent },
                { title: 'Contacts', dataIndex: 'volume', align: 'right', render: formatIndianNumber },
              ]}
            />
          </div>
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card title="Success by Language">
          <Table<TLanguage>
            rowKey="language"
            size="small"
            pagination={false}
            dataSource={insights.languagePreferences}
            columns={[
              { title: 'Language', dataIndex: 'language', render: (code: string) => LANGUAGES[code] ?? code },
              { title: 'Success Rate', dataIndex: 'successRate', align: 'right', render: formatPercent },
              { title: 'Contacts', dataIndex: 'volume', align: 'right', render: formatIndianNumber },
            ]}
          />
        </Card>
      </Col>
      <Col span={24}>
        <Card title="Success by Overdue Segment">
          <ScrollBox label="Success by overdue segment">
            <Table<TSegment>
              rowKey="segment"
              size="small"
              pagination={false}
              dataSource={insights.customerSegments}
              columns={[
                { title: 'Segment', dataIndex: 'segment' },
                { title: 'Customers', dataIndex: 'customers', align: 'right', render: formatIndianNumber },
                { title: 'Avg Days Overdue', dataIndex: 'avgDaysOverdue', align: 'right', render: formatDays },
                { title: 'Success Rate', dataIndex: 'successRate', align: 'right', render: formatPercent },
                {
                  title: 'Preferred Channel',
                  dataIndex: 'preferredChannel',
                  render: (channel: string) => (channel ? channelName(channel) : '—'),
                },
              ]}
            />
          </ScrollBox>
        </Card>
      </Col>
      <Col xs={24} xl={16}>
        <Card title="Receivables Ageing">
          <ChartFrame height={CHART_HEIGHT}>
            <AgeingChart ageing={collections.ageing} height={CHART_HEIGHT} />
          </ChartFrame>
          <div style={visuallyHidden}>
            <Table<TAgeing>
              rowKey="bucket"
              size="small"
              pagination={false}
              dataSource={collections.ageing}
              columns={[
                { title: 'Days past due', dataIndex: 'bucket', render: (bucket: TAgeing['bucket']) => AGEING_LABELS[bucket] },
                { title: 'Outstanding', dataIndex: 'amount', align: 'right', render: formatINR },
                { title: 'Invoices', dataIndex: 'invoices', align: 'right', render: formatIndianNumber },
                { title: 'Customers', dataIndex: 'customers', align: 'right', render: formatIndianNumber },
              ]}
            />
          </div>
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Card title="Promises to Pay" aria-label="Promises to Pay">
          <Statistic title="Promise-kept Rate" value={formatPercent(collections.promiseKeptRate)} />
          <Typography.Text type="secondary">
            {formatIndianNumber(collections.promisesKept)} of {formatCount(collections.promisesMade, 'promise')} kept,{' '}
            {formatIndianNumber(collections.promisesBroken)} broken (promises dated in the period that came due)
          </Typography.Text>
        </Card>
      </Col>
      <Col span={24}>
        <CustomerPageCard use={collections.customerPage} />
      </Col>
    </Row>
  );
}
