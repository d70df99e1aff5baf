import { Card, Statistic } from 'antd';
import type { TGatewayList } from '@duesflow/shared-contracts/gateways';
import { formatIndianNumber } from '@duesflow/shared-contracts/format';
import { formatPercent, formatVolumeMillions } from '../gatewayText';

const grid = { display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))' } as const;

/** Gateways online, average success rate, total transactions, total volume in millions (spec part 2 §2). */
export function SummaryCards({ summary }: { summary: TGatewayList['summary'] }) {
  const cards = [
    { title: 'Gateways Online', value: `${summary.online}/${summary.total}` },
    { title: 'Avg Success Rate', value: formatPercent(summary.avgSuccessRate) },
    { title: 'Total Transactions', value: formatIndianNumber(summary.totalTransactions) },
    { title: 'Total Volume', value: formatVolumeMillions(summary.totalVolume) },
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
