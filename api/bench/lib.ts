import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';

export type BenchEngine = 'pglite' | 'postgres';

/** What every bench section gets: the started API, the reference server, the scale, a way to report. */
export interface BenchContext {
  /** The real API (`src/server.ts`), started on its on-disk database. */
  apiUrl: string;
  /** The bench-only reference server: `/bare` (a bare Hono route) and `/bare/customers-page` (the same page of rows, held in memory). */
  referenceUrl: string;
  /** Customers in the database. */
  customers: number;
  /** True for `--scale N` runs. */
  scaled: boolean;
  /** The database the API runs on (`--engine`). */
  engine: BenchEngine;
  /** Whether the Execute All section runs (`--execute-all`, or `--scale` ≥ 10,000). */
  executeAll: boolean;
  /** A query on the API's database, from the bench's own connection (counting rows the API wrote). */
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  report(line: string): void;
  target(name: string, pass: boolean, detail: string): void;
}

export interface BenchSection {
  title: string;
  run(context: BenchContext): Promise<void>;
}

export interface Latency {
  p50: number;
  p95: number;
  p99: number;
  bytes: number;
}

/**
 * The bench's signed-in session (cookie), sent on every API request, so the figures include what a
 * signed-in user's request costs (the session lookup). Set once by run.ts after signing in.
 */
let session: Record<string, string> = {};
export function useSession(headers: Record<string, string>): void {
  session = headers;
}
export function sessionHeaders(): Record<string, string> {
  return session;
}

/** fetch with the bench's session; a body-carrying request is sent as JSON, as the portal sends it. */
export function apiFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const json: Record<string, string> = init.method && init.method !== 'GET' ? { 'content-type': 'application/json' } : {};
  const headers: Record<string, string> = { ...json, ...session, ...(init.headers as Record<string, string> | undefined) };
  return fetch(url, { ...init, headers });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** One client, `count` requests one after another (after a few to warm up): the latency a user sees. */
export async function sequentialLatency(url: string, count = 40, warmUp = 3): Promise<Latency> {
  let bytes = 0;
  for (let n = 0; n < warmUp; n += 1) await (await apiFetch(url)).arrayBuffer();
  const timings: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const started = performance.now();
    const response = await apiFetch(url);
    const body = await response.arrayBuffer();
    timings.push(performance.now() - started);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    bytes = body.byteLength;
  }
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 50), p95: percentile(timings, 95), p99: percentile(timings, 99), bytes };
}

export interface Throughput {
  requestsPerSecond: number;
  p50: number;
  p97_5: number;
  p99: number;
  bytesPerRequest: number;
  errors: number;
  non2xx: number;
}

/** Concurrent load from autocannon in its own process, so the load generator never shares the server's event loop. */
export function throughput(url: string, connections: number, seconds: number): Promise<Throughput> {
  const bin = join(__dirname, '../../node_modules/.bin/autocannon');
  return new Promise((resolve, reject) => {
    const headers = Object.entries(session).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
    const child = spawn(bin, ['-c', String(connections), '-d', String(seconds), ...headers, '-j', url], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const result = JSON.parse(out);
      resolve({
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p97_5: result.latency.p97_5,
        p99: result.latency.p99,
        bytesPerRequest: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
        errors: result.errors,
        non2xx: result.non2xx,
      });
    });
  });
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const kb = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`);
export const latencyLine = (label: string, l: Latency) =>
  `${label.padEnd(48)} p50 ${ms(l.p50).padStart(9)}  p95 ${ms(l.p95).padStart(9)}  p99 ${ms(l.p99).padStart(9)}  ${kb(l.bytes).padStart(9)}`;
export const throughputLine = (label: string, t: Throughput) =>
  `${label.padEnd(48)} ${t.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${ms(t.p50)}  p97.5 ${ms(t.p97_5)}  p99 ${ms(t.p99)}  ${kb(t.bytesPerRequest)}/req` +
  (t.errors || t.non2xx ? `  errors ${t.errors} non-2xx ${t.non2xx}` : '');
