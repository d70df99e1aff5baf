import type { TCustomer } from '@duesflow/shared-contracts/customers';
import { paiseToRupees, rupeesToPaise } from '../../core/lib/money';
import type { CustomerStore } from './customer-store';

/** A customer store outside the app's database (Airtable, a Supabase-style database, an on-premise PostgreSQL). */
export interface ExternalCustomerStore extends CustomerStore {
  /**
   * Proves the store can be used: reachable, credentials accepted, the customers table readable (and,
   * where the store can say so, writable). Rejects with a `StoreUnavailable` saying why.
   */
  check(): Promise<string>;
  /** Releases connections; the store is not used afterwards. */
  close(): Promise<void>;
}

/** The store cannot be used; `message` is shown to staff as the reason ('Switch Failed'). */
export class StoreUnavailable extends Error {
  constructor(
    message: string,
    /** unreachable: network/timeout; rejected: credentials or permissions; invalid: table missing or unreadable. */
    readonly kind: 'unreachable' | 'rejected' | 'invalid',
  ) {
    super(message);
  }
}

/** One customer as an external store holds it, before it becomes a contract customer. */
export interface ExternalCustomerRecord {
  id: unknown;
  name?: unknown;
  email?: unknown;
  phone?: unknown;
  address?: unknown;
  status?: unknown;
  amountDue?: unknown;
  lastContact?: unknown;
  source?: unknown;
}

const text = (value: unknown): string | null => (value === null || value === undefined || value === '' ? null : String(value));

function rupees(value: unknown): number {
  const amount = typeof value === 'number' ? value : Number(String(value ?? '').replace(/[₹,\s]/g, ''));
  return Number.isFinite(amount) ? paiseToRupees(rupeesToPaise(amount)) : 0;
}

function timestamp(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Maps a record; a missing status is derived from the amount due, a missing source is the store's. */
export function toExternalCustomer(record: ExternalCustomerRecord, defaultSource: string): TCustomer {
  const amountDue = rupees(record.amountDue);
  return {
    id: String(record.id),
    name: text(record.name) ?? '(no name)',
    email: text(record.email),
    phone: text(record.phone),
    address: text(record.address),
    status: text(record.status)?.toLowerCase() ?? (amountDue > 0 ? 'pending' : 'active'),
    source: text(record.source) ?? defaultSource,
    lastContact: timestamp(record.lastContact),
    amountDue,
  };
}

/** The order the Customers screen expects from every store: overdue first, then by amount due, then name. */
export function sortCustomers(customers: TCustomer[]): TCustomer[] {
  return [...customers].sort(
    (a, b) =>
      Number(b.status === 'overdue') - Number(a.status === 'overdue') ||
      b.amountDue - a.amountDue ||
      a.name.localeCompare(b.name) ||
      a.id.localeCompare(b.id),
  );
}

/** A row of a `customers` table in the business's own database (PostgreSQL or Supabase, snake_case columns). */
export function fromCustomersTableRow(row: Record<string, unknown>) {
  return toExternalCustomer(
    {
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      address: row.address,
      status: row.status,
      amountDue: row.amount_due,
      lastContact: row.last_contact,
      source: row.source,
    },
    'third_party',
  );
}
