import { Card, Col, Row, Statistic, Table, Typography } from 'antd';
import type { TAdvancedAnalytics } from '@duesflow/shared-contracts/analytics';
import { formatINR, formatIndianNumber } from '@duesflow/shared-contracts/format';
import { channelName, formatDays, formatPercent } from '../../../components/figures';
import { CustomerPageCard } from './CustomerPageCard';

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
const AGEING_LABELS: Record<TAgeing['bucket'], string> = {
  current: 'Current',
  '1–30': '1–30 days',
  '31–60': '31–60 days',
  '61–90': '61–90 days',
  '90+': '90+ days',
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
        </Card>
      </Col>
      <Col xs={24} xl={16}>
        <Card title="Receivables Ageing">
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
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Card title="Promises to Pay" aria-label="Promises to Pay">
          <Statistic title="Promise-kept Rate" value={formatPercent(collections.promiseKeptRate)} />
          <Typography.Text type="secondary">
            {formatIndianNumber(collections.promisesKept)} of {formatIndianNumber(collections.promisesMade)} promises kept,{' '}
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
