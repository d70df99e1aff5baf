import { z } from 'zod';
import type { TRealtimeScope } from './realtime';

/*
 * Collection Analytics (/analytics, spec part 1) and Advanced Analytics (/advanced-analytics, spec part 2),
 * computed from stored rows. Every formula is written in docs/analytics.md.
 *
 * Units on the wire: money in rupees (exact to the paisa), percentages as percent rounded to one decimal
 * (66.7 means 66.7 %), durations in minutes or days as named, dates as YYYY-MM-DD in India time (IST).
 */

export const ANALYTICS_RANGES = ['7d', '30d', '90d', '1y'] as const;
export const DEFAULT_ANALYTICS_RANGE = '30d';
export const ZAnalyticsRange = z.enum(ANALYTICS_RANGES);
export type TAnalyticsRange = z.infer<typeof ZAnalyticsRange>;
/** Days in each range (1y = 365 days). */
export const ANALYTICS_RANGE_DAYS: Record<TAnalyticsRange, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };

export const ANALYTICS_PERIODS = ['today', 'week', 'month', 'quarter'] as const;
export const DEFAULT_ANALYTICS_PERIOD = 'today';
export const ZAnalyticsPeriod = z.enum(ANALYTICS_PERIODS);
export type TAnalyticsPeriod = z.infer<typeof ZAnalyticsPeriod>;
/** Days in each period, ending today (IST): today = since midnight, week = 7 days, month = 30, quarter = 90. */
export const ANALYTICS_PERIOD_DAYS: Record<TAnalyticsPeriod, number> = { today: 1, week: 7, month: 30, quarter: 90 };

/** Exports as CSV (UTF-8 with a byte-order mark, so Excel reads ₹) or as an Excel workbook with the figures as numbers. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const ZExportFormat = z.enum(EXPORT_FORMATS);
export type TExportFormat = z.infer<typeof ZExportFormat>;

export const CHANNELS = ['voice', 'sms', 'whatsapp', 'email'] as const;
export const ZChannel = z.enum(CHANNELS);
export type TChannel = z.infer<typeof ZChannel>;
/** The channel split of Collection Analytics (spec part 1): voice / SMS / WhatsApp. */
export const SPLIT_CHANNELS = ['voice', 'sms', 'whatsapp'] as const;

/** A payment by the contacted customer this long after a contact counts as that contact's success. */
export const ATTRIBUTION_DAYS = 7;
/** Provider prices are in USD; spend is shown in rupees at this rate (docs/analytics.md). */
export const USD_TO_INR = 85;
/** The live screens reload at most this often, however many changes arrive (spec part 2 §9: 3 s). */
export const ANALYTICS_MIN_REFRESH_MS = 3000;
/**
 * A `metrics_updated` naming any of these scopes may change analytics figures: every payment, contact
 * attempt and workflow run publishes one of them.
 */
export const ANALYTICS_REALTIME_SCOPES: readonly TRealtimeScope[] = ['dashboard', 'payments', 'executions'];

// ---------------------------------------------------------------- queries

export const ZAnalyticsSummaryQuery = z.object({ range: ZAnalyticsRange.default(DEFAULT_ANALYTICS_RANGE) });
export const ZAdvancedAnalyticsQuery = z.object({ period: ZAnalyticsPeriod.default(DEFAULT_ANALYTICS_PERIOD) });
export const ZAnalyticsExportQuery = z.object({
  period: ZAnalyticsPeriod.default(DEFAULT_ANALYTICS_PERIOD),
  format: ZExportFormat.default('csv'),
});
/** Collection Analytics' export: what the screen shows for one range. */
export const ZAnalyticsSummaryExportQuery = z.object({
  range: ZAnalyticsRange.default(DEFAULT_ANALYTICS_RANGE),
  format: ZExportFormat.default('csv'),
});

// ---------------------------------------------------------------- Collection Analytics (/api/analytics/summary)

/** A figure for the range beside the same figure for the previous range of the same length. */
export const ZKpi = z.object({
  value: z.number().nullable(),
  previous: z.number().nullable(),
  /** value − previous, in the figure's own unit; null when either is null. */
  change: z.number().nullable(),
  /** (value − previous) ÷ |previous| × 100, one decimal; null when previous is 0 or null. */
  changePercent: z.number().nullable(),
});
export type TKpi = z.infer<typeof ZKpi>;

export const WORKFLOW_HEALTH = ['active', 'warning', 'error'] as const;
/** error: success rate below 50 %; warning: below 90 %; active otherwise (or no finished run yet). */
export const WORKFLOW_WARNING_BELOW = 90;
export const WORKFLOW_ERROR_BELOW = 50;

export const ZWorkflowPerformance = z.object({
  workflowType: z.string(),
  workflowName: z.string(),
  runs: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  running: z.number().int(),
  /** succeeded ÷ finished × 100; null when none finished. */
  successRate: z.number().nullable(),
  status: z.enum(WORKFLOW_HEALTH),
  lastRunAt: z.string().nullable(),
});

export const ZCommunicationMetrics = z.object({
  channel: ZChannel,
  /** Contact attempts on the channel in the range. */
  sent: z.number().int(),
  /** Of those, delivered (messages) or answered (calls). */
  delivered: z.number().int(),
  /** Of those, followed by a payment from the customer within ATTRIBUTION_DAYS. */
  paid: z.number().int(),
  deliveryRate: z.number().nullable(),
  paidRate: z.number().nullable(),
});

/** The days one trend point covers: a day for 7d and 30d, a week for 90d, 30 days for 1y. */
export const TREND_BUCKET_DAYS: Record<TAnalyticsRange, number> = { '7d': 1, '30d': 1, '90d': 7, '1y': 30 };

export const ZTrendPoint = z.object({
  /** First day of the bucket (a day for 7d/30d, a week for 90d, a month for 1y). */
  date: z.string(),
  label: z.string(),
  /**
   * Days of the range the bucket covers: TREND_BUCKET_DAYS[range], except the last bucket of 90d (6 of 7)
   * and 1y (5 of 30), which the range ends inside. A partial bucket is not comparable with the full ones.
   */
  days: z.number().int().positive(),
  collected: z.number(),
  invoiced: z.number(),
  payments: z.number().int(),
});

export const ZChannelSplit = z.object({
  channel: z.enum(SPLIT_CHANNELS),
  contacts: z.number().int(),
  /** Share of voice + SMS + WhatsApp contacts, percent. */
  share: z.number(),
});

export const ZAnalyticsSummary = z.object({
  range: ZAnalyticsRange,
  /** First and last day of the range and of the previous range (IST dates, inclusive). */
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  generatedAt: z.string(),
  kpis: z.object({
    /** Rupees received in the range. */
    amountCollected: ZKpi,
    /** Collected ÷ (opening receivables + invoiced in the range) × 100. */
    collectionRate: ZKpi,
    /** Days sales outstanding at the range's end, count-back method. */
    dso: ZKpi,
    /** Collection effectiveness index, percent. */
    cei: ZKpi,
  }),
  workflows: z.array(ZWorkflowPerformance),
  communications: z.array(ZCommunicationMetrics),
  trend: z.array(ZTrendPoint),
  channelSplit: z.array(ZChannelSplit),
});
export type TAnalyticsSummary = z.infer<typeof ZAnalyticsSummary>;

// ---------------------------------------------------------------- Advanced Analytics (/api/analytics/advanced)

/** Today's metrics (spec part 2 §3), for the chosen period. */
export const ZTodayMetrics = z.object({
  callsMade: z.number().int(),
  smssSent: z.number().int(),
  /** callsMade + smssSent, the "contacts made" tile. */
  contactsMade: z.number().int(),
  paymentsReceived: z.number().int(),
  /** Rupees. */
  totalAmount: z.number(),
  successRate: z.number().nullable(),
  responseRate: z.number().nullable(),
});

/** Real-time (spec part 2 §3): always about now, whatever the period. */
export const ZRealTimeMetrics = z.object({
  /** Voice calls placed and not yet answered or failed. */
  activeCallsNow: z.number().int(),
  paymentsLastHour: z.number().int(),
  /** Minutes from a contact to the payment it led to, averaged over the period. */
  avgResponseTime: z.number().nullable(),
  /** The channel with the highest success rate in the period ('' when nothing was sent). */
  topPerformingChannel: z.string(),
});

export const ACTIVITY_KINDS = ['payment', 'voice', 'sms', 'whatsapp', 'email'] as const;
export const ZActivityEvent = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  customerName: z.string(),
  /** Rupees, for payments. */
  amount: z.number().nullable(),
  /** The contact's outcome (delivered, completed, failed, …) or the payment's method. */
  detail: z.string(),
});
export const ACTIVITY_LIMIT = 10;

export const ZQuickStats = z.object({
  responseRate: z.number().nullable(),
  /** Rupees per payment received in the period. */
  averagePayment: z.number().nullable(),
  avgResponseTime: z.number().nullable(),
  /** Customers who paid ÷ customers contacted in the period × 100. */
  conversionRate: z.number().nullable(),
});

/** Channel stats (spec part 2 §3), plus what they were computed from. */
export const ZChannelStats = z.object({
  channel: ZChannel,
  /** The provider that carried most of the channel's messages in the period ('' when none). */
  provider: z.string(),
  successRate: z.number().nullable(),
  totalContacts: z.number().int(),
  successfulPayments: z.number().int(),
  /** Rupees. */
  costPerContact: z.number().nullable(),
  costPerSuccess: z.number().nullable(),
  avgResponseTime: z.number().nullable(),
  /** e.g. '10:00–11:00' IST, the hour with the most successful contacts ('' when none). */
  bestTimeSlot: z.string(),
  /** Rupees spent on the channel in the period. */
  spend: z.number(),
  responseRate: z.number().nullable(),
});

export const TREND_ARROWS = ['up', 'down', 'same'] as const;
export const ZTrendArrow = z.enum(TREND_ARROWS);

/** Daily trend (spec part 2 §3) with the arrow against the previous day. */
export const ZDailyTrend = z.object({
  date: z.string(),
  callsMade: z.number().int(),
  smssSent: z.number().int(),
  contacts: z.number().int(),
  paymentsReceived: z.number().int(),
  /** Rupees. */
  amount: z.number(),
  /** Thousands of rupees, one decimal (the screen's "amount in thousands"). */
  amountThousands: z.number(),
  successRate: z.number().nullable(),
  arrows: z.object({ contacts: ZTrendArrow, payments: ZTrendArrow, amount: ZTrendArrow, successRate: ZTrendArrow }),
});
export const TREND_DAYS = 6;

export const OVERDUE_SEGMENTS = ['Not overdue', '1–30 days', '31–60 days', '61–90 days', '90+ days'] as const;

export const ZInsights = z.object({
  bestCallTimes: z.array(z.object({ hour: z.number().int(), successRate: z.number().nullable(), volume: z.number().int() })),
  languagePreferences: z.array(z.object({ language: z.string(), successRate: z.number().nullable(), volume: z.number().int() })),
  customerSegments: z.array(
    z.object({
      segment: z.enum(OVERDUE_SEGMENTS),
      customers: z.number().int(),
      avgDaysOverdue: z.number(),
      successRate: z.number().nullable(),
      /** The channel with the best success rate for the segment's contacts ('' when none). */
      preferredChannel: z.string(),
    }),
  ),
});

/**
 * Below this spend (rupees) in the period ROI is not shown ('—'): collected ÷ a few rupees of SMS reads as
 * "25264.5x", a ratio that says nothing about the channels (docs/analytics.md).
 */
export const ROI_MINIMUM_SPEND = 100;

export const EFFICIENCY_RATINGS = ['Excellent', 'Good', 'Average'] as const;
/** Cost per success (rupees) below 0.5: Excellent; below 1: Good; else Average (spec part 2 §9). */
export const EFFICIENCY_EXCELLENT_BELOW = 0.5;
export const EFFICIENCY_GOOD_BELOW = 1;

export const ZCostAnalysis = z.object({
  /** Rupees spent on every accepted provider attempt in the period. */
  totalSpend: z.number(),
  /** totalSpend ÷ payments received. */
  costPerPayment: z.number().nullable(),
  /** amount collected ÷ totalSpend, one decimal; null below ROI_MINIMUM_SPEND. */
  roi: z.number().nullable(),
  /** roi as shown, Indian grouping: '15.8x', '1,234.5x' ('—' below ROI_MINIMUM_SPEND). */
  roiLabel: z.string(),
  /** totalSpend ÷ amount collected, rupees per rupee. */
  costPerRupeeCollected: z.number().nullable(),
  usdToInr: z.number(),
  /** Channels by cost per success, cheapest first. */
  channelEfficiency: z.array(
    z.object({
      channel: ZChannel,
      spend: z.number(),
      successes: z.number().int(),
      costPerSuccess: z.number().nullable(),
      rating: z.enum(EFFICIENCY_RATINGS),
    }),
  ),
});

export const AGEING_BUCKETS = ['current', '1–30', '31–60', '61–90', '90+'] as const;
export const ZAgeingRow = z.object({
  bucket: z.enum(AGEING_BUCKETS),
  /** Rupees still unpaid on open invoices in the bucket (payments settle the oldest first). */
  amount: z.number(),
  invoices: z.number().int(),
  customers: z.number().int(),
});

/** The customer's own page over the period (docs/analytics.md, "The customer's page"). */
export const ZCustomerPageUse = z.object({
  /** Customers who opened their page in the period. */
  customersOpened: z.number().int(),
  /** Opens of the links opened in the period (each such link's every open). */
  visits: z.number().int(),
  /** Actions taken on the page in the period (`customer_page_actions`, a double submit once). */
  promises: z.number().int(),
  disputes: z.number().int(),
  paidClaims: z.number().int(),
  optOuts: z.number().int(),
});
export type TCustomerPageUse = z.infer<typeof ZCustomerPageUse>;

export const ZCollectionsWatch = z.object({
  /** Today's ageing of every open invoice. */
  ageing: z.array(ZAgeingRow),
  /**
   * Promises to pay kept ÷ promises settled (kept or broken), over the promises whose promised date falls in
   * the period (docs/analytics.md); null when none settled.
   */
  promiseKeptRate: z.number().nullable(),
  /** Promises whose date falls in the period that settled: kept + broken. */
  promisesMade: z.number().int(),
  promisesKept: z.number().int(),
  promisesBroken: z.number().int(),
  costPerRupeeCollected: z.number().nullable(),
  customerPage: ZCustomerPageUse,
});

export const ZAdvancedAnalytics = z.object({
  period: ZAnalyticsPeriod,
  from: z.string(),
  to: z.string(),
  generatedAt: z.string(),
  today: ZTodayMetrics,
  realTime: ZRealTimeMetrics,
  activity: z.array(ZActivityEvent),
  quickStats: ZQuickStats,
  channels: z.array(ZChannelStats),
  trends: z.array(ZDailyTrend),
  insights: ZInsights,
  cost: ZCostAnalysis,
  collections: ZCollectionsWatch,
});
export type TAdvancedAnalytics = z.infer<typeof ZAdvancedAnalytics>;
