import type { TAirtableConfig } from '@duesflow/shared-contracts/business-data';
import { StoreUnavailable, sortCustomers, toExternalCustomer, type ExternalCustomerStore } from './external-customer-store';
import { describeFetchError, displayUrl, statusSummary, withTimeout } from '../../core/lib/outbound-http';

export const AIRTABLE_API_URL = 'https://api.airtable.com';
export const AIRTABLE_TABLE = 'Customers';
/** Airtable's maximum page size. */
const PAGE_SIZE = 100;
/** Airtable allows 5 requests per second per base: one every 200 ms, and a little slack for timer rounding. */
const MIN_INTERVAL_MS = 210;
const MAX_RETRIES = 5;

export interface AirtableOptions {
  /** Base of the REST API (a stand-in server in tests). */
  apiUrl?: string;
  /** First backoff after a 429; doubled each time (Retry-After wins when the server sends it). */
  retryBaseMs?: number;
}

interface AirtableRecord {
  id: string;
  fields: Record<string, unknown>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Per base: the request in turn, and when the last answer came (the limit is per base, so shared by every store object of this process). */
const turns = new Map<string, Promise<unknown>>();
const lastAnswered = new Map<string, number>();

/**
 * Sends one request when this base's turn comes: one request at a time, each at least 210 ms after the
 * previous one's answer. Spacing from the answer, not from a schedule, is what keeps Airtable's count
 * under 5 a second: a request that reached Airtable late (a busy process, a slow network) cannot bring
 * the next one closer to it there.
 */
async function inTurn<T>(base: string, send: () => Promise<T>): Promise<T> {
  const turn = (turns.get(base) ?? Promise.resolve())
    .catch(() => undefined)
    .then(async () => {
      const wait = (lastAnswered.get(base) ?? 0) + MIN_INTERVAL_MS - Date.now();
      if (wait > 0) await sleep(wait);
      try {
        return await send();
      } finally {
        lastAnswered.set(base, Date.now());
      }
    });
  turns.set(base, turn);
  void turn
    .finally(() => {
      if (turns.get(base) === turn) turns.delete(base);
    })
    .catch(() => undefined);
  return turn;
}

/** Customers from an Airtable base's 'Customers' table (fields in docs/business-data.md). */
export function createAirtableCustomerStore(config: TAirtableConfig, options: AirtableOptions = {}): ExternalCustomerStore {
  const apiUrl = (options.apiUrl ?? AIRTABLE_API_URL).replace(/\/+$/, '');
  const tableUrl = `${apiUrl}/v0/${encodeURIComponent(config.baseId)}/${encodeURIComponent(AIRTABLE_TABLE)}`;
  const retryBaseMs = options.retryBaseMs ?? 1000;

  /** Rate-limited per base; 429 answers are retried with exponential backoff. */
  async function request(url: string): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await inTurn(tableUrl, () =>
          withTimeout((signal) => fetch(url, { headers: { Authorization: `Bearer ${config.apiKey}` }, signal })),
        );
      } catch (error) {
        throw new StoreUnavailable(`Cannot reach Airtable at ${displayUrl(apiUrl)}: ${describeFetchError(error)}`, 'unreachable');
      }
      if (response.status !== 429) return response;
      if (attempt >= MAX_RETRIES) throw new StoreUnavailable('Airtable kept answering 429 Too Many Requests', 'unreachable');
      const retryAfter = Number(response.headers.get('retry-after'));
      await sleep(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : retryBaseMs * 2 ** attempt);
    }
  }

  /** The answer's JSON; an error answer summarised by its status (its body is never shown). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Airtable's records are checked field by field by the caller
  async function readJson(response: Response): Promise<any> {
    if (response.ok) {
      // A body that is not JSON is summarised too: the parser's message would quote it.
      return response.json().catch(() => {
        throw new StoreUnavailable('Airtable answered with something that is not JSON', 'invalid');
      });
    }
    await response.body?.cancel().catch(() => undefined);
    const answered = statusSummary(response.status);
    if (response.status === 401) throw new StoreUnavailable(`Airtable rejected the API key (${answered})`, 'rejected');
    if (response.status === 403 || response.status === 404) {
      throw new StoreUnavailable(
        `Airtable base ${config.baseId} or its table '${AIRTABLE_TABLE}' was not found or the token has no access (${answered})`,
        'rejected',
      );
    }
    throw new StoreUnavailable(`Airtable answered ${answered}`, 'unreachable');
  }

  const toCustomer = (record: AirtableRecord) =>
    toExternalCustomer(
      {
        id: record.id,
        name: record.fields['Name'],
        email: record.fields['Email'],
        phone: record.fields['Phone'],
        address: record.fields['Address'],
        status: record.fields['Status'],
        amountDue: record.fields['Amount Due'],
        lastContact: record.fields['Last Contact'],
        source: record.fields['Source'],
      },
      'airtable',
    );

  return {
    provider: 'airtable',
    async listCustomers() {
      const records: AirtableRecord[] = [];
      let offset: string | undefined;
      do {
        const url = `${tableUrl}?pageSize=${PAGE_SIZE}${offset ? `&offset=${encodeURIComponent(offset)}` : ''}`;
        const page = await readJson(await request(url));
        records.push(...(page.records ?? []));
        offset = page.offset;
      } while (offset);
      return sortCustomers(records.map(toCustomer));
    },
    async findCustomer(id) {
      if (!/^rec[A-Za-z0-9]+$/.test(id)) return null;
      const response = await request(`${tableUrl}/${encodeURIComponent(id)}`);
      if (response.status === 404) return null;
      return toCustomer(await readJson(response));
    },
    async check() {
      await readJson(await request(`${tableUrl}?pageSize=1`));
      return `Connected to Airtable base ${config.baseId}, table '${AIRTABLE_TABLE}'`;
    },
    async close() {},
  };
}
