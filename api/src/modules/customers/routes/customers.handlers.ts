import type { TCustomer, TCustomerPage } from '@duesflow/shared-contracts/customers';
import type { AppDeps } from '../../../core/app-deps';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import { digitsOf, matcher, type SearchKeys } from '../customer-search';
import { toCustomer } from '../to-customer';
import { cachedBody, sendCachedBody } from '../../../core/lib/cached-body';
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

/** `customerIds`: the rows shown (a page); without, every customer. */
async function rowNotes(deps: AppDeps, customerIds?: string[]): Promise<RowNotes> {
  const now = deps.clock.now();
  const [holds, broken, disputes, visits] = await Promise.all([
    contactHolds(deps.db, undefined, businessDate(now)),
    brokenPromises(deps.db),
    openInvoiceDisputes(deps.db),
    recentPageVisits(deps.db, now, customerIds),
  ]);
  return { holds, broken, disputes, visits };
}

/** Nothing to add to any row: the cached list answers as it is. */
const noNotes = (notes: RowNotes) =>
  notes.holds.size === 0 && notes.broken.size === 0 && notes.disputes.size === 0 && notes.visits.size === 0;

function withNotes(customers: TCustomer[], notes: RowNotes): TCustomer[] {
  const { holds, broken, disputes, visits } = notes;
  if (noNotes(notes)) return customers;
  return customers.map((customer) => ({
    ...customer,
    contactHold: holds.get(customer.id) ?? null,
    ...(broken.size > 0 ? { brokenPromise: broken.get(customer.id) ?? null } : {}),
    ...(disputes.has(customer.id) ? { disputedInvoices: disputes.get(customer.id) } : {}),
    ...(visits.has(customer.id) ? { recentPageVisit: visits.get(customer.id) } : {}),
  }));
}

/** Customers with what the search matches, in list order. */
interface Listed {
  customers: TCustomer[];
  search: SearchKeys[];
}

/**
 * The app's own database answers from the cached ledger (recomputed only after a write); an external
 * store (Airtable, another database) is asked each time, as before.
 */
async function listed(deps: AppDeps): Promise<Listed> {
  if (deps.customerStore.provider === 'duesflow') {
    return deps.reads.derived('customers', deps.clock.now(), (snapshot) => ({
      customers: snapshot.rows.map(toCustomer),
      search: snapshot.rows,
    }));
  }
  const customers = await deps.customerStore.listCustomers();
  return {
    customers,
    search: customers.map((customer) => ({
      searchText: `${customer.name.toLowerCase()}\n${(customer.email ?? '').toLowerCase()}`,
      phoneDigits: digitsOf(customer.phone),
    })),
  };
}

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  return c.json(withNotes((await listed(c.var.deps)).customers, await rowNotes(c.var.deps)), 200);
};

export const page: AppRouteHandler<typeof routes.page> = async (c) => {
  const { page: pageNumber, pageSize, q } = c.req.valid('query');
  const { customers, search } = await listed(c.var.deps);
  // Without a search the page's rows are known before the notes: visits are read for them only.
  const shown = q ? undefined : customers.slice((pageNumber - 1) * pageSize, pageNumber * pageSize).map((customer) => customer.id);
  const notes = await rowNotes(c.var.deps, shown);
  if (!q && c.var.deps.customerStore.provider === 'duesflow' && noNotes(notes)) {
    // Pages of the cached list are serialized once per list (it is replaced whenever a row changes).
    const body = cachedBody(customers, `${pageNumber}|${pageSize}`, (): TCustomerPage => {
      const start = (pageNumber - 1) * pageSize;
      return { items: customers.slice(start, start + pageSize), total: customers.length, page: pageNumber, pageSize };
    });
    return sendCachedBody(c, body) as never;
  }
  const start = (pageNumber - 1) * pageSize;
  let items: TCustomer[];
  let total: number;
  if (!q) {
    total = customers.length;
    items = customers.slice(start, start + pageSize);
  } else {
    const matches = matcher(q) as (row: SearchKeys) => boolean;
    items = [];
    total = 0;
    for (let index = 0; index < customers.length; index += 1) {
      if (!matches(search[index]!)) continue;
      if (total >= start && items.length < pageSize) items.push(customers[index]!);
      total += 1;
    }
  }
  items = withNotes(items, notes);
  const body: TCustomerPage = { items, total, page: pageNumber, pageSize };
  return c.json(body, 200);
};
