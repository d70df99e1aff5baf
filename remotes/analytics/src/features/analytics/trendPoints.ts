import { TREND_BUCKET_DAYS, type TAnalyticsRange, type TAnalyticsSummary } from '@duesflow/shared-contracts/analytics';
import { formatBusinessDay, formatBusinessDayRange } from '@duesflow/shared-contracts/format';

type TPoint = TAnalyticsSummary['trend'][number];

/** The last day a point covers (YYYY-MM-DD), from its first day and its length. */
function lastDayOf(point: TPoint): string {
  const [year, month, day] = point.date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + point.days - 1)).toISOString().slice(0, 10);
}

/** Whether a point covers fewer days than the others (the range ends inside it). */
export const isPartial = (point: TPoint, range: TAnalyticsRange) => point.days < TREND_BUCKET_DAYS[range];

/** "26 Nov 2026", or "20 Nov 2026 – 26 Nov 2026 (partial: 6 of 7 days)". */
export function trendPointLabel(point: TPoint, range: TAnalyticsRange): string {
  const size = TREND_BUCKET_DAYS[range];
  if (size === 1) return formatBusinessDay(point.date);
  const span = formatBusinessDayRange(point.date, lastDayOf(point));
  return isPartial(point, range) ? `${span} (partial: ${point.days} of ${size} days)` : span;
}
