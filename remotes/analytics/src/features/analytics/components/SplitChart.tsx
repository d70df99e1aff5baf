import { Cell, Pie, PieChart, Tooltip } from 'recharts';
import type { TAnalyticsSummary } from '@duesflow/shared-contracts/analytics';
import { formatCount } from '@duesflow/shared-contracts/format';
import { CHANNEL_COLOURS } from '../../../components/chartColours';
import { channelName } from '../../../components/figures';

type TSplit = TAnalyticsSummary['channelSplit'][number];

/** The split as a ring (loaded only when shown); its figures are written beside it. */
export default function SplitChart({ split, height }: { split: TSplit[]; height: number }) {
  const data = split.map((entry) => ({ name: channelName(entry.channel), channel: entry.channel, contacts: entry.contacts }));
  return (
    <PieChart responsive accessibilityLayer={false} style={{ width: '100%', height }}>
      <Pie
        rootTabIndex={-1}
        data={data}
        dataKey="contacts"
        nameKey="name"
        innerRadius="55%"
        outerRadius="90%"
        stroke="#fff"
        isAnimationActive={false}
      >
        {data.map((entry) => (
          <Cell key={entry.channel} fill={CHANNEL_COLOURS[entry.channel]} />
        ))}
      </Pie>
      <Tooltip formatter={(value) => formatCount(Number(value), 'contact')} />
    </PieChart>
  );
}
