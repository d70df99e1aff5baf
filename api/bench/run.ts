/**
 * `npm run bench -w api`: latency of the two reads every dashboard and customer screen makes, over a
 * PGlite database seeded with the demo data. Requests go through the whole Hono app in-process.
 */
import { performance } from 'node:perf_hooks';
import { createApp } from '../src/app';
import { openPglite } from '../src/db/pglite';
import { silentLogger } from '../src/lib/logger';
import { startRuntime } from '../src/runtime';
import { DEMO_CUSTOMER_COUNT } from '../src/seed/seed-database';

const REQUESTS = 200;
const WARM_UP = 10;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function measure(fetch: (path: string) => Promise<Response>, path: string) {
  for (let n = 0; n < WARM_UP; n += 1) await (await fetch(path)).arrayBuffer();
  const timings: number[] = [];
  for (let n = 0; n < REQUESTS; n += 1) {
    const started = performance.now();
    const response = await fetch(path);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
  console.log(
    `${path.padEnd(28)} n=${REQUESTS}  p50 ${fmt(percentile(timings, 50))}  p95 ${fmt(percentile(timings, 95))}  max ${fmt(timings[timings.length - 1]!)}`,
  );
}

async function main() {
  const database = await openPglite();
  const runtime = await startRuntime({ database, logger: silentLogger, seedCustomers: DEMO_CUSTOMER_COUNT });
  const { app } = createApp(runtime.deps);
  const fetch = async (path: string) => app.request(path);
  console.log(`PGlite in memory, ${DEMO_CUSTOMER_COUNT} demo customers`);
  await measure(fetch, '/api/customers/airtable');
  await measure(fetch, '/api/dashboard/metrics');
  await runtime.stop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
