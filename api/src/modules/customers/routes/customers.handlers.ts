import type { TCustomer, TCustomerPage } from '@duesflow/shared-contracts/customers';
import type { AppDeps } from '../../../core/app-deps';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import { isUuid } from '../../../core/lib/uuid';
import { ownerNamesOf } from '../../portfolios';
import { allTableRows, pageOfTable } from '../table/customer-table';
import { cachedBody, sendCachedBody } from '../../../core/lib/cached-body';
import { sendJsonArrayStream } from '../../../core/lib/json-array-stream';
import type * as routes from './customers.routes';
import { businessDate } from '../../../core/lib/clock';
import { contactHolds } from '../../messaging';
import type { TContactHold } from '@duesflow/shared-contracts/customers';
import type { TBrokenPromise } from '@duesflow/shared-contracts/promises';
import { brokenPromises } from '../promises/promises';
import type { TDisputedInvoice } from '@duesflow/shared-contracts/invoice-disputes';
import { openInvoiceDisputes } from '../invoice-disputes/invoice-disputes';
import type { TRecentPageVisit } from '@duesflow/shared-contracts/customers';
import { recentPageVisits } from '../page-visits/recent-page-visits';

/**
 * What staff see on each row beside the ledger: the stop, dispute or promise that holds reminders and a
 * broken promise (read fresh, few rows: recording one does not touch the cached ledger).
 */
interface RowNotes {
  holds: Map<string, TContactHold>;
  broken: Map<string, TBrokenPromise>;
  /** Open invoice disputes: "Invoice disputed" on the row. */
  disputes: Map<string, TDisputedInvoice[]>;
  /** Opened their own page lately: "Opened page" on the row (read for the listed customers only). */
  visits: Map<string, TRecentPageVisit>;
}

/** `customerIds`: the rows shown (a page); without, every customer. Ids that are no uuid (an external store's) have no notes. */
async function rowNotes(deps: AppDeps, customerIds?: string[]): Promise<RowNotes> {
  const now = deps.clock.now();
  const ids = customerIds?.filter(isUuid);
  const [holds, broken, disputes, visits] = await Promise.all([
    contactHolds(deps.db, ids, businessDate(now)),
    brokenPromises(deps.db, ids),
    openInvoiceDisputes(deps.db, ids),
    recentPageVisits(deps.db, now, ids),
  ]);
  return { holds, broken, disputes, visits };
}

/** Nothing to add to any row: the cached list answers as it is. */
const noNotes = (notes: RowNotes) =>
  notes.holds.size === 0 && notes.broken.size === 0 && notes.disputes.size === 0 && notes.visits.size === 0;

/** A customer with what `notes` say about them (the customer itself when there is nothing to add). */
function withNote(customer: TCustomer, notes: RowNotes): TCustomer {
  const { holds, broken, disputes, visits } = notes;
  return {
    ...customer,
    contactHold: holds.get(customer.id) ?? null,
    ...(broken.size > 0 ? { brokenPromise: broken.get(customer.id) ?? null } : {}),
    ...(disputes.has(customer.id) ? { disputedInvoices: disputes.get(customer.id) } : {}),
    ...(visits.has(customer.id) ? { recentPageVisit: visits.get(customer.id) } : {}),
  };
}

function withNotes(customers: TCustomer[], notes: RowNotes): TCustomer[] {
  if (noNotes(notes)) return customers;
  return customers.map((customer) => withNote(customer, notes));
}

/** The collector who owns each row, on the rows somebody owns. */
function withOwners(customers: TCustomer[], owners: Map<string, string>): TCustomer[] {
  if (owners.size === 0) return customers;
  return customers.map((customer) => (owners.has(customer.id) ? { ...customer, collectorName: owners.get(customer.id)! } : customer));
}

/**
 * The whole list, streamed (docs/performance.md): the rows come from the read model (made once per
 * version of the ledger) and are serialized and compressed a batch at a time as the client reads them.
 */
export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const rows = await allTableRows(c.var.deps);
  const notes = await rowNotes(c.var.deps);
  const plain = noNotes(notes);
  return sendJsonArrayStream(c, rows, (row) => (plain ? row.customer : withNote(row.customer, notes))) as never;
};

export const page: AppRouteHandler<typeof routes.page> = async (c) => {
  const { page: pageNumber, pageSize, ...query } = c.req.valid('query');
  const { deps } = c.var;
  const { rows, total, source } = await pageOfTable(deps, query, (pageNumber - 1) * pageSize, pageSize);
  const shown = rows.map((row) => row.customer);
  const ids = shown.map((customer) => customer.id);
  const [notes, owners] = await Promise.all([rowNotes(deps, ids), ownerNamesOf(deps.db, ids.filter(isUuid))]);
  if (deps.customerStore.provider === 'duesflow' && noNotes(notes) && owners.size === 0) {
    // Pages of a cached list are serialized once per list and query (the list is replaced whenever a row changes).
    const variant = JSON.stringify([pageNumber, pageSize, query]);
    const body = cachedBody(source, variant, (): TCustomerPage => ({ items: shown, total, page: pageNumber, pageSize }));
    return sendCachedBody(c, body) as never;
  }
  const body: TCustomerPage = { items: withOwners(withNotes(shown, notes), owners), total, page: pageNumber, pageSize };
  return c.json(body, 200);
};
