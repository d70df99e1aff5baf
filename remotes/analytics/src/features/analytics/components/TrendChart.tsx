import { Bar, Cell, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import type { NameType, ValueType } from 'recharts/types/component/DefaultTooltipContent';
import type { TAnalyticsRange, TAnalyticsSummary } from '@duesflow/shared-contracts/analytics';
import { formatCount, formatINR, formatRupeesShort } from '@duesflow/shared-contracts/format';
import { CHART_COLOURS } from '../../../components/chartColours';
import { axisTick, chartFrame, chartGrid } from '../../../components/chartSetup';
import { isPartial, trendPointLabel } from '../trendPoints';

type TPoint = TAnalyticsSummary['trend'][number];

interface TDatum {
  label: string;
  title: string;
  partial: boolean;
  invoiced: number;
  collected: number;
  /** The solid line: every point but a partial last one. */
  collectedFull: number | null;
  /** The dashed line: from the last full point to the partial one. */
  collectedPartial: number | null;
  payments: number;
}

function toData(points: TPoint[], range: TAnalyticsRange): TDatum[] {
  const partialLast = points.length > 0 && isPartial(points.at(-1)!, range);
  return points.map((point, index) => {
    const last = index === points.length - 1;
    const beforeLast = index === points.length - 2;
    return {
      label: point.label,
      title: trendPointLabel(point, range),
      partial: isPartial(point, range),
      invoiced: point.invoiced,
      collected: point.collected,
      collectedFull: partialLast && last ? null : point.collected,
      collectedPartial: partialLast && (last || beforeLast) ? point.collected : null,
      payments: point.payments,
    };
  });
}

function TrendTooltip({ active, payload }: TooltipContentProps<ValueType, NameType>) {
  const datum = payload?.[0]?.payload as TDatum | undefined;
  if (!active || !datum) return null;
  return (
    <div style={{ background: '#fff', border: `1px solid ${CHART_COLOURS.grid}`, borderRadius: 6, padding: '8px 12px', color: '#1f1f1f' }}>
      <div style={{ fontWeight: 600 }}>{datum.title}</div>
      <div>
        Collected: {formatINR(datum.collected)} ({formatCount(datum.payments, 'payment')})
      </div>
      <div>Invoiced: {formatINR(datum.invoiced)}</div>
    </div>
  );
}

/** The chart itself, loaded only when the card shows (recharts stays off pages without a chart). */
export default function TrendChart({ points, range, height }: { points: TPoint[]; range: TAnalyticsRange; height: number }) {
  const data = toData(points, range);
  return (
    <ComposedChart {...chartFrame(height)} data={data}>
      {chartGrid}
      <XAxis dataKey="label" tickMargin={8} interval="preserveStartEnd" minTickGap={16} tick={axisTick()} />
      <YAxis tickFormatter={(value: number) => formatRupeesShort(value)} width={72} tick={axisTick()} />
      <Tooltip content={TrendTooltip} />
      <Legend formatter={(value: string) => <span style={{ color: '#1f1f1f' }}>{value}</span>} />
      <Bar dataKey="invoiced" name="Invoiced" fill={CHART_COLOURS.invoiced} isAnimationActive={false}>
        {data.map((datum) => (
          <Cell
            key={datum.title}
            fill={CHART_COLOURS.invoiced}
            fillOpacity={datum.partial ? 0.25 : 1}
            stroke={CHART_COLOURS.invoiced}
            strokeDasharray={datum.partial ? '4 3' : undefined}
            strokeWidth={datum.partial ? 1.5 : 0}
          />
        ))}
      </Bar>
      <Line
        dataKey="collectedFull"
        name="Collected"
        stroke={CHART_COLOURS.collected}
        strokeWidth={2}
        dot={false}
        type="monotone"
        isAnimationActive={false}
      />
      <Line
        dataKey="collectedPartial"
        name="Collected (partial)"
        legendType="none"
        stroke={CHART_COLOURS.collected}
        strokeWidth={2}
        strokeDasharray="5 4"
        dot={{ r: 3, fill: '#fff', stroke: CHART_COLOURS.collected }}
        type="linear"
        isAnimationActive={false}
      />
    </ComposedChart>
  );
}
