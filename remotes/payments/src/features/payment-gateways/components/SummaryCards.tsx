import { Card, Statistic } from 'antd';
import type { TGatewayList } from '@duesflow/shared-contracts/gateways';
import { formatIndianNumber, formatRupeesShort } from '@duesflow/shared-contracts/format';
import { formatRate } from '../gatewayText';

const grid = { display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))' } as const;

/**
 * Gateways online, success rate (links paid ÷ decided; '—' before any), transactions (payments) and total
 * volume (spec part 2 §2). The volume is written in lakh and crore like every other amount, not millions.
 */
export function SummaryCards({ summary }: { summary: TGatewayList['summary'] }) {
  const cards = [
    { title: 'Gateways Online', value: `${summary.online}/${summary.total}` },
    { title: 'Avg Success Rate', value: formatRate(summary.avgSuccessRate) },
    { title: 'Total Transactions', value: formatIndianNumber(summary.totalTransactions) },
    { title: 'Total Volume', value: formatRupeesShort(summary.totalVolume) },
  ];
  return (
    <div style={grid}>
      {cards.map((card) => (
        <Card key={card.title} role="region" aria-label={card.title}>
          <Statistic title={card.title} value={card.value} formatter={() => card.value} />
        </Card>
      ))}
    </div>
  );
}
