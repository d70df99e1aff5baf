import type { TAnalyticsPeriod } from '@duesflow/shared-contracts/analytics';

/** The selector's labels (spec part 2: today, week, month, quarter). */
export const PERIOD_LABELS: Record<TAnalyticsPeriod, string> = { today: 'Today', week: 'Week', month: 'Month', quarter: 'Quarter' };

/** What a period covers, as the figures' captions say it (week = the last 7 days including today). */
export const PERIOD_SPANS: Record<TAnalyticsPeriod, string> = {
  today: 'today',
  week: 'in the last 7 days',
  month: 'in the last 30 days',
  quarter: 'in the last 90 days',
};

/** The time of the figures shown, in India time: 14:05:09. */
export function formatUpdatedAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleTimeString('en-IN', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  });
}
