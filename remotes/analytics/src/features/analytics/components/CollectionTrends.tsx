import { lazy } from 'react';
import { Card, Empty, Flex, Typography } from 'antd';
import { TREND_BUCKET_DAYS, type TAnalyticsRange, type TAnalyticsSummary } from '@duesflow/shared-contracts/analytics';
import { formatCount, formatINR } from '@duesflow/shared-contracts/format';
import { ChartFrame } from '../../../components/ChartFrame';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { trendPointLabel } from '../trendPoints';

type TPoint = TAnalyticsSummary['trend'][number];

const TrendChart = lazy(() => import('./TrendChart'));
export const TREND_CHART_HEIGHT = 300;

const BUCKET_NAMES: Record<number, string> = { 1: 'day', 7: 'week', 30: '30 days' };

/** What a point is, and the partial last one said in words: "Per week. The last week covers 6 of 7 days (up to today): dashed." */
export function trendCaption(points: TPoint[], range: TAnalyticsRange): string {
  const size = TREND_BUCKET_DAYS[range];
  const last = points.at(-1);
  const per = `Per ${BUCKET_NAMES[size] ?? formatCount(size, 'day')}.`;
  if (!last || last.days >= size) return `${per} Today is counted so far.`;
  return `${per} The last point covers ${last.days} of ${size} days (up to today), so it is drawn dashed: it is partial, not a fall.`;
}

/** Collected and invoiced per day (7d, 30d), week (90d) or 30 days (1y), the partial last bucket marked. */
export function CollectionTrends({ trend, range, loading }: { trend: TPoint[] | undefined; range: TAnalyticsRange; loading: boolean }) {
  const points = trend ?? [];
  const empty = !loading && points.every((point) => point.collected === 0 && point.invoiced === 0);
  return (
    <Card title="Collection Trends" aria-busy={loading}>
      {empty ? (
        <Flex align="center" justify="center" style={{ height: TREND_CHART_HEIGHT + 52 }}>
          <Empty description="No invoices or payments in this range" />
        </Flex>
      ) : (
        <figure aria-label="Collection trends chart" style={{ margin: 0 }}>
          <ChartFrame height={TREND_CHART_HEIGHT}>
            {loading ? null : <TrendChart points={points} range={range} height={TREND_CHART_HEIGHT} />}
          </ChartFrame>
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', minHeight: 44 }}>
            {loading ? ' ' : trendCaption(points, range)}
          </Typography.Paragraph>
          {loading ? null : (
            <div style={visuallyHidden}>
              <table>
                <caption>Collected and invoiced per point of the trend</caption>
                <thead>
                  <tr>
                    <th scope="col">Period</th>
                    <th scope="col">Collected</th>
                    <th scope="col">Invoiced</th>
                    <th scope="col">Payments</th>
                  </tr>
                </thead>
                <tbody>
                  {points.map((point) => (
                    <tr key={point.date}>
                      <th scope="row">{trendPointLabel(point, range)}</th>
                      <td>{formatINR(point.collected)}</td>
                      <td>{formatINR(point.invoiced)}</td>
                      <td>{formatCount(point.payments, 'payment')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </figure>
      )}
    </Card>
  );
}
