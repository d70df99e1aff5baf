import type { TAdvancedAnalytics } from '@duesflow/shared-contracts/analytics';

type TBucket = TAdvancedAnalytics['collections']['ageing'][number]['bucket'];

export const AGEING_LABELS: Record<TBucket, string> = {
  current: 'Current',
  '1–30': '1–30 days',
  '31–60': '31–60 days',
  '61–90': '61–90 days',
  '90+': '90+ days',
};

/** From not yet due to long overdue, each at least 3:1 against white. */
export const AGEING_COLOURS: Record<TBucket, string> = {
  current: '#006d75',
  '1–30': '#2f54eb',
  '31–60': '#d46b08',
  '61–90': '#d4380d',
  '90+': '#531dab',
};
