import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import type { TAdvancedAnalytics } from '@duesflow/shared-contracts/analytics';
import { formatINR, formatRupeesShort } from '@duesflow/shared-contracts/format';
import { CHART_COLOURS } from '../../../components/chartColours';
import { AGEING_COLOURS, AGEING_LABELS } from './ageing';

type TAgeing = TAdvancedAnalytics['collections']['ageing'][number];

/** Outstanding by days past due (loaded only when the tab shows); the figures are in the table beside it. */
export default function AgeingChart({ ageing, height }: { ageing: TAgeing[]; height: number }) {
  const data = ageing.map((row) => ({ label: AGEING_LABELS[row.bucket], bucket: row.bucket, amount: row.amount }));
  return (
    <BarChart
      responsive
      accessibilityLayer={false}
      style={{ width: '100%', height }}
      data={data}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
    >
      <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={CHART_COLOURS.grid} />
      <XAxis dataKey="label" interval={0} tick={{ fill: CHART_COLOURS.text, fontSize: 11 }} />
      <YAxis tickFormatter={(value: number) => formatRupeesShort(value)} width={80} tick={{ fill: CHART_COLOURS.text, fontSize: 12 }} />
      <Tooltip formatter={(value) => [formatINR(Number(value)), 'Outstanding']} />
      <Bar dataKey="amount" name="Outstanding" isAnimationActive={false}>
        {data.map((row) => (
          <Cell key={row.bucket} fill={AGEING_COLOURS[row.bucket]} />
        ))}
      </Bar>
    </BarChart>
  );
}
