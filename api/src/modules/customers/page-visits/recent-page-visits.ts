import { sql } from 'drizzle-orm';
import { PAGE_VISIT_RECENT_DAYS, type TRecentPageVisit } from '@duesflow/shared-contracts/customers';
import { rowsOf, type Queryable } from '../../../core/db/database';

const DAY_MS = 86_400_000;
/** Links exist for the app's own customers only; another store's ids (Airtable's `rec…`) have none. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Customers who opened their own page in the last `PAGE_VISIT_RECENT_DAYS` days, with their visits over
 * every link: "Opened page" on the row and card. One grouped read of `customer_page_tokens`, by its
 * customer index for the listed customers only (a page of the list, a page of cards); without ids, every
 * customer (the unpaged list).
 */
export async function recentPageVisits(db: Queryable, now: Date, customerIds?: string[]): Promise<Map<string, TRecentPageVisit>> {
  const ids = customerIds?.filter((id) => UUID.test(id));
  if (ids && ids.length === 0) return new Map();
  const only = ids ? sql`where t.customer_id = any(${sql.param(ids)}::uuid[])` : sql``;
  const since = new Date(now.getTime() - PAGE_VISIT_RECENT_DAYS * DAY_MS);
  const rows = rowsOf<{ customer_id: string; visits: string | number; last_visited_at: string }>(
    await db.execute(sql`
      select t.customer_id::text as customer_id, sum(t.visits) as visits, max(t.last_visited_at)::text as last_visited_at
      from customer_page_tokens t
      ${only}
      group by t.customer_id
      having max(t.last_visited_at) >= ${since.toISOString()}::timestamptz
    `),
  );
  return new Map(
    rows.map((row) => [row.customer_id, { lastVisitedAt: new Date(row.last_visited_at).toISOString(), visits: Number(row.visits) }]),
  );
}
