import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { theme } from 'antd';
import type { TAnalyticsSummary } from '@duesflow/shared-contracts/analytics';
import { formatBusinessDay, formatINR, formatRupeesShort } from '@duesflow/shared-contracts/format';

type TPoint = TAnalyticsSummary['trend'][number];

/** Rupees collected per day, an area under a line; the axis in lakh and crore, each day's figure in full on hover. */
export function CollectedTrendChart({ trend, height }: { trend: TPoint[]; height: number }) {
  const { token } = theme.useToken();
  return (
    <figure aria-label="Collected per day, last 30 days" style={{ margin: 0 }}>
      {/* `responsive`: the chart follows its own box's width (recharts 3); the height is fixed and reserved. */}
      <AreaChart responsive style={{ width: '100%', height }} data={trend} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tickMargin={6} minTickGap={24} tick={{ fill: token.colorTextSecondary, fontSize: 12 }} />
        <YAxis
          tickFormatter={(value: number) => formatRupeesShort(value)}
          width={72}
          tick={{ fill: token.colorTextSecondary, fontSize: 12 }}
        />
        <Tooltip
          formatter={(value) => [formatINR(Number(value)), 'Collected']}
          labelFormatter={(_label, payload) => (payload?.[0] ? formatBusinessDay((payload[0].payload as TPoint).date) : '')}
        />
        <Area
          dataKey="collected"
          name="Collected"
          type="monotone"
          stroke={token.colorPrimary}
          fill={token.colorPrimaryBg}
          strokeWidth={2}
        />
      </AreaChart>
    </figure>
  );
}
