import { addDays, businessDate } from '../../core/lib/clock';
import { isNode, nodes, text, type TallyNode } from './tally-node';
import { collectObjects, readRecords, type TallyRecords } from './tally-records';
import { companiesRequest, partiesRequest, receiptsRequest, salesRequest } from './tally-requests';
import { TallyFormatError, parseTallyXml, tallyErrorIn } from './tally-xml';

/** How far back vouchers are read: this financial year and the two before it (April to March). */
export const SYNC_FINANCIAL_YEARS = 3;

export interface TallyConnectionResult {
  connected: boolean;
  message: string;
}

export interface TallyClient {
  readonly url: string;
  testConnection(): Promise<TallyConnectionResult>;
  /** Parties, sales and receipts; throws a readable error when Tally cannot be read. */
  exportRecords(now: Date): Promise<TallyRecords>;
}

export interface TallyClientOptions {
  /** Per request. */
  timeoutMs?: number;
}

/** Why a request to Tally failed, in words staff can act on. */
function describeFailure(url: string, error: unknown, timeoutMs: number): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const name = (error as Error).name;
  if (name === 'TimeoutError' || name === 'AbortError') return `Tally at ${url} did not answer within ${timeoutMs / 1000} s`;
  if (cause?.code === 'ECONNREFUSED') {
    return `Could not reach Tally at ${url}: connection refused. Is TallyPrime running with its HTTP server on (Exchange › Data Synchronization, port 9000)?`;
  }
  if (cause?.code === 'ENOTFOUND' || cause?.code === 'EAI_AGAIN') return `Could not reach Tally at ${url}: the host name is unknown`;
  return `Could not reach Tally at ${url}: ${cause?.message ?? (error as Error).message}`;
}

/** Tally answers UTF-8 for UTF-8 requests, but UTF-16 when asked so; both are read. */
function decode(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  if (view[0] === 0xff && view[1] === 0xfe) return new TextDecoder('utf-16le').decode(view);
  return new TextDecoder('utf-8').decode(view);
}

/** The first day of the financial year `yearsBack` before the one `today` is in. */
export function financialYearStart(today: string, yearsBack: number): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return `${(month >= 4 ? year : year - 1) - yearsBack}-04-01`;
}

export function createTallyClient(url: string, options: TallyClientOptions = {}): TallyClient {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const base = url.replace(/\/+$/, '');

  const post = async (xml: string): Promise<TallyNode> => {
    let response: Response;
    try {
      response = await fetch(base, {
        method: 'POST',
        headers: { 'content-type': 'text/xml;charset=utf-8' },
        body: xml,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new TallyUnreachableError(describeFailure(base, error, timeoutMs));
    }
    const body = decode(await response.arrayBuffer());
    if (!response.ok) throw new TallyUnreachableError(`Tally at ${base} answered HTTP ${response.status}`);
    const envelope = parseTallyXml(body);
    const reported = tallyErrorIn(envelope);
    if (reported) throw new TallyFormatError(`Tally reported an error: ${reported}`);
    return envelope;
  };

  return {
    url: base,
    async testConnection() {
      try {
        const envelope = await post(companiesRequest());
        const companies = collectObjectsOfType(envelope, 'company')
          .map((company) => text(company['@name']) ?? text(company.name))
          .filter(Boolean);
        if (companies.length === 0) {
          return { connected: false, message: `TallyPrime at ${base} answers, but no company is open: open one in Tally before syncing` };
        }
        return { connected: true, message: `Connected to TallyPrime at ${base} (company: ${companies.join(', ')})` };
      } catch (error) {
        return { connected: false, message: (error as Error).message };
      }
    },
    async exportRecords(now) {
      const today = businessDate(now);
      const from = financialYearStart(today, SYNC_FINANCIAL_YEARS - 1);
      const to = addDays(today, 0);
      const parties = readRecords(collectObjects(await post(partiesRequest())), { everyLedgerIsAParty: true });
      const sales = readRecords(collectObjects(await post(salesRequest(from, to))));
      const receipts = readRecords(collectObjects(await post(receiptsRequest(from, to))));
      return {
        parties: parties.parties,
        sales: sales.sales,
        receipts: receipts.receipts,
        errors: [...parties.errors, ...sales.errors, ...receipts.errors],
        ignored: parties.ignored + sales.ignored + receipts.ignored,
      };
    },
  };
}

function collectObjectsOfType(root: TallyNode, type: string): TallyNode[] {
  const found: TallyNode[] = [];
  const walk = (node: TallyNode) => {
    for (const [key, child] of Object.entries(node)) {
      if (key === type) found.push(...nodes(child));
      else for (const item of Array.isArray(child) ? child : [child]) if (isNode(item)) walk(item);
    }
  };
  walk(root);
  return found;
}

/** Tally could not be reached at all (as opposed to answering something unreadable). */
export class TallyUnreachableError extends Error {}
