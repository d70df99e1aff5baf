import { Card, Statistic } from 'antd';
import type { TPaymentLinkTotals } from '@duesflow/shared-contracts/payment-links';
import { formatIndianNumber } from '@duesflow/shared-contracts/format';

const grid = { display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))' } as const;

/** Total Generated, Success Rate, Active Links: computed by the API over every stored link (docs/payments.md). */
export function PaymentLinkTiles({ totals, failed = false }: { totals: TPaymentLinkTotals | undefined; failed?: boolean }) {
  const tiles = [
    {
      title: 'Total Generated',
      value: totals && formatIndianNumber(totals.totalGenerated),
      caption: totals && `${formatIndianNumber(totals.paid)} paid`,
    },
    {
      title: 'Success Rate',
      value: totals && `${totals.successRate.toFixed(1)}%`,
      caption: totals && `of ${formatIndianNumber(totals.paid + totals.expired)} paid or expired`,
    },
    { title: 'Active Links', value: totals && formatIndianNumber(totals.activeLinks), caption: 'can still be paid' },
  ];
  return (
    <div style={grid}>
      {tiles.map((tile) => (
        <Card key={tile.title} role="region" aria-label={tile.title} loading={!totals && !failed}>
          <Statistic title={tile.title} value={tile.value ?? '—'} formatter={() => tile.value ?? '—'} />
          <span style={{ color: 'rgba(0,0,0,0.45)' }}>{tile.caption}</span>
        </Card>
      ))}
    </div>
  );
}
