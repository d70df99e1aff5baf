import { sql } from 'drizzle-orm';
import { ageingBucketOf, UNASSIGNED, type TCustomerFilter, type THoldFilter } from '@duesflow/shared-contracts/customer-table';
import { rowsOf, type Queryable } from '../../../core/db/database';
import { customerIdsOwnedBy, ownedCustomerIds } from '../../portfolios';
import { matcher } from '../customer-search';
import type { TableRow } from './table-rows';

type Keep = (row: TableRow) => boolean;

/**
 * The customers each hold filter keeps: "Stop reminders" on; a promise to pay until today or later; a
 * dispute of the customer or of one of their invoices, not yet resolved. Few rows, whatever the list's size.
 */
function heldQuery(hold: THoldFilter, today: string) {
  if (hold === 'stopped') return sql`select customer_id::text as id from customer_contact_preferences where stop_reminders`;
  if (hold === 'promised')
    return sql`select customer_id::text as id from customer_contact_preferences where promised_date >= ${today}::date`;
  return sql`select customer_id::text as id from customer_contact_preferences where disputed_at is not null
    union select customer_id::text from invoice_disputes where resolved_at is null`;
}

async function idsOf(db: Queryable, query: ReturnType<typeof sql>): Promise<Set<string>> {
  return new Set(rowsOf<{ id: string }>(await db.execute(query)).map((row) => row.id));
}

/** The filters as one test of a row; the sets they need (owners, holds) are read once, before the pass. */
export async function filterOf(db: Queryable, filter: TCustomerFilter, today: string): Promise<Keep | null> {
  const tests: Keep[] = [];
  if (filter.q) {
    const matches = matcher(filter.q);
    tests.push((row) => matches(row.search));
  }
  if (filter.status) tests.push((row) => row.customer.status === filter.status);
  if (filter.ageing) {
    tests.push((row) => row.daysOverdue !== null && ageingBucketOf(row.duePaise, row.daysOverdue) === filter.ageing);
  }
  const [owned, held] = await Promise.all([
    filter.collector === undefined
      ? undefined
      : filter.collector === UNASSIGNED
        ? ownedCustomerIds(db)
        : customerIdsOwnedBy(db, filter.collector),
    filter.hold ? idsOf(db, heldQuery(filter.hold, today)) : undefined,
  ]);
  if (owned) {
    const unassigned = filter.collector === UNASSIGNED;
    tests.push((row) => owned.has(row.customer.id) !== unassigned);
  }
  if (held) tests.push((row) => held.has(row.customer.id));
  if (tests.length === 0) return null;
  return (row) => tests.every((test) => test(row));
}

/** Whether any filter is set. */
export const isFiltered = (filter: TCustomerFilter) =>
  Boolean(filter.q || filter.status || filter.ageing || filter.collector || filter.hold);
