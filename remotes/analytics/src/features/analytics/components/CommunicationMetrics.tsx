import { Card, Table } from 'antd';
import type { TAnalyticsSummary } from '@duesflow/shared-contracts/analytics';
import { formatIndianNumber } from '@duesflow/shared-contracts/format';
import { channelName, formatPercent } from '../../../components/figures';
import { ScrollBox } from '../../../components/ScrollBox';

type TRow = TAnalyticsSummary['communications'][number];

/** Per channel: contacts sent, delivered (answered, for calls), and followed by a payment. */
export function CommunicationMetrics({ communications, loading }: { communications: TRow[] | undefined; loading: boolean }) {
  return (
    <Card title="Communication Metrics" loading={loading}>
      <ScrollBox label="Communication metrics by channel">
        <Table<TRow>
          rowKey="channel"
          size="small"
          pagination={false}
          dataSource={communications ?? []}
          columns={[
            { title: 'Channel', dataIndex: 'channel', render: channelName },
            { title: 'Sent', dataIndex: 'sent', align: 'right', render: formatIndianNumber },
            {
              title: 'Delivered',
              dataIndex: 'delivered',
              align: 'right',
              render: (delivered: number, row) => `${formatIndianNumber(delivered)} (${formatPercent(row.deliveryRate)})`,
            },
            {
              title: 'Paid',
              dataIndex: 'paid',
              align: 'right',
              render: (paid: number, row) => `${formatIndianNumber(paid)} (${formatPercent(row.paidRate)})`,
            },
          ]}
        />
      </ScrollBox>
    </Card>
  );
}
