import { sql } from 'drizzle-orm';
import type { TCollector } from '@duesflow/shared-contracts/portfolios';
import { rowsOf, type Queryable } from '../../core/db/database';

/** Staff who can own customers (active admins and collectors), by name, with how many they own. */
export async function listCollectors(db: Queryable): Promise<TCollector[]> {
  const rows = rowsOf<{ id: string; name: string; role: 'admin' | 'collector'; customers: string | number }>(
    await db.execute(sql`
      select s.id::text as id, s.name, s.role, (select count(*) from customer_owners o where o.collector_id = s.id) as customers
      from staff_users s
      where s.active and s.role in ('admin', 'collector')
      order by s.name, s.id`),
  );
  return rows.map((row) => ({ ...row, customers: Number(row.customers) }));
}
