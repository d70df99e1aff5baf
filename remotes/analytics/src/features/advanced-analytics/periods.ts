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
