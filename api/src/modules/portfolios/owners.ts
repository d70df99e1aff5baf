import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../../core/db/database';

/** Ids per statement: one array parameter each, so a 30,000-customer selection is a handful of statements. */
const CHUNK = 5_000;

export interface AssignOwners {
  customerIds: string[];
  /** Null: nobody owns them any more. */
  collectorId: string | null;
  /** Who assigned them; null for a rule run by the system or an import without a member of staff. */
  actorId: string | null;
}

function chunksOf<T>(values: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < values.length; start += size) chunks.push(values.slice(start, start + size));
  return chunks;
}

/**
 * Gives these customers to one collector (or to nobody), in one transaction, with set-based statements.
 * Ids of customers that do not exist are skipped; a customer who already has that owner keeps their
 * assignment time. Answers how many customers changed owner. The caller checks that the collector may
 * own customers (`isAssignable`).
 */
export async function assignOwners(db: Queryable, { customerIds, collectorId, actorId }: AssignOwners): Promise<number> {
  const ids = [...new Set(customerIds)];
  if (ids.length === 0) return 0;
  return db.transaction(async (tx) => {
    let changed = 0;
    for (const chunk of chunksOf(ids, CHUNK)) {
      const result =
        collectorId === null
          ? await tx.execute(sql`
            delete from customer_owners where customer_id = any(${sql.param(chunk)}::uuid[]) returning customer_id`)
          : await tx.execute(sql`
            insert into customer_owners (customer_id, collector_id, assigned_at, assigned_by)
            select c.id, ${collectorId}::uuid, now(), ${actorId}::uuid
            from customers c where c.id = any(${sql.param(chunk)}::uuid[])
            on conflict (customer_id) do update
              set collector_id = excluded.collector_id, assigned_at = excluded.assigned_at, assigned_by = excluded.assigned_by
              where customer_owners.collector_id <> excluded.collector_id
            returning customer_id`);
      changed += rowsOf(result).length;
    }
    return changed;
  });
}

/** The customers a collector owns. */
export async function customerIdsOwnedBy(db: Queryable, collectorId: string): Promise<Set<string>> {
  const rows = rowsOf<{ customer_id: string }>(
    await db.execute(sql`select customer_id from customer_owners where collector_id = ${collectorId}::uuid`),
  );
  return new Set(rows.map((row) => row.customer_id));
}

/** Every customer somebody owns (the Customers table's "Unassigned" keeps the others). */
export async function ownedCustomerIds(db: Queryable): Promise<Set<string>> {
  const rows = rowsOf<{ customer_id: string }>(await db.execute(sql`select customer_id::text as customer_id from customer_owners`));
  return new Set(rows.map((row) => row.customer_id));
}

/** Customer id → the name of the collector who owns them; customers nobody owns are absent. */
export async function ownerNamesOf(db: Queryable, customerIds: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const chunk of chunksOf([...new Set(customerIds)], CHUNK)) {
    const rows = rowsOf<{ customer_id: string; name: string }>(
      await db.execute(sql`
        select o.customer_id, s.name from customer_owners o join staff_users s on s.id = o.collector_id
        where o.customer_id = any(${sql.param(chunk)}::uuid[])`),
    );
    for (const row of rows) names.set(row.customer_id, row.name);
  }
  return names;
}

/** Customer id → owner (id and name), for screens that link to the collector. */
export async function ownersOf(db: Queryable, customerIds: readonly string[]): Promise<Map<string, { id: string; name: string }>> {
  const owners = new Map<string, { id: string; name: string }>();
  for (const chunk of chunksOf([...new Set(customerIds)], CHUNK)) {
    const rows = rowsOf<{ customer_id: string; id: string; name: string }>(
      await db.execute(sql`
        select o.customer_id, s.id, s.name from customer_owners o join staff_users s on s.id = o.collector_id
        where o.customer_id = any(${sql.param(chunk)}::uuid[])`),
    );
    for (const row of rows) owners.set(row.customer_id, { id: row.id, name: row.name });
  }
  return owners;
}

/** Roles that can own customers. */
export const OWNER_ROLES = ['admin', 'collector'] as const;

/** Whether this member of staff can own customers: active, an admin or a collector. */
export async function isAssignable(db: Queryable, staffId: string): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`
      select 1 from staff_users where id = ${staffId}::uuid and active and role in ('admin', 'collector')`),
  );
  return rows.length > 0;
}
