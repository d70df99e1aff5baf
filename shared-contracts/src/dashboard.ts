import { z } from 'zod';

export const ZDashboardMetrics = z.object({
  /** Rupees collected (sum of received payments). */
  totalCollections: z.number(),
  /** Executions currently running. */
  activeWorkflows: z.number().int().nonnegative(),
  /** Hundredths of a percent: 8750 means 87.5%. */
  successRate: z.number().int().min(0).max(10000),
  /** Runs that finished (succeeded or failed) in the success rate's window: 0 means no rate yet (shown as "—"). */
  finishedWorkflows: z.number().int().nonnegative(),
  /** Customers with an overdue balance and no contact attempt in the last 7 days. */
  pendingActions: z.number().int().nonnegative(),
});
export type TDashboardMetrics = z.infer<typeof ZDashboardMetrics>;

export const ZDashboardRefreshResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  metrics: ZDashboardMetrics,
});
export type TDashboardRefreshResponse = z.infer<typeof ZDashboardRefreshResponse>;
