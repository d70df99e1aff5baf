/** Every cache tag of the analytics api, declared up front (RTK Query needs them at createApi). */
export const TAG_TYPES = ['AnalyticsSummary', 'AdvancedAnalytics'] as const;
export type TAnalyticsTag = (typeof TAG_TYPES)[number];

/** The id a list query provides next to its per-item tags. */
export const LIST_ID = 'LIST';
