import { Card, Empty } from 'antd';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { TAnalyticsSummary } from '@duesflow/shared-contracts/analytics';
import { formatINR } from '@duesflow/shared-contracts/format';

type TPoint = TAnalyticsSummary['trend'][number];

const compactRupees = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

/** Collected and invoiced per day (7d, 30d), week (90d) or month (1y). */
export function CollectionTrends({ trend, loading }: { trend: TPoint[] | undefined; loading: boolean }) {
  const points = trend ?? [];
  const empty = points.every((point) => point.collected === 0 && point.invoiced === 0);
  return (
    <Card title="Collection Trends" loading={loading}>
      {empty ? (
        <Empty description="No invoices or payments in this range" />
      ) : (
        <figure aria-label="Collection trends chart" style={{ margin: 0 }}>
          {/* `responsive`: the chart follows its own box's size (recharts 3), no wrapper needed. */}
          <ComposedChart responsive style={{ width: '100%', height: 300 }} data={points} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tickMargin={8} />
            <YAxis tickFormatter={(value: number) => `₹${compactRupees.format(value)}`} width={72} />
            <Tooltip formatter={(value) => formatINR(Number(value))} />
            <Legend />
            <Bar dataKey="invoiced" name="Invoiced" fill="#d6e4ff" />
            <Line dataKey="collected" name="Collected" stroke="#1677ff" strokeWidth={2} dot={false} type="monotone" />
          </ComposedChart>
        </figure>
      )}
    </Card>
  );
}
