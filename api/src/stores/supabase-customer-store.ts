import type { TSupabaseConfig } from '@duesflow/shared-contracts/business-data';
import { StoreUnavailable, sortCustomers, toExternalCustomer, type ExternalCustomerStore } from './external-customer-store';
import { describeFetchError, readableBody, withTimeout } from './http-store';

export const SUPABASE_TABLE = 'customers';
const PAGE_SIZE = 1000;

type Row = Record<string, unknown>;

const fromRow = (row: Row) =>
  toExternalCustomer(
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

/** Customers from a Supabase-style database through its PostgREST interface (`/rest/v1/customers`). */
export function createSupabaseCustomerStore(config: TSupabaseConfig): ExternalCustomerStore {
  const base = `${config.url.replace(/\/+$/, '')}/rest/v1/${SUPABASE_TABLE}`;
  const headers = { apikey: config.key, Authorization: `Bearer ${config.key}`, Accept: 'application/json' };

  async function get(query: string): Promise<Row[]> {
    let response: Response;
    try {
      response = await withTimeout((signal) => fetch(`${base}?${query}`, { headers, signal }));
    } catch (error) {
      throw new StoreUnavailable(`Cannot reach ${config.url}: ${describeFetchError(error)}`, 'unreachable');
    }
    if (response.ok) return (await response.json()) as Row[];
    const detail = readableBody(await response.text());
    if (response.status === 401 || response.status === 403) {
      throw new StoreUnavailable(`The database rejected the key (${response.status}): ${detail}`, 'rejected');
    }
    if (response.status === 404) {
      throw new StoreUnavailable(`Table '${SUPABASE_TABLE}' was not found at ${config.url} (404): ${detail}`, 'invalid');
    }
    throw new StoreUnavailable(`${config.url} answered ${response.status}: ${detail}`, 'unreachable');
  }

  return {
    provider: 'supabase',
    async listCustomers() {
      const rows: Row[] = [];
      for (let offset = 0; ; offset += PAGE_SIZE) {
        // Ordered by id so pages neither skip nor repeat rows.
        const page = await get(`select=*&order=id.asc&limit=${PAGE_SIZE}&offset=${offset}`);
        rows.push(...page);
        if (page.length < PAGE_SIZE) break;
      }
      return sortCustomers(rows.map(fromRow));
    },
    async findCustomer(id) {
      const [row] = await get(`select=*&id=eq.${encodeURIComponent(id)}&limit=1`);
      return row ? fromRow(row) : null;
    },
    async check() {
      await get('select=id&limit=1');
      return `Connected to ${config.url}, table '${SUPABASE_TABLE}'`;
    },
    async close() {},
  };
}
