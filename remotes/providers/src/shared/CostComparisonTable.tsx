import { Card, Table, Tag, type TableColumnsType } from 'antd';
import { COMPARISON_CALL_MINUTES, COMPARISON_MESSAGES, type TProviderComparisonRow } from '@duesflow/shared-contracts/providers';
import { useGetProviderComparisonQuery } from './providersApi';
import { formatFee, formatUnitCost } from './formatCost';
import { TYPE_LABELS } from './labels';
import { LoadError } from './LoadError';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';

const count = new Intl.NumberFormat('en-US');

/** The basis a row is priced on: call minutes for voice, messages for everything else. */
export function comparisonBasis(row: Pick<TProviderComparisonRow, 'type' | 'basisUnits'>): string {
  return row.type === 'voice' ? `${count.format(row.basisUnits)} call minutes` : `${count.format(row.basisUnits)} messages`;
}

const columns: TableColumnsType<TProviderComparisonRow> = [
  { title: 'Provider', dataIndex: 'displayName', key: 'provider' },
  { title: 'Type', dataIndex: 'type', key: 'type', render: (type: TProviderComparisonRow['type']) => <Tag>{TYPE_LABELS[type]}</Tag> },
  { title: 'Cost per unit', key: 'costPerUnit', render: (_, row) => formatUnitCost(row.costPerUnit, row.currency) },
  { title: 'Monthly fee', key: 'monthlyFee', render: (_, row) => formatFee(row.monthlyFee, row.currency) },
  { title: 'Basis', key: 'basis', render: (_, row) => comparisonBasis(row) },
  {
    title: 'Estimated monthly cost',
    key: 'estimatedMonthlyCost',
    render: (_, row) => formatFee(row.estimatedMonthlyCost, row.currency),
  },
];

/** Estimated monthly cost per provider (spec part 2 §2, §9), computed by the API. */
export function CostComparisonTable() {
  const { data = [], error, isLoading, refetch } = useGetProviderComparisonQuery();
  return (
    <Card
      title="Cost Comparison"
      extra={`Estimated monthly cost based on ${count.format(COMPARISON_MESSAGES)} messages or ${COMPARISON_CALL_MINUTES} call minutes`}
    >
      {error ? (
        <LoadError title="Failed to fetch comparison data" detail={errorMessage(error)} onRetry={refetch} />
      ) : (
        <Table rowKey="id" size="small" loading={isLoading} columns={columns} dataSource={data} pagination={false} />
      )}
    </Card>
  );
}
