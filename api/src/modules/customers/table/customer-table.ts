import type { TCustomerFilter, TCustomerSortQuery } from '@duesflow/shared-contracts/customer-table';
import type { AppDeps } from '../../../core/app-deps';
import { businessDate } from '../../../core/lib/clock';
import { filterOf } from './table-filter';
import { comparatorOf, tableRowOfCustomer, tableRowOfLedger, type LedgerLike, type TableRow } from './table-rows';

/** The table rows of a ledger snapshot, in the list's own order: made once per snapshot (it is replaced on every change). */
const rowsBySnapshot = new WeakMap<object, TableRow[]>();
/** The same rows in each sort asked for, made once per snapshot and sort. */
const sortedByRows = new WeakMap<TableRow[], Map<string, TableRow[]>>();

/**
 * Every customer as a table row, in the list's order (overdue first, then by amount due, then by name).
 * The app's own database answers from the read model's ledger snapshot (no query per customer, none at
 * all while nothing changed); an external store (Airtable, another database) is asked each time.
 */
export async function allTableRows(deps: AppDeps): Promise<TableRow[]> {
  if (deps.customerStore.provider !== 'duesflow') return (await deps.customerStore.listCustomers()).map(tableRowOfCustomer);
  const snapshot = await deps.reads.ledger(deps.clock.now());
  let rows = rowsBySnapshot.get(snapshot);
  if (!rows) {
    rows = (snapshot.rows as LedgerLike[]).map((row) => tableRowOfLedger(row, snapshot.today));
    rowsBySnapshot.set(snapshot, rows);
  }
  return rows;
}

function sorted(rows: TableRow[], { sort, order }: TCustomerSortQuery): TableRow[] {
  if (!sort) return rows;
  let sorts = sortedByRows.get(rows);
  if (!sorts) sortedByRows.set(rows, (sorts = new Map()));
  const key = `${sort}|${order ?? ''}`;
  let result = sorts.get(key);
  if (!result) {
    result = rows.slice().sort(comparatorOf(sort, order));
    sorts.set(key, result);
  }
  return result;
}

/**
 * The customers a search finds, from the read model's search index (no pass over every customer), as
 * table rows in the sort asked for; undefined when the index cannot answer (an external store, a search
 * too short for it): the caller scans.
 */
async function searchedRows(deps: AppDeps, query: TCustomerFilter & TCustomerSortQuery): Promise<TableRow[] | undefined> {
  if (!query.q || deps.customerStore.provider !== 'duesflow') return undefined;
  const snapshot = await deps.reads.ledger(deps.clock.now());
  const found = snapshot.search?.search(query.q);
  if (!found) return undefined;
  // The index answers in the list's order; each sort's comparator is a total order, so sorting what was
  // found gives the order of the sorted list filtered.
  const rows = (found as LedgerLike[]).map((row) => tableRowOfLedger(row, snapshot.today));
  return query.sort ? rows.sort(comparatorOf(query.sort, query.order)) : rows;
}

/** The customers the filters match, in the sort asked for: the list, its export and a bulk selection by filter. */
export async function tableRows(deps: AppDeps, query: TCustomerFilter & TCustomerSortQuery): Promise<TableRow[]> {
  const today = businessDate(deps.clock.now());
  const searched = await searchedRows(deps, query);
  if (searched) {
    const keep = await filterOf(deps.db, { ...query, q: undefined }, today);
    return keep ? searched.filter(keep) : searched;
  }
  const rows = sorted(await allTableRows(deps), query);
  const keep = await filterOf(deps.db, query, today);
  return keep ? rows.filter(keep) : rows;
}
