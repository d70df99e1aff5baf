import { z } from 'zod';
import { ZAnalyticsPeriod, DEFAULT_ANALYTICS_PERIOD } from './analytics';
import { ZId, ZRupees, ZTimestamp } from './common';

/** `GET /api/analytics/collectors?period=`: how each collector did over the period (docs/analytics.md "Collector performance"). */
export const ZCollectorPerformanceQuery = z.object({ period: ZAnalyticsPeriod.default(DEFAULT_ANALYTICS_PERIOD) });
export type TCollectorPerformanceQuery = z.infer<typeof ZCollectorPerformanceQuery>;

/** A share as a percentage with one decimal; null when there was nothing to divide by. */
const ZPercent = z.number().min(0).max(100).nullable();

export const ZCollectorFigures = z.object({
  collectorId: ZId,
  name: z.string(),
  role: z.string(),
  /** Customers the collector owns now. */
  portfolio: z.number().int().nonnegative(),
  /** Calls the collector logged an outcome for in the period. */
  calls: z.number().int().nonnegative(),
  /** Of those, the calls that reached the customer (answered, promised, disputed, call back). */
  rightPartyContacts: z.number().int().nonnegative(),
  rightPartyRate: ZPercent,
  /** Promises to pay taken on the collector's calls in the period. */
  promisesTaken: z.number().int().nonnegative(),
  /**
   * Promises of the collector's customers dated in the period that were kept or broken, whoever took them
   * (the rule of Advanced Analytics' promise-kept rate).
   */
  promisesKept: z.number().int().nonnegative(),
  promisesBroken: z.number().int().nonnegative(),
  promiseKeptRate: ZPercent,
  /** Payments received in the period from the collector's customers. */
  collected: ZRupees,
  /** Customers of the portfolio with something unpaid, and how many of them the collector logged a call with in the period. */
  owing: z.number().int().nonnegative(),
  worked: z.number().int().nonnegative(),
  worklistCompletion: ZPercent,
});
export type TCollectorFigures = z.infer<typeof ZCollectorFigures>;

export const ZCollectorPerformance = z.object({
  period: ZAnalyticsPeriod,
  /** The period's first and last day (YYYY-MM-DD, IST). */
  from: z.string(),
  to: z.string(),
  generatedAt: ZTimestamp,
  /** Every active admin and collector, most collected first. */
  collectors: z.array(ZCollectorFigures),
});
export type TCollectorPerformance = z.infer<typeof ZCollectorPerformance>;
