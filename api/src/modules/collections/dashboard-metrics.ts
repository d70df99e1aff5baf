import { sql } from 'drizzle-orm';
import type { TDashboardMetrics } from '@duesflow/shared-contracts/dashboard';
import { rowsOf, type Queryable } from '../../core/db/database';
import { DAY_MS, businessDate } from '../../core/lib/clock';
import { paiseToRupees } from '../../core/lib/money';
import { OPEN_INVOICES_CTE } from '../customers';

/** Window over which finished executions count towards the success rate. */
export const SUCCESS_RATE_WINDOW_DAYS = 30;
/** An overdue customer needs action when nobody contacted them for this long. */
export const PENDING_ACTION_QUIET_DAYS = 7;

/** The dashboard's four figures; the formulas are written down in docs/metrics.md. */
export async function computeDashboardMetrics(db: Queryable, now: Date): Promise<TDashboardMetrics> {
  const today = businessDate(now);
  const windowStart = new Date(now.getTime() - SUCCESS_RATE_WINDOW_DAYS * DAY_MS);
  const quietSince = new Date(now.getTime() - PENDING_ACTION_QUIET_DAYS * DAY_MS);

  const result = await db.execute(sql`
    with ${OPEN_INVOICES_CTE}, overdue_customers as (
      select customer_id from open_inv
      where due_date < ${today}::date and unpaid_paise > 0
      group by customer_id
    )
    select
      (select coalesce(sum(amount_paise), 0)::bigint from payments) as collected_paise,
      (select count(*)::int from workflow_executions where status = 'running') as running,
      (select count(*)::int from workflow_executions
        where status = 'success' and finished_at >= ${windowStart.toISOString()}::timestamptz) as succeeded,
      (select count(*)::int from workflow_executions
        where status = 'failed' and finished_at >= ${windowStart.toISOString()}::timestamptz) as failed,
      (select count(*)::int from overdue_customers o
        where not exists (
          select 1 from contact_attempts a
          where a.customer_id = o.customer_id and a.created_at >= ${quietSince.toISOString()}::timestamptz
        )) as pending_actions
  `);
  const [row] = rowsOf(result);
  if (!row) throw new Error('metrics query returned no row');
  const succeeded = Number(row.succeeded);
  const finished = succeeded + Number(row.failed);
  return {
    totalCollections: paiseToRupees(row.collected_paise as number),
    activeWorkflows: Number(row.running),
    successRate: finished === 0 ? 0 : Math.round((10000 * succeeded) / finished),
    finishedWorkflows: finished,
    pendingActions: Number(row.pending_actions),
  };
}
