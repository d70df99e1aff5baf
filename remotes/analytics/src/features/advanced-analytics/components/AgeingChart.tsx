import { Bar, BarChart, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import type { TAdvancedAnalytics } from '@duesflow/shared-contracts/analytics';
import { formatINR, formatRupeesShort } from '@duesflow/shared-contracts/format';
import { axisTick, chartFrame, chartGrid } from '../../../components/chartSetup';
import { AGEING_COLOURS, AGEING_LABELS } from './ageing';

type TAgeing = TAdvancedAnalytics['collections']['ageing'][number];

/** Outstanding by days past due (loaded only when the tab shows); the figures are in the table beside it. */
export default function AgeingChart({ ageing, height }: { ageing: TAgeing[]; height: number }) {
  const data = ageing.map((row) => ({ label: AGEING_LABELS[row.bucket], bucket: row.bucket, amount: row.amount }));
  return (
    <BarChart {...chartFrame(height)} data={data}>
      {chartGrid}
      <XAxis dataKey="label" interval={0} tick={axisTick(11)} />
      <YAxis tickFormatter={(value: number) => formatRupeesShort(value)} width={80} tick={axisTick()} />
      <Tooltip formatter={(value) => [formatINR(Number(value)), 'Outstanding']} />
      <Bar dataKey="amount" name="Outstanding" isAnimationActive={false}>
        {data.map((row) => (
          <Cell key={row.bucket} fill={AGEING_COLOURS[row.bucket]} />
        ))}
      </Bar>
    </BarChart>
  );
}
