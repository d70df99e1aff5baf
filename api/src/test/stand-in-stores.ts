import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { holdIdleConnections } from '../core/lib/http-server';

/** A local HTTP server for one test file; `url` is its base. */
export interface StandIn {
  url: string;
  /** Every request's path and query, in order. */
  requests: string[];
  stop(): Promise<void>;
}

async function listen(handler: (req: IncomingMessage, res: ServerResponse, url: URL) => void): Promise<StandIn & { server: Server }> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    requests.push(`${url.pathname}${url.search}`);
    handler(req, res, url);
  });
  holdIdleConnections(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

export interface AirtableStandIn extends StandIn {
  /** Answer the next N requests with 429 (Airtable's rate-limit answer). */
  throttleNext(count: number): void;
  /** 429s the stand-in sent because requests came faster than 5 per second. */
  rateLimitViolations: number;
}

/**
 * Airtable's REST API for one base: `GET /v0/{baseId}/Customers` with Bearer token, `pageSize` (max
 * 100) and `offset` pagination, one record by id, 401 for a wrong token, 404 for another base.
 */
export async function startAirtableStandIn(options: {
  token: string;
  baseId: string;
  records: { id: string; fields: Record<string, unknown> }[];
}): Promise<AirtableStandIn> {
  let throttled = 0;
  const recent: number[] = [];
  const standIn = await listen((req, res, url) => {
    const now = Date.now();
    while (recent.length && now - recent[0]! >= 1000) recent.shift();
    recent.push(now);
    if (recent.length > 5) {
      result.rateLimitViolations += 1;
      return send(res, 429, { errors: [{ error: 'RATE_LIMIT_REACHED' }] });
    }
    if (throttled > 0) {
      throttled -= 1;
      return send(res, 429, { errors: [{ error: 'RATE_LIMIT_REACHED' }] });
    }
    if (req.headers.authorization !== `Bearer ${options.token}`) {
      return send(res, 401, { error: { type: 'AUTHENTICATION_REQUIRED', message: 'Authentication required' } });
    }
    const [, version, baseId, table, recordId] = url.pathname.split('/');
    if (version !== 'v0' || baseId !== options.baseId || table !== 'Customers') {
      return send(res, 404, { error: { type: 'NOT_FOUND', message: 'Could not find what you are looking for' } });
    }
    if (recordId) {
      const record = options.records.find((r) => r.id === recordId);
      return record ? send(res, 200, { ...record, createdTime: '2026-01-01T00:00:00.000Z' }) : send(res, 404, { error: 'NOT_FOUND' });
    }
    const pageSize = Math.min(Number(url.searchParams.get('pageSize') ?? 100), 100);
    const start = Number(url.searchParams.get('offset') ?? 0);
    const page = options.records.slice(start, start + pageSize);
    const next = start + pageSize < options.records.length ? String(start + pageSize) : undefined;
    send(res, 200, next ? { records: page, offset: next } : { records: page });
  });
  const result: AirtableStandIn = {
    ...standIn,
    throttleNext: (count) => {
      throttled = count;
    },
    rateLimitViolations: 0,
  };
  return result;
}

/** PostgREST as Supabase serves it: `GET /rest/v1/customers` with `apikey` + Bearer, limit/offset, `id=eq.` filter. */
export async function startSupabaseStandIn(options: { key: string; rows: Record<string, unknown>[] }): Promise<StandIn> {
  return listen((req, res, url) => {
    if (req.headers.apikey !== options.key || req.headers.authorization !== `Bearer ${options.key}`) {
      return send(res, 401, { message: 'Invalid API key' });
    }
    if (url.pathname !== '/rest/v1/customers') {
      return send(res, 404, { code: '42P01', message: `relation "public.${url.pathname.split('/').pop()}" does not exist` });
    }
    let rows = [...options.rows].sort((a, b) => String(a.id).localeCompare(String(b.id)));
    const idFilter = url.searchParams.get('id');
    if (idFilter?.startsWith('eq.')) rows = rows.filter((row) => String(row.id) === idFilter.slice(3));
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? rows.length);
    send(res, 200, rows.slice(offset, offset + limit));
  });
}
