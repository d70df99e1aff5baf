import type { TCustomerFilter, TCustomerSortQuery } from '@duesflow/shared-contracts/customer-table';
import type { AppDeps } from '../../../core/app-deps';
import { businessDate } from '../../../core/lib/clock';
import { runInSlices, sortSteps, type Steps } from '../../../core/lib/slices';
import { filterOf, isFiltered } from './table-filter';
import { comparatorOf, tableRowOfCustomer, tableRowOfLedger, type LedgerLike, type TableRow } from './table-rows';

/** The table rows of a ledger snapshot, in the list's own order: made once per snapshot (it is replaced on every change). */
const rowsBySnapshot = new WeakMap<object, Promise<TableRow[]>>();
/** The same rows in each sort asked for, made once per snapshot and sort. */
const sortedByRows = new WeakMap<TableRow[], Map<string, Promise<TableRow[]>>>();
/** The table row of each ledger row object and the day it was made for: a row unchanged since the last snapshot is not made again. */
const rowByLedgerRow = new WeakMap<object, { today: string; row: TableRow }>();

/** The table row of a ledger row for `today`, made once per row object and day. */
function tableRowOf(row: LedgerLike, today: string): TableRow {
  let made = rowByLedgerRow.get(row);
  if (made?.today !== today) {
    made = { today, row: tableRowOfLedger(row, today) };
    rowByLedgerRow.set(row, made);
  }
  return made.row;
}

function* tableRowSteps(rows: LedgerLike[], today: string): Steps<TableRow[]> {
  const tableRows: TableRow[] = [];
  for (const row of rows) {
    tableRows.push(tableRowOf(row, today));
    yield;
  }
  return tableRows;
}

/**
 * Every customer as a table row, in the list's order (overdue first, then by amount due, then by name).
 * The app's own database answers from the read model's ledger snapshot (no query per customer, none at
 * all while nothing changed), made in slices that give the event loop a turn; an external store
 * (Airtable, another database) is asked each time.
 */
export async function allTableRows(deps: AppDeps): Promise<TableRow[]> {
  if (deps.customerStore.provider !== 'duesflow') return (await deps.customerStore.listCustomers()).map(tableRowOfCustomer);
  const snapshot = await deps.reads.ledger(deps.clock.now());
  let rows = rowsBySnapshot.get(snapshot);
  if (!rows) {
    rows = runInSlices(tableRowSteps(snapshot.rows as LedgerLike[], snapshot.today)).done;
    rowsBySnapshot.set(snapshot, rows);
    rows.catch(() => rowsBySnapshot.delete(snapshot));
  }
  return rows;
}

function sorted(rows: TableRow[], { sort, order }: TCustomerSortQuery): Promise<TableRow[]> {
  if (!sort) return Promise.resolve(rows);
  let sorts = sortedByRows.get(rows);
  if (!sorts) sortedByRows.set(rows, (sorts = new Map()));
  const key = `${sort}|${order ?? ''}`;
  let result = sorts.get(key);
  if (!result) {
    result = runInSlices(sortSteps(rows.slice(), comparatorOf(sort, order))).done;
    sorts.set(key, result);
  }
  return result;
}

/**
 * One page of the list and how many rows it has. The unfiltered list in its own order is the ledger
 * snapshot's rows, or the rows the search index found: only the page's rows are made (`source`: the
 * object replaced whenever the list changes, for the serialized body's cache).
 */
export async function pageOfTable(
  deps: AppDeps,
  query: TCustomerFilter & TCustomerSortQuery,
  start: number,
  count: number,
): Promise<{ rows: TableRow[]; total: number; source: object }> {
  if (deps.customerStore.provider === 'duesflow' && !isFiltered({ ...query, q: undefined }) && !query.sort) {
    if (!query.q) {
      // The list's page (from the database while a start's first load of the ledger is under way).
      const page = await deps.reads.ledgerPage(deps.clock.now(), start, count);
      const rows = (page.rows as LedgerLike[]).map((row) => tableRowOf(row, page.today));
      return { rows, total: page.total, source: page.source };
    }
    // While a start's first load of the ledger is under way, from the database.
    const loading = await deps.reads.ledgerSearchPageWhileLoading(deps.clock.now(), query.q, start, count);
    if (loading) {
      const rows = (loading.rows as LedgerLike[]).map((row) => tableRowOf(row, loading.today));
      return { rows, total: loading.total, source: loading.source };
    }
    const snapshot = await deps.reads.ledger(deps.clock.now());
    // The page of what the search index found, in the list's order.
    const found = snapshot.search?.searchPage(query.q, start, count);
    if (found) {
      const rows = (found.rows as LedgerLike[]).map((row) => tableRowOf(row, snapshot.today));
      return { rows, total: found.total, source: found };
    }
  }
  const all = await tableRows(deps, query);
  return { rows: all.slice(start, start + count), total: all.length, source: all };
}

/**
 * The customers a search finds, from the read model's search index (no pass over every customer but for
 * a search of one or two characters), as table rows in the sort asked for; undefined when there is no
 * index (an external store): the caller scans.
 */
async function searchedRows(deps: AppDeps, query: TCustomerFilter & TCustomerSortQuery): Promise<TableRow[] | undefined> {
  if (!query.q || deps.customerStore.provider !== 'duesflow') return undefined;
  const snapshot = await deps.reads.ledger(deps.clock.now());
  const found = snapshot.search?.search(query.q);
  if (!found) return undefined;
  // The index answers in the list's order; each sort's comparator is a total order, so sorting what was
  // found gives the order of the sorted list filtered.
  const rows = (found as LedgerLike[]).map((row) => tableRowOf(row, snapshot.today));
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
  const rows = await sorted(await allTableRows(deps), query);
  const keep = await filterOf(deps.db, query, today);
  return keep ? rows.filter(keep) : rows;
}
