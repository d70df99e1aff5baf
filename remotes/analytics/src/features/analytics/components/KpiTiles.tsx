import { Card, Col, Row, Statistic } from 'antd';
import type { TAnalyticsRange, TAnalyticsSummary, TKpi } from '@duesflow/shared-contracts/analytics';
import { formatINR } from '@duesflow/shared-contracts/format';
import { ChangeIndicator } from '../../../components/ChangeIndicator';
import { formatDays, formatPercent } from '../../../components/figures';

type TKpis = TAnalyticsSummary['kpis'];

interface TTile {
  key: keyof TKpis;
  title: string;
  format: (value: number | null) => string;
  lowerIsBetter?: boolean;
}

const TILES: TTile[] = [
  { key: 'amountCollected', title: 'Amount Collected', format: (value) => (value === null ? '—' : formatINR(value)) },
  { key: 'collectionRate', title: 'Collection Rate', format: formatPercent },
  { key: 'dso', title: 'DSO (count-back)', format: formatDays, lowerIsBetter: true },
  { key: 'cei', title: 'Collection Effectiveness (CEI)', format: formatPercent },
];

/** The four KPI tiles, each with its change against the previous period of the same length. */
export function KpiTiles({ kpis, range, loading }: { kpis: TKpis | undefined; range: TAnalyticsRange; loading: boolean }) {
  return (
    <Row gutter={[16, 16]}>
      {TILES.map((tile) => (
        <Col key={tile.key} xs={24} sm={12} xl={6}>
          {loading || !kpis ? (
            // The tile's own shape while it loads, so the figures arriving move nothing.
            <Card aria-busy="true" aria-label={`${tile.title}, loading`}>
              <Statistic title={tile.title} value={'\u00a0'} />
              <div style={{ height: 22 }} />
            </Card>
          ) : (
            <KpiTile tile={tile} kpi={kpis[tile.key]} range={range} />
          )}
        </Col>
      ))}
    </Row>
  );
}

function KpiTile({ tile, kpi, range }: { tile: TTile; kpi: TKpi; range: TAnalyticsRange }) {
  return (
    <Card aria-label={tile.title}>
      <Statistic title={tile.title} value={tile.format(kpi.value)} />
      <ChangeIndicator change={kpi.changePercent} against={`vs previous ${range}`} lowerIsBetter={tile.lowerIsBetter} />
    </Card>
  );
}
