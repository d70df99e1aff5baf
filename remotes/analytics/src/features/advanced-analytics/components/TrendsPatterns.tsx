import { Card, Table } from 'antd';
import type { TAdvancedAnalytics } from '@duesflow/shared-contracts/analytics';
import { formatBusinessDay, formatIndianNumber } from '@duesflow/shared-contracts/format';
import { formatPercent, formatThousands } from '../../../components/figures';
import { ScrollBox } from '../../../components/ScrollBox';
import { WithArrow } from './TrendArrow';

type TDay = TAdvancedAnalytics['trends'][number];

/** The last six days (India time): contacts, payments, amount in thousands and success rate, each against the day before. */
export function TrendsPatterns({ figures }: { figures: TAdvancedAnalytics | undefined }) {
  if (!figures) return <Card loading aria-busy="true" aria-label="Loading figures" />;
  return (
    <Card title="Last 6 Days">
      <ScrollBox label="Last 6 days">
        <Table<TDay>
          rowKey="date"
          size="small"
          pagination={false}
          dataSource={figures.trends}
          columns={[
            { title: 'Date', dataIndex: 'date', render: formatBusinessDay },
            {
              title: 'Contacts',
              dataIndex: 'contacts',
              align: 'right',
              render: (value: number, day) => <WithArrow text={formatIndianNumber(value)} arrow={day.arrows.contacts} />,
            },
            {
              title: 'Payments',
              dataIndex: 'paymentsReceived',
              align: 'right',
              render: (value: number, day) => <WithArrow text={formatIndianNumber(value)} arrow={day.arrows.payments} />,
            },
            {
              title: 'Amount',
              dataIndex: 'amountThousands',
              align: 'right',
              render: (value: number, day) => <WithArrow text={formatThousands(value)} arrow={day.arrows.amount} />,
            },
            {
              title: 'Success Rate',
              dataIndex: 'successRate',
              align: 'right',
              render: (value: number | null, day) => <WithArrow text={formatPercent(value)} arrow={day.arrows.successRate} />,
            },
          ]}
        />
      </ScrollBox>
    </Card>
  );
}
