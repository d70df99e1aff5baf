import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER } from '../src/core/db/migrate';

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
  /** Rounds of every comparison, reference and subject alternately (`--rounds N`, at least MIN_ROUNDS). */
  rounds: number;
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

/**
 * One client, `count` requests one after another (after a few to warm up): the latency a user sees.
 * Several URLs (the same read on several API processes) are asked in turn.
 */
export async function sequentialLatency(urls: string | string[], count = 40, warmUp = 3): Promise<Latency> {
  const each = typeof urls === 'string' ? [urls] : urls;
  let bytes = 0;
  for (let n = 0; n < warmUp; n += 1) await (await apiFetch(each[n % each.length]!)).arrayBuffer();
  const timings: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const url = each[n % each.length]!;
    const started = performance.now();
    const response = await apiFetch(url);
    const body = await response.arrayBuffer();
    timings.push(performance.now() - started);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    bytes = body.byteLength;
  }
  timings.sort((a, b) => a - b);
  return { p50: percentileOf(timings, 50), p95: percentileOf(timings, 95), p99: percentileOf(timings, 99), bytes };
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

/**
 * Concurrent load from autocannon in its own process, so the load generator never shares the server's
 * event loop. `extraHeaders` go with the session's (e.g. a browser's Accept-Encoding).
 */
export function throughput(
  url: string,
  connections: number,
  seconds: number,
  extraHeaders: Record<string, string> = {},
): Promise<Throughput> {
  const bin = join(__dirname, '../../node_modules/.bin/autocannon');
  return new Promise((resolve, reject) => {
    const headers = Object.entries({ ...session, ...extraHeaders }).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
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

/** The machine's load average (1, 5 and 15 minutes): how busy it was while a figure was measured. */
export function loadAverage(): string {
  const [one, five, fifteen] = loadavg();
  return `load average ${one!.toFixed(2)} / ${five!.toFixed(2)} / ${fifteen!.toFixed(2)} (1 / 5 / 15 min)`;
}

/** The median (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The `p`th percentile of ascending `sorted` values (nearest rank). */
export function percentileOf(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** One round's figures: every field a number (p50/p95/p99, req/s, ms, messages/s…). */
export type Figures<F> = { [K in keyof F]: number };

/** The fewest rounds a comparison takes: one reference measured once flatters (docs/performance.md). */
export const MIN_ROUNDS = 3;

export interface Comparison<R extends Figures<R>, S extends Figures<S> = R> {
  rounds: number;
  /** Each figure's median over the rounds. */
  reference: R;
  subject: S;
  /** Every round's figures, in order. */
  referenceRounds: R[];
  subjectRounds: S[];
  /** The load average when the last round ended. */
  load: string;
}

/** Each field's median over the rounds. */
export function medianFigures<F extends Figures<F>>(rounds: F[]): F {
  const keys = Object.keys(rounds[0] ?? {}) as (keyof F)[];
  return Object.fromEntries(keys.map((key) => [key, median(rounds.map((round) => round[key]))])) as F;
}

/**
 * Reference and subject measured alternately, A B A B …, `rounds` times each (at least MIN_ROUNDS), so
 * both see the same machine: whatever else runs on it slows both, not one. Each figure is the median of
 * its rounds; a ratio is subject ÷ reference of those medians.
 */
export async function interleaved<R extends Figures<R>, S extends Figures<S> = R>(
  rounds: number,
  reference: (round: number) => Promise<R>,
  subject: (round: number) => Promise<S>,
): Promise<Comparison<R, S>> {
  const count = Math.max(MIN_ROUNDS, rounds);
  const referenceRounds: R[] = [];
  const subjectRounds: S[] = [];
  for (let round = 0; round < count; round += 1) {
    referenceRounds.push(await reference(round));
    subjectRounds.push(await subject(round));
  }
  return {
    rounds: count,
    reference: medianFigures(referenceRounds),
    subject: medianFigures(subjectRounds),
    referenceRounds,
    subjectRounds,
    load: loadAverage(),
  };
}

/** subject ÷ reference of one figure's medians. */
export function ratio<R extends Figures<R>, S extends Figures<S>>(comparison: Comparison<R, S>, key: keyof R & keyof S): number {
  return (comparison.subject[key] as number) / (comparison.reference[key] as number);
}

/**
 * Three report lines for a comparison: the subject's medians, the reference's medians, and the ratios
 * with the rounds and the load average beside them.
 */
export function comparisonLines<R extends Figures<R>, S extends Figures<S>>(
  label: string,
  referenceLabel: string,
  comparison: Comparison<R, S>,
  format: { subject: (figures: S) => string; reference: (figures: R) => string },
  ratioKeys: (keyof R & keyof S)[],
): string[] {
  const ratios = ratioKeys.map((key) => `${String(key)} ×${ratio(comparison, key).toFixed(2)}`).join('  ');
  return [
    `${label.padEnd(48)} ${format.subject(comparison.subject)}`,
    `${`  beside ${referenceLabel}`.padEnd(48)} ${format.reference(comparison.reference)}`,
    `${'  ratio to it'.padEnd(48)} ${ratios}   (medians of ${comparison.rounds} rounds, A B A B; ${comparison.load})`,
  ];
}

export const latencyFigures = (l: Latency) =>
  `p50 ${ms(l.p50).padStart(9)}  p95 ${ms(l.p95).padStart(9)}  p99 ${ms(l.p99).padStart(9)}  ${kb(l.bytes).padStart(9)}`;
export const throughputFigures = (t: Throughput) =>
  `${t.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${ms(t.p50)}  p97.5 ${ms(t.p97_5)}  p99 ${ms(t.p99)}  ${kb(t.bytesPerRequest)}/req` +
  (t.errors || t.non2xx ? `  errors ${t.errors} non-2xx ${t.non2xx}` : '');

/** Latency of `subject` beside `reference` (one client in sequence each), interleaved; reported. */
export async function compareLatency(
  context: BenchContext,
  label: string,
  subjectUrl: string,
  referenceLabel: string,
  referenceUrl: string,
  count = 40,
): Promise<Comparison<Latency>> {
  const comparison = await interleaved(
    context.rounds,
    () => sequentialLatency(referenceUrl, count),
    () => sequentialLatency(subjectUrl, count),
  );
  for (const line of comparisonLines(label, referenceLabel, comparison, { subject: latencyFigures, reference: latencyFigures }, [
    'p50',
    'p95',
    'p99',
  ]))
    context.report(line);
  return comparison;
}

/** Throughput of `subject` beside `reference` (autocannon, `connections`, `seconds` each), interleaved; reported. */
export async function compareThroughput(
  context: BenchContext,
  label: string,
  subjectUrl: string,
  referenceLabel: string,
  referenceUrl: string,
  connections = 64,
  seconds = 5,
  extraHeaders: Record<string, string> = {},
): Promise<Comparison<Throughput>> {
  const comparison = await interleaved(
    context.rounds,
    () => throughput(referenceUrl, connections, seconds, extraHeaders),
    () => throughput(subjectUrl, connections, seconds, extraHeaders),
  );
  for (const line of comparisonLines(label, referenceLabel, comparison, { subject: throughputFigures, reference: throughputFigures }, [
    'requestsPerSecond',
    'p99',
  ]))
    context.report(line);
  return comparison;
}

/** `/api/health` answers sampled during something: p50/p95/p99, the slowest, and how many were taken. */
export interface HealthFigures {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  samples: number;
}

export function healthFigures(times: number[]): HealthFigures {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentileOf(sorted, 50),
    p95: percentileOf(sorted, 95),
    p99: percentileOf(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    samples: sorted.length,
  };
}

export const healthLine = (h: HealthFigures) =>
  `p50 ${ms(h.p50).padStart(9)}  p95 ${ms(h.p95).padStart(9)}  p99 ${ms(h.p99).padStart(9)}  max ${ms(h.max).padStart(9)}  (${h.samples.toFixed(0)} samples)`;

/**
 * One client asks `/api/health` back to back, `gapMs` apart, until `stop(turn, elapsedMs)` answers true
 * (asked before every request): each answer's time in ms.
 */
export async function sampleHealth(
  apiUrl: string,
  stop: (turn: number, elapsedMs: number) => boolean | Promise<boolean>,
  gapMs = 5,
): Promise<number[]> {
  const times: number[] = [];
  const started = performance.now();
  for (let turn = 0; !(await stop(turn, performance.now() - started)); turn += 1) {
    const asked = performance.now();
    await (await fetch(`${apiUrl}/api/health`)).arrayBuffer();
    times.push(performance.now() - asked);
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  return times;
}

/** `/api/health` idle, `count` answers one after another (5 ms apart): the reference of the sending sections. */
export async function idleHealth(apiUrl: string, count = 200): Promise<HealthFigures> {
  return healthFigures(await sampleHealth(apiUrl, (turn) => turn >= count));
}

/**
 * Moves a finished run's messages and contact attempts two days back, so the send cooldown (24 h) and
 * "contacted in the last 24 hours" let the same customers through again: the next round of a sending
 * comparison does the same work as this one instead of skipping everyone.
 */
export async function ageRun(context: BenchContext, executionId: string): Promise<void> {
  await context.query("update messages set created_at = created_at - interval '2 days' where execution_id = $1", [executionId]);
  await context.query("update contact_attempts set created_at = created_at - interval '2 days' where execution_id = $1", [executionId]);
}

/** `count` distinct Indian mobile numbers, different on every run, none hitting the sandbox's failure rule (…0000). */
export function distinctRecipients(count: number): string[] {
  const base = 6_000_000_000 + Math.floor(Math.random() * 3_000_000_000);
  return Array.from({ length: count }, (_, n) => {
    let number = base + n * 7;
    if (number % 10_000 === 0) number += 1;
    const digits = String(number);
    return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
  });
}

/** A port free on 127.0.0.1 right now (the caller listens on it next). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A health probe during a load (a send, a campaign) beside the same probe with nothing running: p50, p99, max. */
export function healthDuringLines<S extends HealthFigures & Figures<S>>(
  during: string,
  gapMs: number,
  comparison: Comparison<HealthFigures, S>,
): string[] {
  return comparisonLines(
    `GET /api/health every ${gapMs} ms during ${during}`,
    '/api/health, same probe, nothing sending',
    comparison,
    { subject: healthLine, reference: healthLine },
    ['p50', 'p99', 'max'],
  );
}

/** Names the kept bench databases: a new migration makes new ones rather than reuse data of an older schema. */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_FOLDER).sort())
    if (file.endsWith('.sql')) hash.update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  return hash.digest('hex').slice(0, 12);
}
