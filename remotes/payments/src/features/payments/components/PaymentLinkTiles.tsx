import { Card, Statistic, Typography } from 'antd';
import type { TPaymentLinkTotals } from '@duesflow/shared-contracts/payment-links';
import { formatCount, formatIndianNumber, formatShare } from '@duesflow/shared-contracts/format';

const grid = { display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))' } as const;

/**
 * Total Generated, Success Rate, Active Links: computed by the API over every stored link (docs/payments.md).
 * The success rate is paid ÷ decided (paid or expired): '—' while no link is decided, not a made-up 0%.
 */
export function PaymentLinkTiles({ totals, failed = false }: { totals: TPaymentLinkTotals | undefined; failed?: boolean }) {
  const decided = totals && totals.paid + totals.expired;
  const tiles = [
    {
      title: 'Total Generated',
      value: totals && formatIndianNumber(totals.totalGenerated),
      caption: totals && `${formatIndianNumber(totals.paid)} paid`,
    },
    {
      title: 'Success Rate',
      value: totals && formatShare(totals.paid, totals.paid + totals.expired),
      caption:
        decided === undefined
          ? undefined
          : decided === 0
            ? 'no link paid or expired yet'
            : `of ${formatCount(decided, 'link')} paid or expired`,
    },
    { title: 'Active Links', value: totals && formatIndianNumber(totals.activeLinks), caption: 'can still be paid' },
  ];
  return (
    <div style={grid}>
      {tiles.map((tile) => (
        <Card key={tile.title} role="region" aria-label={tile.title} loading={!totals && !failed}>
          <Statistic title={tile.title} value={tile.value ?? '—'} formatter={() => tile.value ?? '—'} />
          {tile.caption ? <Typography.Text type="secondary">{tile.caption}</Typography.Text> : null}
        </Card>
      ))}
    </div>
  );
}
