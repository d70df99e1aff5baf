import type { TSupabaseConfig } from '@duesflow/shared-contracts/business-data';
import { fromCustomersTableRow as fromRow, StoreUnavailable, sortCustomers, type ExternalCustomerStore } from './external-customer-store';
import { describeFetchError, displayUrl, statusSummary, withTimeout } from '../../core/lib/outbound-http';

type Row = Record<string, unknown>;

export const SUPABASE_TABLE = 'customers';
const PAGE_SIZE = 1000;

/** `{url}/rest/v1/customers?{query}`; a query the configured URL carries (e.g. `apikey=`) is kept in front. */
function tableUrl(configured: string, query: string): string {
  const url = new URL(configured);
  const kept = url.search.slice(1);
  url.search = '';
  url.hash = '';
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/rest/v1/${SUPABASE_TABLE}`;
  return `${url.toString()}?${kept ? `${kept}&` : ''}${query}`;
}

/** Customers from a Supabase-style database through its PostgREST interface (`/rest/v1/customers`). */
export function createSupabaseCustomerStore(config: TSupabaseConfig): ExternalCustomerStore {
  /** The URL as messages show it: no credentials, no query. */
  const where = displayUrl(config.url);
  const headers = { apikey: config.key, Authorization: `Bearer ${config.key}`, Accept: 'application/json' };

  async function get(query: string): Promise<Row[]> {
    let response: Response;
    try {
      response = await withTimeout((signal) => fetch(tableUrl(config.url, query), { headers, signal }));
    } catch (error) {
      throw new StoreUnavailable(`Cannot reach ${where}: ${describeFetchError(error)}`, 'unreachable');
    }
    if (response.ok) {
      // A body that is not JSON is summarised too: the parser's message would quote it.
      const rows = (await response.json().catch(() => null)) as Row[] | null;
      if (!Array.isArray(rows)) throw new StoreUnavailable(`${where} answered with something that is not a list of rows`, 'invalid');
      return rows;
    }
    // The answer's body is never shown: a target may echo the key or the request back.
    await response.body?.cancel().catch(() => undefined);
    const answered = statusSummary(response.status);
    if (response.status === 401 || response.status === 403) {
      throw new StoreUnavailable(`The database rejected the key (${answered})`, 'rejected');
    }
    if (response.status === 404) {
      throw new StoreUnavailable(`Table '${SUPABASE_TABLE}' was not found at ${where} (${answered})`, 'invalid');
    }
    throw new StoreUnavailable(`${where} answered ${answered}`, 'unreachable');
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
      return `Connected to ${where}, table '${SUPABASE_TABLE}'`;
    },
    async close() {},
  };
}
