import { sql } from 'drizzle-orm';
import type { TCollector } from '@duesflow/shared-contracts/portfolios';
import { rowsOf, type Queryable } from '../../../core/db/database';

/** The staff who can own customers (active admins and collectors), by name, with how many customers each owns. */
export async function listCollectors(db: Queryable): Promise<TCollector[]> {
  const rows = rowsOf<{ id: string; name: string; role: 'admin' | 'collector'; customers: number }>(
    await db.execute(sql`
      select s.id::text as id, s.name, s.role, count(o.customer_id)::int as customers
      from staff_users s left join customer_owners o on o.collector_id = s.id
      where s.active and s.role in ('admin', 'collector')
      group by s.id order by s.name, s.id`),
  );
  return rows.map((row) => ({ id: row.id, name: row.name, role: row.role, customers: Number(row.customers) }));
}
