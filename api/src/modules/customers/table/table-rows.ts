import type { TCustomer } from '@duesflow/shared-contracts/customers';
import { DEFAULT_SORT_ORDER, type TCustomerSort, type TSortOrder } from '@duesflow/shared-contracts/customer-table';
import { DAY_MS } from '../../../core/lib/clock';
import type { CustomerBalance } from '../customer-balances';
import { digitsOf, type SearchKeys } from '../customer-search';
import { toCustomer } from '../to-customer';

/** A customer as the table sorts and filters it: the row it answers, and what it is searched and sorted by. */
export interface TableRow {
  customer: TCustomer;
  search: SearchKeys;
  /** The name as sorted: lower case, so "asha" and "Asha" sit together. */
  nameKey: string;
  duePaise: number;
  /** Days the oldest unpaid invoice is past due; null when the store does not say (an external store). */
  daysOverdue: number | null;
  /** Epoch ms of the last contact; null: never contacted. */
  lastContactMs: number | null;
}

/** What the ledger snapshot holds per customer (collections' LedgerRow), as far as the table reads it. */
export type LedgerLike = CustomerBalance & SearchKeys & { oldestOverdueDueDate: string | null };

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
}

/** A ledger row (the app's own database) as a table row for the business day `today`. */
export function tableRowOfLedger(row: LedgerLike, today: string): TableRow {
  const daysOverdue = row.oldestOverdueDueDate ? Math.max(0, daysBetween(row.oldestOverdueDueDate, today)) : 0;
  return {
    customer: { ...toCustomer(row), daysOverdue },
    search: row,
    nameKey: row.name.toLowerCase(),
    duePaise: row.duePaise,
    daysOverdue,
    lastContactMs: row.lastContact ? row.lastContact.getTime() : null,
  };
}

/** A customer of an external store (Airtable, another database): no invoices, so no days overdue. */
export function tableRowOfCustomer(customer: TCustomer): TableRow {
  const lastContactMs = customer.lastContact ? Date.parse(customer.lastContact) : null;
  return {
    customer,
    search: {
      searchText: `${customer.name.toLowerCase()}\n${(customer.email ?? '').toLowerCase()}`,
      phoneDigits: digitsOf(customer.phone),
    },
    nameKey: customer.name.toLowerCase(),
    duePaise: Math.round(customer.amountDue * 100),
    daysOverdue: null,
    lastContactMs: Number.isNaN(lastContactMs) ? null : lastContactMs,
  };
}

type Compare = (a: TableRow, b: TableRow) => number;

const byName: Compare = (a, b) =>
  a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : a.customer.id < b.customer.id ? -1 : a.customer.id > b.customer.id ? 1 : 0;

/** The sorted value of a row; null sorts last in either order (never contacted, days unknown). */
const KEYS: Record<Exclude<TCustomerSort, 'name'>, (row: TableRow) => number | null> = {
  amount: (row) => row.duePaise,
  daysOverdue: (row) => row.daysOverdue,
  lastContact: (row) => row.lastContactMs,
};

/** The comparator of a sort; ties go by name, then id, so pages never overlap. */
export function comparatorOf(sort: TCustomerSort, order: TSortOrder = DEFAULT_SORT_ORDER[sort]): Compare {
  const sign = order === 'asc' ? 1 : -1;
  if (sort === 'name') return (a, b) => sign * byName(a, b);
  const key = KEYS[sort];
  return (a, b) => {
    const x = key(a);
    const y = key(b);
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return sign * (x - y);
    }
    return byName(a, b);
  };
}
