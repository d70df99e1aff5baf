import { latencyLine, sequentialLatency, throughput, throughputLine, type BenchSection } from '../lib';

/** Reads of the Dashboard, Customers and Payment Collection screens, each beside a reference. */
export const section: BenchSection = {
  title: 'Reads',
  async run(context) {
    const { apiUrl, referenceUrl, report, target } = context;
    const bare = await sequentialLatency(`${referenceUrl}/bare`);
    const barePage = await sequentialLatency(`${referenceUrl}/bare/customers-page`);
    report(latencyLine('reference: bare Hono route', bare));
    report(latencyLine('reference: bare Hono route, same customers page', barePage));
    const reads: [string, string][] = [
      ['GET /api/dashboard/metrics', '/api/dashboard/metrics'],
      ['GET /api/payment-tracking/dashboard', '/api/payment-tracking/dashboard'],
      ['GET /api/payment-tracking/analysis?limit=50', '/api/payment-tracking/analysis?limit=50'],
      ['GET /api/customers?page=1&pageSize=50', '/api/customers?page=1&pageSize=50'],
      ['GET /api/customers?q=98714 (search keystroke)', '/api/customers?q=98714&pageSize=50'],
      ['GET /api/customers?q=sharma', '/api/customers?q=sharma&pageSize=50'],
    ];
    if (!context.scaled) reads.push(['GET /api/customers/airtable (whole list)', '/api/customers/airtable']);
    const measured = new Map<string, Awaited<ReturnType<typeof sequentialLatency>>>();
    for (const [label, path] of reads) {
      const latency = await sequentialLatency(`${apiUrl}${path}`);
      measured.set(path, latency);
      report(latencyLine(label, latency));
    }
    if (context.scaled) {
      const at = `${context.customers.toLocaleString('en-IN')} customers`;
      const p95 = (path: string) => measured.get(path)!.p95;
      target(
        `/api/dashboard/metrics p95 ≤ 100 ms at ${at}`,
        p95('/api/dashboard/metrics') <= 100,
        `${p95('/api/dashboard/metrics').toFixed(1)} ms`,
      );
      target(
        `/api/payment-tracking/dashboard p95 ≤ 100 ms at ${at}`,
        p95('/api/payment-tracking/dashboard') <= 100,
        `${p95('/api/payment-tracking/dashboard').toFixed(1)} ms`,
      );
      target(
        `search keystroke p95 ≤ 100 ms at ${at}`,
        p95('/api/customers?q=98714&pageSize=50') <= 100,
        `${p95('/api/customers?q=98714&pageSize=50').toFixed(1)} ms`,
      );
      target(
        `customers first page p95 ≤ 1,500 ms at ${at}`,
        p95('/api/customers?page=1&pageSize=50') <= 1500,
        `${p95('/api/customers?page=1&pageSize=50').toFixed(1)} ms`,
      );
      return;
    }

    // Throughput at 64 connections, each API route right after its reference, in the same run.
    const seconds = 5;
    const bareLoad = await throughput(`${referenceUrl}/bare`, 64, seconds);
    report(throughputLine('64 connections: bare Hono route', bareLoad));
    const metricsLoad = await throughput(`${apiUrl}/api/dashboard/metrics`, 64, seconds);
    report(throughputLine('64 connections: GET /api/dashboard/metrics', metricsLoad));
    const barePageLoad = await throughput(`${referenceUrl}/bare/customers-page`, 64, seconds);
    report(throughputLine('64 connections: bare Hono route, same customers page', barePageLoad));
    const pageLoad = await throughput(`${apiUrl}/api/customers?page=1&pageSize=50`, 64, seconds);
    report(throughputLine('64 connections: GET /api/customers (first page)', pageLoad));
    const share = metricsLoad.requestsPerSecond / bareLoad.requestsPerSecond;
    const pageShare = pageLoad.requestsPerSecond / barePageLoad.requestsPerSecond;
    target("metrics ≥ 50 % of the bare route's req/s (64 connections)", share >= 0.5, `${(share * 100).toFixed(1)} %`);
    target('metrics p99 ≤ 25 ms (64 connections)', metricsLoad.p99 <= 25, `${metricsLoad.p99.toFixed(1)} ms`);
    target(
      "customers first page ≥ 25 % of the bare same-rows route's req/s (64 connections)",
      pageShare >= 0.25,
      `${(pageShare * 100).toFixed(1)} %`,
    );
    report(
      `  (the bare route with no rows: ${bareLoad.requestsPerSecond.toFixed(0)} req/s; the first page reaches ${((pageLoad.requestsPerSecond / bareLoad.requestsPerSecond) * 100).toFixed(1)} % of it)`,
    );
  },
};
