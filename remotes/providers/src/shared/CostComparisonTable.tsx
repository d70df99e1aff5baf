import { Card, Flex, Table, Tag, Typography, theme, type TableColumnsType } from 'antd';
import { COMPARISON_CALL_MINUTES, COMPARISON_MESSAGES, type TProviderComparisonRow } from '@duesflow/shared-contracts/providers';
import { useGetProviderComparisonQuery } from './providersApi';
import { formatFee, formatPaymentFee, formatUnitCost } from './formatCost';
import { TYPE_LABELS } from './labels';
import { LoadError } from './LoadError';
import { ScrollRegion } from './ScrollRegion';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { formatCount, formatIndianNumber } from '@duesflow/shared-contracts/format';

/** The basis a row is priced on: call minutes for voice, messages for everything else. */
export function comparisonBasis(row: Pick<TProviderComparisonRow, 'type' | 'basisUnits'>): string {
  return row.type === 'voice' ? formatCount(row.basisUnits, 'call minute') : formatCount(row.basisUnits, 'message');
}

const typeColumn = {
  title: 'Type',
  dataIndex: 'type',
  key: 'type',
  render: (type: TProviderComparisonRow['type']) => <Tag>{TYPE_LABELS[type]}</Tag>,
};

const messageColumns: TableColumnsType<TProviderComparisonRow> = [
  { title: 'Provider', dataIndex: 'displayName', key: 'provider' },
  typeColumn,
  { title: 'Cost per unit', key: 'costPerUnit', render: (_, row) => formatUnitCost(row.costPerUnit, row.currency) },
  { title: 'Monthly fee', key: 'monthlyFee', render: (_, row) => formatFee(row.monthlyFee, row.currency) },
  { title: 'Basis', key: 'basis', render: (_, row) => comparisonBasis(row) },
  {
    title: 'Estimated monthly cost',
    key: 'estimatedMonthlyCost',
    render: (_, row) => (row.estimatedMonthlyCost === null ? '—' : formatFee(row.estimatedMonthlyCost, row.currency)),
  },
];

const paymentColumns: TableColumnsType<TProviderComparisonRow> = [
  { title: 'Provider', dataIndex: 'displayName', key: 'provider' },
  typeColumn,
  { title: 'Fee per payment', key: 'fee', render: (_, row) => formatPaymentFee(row.feePercentage ?? 0, row.costPerUnit) },
  { title: 'Monthly fee', key: 'monthlyFee', render: (_, row) => formatFee(row.monthlyFee, row.currency) },
];

/**
 * Estimated monthly cost per message provider (spec part 2 §2, §9), computed by the API, and payment
 * providers apart: they keep a percentage of each payment, so a message count cannot price them.
 */
export function CostComparisonTable() {
  const { data = [], error, isLoading, refetch } = useGetProviderComparisonQuery();
  const { token } = theme.useToken();
  const payments = data.filter((row) => row.type === 'payment');
  const messaging = data.filter((row) => row.type !== 'payment');
  return (
    // The basis sits under the title rather than beside it: beside it, it squeezed the title to nothing on a phone.
    <Card title="Cost Comparison">
      <Typography.Paragraph type="secondary">
        Estimated monthly cost based on {formatIndianNumber(COMPARISON_MESSAGES)} messages or {COMPARISON_CALL_MINUTES} call minutes
      </Typography.Paragraph>
      {error ? (
        <LoadError title="Failed to fetch comparison data" detail={errorMessage(error)} onRetry={refetch} />
      ) : (
        <Flex vertical gap="middle">
          <ScrollRegion label="Message providers">
            <Table rowKey="id" size="small" loading={isLoading} columns={messageColumns} dataSource={messaging} pagination={false} />
          </ScrollRegion>
          {payments.length > 0 && (
            <Flex vertical gap="small">
              {/* A section of the card under the screen's <h2>: an <h3>, at the small size it had. */}
              <Typography.Title level={3} style={{ margin: 0, fontSize: token.fontSizeHeading5, lineHeight: token.lineHeightHeading5 }}>
                Payment providers
              </Typography.Title>
              <Typography.Text type="secondary">
                Charged per payment: a percentage of the amount plus a fixed fee, so they are compared with each other only.
              </Typography.Text>
              <ScrollRegion label="Payment providers">
                <Table rowKey="id" size="small" columns={paymentColumns} dataSource={payments} pagination={false} />
              </ScrollRegion>
            </Flex>
          )}
        </Flex>
      )}
    </Card>
  );
}
