import { Segmented } from 'antd';
import { ANALYTICS_RANGES, type TAnalyticsRange } from '@duesflow/shared-contracts/analytics';

/** The spec's date range selector: 7d, 30d (default), 90d, 1y. */
export function RangeSelector({ value, onChange }: { value: TAnalyticsRange; onChange: (range: TAnalyticsRange) => void }) {
  return (
    <Segmented<TAnalyticsRange>
      aria-label="Date range"
      options={ANALYTICS_RANGES.map((range) => ({ label: range, value: range }))}
      value={value}
      onChange={onChange}
    />
  );
}
