import { Bar, BarChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { TAdvancedAnalytics } from '@duesflow/shared-contracts/analytics';
import { formatCount } from '@duesflow/shared-contracts/format';
import { CHART_COLOURS } from '../../../components/chartColours';
import { axisTick, chartFrame, chartGrid } from '../../../components/chartSetup';
import { formatPercent } from '../../../components/figures';

type THour = TAdvancedAnalytics['insights']['bestCallTimes'][number];

/** Success rate by IST hour as bars (loaded only when the tab shows); the figures are in the table beside it. */
export default function HourChart({ hours, height }: { hours: THour[]; height: number }) {
  const data = [...hours]
    .sort((a, b) => a.hour - b.hour)
    .map((hour) => ({ label: `${String(hour.hour).padStart(2, '0')}:00`, successRate: hour.successRate ?? 0, volume: hour.volume }));
  return (
    <BarChart {...chartFrame(height)} data={data}>
      {chartGrid}
      <XAxis dataKey="label" interval="preserveStartEnd" minTickGap={12} tick={axisTick()} />
      <YAxis unit="%" width={48} domain={[0, 100]} tick={axisTick()} />
      <Tooltip
        formatter={(value, _name, item) => [
          `${formatPercent(Number(value))} of ${formatCount((item.payload as { volume: number }).volume, 'contact')}`,
          'Success rate',
        ]}
      />
      <Bar dataKey="successRate" name="Success rate" fill={CHART_COLOURS.invoiced} isAnimationActive={false} />
    </BarChart>
  );
}
