import { Suspense, lazy } from 'react';
import { Alert, Card, Skeleton, Typography } from 'antd';
import { formatBusinessDayRange, formatINR } from '@duesflow/shared-contracts/format';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { useGetCollectedTrendQuery } from '../api';

/** The chart (and recharts with it) loads after the dashboard's figures, only where it is shown. */
const CollectedTrendChart = lazy(() => import('./CollectedTrendChart').then((module) => ({ default: module.CollectedTrendChart })));

/** The chart's height, held from the first paint (placeholder, error or chart): nothing below it moves. */
export const TREND_HEIGHT = 160;

/** What was collected each day of the last 30 days, at a glance, with the total in words. */
export function CollectedTrend() {
  const { data: trend, isLoading, error } = useGetCollectedTrendQuery();
  const total = (trend ?? []).reduce((sum, point) => sum + point.collected, 0);
  const first = trend?.[0];
  const last = trend?.[trend.length - 1];
  return (
    <Card
      title="Collected, last 30 days"
      extra={trend && first && last ? <Typography.Text strong>{formatINR(total)}</Typography.Text> : null}
      styles={{ title: { whiteSpace: 'normal' }, body: { height: TREND_HEIGHT + 24 + 22, paddingBlock: 12 } }}
    >
      {error && !trend ? (
        <Alert type="error" showIcon title="Unable to load the collection trend" description={errorMessage(error)} />
      ) : isLoading || !trend || !first || !last ? (
        <div aria-busy="true" aria-label="Loading the collection trend">
          <Skeleton.Node active style={{ width: '100%', height: TREND_HEIGHT }} />
        </div>
      ) : (
        <>
          <Typography.Text type="secondary">{formatBusinessDayRange(first.date, last.date)}</Typography.Text>
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: TREND_HEIGHT }} />}>
            <CollectedTrendChart trend={trend} height={TREND_HEIGHT} />
          </Suspense>
        </>
      )}
    </Card>
  );
}
