import type { TCustomer, TCustomerPage } from '@duesflow/shared-contracts/customers';
import type { AppDeps } from '../../../core/app-deps';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import { isUuid } from '../../../core/lib/uuid';
import { ownerNamesOf } from '../../portfolios';
import { allTableRows, pageOfTable } from '../table/customer-table';
import { sendCachedBody } from '../../../core/lib/cached-body';
import { cachedPage, type MadePage } from './page-bodies';
import { sendJsonArrayStream } from '../../../core/lib/json-array-stream';
import type * as routes from './customers.routes';
import { DAY_MS, businessDate } from '../../../core/lib/clock';
import { contactHolds } from '../../messaging';
import type { TContactHold } from '@duesflow/shared-contracts/customers';
import type { TBrokenPromise } from '@duesflow/shared-contracts/promises';
import { brokenPromises } from '../promises/promises';
import type { TDisputedInvoice } from '@duesflow/shared-contracts/invoice-disputes';
import { openInvoiceDisputes } from '../invoice-disputes/invoice-disputes';
import { PAGE_VISIT_RECENT_DAYS, type TRecentPageVisit } from '@duesflow/shared-contracts/customers';
import { recentPageVisits } from '../page-visits/recent-page-visits';

/**
 * What staff see on each row beside the ledger: the stop, dispute or promise that holds reminders and a
 * broken promise (read for the rows shown; recording one does not touch the cached ledger, a page's body
 * is kept per version of these instead: page-bodies.ts).
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

/** Until when the page visits shown are recent (the first one's 7 days running out); Infinity without any. */
function visitsShownUntil(visits: Map<string, TRecentPageVisit>): number {
  let until = Infinity;
  for (const visit of visits.values()) until = Math.min(until, Date.parse(visit.lastVisitedAt) + PAGE_VISIT_RECENT_DAYS * DAY_MS + 1);
  return until;
}

export const page: AppRouteHandler<typeof routes.page> = async (c) => {
  const { page: pageNumber, pageSize, ...query } = c.req.valid('query');
  const { deps } = c.var;
  const { rows, total, source } = await pageOfTable(deps, query, (pageNumber - 1) * pageSize, pageSize);
  const shown = rows.map((row) => row.customer);
  const make = async (): Promise<MadePage> => {
    const ids = shown.map((customer) => customer.id);
    const [notes, owners] = await Promise.all([rowNotes(deps, ids), ownerNamesOf(deps.db, ids.filter(isUuid))]);
    const value: TCustomerPage = { items: withOwners(withNotes(shown, notes), owners), total, page: pageNumber, pageSize };
    return { value, validUntil: visitsShownUntil(notes.visits) };
  };
  // Another store's list is a new one on every request: nothing to keep.
  if (deps.customerStore.provider !== 'duesflow') return c.json((await make()).value as TCustomerPage, 200);
  // Pages of a cached list are serialized once per list, query and version of their notes.
  const variant = JSON.stringify([pageNumber, pageSize, query]);
  return sendCachedBody(c, await cachedPage(deps, source, variant, deps.clock.now(), make)) as never;
};
